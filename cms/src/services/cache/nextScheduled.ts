import type { Payload } from 'payload';

/** When the next scheduled post (PUBLISHED, publishedAt in the future) goes live, in ms. */
export async function nextScheduledAt(payload: Payload): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ status: { equals: 'PUBLISHED' } }, { publishedAt: { greater_than: new Date().toISOString() } }] },
    sort: 'publishedAt',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { publishedAt: true },
  });
  const at = docs[0]?.publishedAt;
  return at ? Date.parse(at) : null;
}
