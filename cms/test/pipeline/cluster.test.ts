/**
 * Several processes, one database: the platform with WEB_CONCURRENCY=3 on one SQLite file, every
 * request on a connection of its own so the workers share the traffic. Each guarantee (one
 * subscription per address, exact view counts, the sign-in budget, sessions, the public cache,
 * one tag per slug, one category per name, one site engine, refresh-token reuse, a killed worker)
 * must hold across the processes, held by the database rather than by one process's memory.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { realpathSync } from 'node:fs';
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnServer } from '../helpers/spawnServer';
import { ADMIN } from '../helpers/auth';
import { siteCalls, signIn, type SiteSession } from '../helpers/siteCalls';
import { freshFullBuild, siteDifferences } from '../helpers/siteCompare';
import { waitUntil } from '../helpers/smtpSink';
import { freshCall, parentPid, siteEnginePids } from '../helpers/freshConnection';

vi.setConfig({ testTimeout: 300_000 });

const session = {} as SiteSession;
const { call, settled, lastBuildId, firstBuild, status } = siteCalls(() => session, '10.77.0.2');
let db: Client;
let ipCounter = 0;
/** A reader address of its own for each call (each gets its own rate-limit buckets). */
const nextIp = () => {
  ipCounter += 1;
  return `10.78.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
const fresh = (method: string, p: string, options: Parameters<typeof freshCall>[3] = {}) =>
  freshCall(session.server.url, method, p, options);
const scalar = async (sql: string, args: (string | number)[] = []) => Number((await db.execute({ sql, args })).rows[0]?.[0] ?? 0);
const instanceOf = async () => (await fresh('GET', 'health')).body?.data?.instance as string | undefined;

beforeAll(async () => {
  session.server = await spawnServer({ WEB_CONCURRENCY: '3', SITE_BUILD: 'local', JOBS_AUTORUN: 'true' });
  Object.assign(session, await signIn(session.server, '10.77.0.5'));
  db = createClient({ url: `file:${path.join(session.server.dataDir, 'cms.db')}` });
  // The test's own writes wait for the three workers' and the engine's, as theirs do (a CI run
  // failed with SQLITE_BUSY here).
  await db.execute('PRAGMA busy_timeout = 10000');
  await firstBuild();
}, 400_000);

afterAll(async () => {
  db?.close();
  await session.server?.stop();
  session.server?.cleanup();
});

/** Asks health on fresh connections until `n` instances answered; returns them. */
async function instances(n: number, tries = 60): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < tries && seen.size < n; i++) {
    const id = await instanceOf();
    if (id) seen.add(id);
  }
  return seen;
}

describe('WEB_CONCURRENCY=3 on one SQLite file', () => {
  it('spreads fresh connections over the workers', async () => {
    await waitUntil(async () => (await instances(3, 12)).size === 3, 120_000, 'three workers');
    expect((await instances(3)).size).toBeGreaterThanOrEqual(2);
  });

  // First: a counted view changes its article's page only at the post's next update (as with one
  // process), so a full build is compared with before any view.
  it('16 parallel publishes: every page served, one engine', async () => {
    const before = await lastBuildId();
    const cats = (await call('GET', 'blogs/categories')).body.data as { id: number }[];
    const word = Date.now().toString(36);
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        fresh('POST', 'blogs/admin/blogs', {
          token: session.token,
          body: {
            title: `Parallel ${i} ${word}`,
            content: `Post ${i}.`,
            categoryId: cats[i % cats.length]!.id,
            status: 'PUBLISHED',
          },
        }),
      ),
    );
    const failed = replies.filter((r) => r.status !== 201);
    if (failed.length) console.error(session.server.logs().slice(-6000));
    expect(failed.map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    const last = await settled(before, 240_000);
    expect(last.status, last.error ?? '').toBe('success');
    // Every post's page is served (an update started while later posts were being written leaves
    // them to the update their own write queued).
    const served = async (slug: string) => (await fetch(`${session.server.url}/blog/${slug}/`)).status === 200;
    for (const reply of replies) {
      const slug = reply.body.data.slug as string;
      await waitUntil(() => served(slug), 120_000, `/blog/${slug}/ (site status ${JSON.stringify(await status())})`);
    }
    await settled(before, 240_000);
    expect(siteEnginePids(session.server.dataDir)).toHaveLength(1);
  });

  // The pages match a full build byte for byte: no publish of the burst was left out of an update.
  it('… and the site then equals a full build', async () => {
    const freshSite = await freshFullBuild(session.server.url, session.server.env.SITE_URL!);
    expect(siteDifferences(realpathSync(path.join(session.server.dataDir, 'site', 'current')), freshSite)).toEqual([]);
  });

  it('60 parallel subscribes of one address: one row, one 201, the rest 409', async () => {
    const email = `race-${Date.now().toString(36)}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => fresh('POST', 'newsletter/subscribe', { body: { email }, ip: nextIp() })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(59);
    expect(await scalar('SELECT count(*) FROM subscriptions WHERE email = ?', [email])).toBe(1);
  });

  it('300 parallel views from 300 readers: the post and its day both grow by exactly 300', async () => {
    const post = (await fresh('GET', 'blogs?limit=1')).body.data[0] as { id: number; slug: string };
    const day = new Date().toISOString().slice(0, 10);
    const dayCount = () => scalar('SELECT coalesce(sum(count), 0) FROM post_views WHERE post_id = ? AND day = ?', [post.id, day]);
    const [countBefore, dayBefore] = [await scalar('SELECT view_count FROM posts WHERE id = ?', [post.id]), await dayCount()];
    const replies = await Promise.all(
      Array.from({ length: 300 }, () => fresh('POST', `blogs/${post.slug}/view`, { ip: nextIp() })),
    );
    expect(replies.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(replies.every((r) => r.body.data.counted === true)).toBe(true);
    expect(await scalar('SELECT view_count FROM posts WHERE id = ?', [post.id])).toBe(countBefore + 300);
    expect(await dayCount()).toBe(dayBefore + 300);
  });

  it('15 parallel wrong passwords for one address: at most 5 checked, the rest 429', async () => {
    const ip = nextIp();
    const replies = await Promise.all(
      Array.from({ length: 15 }, () =>
        fresh('POST', 'auth/login', { body: { email: ADMIN.email, password: 'wrong-password' }, ip }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401).length + statuses.filter((s) => s === 429).length).toBe(15);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
  });

  it('after logout the access token fails on every instance', async () => {
    const login = await fresh('POST', 'auth/login', { body: ADMIN, ip: nextIp() });
    expect(login.status).toBe(200);
    const { accessToken, refreshToken } = login.body.data as { accessToken: string; refreshToken: string };
    expect((await fresh('GET', 'auth/me', { token: accessToken })).status).toBe(200);
    expect((await fresh('POST', 'auth/logout', { body: { refreshToken }, token: accessToken })).status).toBe(200);
    const after = await Promise.all(Array.from({ length: 12 }, () => fresh('GET', 'auth/me', { token: accessToken })));
    expect(after.map((r) => r.status)).toEqual(Array(12).fill(401));
  });

  it('a publish through one instance is in every instance’s cached public list within 1 s', async () => {
    const list = () => fresh('GET', 'blogs?limit=5');
    // Every worker caches the list (a miss, then hits).
    const primed = await Promise.all(Array.from({ length: 12 }, list));
    expect(primed.some((r) => r.headers['x-cache'] === 'HIT')).toBe(true);
    const title = `Cluster cache ${Date.now().toString(36)}`;
    const before = await lastBuildId();
    const cats = (await call('GET', 'blogs/categories')).body.data as { id: number }[];
    const created = await call('POST', 'blogs/admin/blogs', {
      title,
      content: 'Seen everywhere.',
      categoryId: cats[0]!.id,
      status: 'PUBLISHED',
    });
    expect(created.status).toBe(201);
    await new Promise((r) => setTimeout(r, 1000));
    const lists = await Promise.all(Array.from({ length: 12 }, list));
    for (const reply of lists) expect((reply.body.data as { title: string }[]).map((p) => p.title)).toContain(title);
    await settled(before);
  });

  it('12 parallel posts naming one new tag make one tag; 10 parallel creations of one category: one 201, nine 409', async () => {
    const tag = `Shared ${Date.now().toString(36)}`;
    const cats = (await call('GET', 'blogs/categories')).body.data as { id: number }[];
    const posts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fresh('POST', 'blogs/admin/blogs', {
          token: session.token,
          body: { title: `Tagged ${i} ${tag}`, content: 'Body.', categoryId: cats[0]!.id, tags: [tag], status: 'DRAFT' },
        }),
      ),
    );
    expect(posts.map((r) => r.status)).toEqual(Array(12).fill(201));
    const slug = tag.toLowerCase().replace(/\s+/g, '-');
    expect(await scalar('SELECT count(*) FROM tags WHERE slug LIKE ?', [`${slug}%`])).toBe(1);
    const name = `Kategori ${Date.now().toString(36)}`;
    const created = await Promise.all(
      Array.from({ length: 10 }, () => fresh('POST', 'blogs/admin/categories', { token: session.token, body: { name } })),
    );
    const statuses = created.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
  });

  it('a rotated refresh token reused after the grace: 401, and its family dead on every instance', async () => {
    const login = await fresh('POST', 'auth/login', { body: ADMIN, ip: nextIp() });
    const first = login.body.data.refreshToken as string;
    const rotated = await fresh('POST', 'auth/refresh', { body: { refreshToken: first } });
    expect(rotated.status).toBe(200);
    const { accessToken, refreshToken: second } = rotated.body.data as { accessToken: string; refreshToken: string };
    // Past the reuse interval (30 s): the spent token's use moved back a minute.
    const hash = createHash('sha256').update(first).digest('hex');
    const aged = await db.execute({
      sql: 'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?',
      args: [new Date(Date.now() - 60_000).toISOString(), hash],
    });
    expect(aged.rowsAffected).toBe(1);
    expect((await fresh('POST', 'auth/refresh', { body: { refreshToken: first } })).status).toBe(401);
    expect((await fresh('POST', 'auth/refresh', { body: { refreshToken: second } })).status).toBe(401);
    const me = await Promise.all(Array.from({ length: 12 }, () => fresh('GET', 'auth/me', { token: accessToken })));
    expect(me.map((r) => r.status)).toEqual(Array(12).fill(401));
  });

  it('a worker killed with SIGKILL under load: the others answer, it comes back, nothing is lost', async () => {
    const site = parentPid(siteEnginePids(session.server.dataDir)[0]!);
    const ids = await instances(3);
    const victim = [...ids].map((id) => Number(id.split(':').pop())).find((pid) => pid !== site)!;
    expect(victim).toBeGreaterThan(0);
    const post = (await fresh('GET', 'blogs?limit=1')).body.data[0] as { id: number; slug: string };
    const countBefore = await scalar('SELECT view_count FROM posts WHERE id = ?', [post.id]);
    const word = Date.now().toString(36);
    const replies: { kind: 'view' | 'subscribe'; status: number; email?: string }[] = [];
    let killed = false;
    const worker = async (lane: number) => {
      for (let i = 0; i < 25; i++) {
        if (lane === 0 && i === 5 && !killed) {
          killed = true;
          process.kill(victim, 'SIGKILL');
        }
        const view = await fresh('POST', `blogs/${post.slug}/view`, { ip: nextIp(), timeoutMs: 30_000 });
        replies.push({ kind: 'view', status: view.status });
        const email = `load-${word}-${lane}-${i}@example.com`;
        const sub = await fresh('POST', 'newsletter/subscribe', { body: { email }, ip: nextIp(), timeoutMs: 30_000 });
        replies.push({ kind: 'subscribe', status: sub.status, email });
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, lane) => worker(lane)));
    // The others kept answering: most calls succeeded (only those on the killed worker's connections may fail).
    const ok = replies.filter((r) => r.status === 200 || r.status === 201);
    expect(ok.length).toBeGreaterThan(replies.length * 0.8);
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    // Nothing lost: every acknowledged view and subscription is in the database.
    const viewsAcked = ok.filter((r) => r.kind === 'view').length;
    const countAfter = await scalar('SELECT view_count FROM posts WHERE id = ?', [post.id]);
    expect(countAfter - countBefore).toBeGreaterThanOrEqual(viewsAcked);
    expect(countAfter - countBefore).toBeLessThanOrEqual(replies.filter((r) => r.kind === 'view').length);
    for (const r of ok.filter((x) => x.kind === 'subscribe'))
      expect(await scalar('SELECT count(*) FROM subscriptions WHERE email = ?', [r.email!])).toBe(1);
    // It comes back: three instances again, the killed one replaced.
    let back = new Set<string>();
    await waitUntil(
      async () => {
        back = await instances(3, 12);
        return back.size === 3 && ![...back].some((id) => id.endsWith(`:${victim}`));
      },
      180_000,
      'the killed worker to be replaced',
    );
    expect(back.size).toBe(3);
  });
});
