/**
 * When a post is on the site, written once for every door: the access rules and the post index
 * (as a query), redirects, the newsletter, the admin's badges (as a test of one post).
 */

interface Timed {
  status?: string | null;
  publishedAt?: string | null;
}

const timeOf = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const value = Date.parse(iso);
  return Number.isFinite(value) ? value : null;
};

/** Live: PUBLISHED, with a publish date reached (the only posts the site and the public API show). */
export function isLivePost(post: Timed | null | undefined, now: number = Date.now()): boolean {
  const at = timeOf(post?.publishedAt);
  return post?.status === 'PUBLISHED' && at !== null && at <= now;
}

/** Scheduled: PUBLISHED, with a publish date still ahead (it goes live by itself then). */
export function isScheduledPost(post: Timed | null | undefined, now: number = Date.now()): boolean {
  const at = timeOf(post?.publishedAt);
  return post?.status === 'PUBLISHED' && at !== null && at > now;
}

/** A query in Payload's `where` shape (both database adapters read it). */
export type PostsWhere = { and: Record<string, Record<string, string>>[] };

/** The same two rules as query clauses. */
export const livePostsWhere = (now: Date = new Date()): PostsWhere => ({
  and: [{ status: { equals: 'PUBLISHED' } }, { publishedAt: { less_than_equal: now.toISOString() } }],
});

export const scheduledPostsWhere = (now: Date = new Date()): PostsWhere => ({
  and: [{ status: { equals: 'PUBLISHED' } }, { publishedAt: { greater_than: now.toISOString() } }],
});
