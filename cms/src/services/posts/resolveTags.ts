import type { Payload } from 'payload';
import { ERROR_CODES, TR, slugify } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { withLock } from '../../lib/withLock';

/** Tags arrive as names: each is found by its slug or created (once). Returns their ids in order. */
export async function resolveTags(payload: Payload, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const slug = slugify(name);
    // Never dropped silently (postInputSchema refuses it first): a tag without a slug is an error.
    if (!slug) {
      const message = TR.tag.tagNeedsText(name);
      throw new HttpError(ERROR_CODES.VALIDATION_ERROR, message, { details: { validation: { tags: message } } });
    }
    // The lock spares this process racing itself; across processes the unique slug decides.
    const id = await withLock(`tag:${slug}`, () => findOrCreateTag(payload, name, slug));
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

async function findTag(payload: Payload, slug: string): Promise<number | null> {
  const { docs } = await payload.find({ collection: 'tags', where: { slug: { equals: slug } }, limit: 1, depth: 0 });
  return docs[0]?.id ?? null;
}

/** The tag of `slug`, created when missing; a creator that loses the race takes the winner's. */
async function findOrCreateTag(payload: Payload, name: string, slug: string): Promise<number> {
  const found = await findTag(payload, slug);
  if (found !== null) return found;
  try {
    const created = await payload.create({ collection: 'tags', data: { name, slug }, context: { exactSlug: true } });
    return created.id;
  } catch (error) {
    const winner = await findTag(payload, slug);
    if (winner !== null) return winner;
    throw error;
  }
}
