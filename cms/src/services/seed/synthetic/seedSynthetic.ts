import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { batchedWrites } from '../../../db/batchedSync';
import { clearPublicCache } from '../../cache/publicCache';
import { BulkPostWriter, type PostCreateData } from '../../posts/bulkPosts';
import { syntheticDate, syntheticPost } from './syntheticPost';

export interface SyntheticCounts {
  /** Published posts the site should end up with (the demo's published posts count towards it). */
  posts: number;
  /** Active newsletter subscribers to add. */
  subscribers: number;
  /** One Local API create per post instead of the bulk path (the bulk path's equivalence test). */
  localApi?: boolean;
  /** The clock the dates count back from (a test seeds twice with the same dates). */
  now?: number;
}

const CHUNK = 500;
const BULK_CHUNK = 1000;
const options = { depth: 0 } as const;

/** Runs `write` over `count` items in transactions of CHUNK writes (one commit per chunk). */
async function inChunks(
  payload: Payload,
  count: number,
  write: (index: number, req: Awaited<ReturnType<typeof createLocalReq>>) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += CHUNK) {
    const req = await createLocalReq({ context: { seeding: true } }, payload);
    const owns = await initTransaction(req);
    try {
      // SQLite has no adapter transaction here: the chunk's commits are made durable together.
      await batchedWrites(payload, async () => {
        for (let index = start; index < Math.min(count, start + CHUNK); index += 1) await write(index, req);
      });
      if (owns) await commitTransaction(req);
    } catch (error) {
      if (owns) await killTransaction(req);
      throw error;
    }
  }
}

/** Posts through the bulk path (SQLite): a chunk checked and derived, then written in one transaction. */
async function bulkInsert(writer: BulkPostWriter, count: number, data: (index: number) => PostCreateData): Promise<void> {
  try {
    for (let start = 0; start < count; start += BULK_CHUNK) {
      const inputs = Array.from({ length: Math.min(BULK_CHUNK, count - start) }, (_, at) => data(start + at));
      const outcomes = await writer.prepare(inputs);
      // The seeder's own posts: a refusal is a bug in it, thrown.
      await writer.write(
        outcomes.map((outcome, at) => {
          if ('refused' in outcome) throw new Error(`${inputs[at]!.title}: ${outcome.refused}`);
          return outcome.row;
        }),
      );
    }
  } finally {
    writer.close();
  }
  // What readers get from /api/v1 changed (once, not once per post as the hooks would).
  clearPublicCache();
}

/**
 * Grows a seeded database to benchmark size: synthetic ~800-word posts by the admin, spread over
 * the demo's categories, tags and stored images, one a day back in time (closer together when a
 * day apart would reach back before 1971, which the post rules refuse: 100,000 posts fit about
 * 13 hours apart); and active subscribers.
 * Every write is marked as seeding, so no rebuild or e-mail is queued.
 */
export async function seedSynthetic(payload: Payload, counts: SyntheticCounts): Promise<{ posts: number; subscribers: number }> {
  const [published, admins, categories, tags, media] = await Promise.all([
    payload.count({ collection: 'posts', where: { status: { equals: 'PUBLISHED' } } }),
    payload.find({ collection: 'users', where: { role: { equals: 'ADMIN' } }, limit: 1, ...options }),
    payload.find({ collection: 'categories', pagination: false, ...options }),
    payload.find({ collection: 'tags', pagination: false, ...options }),
    payload.find({ collection: 'media', pagination: false, ...options }),
  ]);
  const author = admins.docs[0]?.id;
  const images = media.docs.map((m) => m.url).filter((url): url is string => !!url);
  const postsToAdd = Math.max(0, counts.posts - published.totalDocs);
  const now = counts.now ?? Date.now();
  const data = (index: number): PostCreateData => {
    const post = syntheticPost(index, images);
    const tagIds = tags.docs.length
      ? [tags.docs[index % tags.docs.length]!.id, tags.docs[(index * 7 + 3) % tags.docs.length]!.id]
      : [];
    const publishedAt = syntheticDate(index, postsToAdd, now);
    return {
      ...post,
      category: categories.docs[index % Math.max(1, categories.docs.length)]?.id,
      tags: [...new Set(tagIds)],
      featuredImage: images.length ? images[index % images.length] : undefined,
      status: 'PUBLISHED',
      publishedAt,
      firstPublishedAt: publishedAt,
      newsletterStatus: 'sent',
      newsletterSentAt: publishedAt,
      viewCount: (index * 37) % 1500,
      author,
    };
  };
  const writer = counts.localApi ? undefined : BulkPostWriter.open(payload);
  if (writer) await bulkInsert(writer, postsToAdd, data);
  else
    await inChunks(payload, postsToAdd, (index, req) =>
      payload.create({ collection: 'posts', data: data(index), req, ...options }),
    );
  await inChunks(payload, counts.subscribers, async (index, req) => {
    await payload.create({
      collection: 'subscriptions',
      data: { email: `reader${index + 1}@bench.example.com`, isActive: true, source: 'bench' },
      req,
      ...options,
    });
  });
  return { posts: postsToAdd, subscribers: counts.subscribers };
}
