import type { Payload } from 'payload';
import { sql } from '@payloadcms/db-sqlite';
import { usesSqliteFastPaths } from '../../lib/sqliteFile';
import { publicPostsWhere } from '../../access';

export interface PostVersion {
  id: number | string;
  slug: string;
  updatedAt: string;
  viewCount: number;
}

interface SqlDatabase {
  drizzle: { all<T>(query: unknown): Promise<T[]> };
}

/** SQLite: one indexed SELECT of four columns (~15 ms at 10,000 posts; the Local API takes ~400 ms). */
async function fromSql(payload: Payload): Promise<PostVersion[] | null> {
  const db = payload.db as unknown as Partial<SqlDatabase>;
  // DB_PORTABLE: the Local API path MongoDB takes, on SQLite too (the tests run it).
  if (!usesSqliteFastPaths(payload) || typeof db.drizzle?.all !== 'function') return null;
  const now = new Date().toISOString();
  const rows = await db.drizzle.all<{ id: number; slug: string | null; updated_at: string; view_count: number | null }>(
    sql`SELECT id, slug, updated_at, view_count FROM posts WHERE status = 'PUBLISHED' AND published_at <= ${now}`,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug ?? String(row.id),
    updatedAt: row.updated_at,
    viewCount: Number(row.view_count ?? 0),
  }));
}

/** Every public post's id, slug, updatedAt and view count: what the site engine diffs against. */
export async function postsIndex(payload: Payload): Promise<PostVersion[]> {
  const fast = await fromSql(payload).catch(() => null);
  if (fast) return fast;
  const { docs } = await payload.find({
    collection: 'posts',
    where: publicPostsWhere(),
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true, viewCount: true },
  });
  return docs.map((doc) => ({
    id: doc.id,
    slug: doc.slug ?? String(doc.id),
    updatedAt: doc.updatedAt,
    viewCount: doc.viewCount ?? 0,
  }));
}

/** Categories and tags without their post counts (the engine counts its own posts). */
export async function taxonomyNames(payload: Payload) {
  const [categories, tags] = await Promise.all([
    payload.find({ collection: 'categories', sort: 'name', pagination: false, depth: 0 }),
    payload.find({ collection: 'tags', sort: 'name', pagination: false, depth: 0 }),
  ]);
  return {
    categories: categories.docs.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description ?? null,
      slug: c.slug ?? '',
      createdAt: c.createdAt ?? null,
    })),
    tags: tags.docs.map((t) => ({ id: t.id, name: t.name, slug: t.slug ?? '' })),
  };
}
