import type { Payload } from 'payload';
import { fastPaths, isoTime, rows, sql, type SQL } from './adapter';
import { POSTS, POST_VIEWS, raw } from './tables';

export interface PostVersion {
  id: number | string;
  slug: string;
  updatedAt: string;
  viewCount: number;
}

const posts = raw(POSTS);

/**
 * Every public post's id, slug, updatedAt and view count in one indexed SELECT, aggregated to one
 * JSON array by the database: 100,000 rows as row objects took ~600 ms of the server's thread on
 * SQLite (a publish's served path), as one JSON text ~280 ms. Null where the database has no such
 * path (MongoDB, DB_PORTABLE: the caller's Local API twin).
 */
export async function postVersions(payload: Payload): Promise<PostVersion[] | null> {
  const db = fastPaths(payload);
  if (!db) return null;
  const [found] = await rows<{ list: string | Row[] | null }>(payload, postVersionsQuery(db, new Date().toISOString()));
  // (node-postgres hands json back parsed; SQLite as text.)
  const list: Row[] = typeof found?.list === 'string' ? (JSON.parse(found.list) as Row[]) : (found?.list ?? []);
  return list.map(([id, slug, updatedAt, viewCount]) => ({
    id,
    slug: slug ?? String(id),
    updatedAt: isoTime(updatedAt),
    viewCount: Number(viewCount ?? 0),
  }));
}

type Row = [id: number, slug: string | null, updatedAt: string, viewCount: number | string | null];

/**
 * postVersions' one statement. Its columns are all in the posts' covering index (status,
 * publishedAt, slug, updatedAt, viewCount; the id is the row's key): the rows themselves hold the
 * bodies, ~1.2 GB at 100,000 posts, which a cold disk gave up in 12 s while the server's thread
 * waited (the index alone: a few MB, 0.26 s cold). Exported for the test of its query plan.
 */
export function postVersionsQuery(db: 'sqlite' | 'postgres', now: string): SQL {
  const columns = sql`${posts.id}, ${posts.slug}, ${posts.updatedAt}, ${posts.viewCount}`;
  const where = sql`WHERE ${posts.status} = 'PUBLISHED' AND ${posts.publishedAt} <= ${now}`;
  return db === 'postgres'
    ? sql`SELECT json_agg(json_build_array(${columns})) AS list FROM ${posts.table} ${where}`
    : sql`SELECT json_group_array(json_array(${columns})) AS list FROM ${posts.table} ${where}`;
}

/** What changed among the posts since a time: the site engine's cheap sync (services/posts/postsIndex). */
export interface PostChanges {
  /** The posts public now that were written, went live or were viewed since `from`. */
  live: PostVersion[];
  /** The posts written since `from` that are not public now. */
  gone: (number | string)[];
  /** How many posts are public now and the sum of their ids: by these the engine checks its copy (a delete shows only here). */
  total: number;
  idSum: number;
}

/**
 * The posts written (`updated_at`), gone live (`published_at`, a scheduled post) or viewed (its
 * day's `post_views.updated_at`) at or after `from`, public or not; the public posts' count and id
 * sum: two indexed reads where the whole index is 100,000 rows. Null
 * without a fast path (the caller answers with the whole index).
 */
export async function postChanges(payload: Payload, from: Date): Promise<PostChanges | null> {
  if (!fastPaths(payload)) return null;
  const now = new Date().toISOString();
  const since = from.toISOString();
  const live = sql`${posts.status} = 'PUBLISHED' AND ${posts.publishedAt} <= ${now}`;
  const views = raw(POST_VIEWS);
  const [changedRows, [totals]] = await Promise.all([
    rows<{ id: number; slug: string | null; updated_at: string; view_count: number | string | null; live: number | string }>(
      payload,
      sql`SELECT ${posts.id} AS id, ${posts.slug} AS slug, ${posts.updatedAt} AS updated_at, ${posts.viewCount} AS view_count,
          CASE WHEN ${live} THEN 1 ELSE 0 END AS live
        FROM ${posts.table}
        WHERE ${posts.updatedAt} >= ${since} OR (${posts.publishedAt} >= ${since} AND ${posts.publishedAt} <= ${now})
          OR ${posts.id} IN (SELECT ${views.post} FROM ${views.table} WHERE ${views.updatedAt} >= ${since})`,
    ),
    // Both from the index on (status, published_at): no row is read.
    rows<{ total: number | string; id_sum: number | string | null }>(
      payload,
      sql`SELECT count(*) AS total, coalesce(sum(${posts.id}), 0) AS id_sum FROM ${posts.table} WHERE ${live}`,
    ),
  ]);
  const changes: PostChanges = {
    live: [],
    gone: [],
    total: Number(totals?.total ?? 0),
    idSum: Number(totals?.id_sum ?? 0),
  };
  for (const row of changedRows) {
    if (Number(row.live) !== 1) changes.gone.push(row.id);
    else
      changes.live.push({
        id: row.id,
        slug: row.slug ?? String(row.id),
        updatedAt: isoTime(row.updated_at),
        viewCount: Number(row.view_count ?? 0),
      });
  }
  return changes;
}
