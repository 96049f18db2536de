/**
 * The adapter-neutral twins (what MongoDB runs) of the SQLite fast paths, run on SQLite with
 * DB_PORTABLE=true and two workers on one database, through the public doors: the posts index
 * the site engine reads (compared with the fast path's on the same data), literal search, the
 * newsletter's delivery records, and view counts. README "Scaling out" lists the twins.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnServer, type RunningServer } from '../helpers/spawnServer';
import { ADMIN } from '../helpers/auth';
import { freshCall } from '../helpers/freshConnection';
import { jobsDb } from '../helpers/jobsDb';
import { startSmtpSink, waitUntil } from '../helpers/smtpSink';

vi.setConfig({ testTimeout: 120_000 });

let server: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let token = '';
/** Every post this file publishes: their newsletters must be done before the index is compared. */
const published: number[] = [];
let ipCounter = 0;
/** A reader address of its own for each call (each gets its own rate-limit buckets). */
const nextIp = () => {
  ipCounter += 1;
  return `10.91.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
const word = () => `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** On a connection of its own, so the two workers share the calls. */
const call = (method: string, p: string, options: Parameters<typeof freshCall>[3] = {}) =>
  freshCall(server.url, method, p, { ip: '10.90.0.2', token, ...options });

async function createPost(title: string, extra: Record<string, unknown> = {}) {
  const cats = (await call('GET', 'blogs/categories')).body.data as { id: number }[];
  const res = await call('POST', 'blogs/admin/blogs', {
    body: { title, content: 'Body.', categoryId: cats[0]!.id, status: 'PUBLISHED', ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const post = res.body.data as { id: number; slug: string; status: string; publishedAt: string | null };
  if (post.status === 'PUBLISHED' && post.publishedAt && Date.parse(post.publishedAt) <= Date.now()) published.push(post.id);
  return post;
}

interface IndexEntry {
  id: number;
  slug: string;
  updatedAt: string;
  viewCount: number;
}

/** The site engine's posts index (GET /api/v1/site/posts-index), its posts in id order. */
async function postsIndex() {
  const res = await call('GET', 'site/posts-index');
  expect(res.status).toBe(200);
  const data = res.body.data as { posts: IndexEntry[]; asOf: string };
  return { ...data, posts: [...data.posts].sort((a, b) => a.id - b.id) };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await spawnServer({
    DB_PORTABLE: 'true',
    WEB_CONCURRENCY: '2',
    SMTP_URL: sink.url,
    JOBS_AUTORUN: 'true',
    NEWSLETTER_RETRY_BASE_MS: '200',
    NEWSLETTER_RETRY_MAX_MS: '1000',
  });
  const login = await call('POST', 'auth/login', { body: ADMIN, ip: '10.90.0.1' });
  expect(login.status).toBe(200);
  token = login.body.data.accessToken as string;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  await sink?.close();
});

describe('DB_PORTABLE=true: the adapter-neutral twins on SQLite, two workers', () => {
  it('runs the neutral paths on two workers', async () => {
    const health = await call('GET', 'health');
    expect(health.body.data).toMatchObject({ database: 'sqlite', portable: true });
    const seen = new Set<string>();
    await waitUntil(
      async () => {
        seen.add((await call('GET', 'health')).body.data.instance as string);
        return seen.size === 2;
      },
      120_000,
      'both workers to answer',
    );
  });

  it('search is literal: %, _ and \\ are text, not LIKE wildcards', async () => {
    const w = word();
    const titles = ['50%off', '50Xoff', 'a_b', 'aXb', 'C:\\dir', 'C:dir'].map((t) => `${w} ${t}`);
    for (const title of titles) await createPost(title);
    const search = async (text: string) => {
      const res = await call('GET', `blogs?limit=50&search=${encodeURIComponent(`${w} ${text}`)}`);
      expect(res.status).toBe(200);
      return (res.body.data as { title: string }[]).map((p) => p.title).sort();
    };
    expect(await search('50%off')).toEqual([`${w} 50%off`]);
    expect(await search('50_off')).toEqual([]);
    expect(await search('a_b')).toEqual([`${w} a_b`]);
    expect(await search('C:\\dir')).toEqual([`${w} C:\\dir`]);
    expect(await search('%')).toEqual([`${w} 50%off`]);
    expect(await search('_')).toEqual([`${w} a_b`]);
    expect(await search('\\')).toEqual([`${w} C:\\dir`]);
    expect(await search('\\%')).toEqual([]);
  });

  // The post is edited meanwhile (and its newsletter goes out): a write of the post must not put
  // back the count it read before the views.
  it('40 parallel views from 40 readers while the post is edited: the post and the week grow by exactly 40; a second view is not counted', async () => {
    const post = await createPost(`Viewed ${word()}`);
    const viewsOf = async () => (await postsIndex()).posts.find((p) => p.id === post.id)?.viewCount ?? -1;
    const analytics = async () => {
      const data = (await call('GET', 'blogs/admin/analytics')).body.data;
      return { total: data.totalViews as number, week: data.recentActivity.viewsThisWeek as number };
    };
    const [countBefore, before] = [await viewsOf(), await analytics()];
    expect(countBefore).toBe(0);
    const readers = Array.from({ length: 40 }, nextIp);
    const editing = (async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const body = { content: `Body, edit ${i}.\n\n${'Words. '.repeat(400)}` };
        statuses.push((await call('PUT', `blogs/admin/blogs/${post.id}`, { body })).status);
      }
      return statuses;
    })();
    const replies = await Promise.all(readers.map((ip) => call('POST', `blogs/${post.slug}/view`, { ip, token: '' })));
    expect(await editing).toEqual([200, 200, 200]);
    expect(replies.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(replies.every((r) => r.body.data.counted === true)).toBe(true);
    // A view write may be batched: wait (a while) for the counts to arrive, then they must be exact.
    const arrived = async () => (await viewsOf()) >= 40 && (await analytics()).week >= before.week + 40;
    await waitUntil(arrived, 10_000, 'the 40 views').catch(() => undefined);
    expect(await viewsOf()).toBe(40);
    expect(await analytics()).toEqual({ total: before.total + 40, week: before.week + 40 });

    const again = await call('POST', `blogs/${post.slug}/view`, { ip: readers[0], token: '' });
    expect(again.status).toBe(200);
    expect(again.body.data.counted).toBe(false);
    const unknown = await call('POST', `blogs/no-such-post-${word()}/view`, { ip: nextIp(), token: '' });
    expect(unknown.status).toBe(404);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await viewsOf()).toBe(40);
    expect(await analytics()).toEqual({ total: before.total + 40, week: before.week + 40 });
  });

  it('a publish e-mails each active subscriber once and records one delivery each (the retry sends only what is missing)', async () => {
    const w = word();
    const emails = Array.from({ length: 20 }, (_, i) => `portable-${w}-${i}@example.com`);
    const subscribed = await Promise.all(
      emails.map((email) => call('POST', 'newsletter/subscribe', { body: { email }, ip: nextIp(), token: '' })),
    );
    expect(subscribed.map((r) => r.status)).toEqual(Array(20).fill(201));
    const active = (await call('GET', 'newsletter/admin/stats')).body.data.activeSubscriptions as number;
    expect(active).toBeGreaterThanOrEqual(20);
    const refused = emails[7]!;
    sink.refuse.add(refused);
    const title = `Portable newsletter ${w}`;
    const { id } = await createPost(title, { excerpt: 'Short.' });

    // The first run sends everyone else, records them, and fails on the refused address.
    await waitUntil(() => sink.recipients(title).length >= active - 1, 60_000, 'everyone but the refused address');
    expect(sink.recipients(title)).not.toContain(refused);
    sink.refuse.delete(refused);
    // The retry finds the others' deliveries recorded and sends only the missing one.
    const db = jobsDb(server.dataDir);
    try {
      await waitUntil(() => db.newsletterDone(id), 60_000, 'the newsletter job to complete');
      const recipients = sink.recipients(title);
      expect(recipients.filter((r) => r === refused)).toHaveLength(1);
      expect(recipients).toHaveLength(active);
      expect(new Set(recipients).size).toBe(active);
      for (const email of emails) expect(recipients).toContain(email);
      expect((await db.recordsOf(id)).deliveries).toBe(active);
    } finally {
      db.close();
    }
  });

  // Last: it restarts the platform on the same data without DB_PORTABLE.
  it('the posts index equals the fast path’s on the same data', async () => {
    const w = word();
    const live = await createPost(`Index live ${w}`);
    const scheduled = await createPost(`Index scheduled ${w}`, {
      publishedAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    });
    const draft = await createPost(`Index draft ${w}`, { status: 'DRAFT' });
    const archived = await createPost(`Index archived ${w}`, { status: 'ARCHIVED' });
    const unpublished = await createPost(`Index unpublished ${w}`);
    expect((await call('PATCH', `blogs/admin/blogs/${unpublished.id}/status`, { body: { status: 'DRAFT' } })).status).toBe(200);
    // A newsletter run ends by marking its post: let every one finish first (nothing writes meanwhile).
    const db = jobsDb(server.dataDir);
    try {
      for (const id of published.filter((p) => p !== unpublished.id))
        await waitUntil(() => db.newsletterDone(id), 60_000, `post ${id}'s newsletter`);
    } finally {
      db.close();
    }

    const portable = await postsIndex();
    // No fast path, so no changes-since: asked for them, the whole index (the engine reads either).
    const since = (await call('GET', `site/posts-index?since=${encodeURIComponent(portable.asOf)}`)).body.data;
    expect(since).toMatchObject({ delta: false, posts: expect.arrayContaining([expect.objectContaining({ id: live.id })]) });
    const ids = portable.posts.map((p) => p.id);
    expect(ids).toContain(live.id);
    for (const hidden of [scheduled, draft, archived, unpublished]) expect(ids).not.toContain(hidden.id);
    expect(portable.posts.find((p) => p.id === live.id)).toMatchObject({ slug: live.slug, viewCount: 0 });
    expect(portable.posts.some((p) => p.viewCount > 0)).toBe(true);

    // The fast path (one raw SELECT), on the same database, nothing running that could write.
    server = await server.restart({ DB_PORTABLE: undefined, WEB_CONCURRENCY: '1', JOBS_AUTORUN: 'false' });
    expect((await call('GET', 'health')).body.data.portable).toBe(false);
    const { asOf: _portableAsOf, ...portableIndex } = portable;
    const { asOf: _fastAsOf, ...fastIndex } = await postsIndex();
    expect(fastIndex).toEqual(portableIndex);
  });
});
