/**
 * The platform on PostgreSQL, on two machines: a real server (test/helpers/postgresServer.ts) and
 * two instances of the production build with their own DATA_DIRs (A with two workers, B with one),
 * sharing nothing but the database and the signing secret. Every request goes on a connection of
 * its own, to A and B in turn. The first starts with its own migrations applied
 * (src/migrations-postgres) and the demo content seeded, and the fast paths of src/db keep their
 * guarantees across the instances: one subscription per address, exact view counts, the sign-in
 * budget, sessions, the public cache, refresh-token reuse, one tag per name, and each queued job
 * claimed once (each welcome e-mail sent once).
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Payload } from 'payload';
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnServer, type RunningServer } from '../helpers/spawnServer';
import { startPostgres, type PostgresServer } from '../helpers/postgresServer';
import { ADMIN } from '../helpers/auth';
import { freshCall } from '../helpers/freshConnection';
import { startSmtpSink, waitUntil } from '../helpers/smtpSink';
import { dropCoveredUpdates } from '../../src/db/jobs';

vi.setConfig({ testTimeout: 300_000 });

let postgres: PostgresServer;
let a: RunningServer;
let b: RunningServer;
let calls = 0;
let db: pg.Client;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let token = '';
let ipCounter = 0;
/** A reader address of its own for each call (each gets its own rate-limit buckets). */
const nextIp = () => {
  ipCounter += 1;
  return `10.81.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
/** One call on a connection of its own, to A and B in turn. */
const fresh = (method: string, p: string, options: Parameters<typeof freshCall>[3] = {}) =>
  freshCall((calls++ % 2 === 0 ? a : b).url, method, p, options);
const SECRET = 'two-instances-on-postgres-0123456789abcdef';
const scalar = async (query: string, args: unknown[] = []) => Number((await db.query(query, args)).rows[0]?.value ?? 0);
const word = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  postgres = await startPostgres();
  const url = postgres.createDatabase('blog');
  sink = await startSmtpSink();
  const shared = { DATABASE_URL: url, PAYLOAD_SECRET: SECRET, JOBS_AUTORUN: 'true', SMTP_URL: sink.url };
  // A first: it migrates and seeds the new database; then B joins it.
  a = await spawnServer({ ...shared, WEB_CONCURRENCY: '2' });
  b = await spawnServer(shared);
  db = new pg.Client({ connectionString: url });
  await db.connect();
  const login = await fresh('POST', 'auth/login', { body: ADMIN, ip: '10.80.0.5' });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  token = login.body.data.accessToken as string;
}, 400_000);

afterAll(async () => {
  await db?.end();
  for (const server of [a, b]) {
    await server?.stop();
    server?.cleanup();
  }
  await sink?.close?.();
  postgres?.stop();
});

describe('the platform on PostgreSQL, two instances sharing only the database', () => {
  it('starts with its own migrations applied (no development push) and the demo content seeded', async () => {
    const [healthA, healthB] = [await fresh('GET', 'health'), await fresh('GET', 'health')];
    for (const health of [healthA, healthB])
      expect(health.body.data).toMatchObject({ status: 'ok', database: 'postgres', portable: false });
    expect(healthA.body.data.instance).not.toBe(healthB.body.data.instance);
    expect(a.dataDir).not.toBe(b.dataDir);
    const folder = path.resolve(import.meta.dirname, '../../src/migrations-postgres');
    const expected = readdirSync(folder)
      .filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(expected.length).toBeGreaterThan(0);
    const applied = (await db.query('SELECT name, batch FROM payload_migrations ORDER BY name')).rows as {
      name: string;
      batch: number;
    }[];
    expect(applied.map((r) => r.name)).toEqual(expected);
    expect(applied.filter((r) => Number(r.batch) === -1)).toEqual([]);
    expect(await scalar("SELECT count(*) AS value FROM posts WHERE status = 'PUBLISHED'")).toBeGreaterThan(0);
    expect((await fresh('GET', 'blogs?limit=1')).body.data).toHaveLength(1);
  });

  it('60 parallel subscribes of one address: one row, one 201, the rest 409', async () => {
    const email = `pg-race-${word()}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => fresh('POST', 'newsletter/subscribe', { body: { email }, ip: nextIp() })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(59);
    expect(await scalar('SELECT count(*) AS value FROM subscriptions WHERE email = $1', [email])).toBe(1);
  });

  it('300 parallel views from 300 readers: the post and its day both grow by exactly 300', async () => {
    const post = (await fresh('GET', 'blogs?limit=1')).body.data[0] as { id: number; slug: string };
    const day = new Date().toISOString().slice(0, 10);
    const count = () => scalar('SELECT view_count AS value FROM posts WHERE id = $1', [post.id]);
    const dayCount = () =>
      scalar('SELECT coalesce(sum(count), 0) AS value FROM post_views WHERE post_id = $1 AND day = $2', [post.id, day]);
    const [countBefore, dayBefore] = [await count(), await dayCount()];
    const readers = Array.from({ length: 300 }, nextIp);
    const replies = await Promise.all(readers.map((ip) => fresh('POST', `blogs/${post.slug}/view`, { ip })));
    expect(replies.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(replies.every((r) => r.body.data.counted === true)).toBe(true);
    expect(await count()).toBe(countBefore + 300);
    expect(await dayCount()).toBe(dayBefore + 300);
    // The same reader again within the window: answered, not counted.
    const again = await fresh('POST', `blogs/${post.slug}/view`, { ip: readers[0] });
    expect(again.body.data.counted).toBe(false);
    expect(await count()).toBe(countBefore + 300);
  });

  it('15 parallel wrong passwords for one address over both instances: at most 5 checked, the rest 429', async () => {
    const ip = nextIp();
    const replies = await Promise.all(
      Array.from({ length: 15 }, () =>
        fresh('POST', 'auth/login', { body: { email: ADMIN.email, password: 'wrong-password' }, ip }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401).length + statuses.filter((s) => s === 429).length).toBe(15);
  });

  it('after logout through one instance the access token fails on both', async () => {
    const login = await fresh('POST', 'auth/login', { body: ADMIN, ip: nextIp() });
    expect(login.status).toBe(200);
    const { accessToken, refreshToken } = login.body.data as { accessToken: string; refreshToken: string };
    expect((await fresh('GET', 'auth/me', { token: accessToken })).status).toBe(200);
    expect((await fresh('GET', 'auth/me', { token: accessToken })).status).toBe(200);
    expect((await fresh('POST', 'auth/logout', { body: { refreshToken }, token: accessToken })).status).toBe(200);
    const after = await Promise.all(Array.from({ length: 8 }, () => fresh('GET', 'auth/me', { token: accessToken })));
    expect(after.map((r) => r.status)).toEqual(Array(8).fill(401));
  });

  it('a post published through one instance is in both instances’ cached public lists within 1 s', async () => {
    const list = () => fresh('GET', 'blogs?limit=5');
    // Both cache the list (a miss, then hits).
    const primed = await Promise.all(Array.from({ length: 8 }, list));
    expect(primed.some((r) => r.headers['x-cache'] === 'HIT')).toBe(true);
    const title = `Two instances ${word()}`;
    const cats = (await fresh('GET', 'blogs/categories')).body.data as { id: number }[];
    const created = await fresh('POST', 'blogs/admin/blogs', {
      token,
      body: { title, content: 'Seen on both.', categoryId: cats[0]!.id, status: 'PUBLISHED' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await new Promise((r) => setTimeout(r, 1000));
    const lists = await Promise.all(Array.from({ length: 8 }, list));
    for (const reply of lists) expect((reply.body.data as { title: string }[]).map((p) => p.title)).toContain(title);
    // The site engine's index (db/posts.ts, aggregated by PostgreSQL) says what the post says: the
    // engine fetches a post again whenever the two differ. (The newsletter's mark, written a moment
    // after the publish, leaves updatedAt as it is.)
    const { id } = created.body.data as { id: number };
    const index = (await fresh('GET', 'site/posts-index')).body.data as { posts: Record<string, unknown>[] };
    const post = (await fresh('GET', `blogs/admin/blogs/${id}`, { token })).body.data as Record<string, unknown>;
    expect(index.posts.find((p) => p.id === id)).toEqual({
      id,
      slug: post.slug,
      updatedAt: post.updatedAt,
      viewCount: post.viewCount,
    });
    const total = (await fresh('GET', 'blogs?limit=1')).body.meta.pagination.total;
    const whole = (await fresh('GET', 'site/posts-index')).body.data as { posts: { id: number }[]; asOf: string };
    expect(whole.posts.length).toBe(total);
    // Only the changes since (db/posts.ts postChanges, on PostgreSQL): the new post, the same count and id sum.
    const since = (await fresh('GET', `site/posts-index?since=${encodeURIComponent(whole.asOf)}`)).body.data as {
      delta: boolean;
      posts: { id: number }[];
      total: number;
      idSum: number;
      lastUpdatedAt: string;
    };
    expect(since).toMatchObject({ delta: true, total, idSum: whole.posts.reduce((sum, p) => sum + p.id, 0) });
    expect(since.posts.map((p) => p.id)).toContain(id);
    expect(Number.isNaN(Date.parse(since.lastUpdatedAt))).toBe(false);
  });

  it('an update starting drops the site updates waiting before it, and only those (db/jobs.ts on PostgreSQL)', async () => {
    // On a queue no runner takes, so only the statement under test touches these rows.
    const insert = async (key: string, extra: { processing?: boolean; waitUntil?: Date; hasError?: boolean } = {}) =>
      Number(
        (
          await db.query(
            `INSERT INTO payload_jobs (task_slug, queue, concurrency_key, processing, wait_until, has_error, input)
             VALUES ('rebuildSite', 'nobody', $1, $2, $3, $4, '{}') RETURNING id`,
            [key, extra.processing ?? false, extra.waitUntil?.toISOString() ?? null, extra.hasError ?? false],
          )
        ).rows[0].id,
      );
    const covered = [await insert('site-rebuild'), await insert('site-rebuild', { waitUntil: new Date(Date.now() - 1000) })];
    const kept = [
      await insert('site-rebuild', { processing: true }),
      await insert('site-rebuild', { waitUntil: new Date(Date.now() + 60_000) }),
      await insert('site-rebuild', { hasError: true }),
      await insert('site-rebuild-full'),
    ];
    const adapter = { db: { name: 'postgres', drizzle: drizzle(db) } } as unknown as Payload;
    expect(await dropCoveredUpdates(adapter, 'site-rebuild')).toBe(2);
    const left = (await db.query("SELECT id FROM payload_jobs WHERE queue = 'nobody' ORDER BY id")).rows.map((r) => Number(r.id));
    expect(left).toEqual(kept);
    expect(left).not.toContain(covered[0]);
    await db.query("DELETE FROM payload_jobs WHERE queue = 'nobody'");
  });

  it('a rotated refresh token reused after the grace: 401, and its family dead on both instances', async () => {
    const login = await fresh('POST', 'auth/login', { body: ADMIN, ip: nextIp() });
    const first = login.body.data.refreshToken as string;
    const rotations = await Promise.all(
      Array.from({ length: 6 }, () => fresh('POST', 'auth/refresh', { body: { refreshToken: first } })),
    );
    // Within the grace every racer is answered, all in the one family the spend kept.
    expect(rotations.map((r) => r.status)).toEqual(Array(6).fill(200));
    const { accessToken, refreshToken: second } = rotations[0]!.body.data as { accessToken: string; refreshToken: string };
    const hash = createHash('sha256').update(first).digest('hex');
    const aged = await db.query('UPDATE refresh_tokens SET used_at = $1 WHERE token_hash = $2', [
      new Date(Date.now() - 60_000).toISOString(),
      hash,
    ]);
    expect(aged.rowCount).toBe(1);
    expect((await fresh('POST', 'auth/refresh', { body: { refreshToken: first } })).status).toBe(401);
    expect((await fresh('POST', 'auth/refresh', { body: { refreshToken: second } })).status).toBe(401);
    const me = await Promise.all(Array.from({ length: 8 }, () => fresh('GET', 'auth/me', { token: accessToken })));
    expect(me.map((r) => r.status)).toEqual(Array(8).fill(401));
  });

  it('12 parallel posts naming one new tag make one tag', async () => {
    const tag = `Pg ${word()}`;
    const cats = (await fresh('GET', 'blogs/categories')).body.data as { id: number }[];
    const posts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fresh('POST', 'blogs/admin/blogs', {
          token,
          body: { title: `Tagged ${i} ${tag}`, content: 'Body.', categoryId: cats[0]!.id, tags: [tag], status: 'DRAFT' },
        }),
      ),
    );
    expect(posts.map((r) => r.status)).toEqual(Array(12).fill(201));
    const slug = tag.toLowerCase().replace(/\s+/g, '-');
    expect(await scalar('SELECT count(*) AS value FROM tags WHERE slug LIKE $1', [`${slug}%`])).toBe(1);
  });

  it('each queued job is claimed once over both instances: 20 sign-ups, 20 welcome e-mails, none twice', async () => {
    const w = word();
    const emails = Array.from({ length: 20 }, (_, i) => `pg-welcome-${w}-${i}@example.com`);
    const replies = await Promise.all(
      emails.map((email) => fresh('POST', 'newsletter/subscribe', { body: { email }, ip: nextIp() })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    const welcomes = (email: string) => sink.received.filter((m) => m.to.includes(email) && /Welcome/.test(m.subject));
    await waitUntil(() => emails.every((e) => welcomes(e).length >= 1), 60_000, 'every welcome e-mail');
    // Every worker of both instances polls the mail queue every second: it empties, nobody got a second one.
    await waitUntil(
      async () => (await scalar("SELECT count(*) AS value FROM payload_jobs WHERE task_slug = 'sendWelcomeEmail'")) === 0,
      60_000,
      'the welcome jobs done',
    );
    await new Promise((r) => setTimeout(r, 2500));
    expect(emails.map((e) => welcomes(e).length)).toEqual(Array(20).fill(1));
  });
});
