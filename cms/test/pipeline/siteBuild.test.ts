import { existsSync, mkdirSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Builds and e-mail runs take seconds each; these tests wait for several.
vi.setConfig({ testTimeout: 240_000 });
import { freePort, spawnServer, type RunningServer } from '../helpers/spawnServer';
import { waitUntil } from '../helpers/smtpSink';
import { sitePlatform } from '../helpers/siteCalls';

const { session, call, status, lastBuildId, settled, publish } = sitePlatform({ calls: '10.88.0.1', signIn: '10.88.0.1' });
const page = async (p: string) => {
  const res = await fetch(`${session.server.url}${p}`);
  return { status: res.status, text: await res.text() };
};
const waitForBuildAfter = (id: number, timeoutMs = 180_000) => settled(id, timeoutMs);

describe('the publish pipeline (local builds)', () => {
  it('builds the site on the first start and serves it', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Latest Articles');
    const s = await status();
    expect(s).toMatchObject({ mode: 'local', live: true, lastSuccess: { status: 'success', mode: 'local' } });
    expect(s.lastSuccess.durationMs).toBeGreaterThan(0);
    expect((await page('/no-such-page')).status).toBe(404);
    // Only the public site is published: no server chunks, manifests or content-layer leftovers.
    const live = path.join(session.server.dataDir, 'site', 'current');
    const names = readdirSync(live);
    expect(names).toEqual(expect.arrayContaining(['index.html', '404.html', 'pagefind', '_astro']));
    expect(names.filter((n) => /^(chunks|collections|manifest_.*|content-.*\.mjs|server)$/.test(n))).toEqual([]);
    expect(existsSync(path.join(live, 'index.html.br'))).toBe(true);
    const compressed = await fetch(`${session.server.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
  });

  it('puts a published post on the site, and takes it off when unpublished', async () => {
    const before = await lastBuildId();
    const post = await publish(`Pipeline post ${Date.now()}`);
    await waitForBuildAfter(before);
    expect((await page(`/blog/${post.slug}/`)).status).toBe(200);
    expect((await page('/')).text).toContain(post.slug);
    const again = await lastBuildId();
    await call('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'ARCHIVED' });
    await waitForBuildAfter(again);
    expect((await page(`/blog/${post.slug}/`)).status).toBe(404);
  });

  it('coalesces a burst of changes into at most two builds', async () => {
    const before = await lastBuildId();
    // Four saves at once: updates take well under a second now, so a burst is saves that overlap.
    await Promise.all([0, 1, 2, 3].map((i) => publish(`Burst ${i} ${Date.now()}`)));
    await waitForBuildAfter(before);
    // Every update after `before` is one of the burst's: the newsletter's mark queues none.
    const builds = (await status()).recent.filter((b: { id: number }) => b.id > before);
    expect(builds.length).toBeGreaterThanOrEqual(1);
    expect(builds.length).toBeLessThanOrEqual(2);
  });

  it('keeps the live site when a build fails, reports the failure, and recovers', async () => {
    const flag = path.join(session.server.dataDir, 'site', 'inject-broken-template');
    writeFileSync(flag, 'broken on purpose');
    const before = await lastBuildId();
    const post = await publish(`Broken build ${Date.now()}`);
    const failed = await waitForBuildAfter(before);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.error).toContain('SITE_INJECT_BROKEN');
    expect((await page('/')).status).toBe(200);
    expect((await page(`/blog/${post.slug}/`)).status).toBe(404);
    expect((await status()).live).toBe(true);

    rmSync(flag);
    const next = await lastBuildId();
    await call('PUT', `blogs/admin/blogs/${post.id}`, { excerpt: 'Fixed.' });
    expect(await waitForBuildAfter(next)).toMatchObject({ status: 'success' });
    expect((await page(`/blog/${post.slug}/`)).status).toBe(200);
  });
});

describe('the publish pipeline: failures and leftovers', () => {
  it('retries a failed build by itself after a delay, and says when', async () => {
    const flag = path.join(session.server.dataDir, 'site', 'inject-broken-template');
    writeFileSync(flag, 'broken on purpose');
    const before = await lastBuildId();
    const post = await publish(`Retried build ${Date.now()}`);
    const failed = await waitForBuildAfter(before);
    expect(failed).toMatchObject({ status: 'failed' });
    const { retry } = await status();
    expect(retry).toMatchObject({ attempt: 1, of: 4 });
    // The first retry comes 10 s after the failure (then 30 s, 2 min, 5 min).
    const wait = Date.parse(retry.at) - Date.parse(failed.finishedAt);
    expect(wait).toBeGreaterThan(5_000);
    expect(wait).toBeLessThan(20_000);

    // The template is fixed; nothing else changes: the retry alone publishes the post.
    rmSync(flag);
    await waitUntil(async () => (await page(`/blog/${post.slug}/`)).status === 200, 120_000, 'the retried build');
    await waitUntil(async () => (await status()).last.status === 'success', 30_000, 'the build record');
    const after = await status();
    // The retry itself: the post's newsletter mark queues no update that would supersede it.
    expect(after.last.reason).toMatch(/retry 1\/4\)$/);
    expect(after.retry).toBeNull();
  });

  it('removes the build folders a crashed build left behind', async () => {
    rmSync(path.join(session.server.dataDir, 'site', 'inject-broken-template'), { force: true });
    const leftovers = [
      // a build that never became the live one (the engine prunes as each update starts)
      path.join(session.server.dataDir, 'site', 'builds', '9999-12-31T00-00-00-000Z'),
    ];
    for (const dir of leftovers) {
      mkdirSync(path.join(dir, 'blog'), { recursive: true });
      writeFileSync(path.join(dir, 'blog', 'index.html'), 'left behind');
    }
    const before = await lastBuildId();
    await publish(`After a crash ${Date.now()}`);
    expect(await waitForBuildAfter(before)).toMatchObject({ status: 'success' });
    // Listed as the update starts and removed beside it (a big build takes a minute to remove).
    for (const dir of leftovers) await waitUntil(async () => !existsSync(dir), 30_000, `${dir} removed`);
    // What stays: the live build, and at most the one before it.
    const builds = readdirSync(path.join(session.server.dataDir, 'site', 'builds'));
    expect(builds.length).toBeLessThanOrEqual(2);
    expect(builds).toContain(path.basename(realpathSync(path.join(session.server.dataDir, 'site', 'current'))));
  });
});

describe('the publish pipeline (webhook mode)', () => {
  let hook: Server;
  let hookServer: RunningServer;
  const calls: { body: string }[] = [];

  beforeAll(async () => {
    const port = await freePort();
    hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        calls.push({ body });
        res.statusCode = calls.length < 3 ? 502 : 204; // fails twice, then accepts
        res.end();
      });
    });
    await new Promise<void>((r) => hook.listen(port, '127.0.0.1', r));
    hookServer = await spawnServer({
      SITE_BUILD: 'webhook',
      REBUILD_WEBHOOK_URL: `http://127.0.0.1:${port}/dispatch`,
      JOBS_AUTORUN: 'true',
    });
  }, 200_000);

  afterAll(async () => {
    await hookServer?.stop();
    hookServer?.cleanup();
    hook?.close();
  });

  it('POSTs the webhook on publish and retries with backoff until it is accepted', async () => {
    const login = await fetch(`${hookServer.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    const adminToken = ((await login.json()) as any).data.accessToken;
    const cats = (await (await fetch(`${hookServer.url}/api/v1/blogs/categories`)).json()) as any;
    await fetch(`${hookServer.url}/api/v1/blogs/admin/blogs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ title: `Hooked ${Date.now()}`, content: 'x', categoryId: cats.data[0].id, status: 'PUBLISHED' }),
    });
    await waitUntil(() => calls.length >= 3, 60_000, 'three webhook calls');
    expect(JSON.parse(calls[2]!.body)).toMatchObject({ event_type: 'rebuild-site' });
  });
});
