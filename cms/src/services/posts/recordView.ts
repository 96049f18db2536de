import type { Payload } from 'payload';
import { isoDay } from '@blog/shared';
import { limiters } from '../rateLimit/limiters';
import { dropPostEntries } from '../cache/publicCache';
import { countView } from './countView';

/**
 * Counts a view on the post and on today's row of post-views, once per reader (IP) and post every
 * 30 minutes (the shared `view` limiter: the same in every process). Returns the post's count.
 */
export async function recordView(
  payload: Payload,
  post: { id: number | string; slug?: string | null; viewCount?: number | null },
  ip: string,
): Promise<{ counted: boolean; viewCount: number }> {
  const fresh = await limiters.view.consume(`${ip}|${post.id}`).then(
    () => true,
    () => false,
  );
  if (!fresh) return { counted: false, viewCount: post.viewCount ?? 0 };
  const viewCount = await countView(payload, post.id, isoDay());
  // Only the count moved: this process's cached answers for the post go (the others' expire).
  dropPostEntries([post.slug ?? post.id, post.id]);
  return { counted: true, viewCount };
}
