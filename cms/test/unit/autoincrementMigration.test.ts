import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/migrations';

/**
 * The AUTOINCREMENT migration on a real SQLite file holding data of the schema before it: every
 * row and every link between rows stays, leftovers of deleted posts go, and afterwards a deleted
 * row's id is never handed out again.
 */
// The drizzle Payload's adapter runs migrations with (a dependency of @payloadcms/db-sqlite).
const fromAdapter = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-sqlite'));
const { drizzle } = fromAdapter('drizzle-orm/libsql') as { drizzle: (options: { client: Client }) => unknown };

const dir = mkdtempSync(path.join(tmpdir(), 'autoincrement-'));
const client = createClient({ url: `file:${path.join(dir, 'cms.db')}` });
const db = drizzle({ client });
const NEW = '20261128_080707_autoincrement';
const run = (sql: string) => client.execute(sql);
const count = async (sql: string) => Number((await client.execute(sql)).rows[0]?.n);

beforeAll(async () => {
  await run('PRAGMA foreign_keys = ON');
  for (const migration of migrations.filter((m) => m.name < NEW)) await migration.up({ db } as never);
  await run(`INSERT INTO users (id, email, role, name) VALUES (1, 'a@b.co', 'ADMIN', 'A')`);
  await run(`INSERT INTO categories (id, name, slug) VALUES (1, 'C', 'c')`);
  await run(`INSERT INTO tags (id, name, slug) VALUES (1, 'T', 't')`);
  for (const id of [1, 2, 3]) {
    await run(
      `INSERT INTO posts (id, title, slug, content, status, category_id, author_id) VALUES (${id}, 'P${id}', 'p${id}', 'x', 'PUBLISHED', 1, 1)`,
    );
    await run(`INSERT INTO posts_rels ("order", parent_id, path, tags_id) VALUES (1, ${id}, 'tags', 1)`);
    await run(`INSERT INTO newsletter_deliveries (post_id, subscription_id) VALUES ('${id}', '9')`);
    await run(`INSERT INTO post_views (post_id, day, count) VALUES (${id}, '2026-11-01', 3)`);
  }
  // Post 3 deleted before the upgrade (its views first: their foreign key is NOT NULL): its deliveries stayed behind.
  await run('DELETE FROM post_views WHERE post_id = 3');
  await run('DELETE FROM posts WHERE id = 3');
  await run(`INSERT INTO newsletter_deliveries (post_id, subscription_id) VALUES ('3', '10')`);
  await run('PRAGMA foreign_keys = ON');
  await migrations.find((m) => m.name === NEW)!.up({ db } as never);
});

afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the AUTOINCREMENT migration', () => {
  it('keeps every row and link', async () => {
    expect(await count('SELECT count(*) AS n FROM posts')).toBe(2);
    expect(await count('SELECT count(*) AS n FROM posts_rels WHERE tags_id = 1')).toBe(2);
    expect(await count('SELECT count(*) AS n FROM posts WHERE category_id = 1 AND author_id = 1')).toBe(2);
    expect(await count('SELECT count(*) AS n FROM users')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM newsletter_deliveries')).toBe(2);
    expect(await count('SELECT count(*) AS n FROM post_views WHERE post_id IN (1, 2)')).toBe(2);
    expect((await client.execute('PRAGMA foreign_key_check')).rows).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM pragma_foreign_keys WHERE foreign_keys = 1')).toBe(1);
  });

  it('drops what deleted posts left behind', async () => {
    expect(await count(`SELECT count(*) AS n FROM newsletter_deliveries WHERE post_id = '3'`)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM post_views WHERE post_id IS NULL OR post_id = 3')).toBe(0);
  });

  it('never hands a deleted id out again', async () => {
    const schema = (await client.execute(`SELECT sql FROM sqlite_master WHERE name = 'posts'`)).rows[0]?.sql;
    expect(String(schema)).toMatch(/`id` integer PRIMARY KEY AUTOINCREMENT/);
    await run('DELETE FROM post_views WHERE post_id = 2');
    await run('DELETE FROM posts WHERE id = 2');
    await run(`INSERT INTO posts (title, slug, content, status) VALUES ('New', 'new', 'x', 'DRAFT')`);
    expect(await count(`SELECT id AS n FROM posts WHERE slug = 'new'`)).toBe(3);
  });
});
