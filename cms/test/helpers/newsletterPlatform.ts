import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { jobsDb } from './jobsDb';
import { seedSubscribers } from './seedSubscribers';
import { freePort, spawnServer, type RunningServer } from './spawnServer';
import { waitUntil } from './smtpSink';

/**
 * A platform with `readers` seeded subscribers sending through `smtpUrl` (the jobs run in it, no
 * site builds), signed in as the admin: `publish` a post and its newsletter goes to everyone.
 */
export async function newsletterPlatform(smtpUrl: string, readers: number, env: Record<string, string> = {}) {
  const secret = randomBytes(24).toString('hex');
  const dataDir = await seedSubscribers(secret, readers, 'blog-cms-mail-');
  const serverEnv = { SMTP_URL: smtpUrl, JOBS_AUTORUN: 'true', SEED_ON_START: 'false', ...env };
  const platform = { server: null as unknown as RunningServer, token: '' };
  const start = async (server: RunningServer) => {
    platform.server = server;
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    platform.token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  };
  await start(await spawnServer(serverEnv, { dataDir, secret, port: await freePort() }));

  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${platform.server.url}/api/v1/${p}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${platform.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  return {
    /** One /api/v1 call as the admin. */
    call,
    get server() {
      return platform.server;
    },
    /** Active subscriptions (the seeded readers and the demo's own). */
    active: async () => (await call('GET', 'newsletter/admin/stats')).body.data.activeSubscriptions as number,
    /** Publishes a post titled `title` (its newsletter is queued); returns its id. */
    publish: async (title: string): Promise<number> => {
      const cats = await call('GET', 'blogs/categories');
      const res = await call('POST', 'blogs/admin/blogs', {
        title,
        content: 'Body',
        excerpt: 'Short.',
        categoryId: cats.body.data[0].id,
        status: 'PUBLISHED',
      });
      expect(res.status).toBe(201);
      return res.body.data.id as number;
    },
    /** Starts the server again on the same data (after a stop or a kill). */
    restart: async () => start(await platform.server.restart()),
    /** Waits for the post's newsletter job to be done (status sent, job deleted). */
    done: async (postId: number, timeoutMs: number) => {
      const db = jobsDb(platform.server.dataDir);
      try {
        await waitUntil(() => db.newsletterDone(postId), timeoutMs, 'the newsletter job to complete');
      } finally {
        db.close();
      }
    },
    close: async () => {
      await platform.server?.stop();
      platform.server?.cleanup();
    },
  };
}
