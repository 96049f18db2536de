import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/migrations';

/**
 * The revisions migration (issue #26) on a real SQLite file with posts of the schema before it:
 * posts are rebuilt with `_status` (every existing post an explicit save: 'published'), their
 * tags, views and deliveries stay, and the new versions table never hands out an id twice.
 */
const fromAdapter = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-sqlite'));
const { drizzle } = fromAdapter('drizzle-orm/libsql') as { drizzle: (options: { client: Client }) => unknown };

const dir = mkdtempSync(path.join(tmpdir(), 'revisions-'));
const client = createClient({ url: `file:${path.join(dir, 'cms.db')}` });
const db = drizzle({ client });
const NEW = '20261128_112405_revisions';
const run = (sql: string) => client.execute(sql);
const count = async (sql: string) => Number((await client.execute(sql)).rows[0]?.n);

beforeAll(async () => {
  await run('PRAGMA foreign_keys = ON');
  for (const migration of migrations.filter((m) => m.name < NEW)) await migration.up({ db } as never);
  await run(`INSERT INTO users (id, email, role, name) VALUES (1, 'a@b.co', 'ADMIN', 'A')`);
  await run(`INSERT INTO categories (id, name, slug) VALUES (1, 'C', 'c')`);
  await run(`INSERT INTO tags (id, name, slug) VALUES (1, 'T', 't')`);
  for (const id of [1, 2]) {
    await run(
      `INSERT INTO posts (id, title, slug, content, status, category_id, author_id) VALUES (${id}, 'P${id}', 'p${id}', 'x', 'PUBLISHED', 1, 1)`,
    );
    await run(`INSERT INTO posts_rels ("order", parent_id, path, tags_id) VALUES (1, ${id}, 'tags', 1)`);
    await run(`INSERT INTO newsletter_deliveries (post_id, subscription_id) VALUES ('${id}', '9')`);
    await run(`INSERT INTO post_views (post_id, day, count) VALUES (${id}, '2026-11-01', 3)`);
  }
  await migrations.find((m) => m.name === NEW)!.up({ db } as never);
});

afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the revisions migration', () => {
  it('keeps every post and link, each marked as saved', async () => {
    expect(await count(`SELECT count(*) AS n FROM posts WHERE _status = 'published' AND category_id = 1`)).toBe(2);
    expect(await count('SELECT count(*) AS n FROM posts_rels WHERE tags_id = 1')).toBe(2);
    expect(await count('SELECT count(*) AS n FROM newsletter_deliveries')).toBe(2);
    expect(await count('SELECT count(*) AS n FROM post_views')).toBe(2);
    expect((await client.execute('PRAGMA foreign_key_check')).rows).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM pragma_foreign_keys WHERE foreign_keys = 1')).toBe(1);
  });

  it('keys posts and versions with AUTOINCREMENT', async () => {
    for (const table of ['posts', '_posts_v']) {
      const schema = (await client.execute(`SELECT sql FROM sqlite_master WHERE name = '${table}'`)).rows[0]?.sql;
      expect(String(schema)).toMatch(/`id` integer PRIMARY KEY AUTOINCREMENT/);
    }
    await run(`INSERT INTO _posts_v (parent_id, version_title) VALUES (1, 'v')`);
    await run('DELETE FROM _posts_v');
    await run(`INSERT INTO _posts_v (parent_id, version_title) VALUES (1, 'w')`);
    expect(await count(`SELECT id AS n FROM _posts_v WHERE version_title = 'w'`)).toBe(2);
  });
});
