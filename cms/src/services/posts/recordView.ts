import type { Payload } from 'payload';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { isoDay } from '@blog/shared';
import { withLock } from '../../lib/withLock';

/** One counted view per visitor (IP) and post every 30 minutes: reloads do not inflate counts. */
const seen = new RateLimiterMemory({ keyPrefix: 'view', points: 1, duration: 30 * 60 });

/** Counts a view on the post and on today's row of post-views. Returns the new count. */
export async function recordView(payload: Payload, postId: number, ip: string): Promise<{ counted: boolean; viewCount: number }> {
  const fresh = await seen.consume(`${ip}|${postId}`).then(
    () => true,
    () => false,
  );
  return withLock(`view:${postId}`, async () => {
    const post = await payload.findByID({
      collection: 'posts',
      id: postId,
      depth: 0,
      select: { viewCount: true },
    });
    const current = post.viewCount ?? 0;
    if (!fresh) return { counted: false, viewCount: current };
    const day = isoDay();
    await payload.update({
      collection: 'posts',
      id: postId,
      data: { viewCount: current + 1 },
      context: { viewOnly: true },
    });
    const { docs } = await payload.find({
      collection: 'post-views',
      where: { and: [{ post: { equals: postId } }, { day: { equals: day } }] },
      limit: 1,
      depth: 0,
    });
    if (docs[0]) {
      await payload.update({
        collection: 'post-views',
        id: docs[0].id,
        data: { count: docs[0].count + 1 },
      });
    } else {
      await payload.create({ collection: 'post-views', data: { post: postId, day, count: 1 } });
    }
    return { counted: true, viewCount: current + 1 };
  });
}
