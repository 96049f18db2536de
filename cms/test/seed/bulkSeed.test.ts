/**
 * The synthetic seeder's bulk path (services/posts/bulkPosts.ts) stores posts exactly as
 * the Local API does: the same seeder run both ways (the same clock), on a fresh SQLite file each
 * with the demo content first, gives the same synthetic posts' rows in posts, posts_rels, _posts_v and
 * _posts_v_rels, every column but the write times. What the API, the admin and the site build read
 * is those rows, so they read the two alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { runTool } from '../helpers/cliTool';

const root = mkdtempSync(path.join(tmpdir(), 'bulk-seed-'));
const TIMES = new Set(['created_at', 'updated_at', 'version_created_at', 'version_updated_at']);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The seeder CLI on a fresh data folder, as `npm run bench` runs it; its database file. */
async function seed(name: string, ...flags: string[]): Promise<string> {
  const dataDir = path.join(root, name);
  const run = await runTool(dataDir, ['seedSynthetic', '--posts', '45', '--now', '1790000000000', ...flags]);
  if (run.code !== 0) throw new Error(`seeder exited ${run.code}\n${run.output.slice(-3000)}`);
  return path.join(dataDir, 'cms.db');
}

type Row = Record<string, unknown>;

function rows(file: string, table: string): { values: Row[]; times: unknown[] } {
  const db = new Database(file, { readonly: true });
  try {
    const all = db.prepare(`SELECT * FROM "${table}" ORDER BY id`).all() as Row[];
    return {
      values: all.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !TIMES.has(column)))),
      times: all.flatMap((row) =>
        Object.entries(row)
          .filter(([column]) => TIMES.has(column))
          .map(([, value]) => value),
      ),
    };
  } finally {
    db.close();
  }
}

describe('bulk seeding', () => {
  it('stores the posts, their tags and their versions as the Local API does', { timeout: 900_000 }, async () => {
    const [bulk, localApi] = await Promise.all([seed('bulk'), seed('local-api', '--local-api')]);
    // The demo content before them is the demo seeder's (its dates follow its own clock): the synthetic posts are compared.
    const ids = (file: string) => {
      const posts = new Set(
        rows(file, 'posts')
          .values.filter((p) => /#\d+$/.test(String(p.title)))
          .map((p) => p.id),
      );
      const versions = new Set(
        rows(file, '_posts_v')
          .values.filter((v) => posts.has(v.parent_id))
          .map((v) => v.id),
      );
      return { posts, versions };
    };
    const own = ids(bulk);
    expect(own.posts.size).toBeGreaterThan(20);
    expect(ids(localApi)).toEqual(own);
    const parentIn = { posts: own.posts, posts_rels: own.posts, _posts_v: own.posts, _posts_v_rels: own.versions };
    for (const [table, parents] of Object.entries(parentIn)) {
      const key = table === 'posts' ? 'id' : 'parent_id';
      const pick = (file: string) => {
        const all = rows(file, table);
        const keep = all.values.map((row) => parents.has(row[key]));
        return { values: all.values.filter((_, at) => keep[at]), times: all.times };
      };
      const fromBulk = pick(bulk);
      expect(fromBulk.values.length, table).toBeGreaterThan(0);
      expect(fromBulk.values, table).toEqual(pick(localApi).values);
      expect(
        fromBulk.times.every((time) => typeof time !== 'string' || ISO.test(time)),
        table,
      ).toBe(true);
    }
    const synthetic = rows(bulk, 'posts').values.filter((post) => own.posts.has(post.id));
    expect(synthetic.every((post) => Number(post.reading_time) > 0 && post._status === 'published')).toBe(true);
    const slugs = rows(bulk, 'posts').values.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
