import { sql, type SQLiteAdapter } from '@payloadcms/db-sqlite';
import type { MongooseAdapter } from '@payloadcms/db-mongodb';
import type { Payload } from 'payload';
import { env } from '../../env';

/**
 * One counted view: the post's count and its day's row of post-views grow by one, each by an
 * atomic increment the database applies (never read, then written), so any number of processes
 * count every view. SQLite: both statements in one batch (one transaction, one sync); MongoDB:
 * `$inc`, the day's row upserted. Returns the post's new count.
 */
export async function countView(payload: Payload, postId: number | string, day: string): Promise<number> {
  if (payload.db.name === 'mongoose') return countViewMongo(payload.db as unknown as MongooseAdapter, postId, day);
  if (env.dbPortable) return countViewPortable(payload, postId, day);
  const { client } = payload.db as unknown as SQLiteAdapter;
  const [post] = await client.batch(
    [
      { sql: 'UPDATE posts SET view_count = COALESCE(view_count, 0) + 1 WHERE id = ? RETURNING view_count', args: [postId] },
      {
        sql: `INSERT INTO post_views (post_id, day, count) VALUES (?, ?, 1)
              ON CONFLICT(post_id, day) DO UPDATE SET count = count + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
        args: [postId, day],
      },
    ],
    'write',
  );
  return Number(post?.rows[0]?.view_count ?? 0);
}

async function countViewMongo(db: MongooseAdapter, postId: number | string, day: string): Promise<number> {
  const post = await db.collections.posts!.findOneAndUpdate(
    { _id: postId },
    { $inc: { viewCount: 1 } },
    { new: true, lean: true, projection: { viewCount: 1 } },
  );
  const now = new Date();
  await db.collections['post-views']!.updateOne(
    { post: postId, day },
    { $inc: { count: 1 }, $set: { updatedAt: now }, $setOnInsert: { createdAt: now } },
    { upsert: true },
  );
  return Number((post as { viewCount?: number } | null)?.viewCount ?? 0);
}

/**
 * DB_PORTABLE on SQLite: the same two atomic increments through drizzle's query builder on
 * Payload's tables (no hand-written SQL), the nearest this adapter has to MongoDB's `$inc`.
 */
async function countViewPortable(payload: Payload, postId: number | string, day: string): Promise<number> {
  const db = payload.db as unknown as SQLiteAdapter;
  const { posts, post_views: views } = db.tables;
  const [post] = await db.drizzle
    .update(posts)
    .set({ viewCount: sql`coalesce(${posts.viewCount}, 0) + 1` })
    .where(sql`${posts.id} = ${postId}`)
    .returning({ viewCount: posts.viewCount });
  await db.drizzle
    .insert(views)
    .values({ post: postId, day, count: 1 })
    .onConflictDoUpdate({ target: [views.post, views.day], set: { count: sql`${views.count} + 1` } });
  return Number(post?.viewCount ?? 0);
}
