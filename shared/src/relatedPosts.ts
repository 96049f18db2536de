/** The related-posts rule of spec section 7, for the API (`blogs/{slug}/related`) and the site's article page. */
export interface RelatedCandidate {
  slug: string;
  category?: { id: number | string } | null;
}

/**
 * Up to `count` other posts of the post's category, else (none there) up to `count` latest other
 * posts. The list's order is kept, so give it newest first: the site passes every post; the API
 * passes its category's newest followed by the latest overall (either way the same answer).
 */
export function relatedPosts<T extends RelatedCandidate>(post: RelatedCandidate, newestFirst: readonly T[], count: number): T[] {
  const categoryId = post.category?.id;
  const sameCategory: T[] = [];
  const latest: T[] = [];
  const seen = new Set<string>([post.slug]);
  for (const other of newestFirst) {
    if (seen.has(other.slug)) continue;
    seen.add(other.slug);
    if (categoryId !== undefined && other.category?.id === categoryId) {
      sameCategory.push(other);
      if (sameCategory.length >= count) break;
    } else if (latest.length < count) latest.push(other);
  }
  return sameCategory.length > 0 ? sameCategory : latest;
}
