import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import type { Payload } from 'payload';
import { databaseOf, fastPaths, mongoModel, sql } from './adapter';
import { isBusy, sqliteConnection, type SqliteConnection } from './sqlite';
import { POST_VIEWS, POSTS, SHARED_COUNTERS } from './tables';
import { limiters, spend, waitSeconds } from '../services/rateLimit/limiters';

/**
 * A group of view pings written at once (recordView.ts queues them). For each ping the database
 * decides, inside one transaction, the same two rules every process shares: the caller's budget of
 * calls (the `status` limiter, key `view:IP`) and one counted view per reader and post every 30
 * minutes (the `view` limiter); then each post's count and its day's row grow by the views
 * counted, by atomic increments. SQLite: one write transaction (one sync to disk) for the whole
 * group, on a connection of its own. PostgreSQL, DB_PORTABLE and MongoDB: the same rules one ping
 * at a time through the shared limiters (shared-counters upserts) and adapter-neutral increments
 * (drizzle's builder, `$inc`); PostgreSQL commits each on its own, without SQLite's one writer.
 */
export interface ViewPing {
  postId: number | string;
  ip: string;
}

export type ViewOutcome =
  | { kind: 'answer'; counted: boolean; viewCount: number }
  | { kind: 'limited'; retryAfterSeconds: number }
  /** The post is gone (deleted between its lookup and the write). */
  | { kind: 'missing' };

const C = SHARED_COUNTERS;
const P = POSTS;
const V = POST_VIEWS;
const budgetKey = (ip: string) => `view:${ip}`;
const onceKey = (ping: ViewPing) => `${ping.ip}|${ping.postId}`;

export async function addViews(payload: Payload, pings: ViewPing[], day: string): Promise<ViewOutcome[]> {
  if (fastPaths(payload) === 'sqlite') return countViewsSqlite(pings, day);
  const outcomes: ViewOutcome[] = [];
  for (const ping of pings) outcomes.push(await countOneView(payload, ping, day));
  return outcomes;
}

interface Counter {
  points: number;
  expire: number | null;
}

/** The group's transaction, begun again after a short pause while another process holds the write lock. */
async function countViewsSqlite(pings: ViewPing[], day: string): Promise<ViewOutcome[]> {
  const db = sqliteConnection('views');
  for (let attempt = 1; ; attempt++) {
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      if (!isBusy(error) || attempt >= 200) throw error;
      await new Promise((r) => setTimeout(r, Math.min(2 * attempt, 50) + Math.random() * 5));
      continue;
    }
    try {
      const outcomes = decideAndWrite(db, pings, day, Date.now());
      db.exec('COMMIT');
      return outcomes;
    } finally {
      if (db.inTransaction) db.exec('ROLLBACK');
    }
  }
}

/** rate-limiter-flexible's upsert (a new key, an expired one reset, a live one added to) for many keys in one statement. */
function addToCounters(db: SqliteConnection, adds: Map<string, number>, ms: number, now: number): Map<string, Counter> {
  const out = new Map<string, Counter>();
  const rows = [...adds];
  for (let start = 0; start < rows.length; start += 300) {
    const chunk = rows.slice(start, start + 300);
    const result = db
      .prepare(
        `INSERT INTO ${C.table} (${C.key}, ${C.points}, ${C.expire}) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}
         ON CONFLICT(${C.key}) DO UPDATE SET
           points = CASE WHEN expire IS NOT NULL AND expire <= ? THEN excluded.points ELSE points + excluded.points END,
           expire = CASE WHEN expire IS NOT NULL AND expire <= ? THEN excluded.expire ELSE expire END
         RETURNING key, points, expire`,
      )
      .all(...chunk.flatMap(([key, points]) => [key, points, now + ms]), now, now) as {
      key: string;
      points: number;
      expire: number | null;
    }[];
    for (const row of result)
      out.set(String(row.key), { points: Number(row.points), expire: row.expire === null ? null : Number(row.expire) });
  }
  return out;
}

