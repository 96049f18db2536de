import type { Post } from '@blog/shared';

type Timed = Pick<Post, 'status' | 'publishedAt' | 'createdAt'>;

function time(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const value = new Date(iso).getTime();
  return Number.isFinite(value) ? value : null;
}

/** PUBLISHED with a publish date still ahead: not on the site yet (the public API hides it). */
export function isScheduled(post: Timed, now: number = Date.now()): boolean {
  const at = time(post.publishedAt);
  return post.status === 'PUBLISHED' && at !== null && at > now;
}

/** On the site: PUBLISHED and its publish date reached (the only posts /blog/{slug} serves). */
export function isLive(post: Timed, now: number = Date.now()): boolean {
  return post.status === 'PUBLISHED' && !isScheduled(post, now);
}

/**
 * The date an admin list shows for a post: the publish date of a published or scheduled post
 * (the date the site shows), the creation date otherwise.
 */
export function listDate(post: Timed): { kind: 'published' | 'created'; iso: string } {
  if (post.status === 'PUBLISHED' && post.publishedAt) return { kind: 'published', iso: post.publishedAt };
  return { kind: 'created', iso: post.createdAt };
}
