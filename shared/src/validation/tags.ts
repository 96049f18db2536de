import { TR } from '../messages/tr';
import { hasSluggableText, nameKey } from './names';

/** A tag name's length at most (trimmed), in every door: the API, the import, Payload's own. */
export const TAG_NAME_MAX = 50;
/** Tags a post may carry. */
export const TAGS_MAX = 30;

/**
 * Tags are entered as one comma-separated text: each trimmed, empties dropped, and names that are
 * one name (nameKey: case, Turkish capitals, spacing) kept once, the first spelling.
 */
export function parseTags(input: string | readonly string[] | null | undefined): string[] {
  if (input === null || input === undefined) return [];
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((t) => t.split(','));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const name = part.trim();
    const key = nameKey(name);
    if (name && !seen.has(key)) {
      seen.add(key);
      out.push(name);
    }
  }
  return out;
}

/** The first tag that cannot be one (no letter or digit: it would have no slug; too long), as a message. */
export function tagNamesProblem(tags: readonly string[]): string | null {
  for (const tag of tags) {
    if (!hasSluggableText(tag)) return TR.tag.tagNeedsText(tag);
    if (tag.length > TAG_NAME_MAX) return TR.tag.tooLong(tag);
  }
  return null;
}