/** Inside the transaction: the budget, the once-per-reader rule, then the increments. */
function decideAndWrite(db: SqliteConnection, pings: ViewPing[], day: string, now: number): ViewOutcome[] {
  const budget = limiters.status;
  const once = limiters.view;
  const calls = new Map<string, number>();
  for (const ping of pings) {
    const key = budget.storeKey(budgetKey(ping.ip));
    calls.set(key, (calls.get(key) ?? 0) + 1);
  }
  const spent = addToCounters(db, calls, budget.options.duration * 1000, now);
  // A ping is within the budget when the calls before it (earlier groups, then its place in this one) leave a point.
  const place = new Map<string, number>();
  const allowed = pings.map((ping) => {
    const key = budget.storeKey(budgetKey(ping.ip));
    const nth = (place.get(key) ?? 0) + 1;
    place.set(key, nth);
    return spent.get(key)!.points - calls.get(key)! + nth <= budget.options.points;
  });
  const tries = new Map<string, number>();
  pings.forEach((ping, i) => {
    if (allowed[i]) tries.set(once.storeKey(onceKey(ping)), 1);
  });
  const seen = addToCounters(db, tries, once.options.duration * 1000, now);
  // A reader's first view of a post in the window: its key was new (or expired) in this group.
  const claimed = new Set<string>();
  const counted = pings.map((ping, i) => {
    const key = once.storeKey(onceKey(ping));
    if (!allowed[i] || claimed.has(key) || seen.get(key)?.points !== 1) return false;
    claimed.add(key);
    return true;
  });
  const adds = new Map<string, number>();
  pings.forEach((ping, i) => {
    if (allowed[i]) adds.set(String(ping.postId), (adds.get(String(ping.postId)) ?? 0) + (counted[i] ? 1 : 0));
  });
  const viewCounts = new Map<string, number | null>();
  for (const [postId, add] of adds) viewCounts.set(postId, addToPost(db, postId, add, day));
  return pings.map((ping, i) => {
    if (!allowed[i]) {
      const expire = spent.get(budget.storeKey(budgetKey(ping.ip)))?.expire ?? now;
      return { kind: 'limited', retryAfterSeconds: waitSeconds(expire - now) };
    }
    const viewCount = viewCounts.get(String(ping.postId));
    return viewCount === null || viewCount === undefined
      ? { kind: 'missing' }
      : { kind: 'answer', counted: counted[i]!, viewCount };
  });
}

/** The post's count grows by `add` and so does its day's row; its count, or null when the post is gone. */
function addToPost(db: SqliteConnection, postId: string, add: number, day: string): number | null {
  const id = Number(postId);
  // (all(), not get(): a statement read to its end leaves no read open on the connection.)
  const [row] = (
    add
      ? db
          .prepare(
            `UPDATE ${P.table} SET ${P.viewCount} = COALESCE(${P.viewCount}, 0) + ? WHERE ${P.id} = ? RETURNING ${P.viewCount}`,
          )
          .all(add, id)
      : db.prepare(`SELECT ${P.viewCount} FROM ${P.table} WHERE ${P.id} = ?`).all(id)
  ) as { view_count: number | null }[];
  if (!row) return null;
  if (add) {
    db.prepare(
      `INSERT INTO ${V.table} (${V.post}, ${V.day}, ${V.count}) VALUES (?, ?, ?)
       ON CONFLICT(${V.post}, ${V.day}) DO UPDATE SET ${V.count} = ${V.count} + excluded.${V.count},
         ${V.updatedAt} = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    ).run(id, day, add);
  }
  return Number(row.view_count ?? 0);
}

/** The adapter-neutral twin: the shared limiters, then one atomic increment of each kind. */
async function countOneView(payload: Payload, ping: ViewPing, day: string): Promise<ViewOutcome> {
  const wait = await spend('status', budgetKey(ping.ip));
  if (wait !== null) return { kind: 'limited', retryAfterSeconds: wait };
  const fresh = (await spend('view', onceKey(ping))) === null;
  const viewCount = fresh ? await incrementView(payload, ping.postId, day) : await readViewCount(payload, ping.postId);
  return viewCount === null ? { kind: 'missing' } : { kind: 'answer', counted: fresh, viewCount };
}

async function readViewCount(payload: Payload, postId: number | string): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { id: { equals: postId } },
    limit: 1,
    depth: 0,
    select: { viewCount: true },
    overrideAccess: true,
  });
  return docs[0] ? Number(docs[0].viewCount ?? 0) : null;
}

async function incrementView(payload: Payload, postId: number | string, day: string): Promise<number | null> {
  if (databaseOf(payload) === 'mongodb') {
    const post = await mongoModel(payload, 'posts').findOneAndUpdate(
      { _id: postId },
      { $inc: { viewCount: 1 } },
      { new: true, lean: true, projection: { viewCount: 1 } },
    );
    if (!post) return null;
    const now = new Date();
    await mongoModel(payload, 'post-views').updateOne(
      { post: postId, day },
      { $inc: { count: 1 }, $set: { updatedAt: now }, $setOnInsert: { createdAt: now } },
      { upsert: true },
    );
    return Number((post as { viewCount?: number }).viewCount ?? 0);
  }
  // PostgreSQL, and DB_PORTABLE on SQLite: drizzle's query builder on Payload's tables (the
  // builder's types are SQLite's; the PostgreSQL tables take the same calls).
  const db = payload.db as unknown as SQLiteAdapter;
  const { posts, post_views: views } = db.tables;
  const [post] = await db.drizzle
    .update(posts)
    .set({ viewCount: sql`coalesce(${posts.viewCount}, 0) + 1` })
    .where(sql`${posts.id} = ${postId}`)
    .returning({ viewCount: posts.viewCount });
  if (!post) return null;
  await db.drizzle
    .insert(views)
    .values({ post: postId, day, count: 1 })
    // updatedAt too: the site engine's sync reads the posts viewed since its last one (db/posts.ts postChanges).
    .onConflictDoUpdate({
      target: [views.post, views.day],
      set: { count: sql`${views.count} + 1`, updatedAt: new Date().toISOString() },
    });
  return Number(post.viewCount ?? 0);
}
