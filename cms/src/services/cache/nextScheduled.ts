import type { Payload } from 'payload';
import { scheduledPostsWhere } from '@blog/shared';

/** When the next scheduled post (postRules: PUBLISHED, publishedAt ahead) goes live, in ms. */
export async function nextScheduledAt(payload: Payload): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: scheduledPostsWhere(),
    sort: 'publishedAt',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { publishedAt: true },
  });
  const at = docs[0]?.publishedAt;
  return at ? Date.parse(at) : null;
}
