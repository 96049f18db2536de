import { TAGS_MAX, TR, isSafeStoredUrl, isSaneDate, parseTags, tagNamesProblem } from '@blog/shared';
import { onlyEmbeds } from './embeds';
import { MEDIA_REF, type SourcePost } from './types';

/** postInputSchema's bounds for the title and the excerpt. */
const TITLE_MAX = 200;
const EXCERPT_MAX = 500;

/** At most `max` characters (code points, so no half emoji), an ellipsis marking the cut. */
const cut = (text: string, max: number) =>
  `${Array.from(text.trim())
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;

/**
 * Makes a post one the platform's rules take, as close to the source as they allow, before the
 * rules are checked: nothing the author wrote is dropped for a fixable reason. What the rules
 * refuse as published (no title, a title too long, no body, a body of embeds only) and what the
 * source says must not be public (password, private, members only) comes in as a DRAFT; the
 * reasons are returned for the report. Smaller changes (tags over the limit, an excerpt cut, a
 * cover or date the rules refuse) are notes.
 */
export function adaptPost(post: SourcePost, notes: string[]): string[] {
  const reasons = [...(post.draftReasons ?? [])];
  const name = post.title.trim() || post.sourceId;
  const draft = TR.transfer.draft;
  post.title = post.title.trim();
  if (!post.title) {
    post.title = TR.transfer.untitled(post.sourceId);
    reasons.push(draft.noTitle);
  } else if (Array.from(post.title).length > TITLE_MAX) {
    post.title = cut(post.title, TITLE_MAX);
    reasons.push(draft.titleTooLong(TITLE_MAX));
  }
  if (!post.content.trim()) {
    post.content = TR.transfer.emptyBodyText;
    reasons.push(draft.emptyBody);
  } else if (onlyEmbeds(post.content, post.embeds ?? [])) reasons.push(draft.embedOnly);

  const tags: string[] = [];
  for (const tag of parseTags(post.tags)) {
    const problem = tagNamesProblem([tag]);
    if (problem) notes.push(TR.transfer.badTag(name, problem));
    else tags.push(tag);
  }
  if (tags.length > TAGS_MAX) notes.push(TR.transfer.tooManyTags(name, TAGS_MAX, tags.slice(TAGS_MAX).join(', ')));
  post.tags = tags.slice(0, TAGS_MAX);

  if (post.excerpt && Array.from(post.excerpt.trim()).length > EXCERPT_MAX) {
    post.excerpt = cut(post.excerpt, EXCERPT_MAX);
    notes.push(TR.transfer.excerptCut(name, EXCERPT_MAX));
  }
  const cover = post.featuredImage?.trim();
  if (cover && !cover.startsWith(MEDIA_REF) && !isSafeStoredUrl(cover)) {
    notes.push(TR.transfer.badCover(name, TR.post.invalidImageUrl));
    post.featuredImage = undefined;
  }
  if (post.publishedAt && !isSaneDate(post.publishedAt)) {
    notes.push(TR.transfer.badDate(name, TR.post.invalidDate));
    post.publishedAt = undefined;
  }
  if (reasons.length && post.status === 'PUBLISHED') post.status = 'DRAFT';
  return reasons;
}
