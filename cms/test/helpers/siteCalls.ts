import { afterAll, beforeAll, expect } from 'vitest';
import { spawnServer, type RunningServer } from './spawnServer';
import { ADMIN } from './auth';
import { waitUntil } from './smtpSink';

export interface Reply {
  status: number;
  body: any;
}

/** Who the calls are made as: read when a call is made (the tests sign in in their beforeAll). */
export interface SiteSession {
  server: RunningServer;
  /** /api/v1's access token of the admin. */
  token: string;
  /** Payload's own JWT of the admin (for `rest`), when the test signs in there too. */
  jwt?: string;
}

/**
 * The calls a site-pipeline test makes: `/api/v1` as the admin (from its own IP, so the rate
 * limits of one file never touch another's), Payload's REST door, the site status, and waiting
 * for the site update a change queues.
 */
export function siteCalls(session: () => SiteSession, ip: string) {
  const send = async (url: string, authorization: string, method: string, body?: unknown): Promise<Reply> => {
    const res = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', authorization, 'x-forwarded-for': ip },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const call = (method: string, p: string, body?: unknown) => {
    const { server, token } = session();
    return send(`${server.url}/api/v1/${p}`, `Bearer ${token}`, method, body);
  };
  /** Payload's own REST door (`/api/<collection>/<id>`). */
  const rest = (method: string, p: string, body?: unknown) => {
    const { server, jwt } = session();
    return send(`${server.url}/api/${p}`, `JWT ${jwt}`, method, body);
  };
  const status = async () => (await call('GET', 'blogs/admin/site-status')).body.data;
  const lastBuildId = async (): Promise<number> => (await status()).last?.id ?? 0;
  /** Waits for a site update newer than `after` to finish with nothing queued; returns it. */
  const settled = async (after: number, timeoutMs = 120_000) => {
    await waitUntil(
      async () => {
        const s = await status();
        return !!s.last && s.last.id > after && s.last.status !== 'running' && s.queued === 0;
      },
      timeoutMs,
      'a site update',
    );
    return (await status()).last;
  };
  /**
   * Waits for the first build to be over, not only live: the site is served before the build's
   * last phase (search, related lists) ends and its record says 'success'.
   */
  const firstBuild = (timeoutMs = 300_000) =>
    waitUntil(
      async () => {
        const s = await status();
        return s.live === true && !!s.last && s.last.status !== 'running' && s.queued === 0;
      },
      timeoutMs,
      'the first site build',
    );
  /** Runs a change and waits for the site update it queues, which must succeed. */
  const change = async <T>(run: () => Promise<T>): Promise<T> => {
    const before = await lastBuildId();
    const result = await run();
    const last = await settled(before);
    expect(last.status, last.error ?? '').toBe('success');
    return result;
  };
  /** Publishes a post titled `title` in the first category (through /api/v1). */
  const publish = async (title: string, extra: Record<string, unknown> = {}) => {
    const cats = (await call('GET', 'blogs/categories')).body.data;
    const res = await call('POST', 'blogs/admin/blogs', {
      title,
      content: `# ${title}\n\nBody.`,
      categoryId: cats[0].id,
      status: 'PUBLISHED',
      ...extra,
    });
    expect(res.status).toBe(201);
    return res.body.data as { id: number; slug: string };
  };
  return { call, rest, status, lastBuildId, settled, firstBuild, change, publish };
}

/**
 * The platform of one site-pipeline test file, with local site builds: started, the admin signed
 * in (from `ips.signIn`) and the first build over before the file's tests, stopped after them;
 * with siteCalls as that admin (from `ips.calls`). `session.server` is set once it has started.
 */
export function sitePlatform(ips: { calls: string; signIn: string }, startMs = 330_000, env: Record<string, string> = {}) {
  const session = {} as SiteSession;
  const calls = siteCalls(() => session, ips.calls);
  beforeAll(async () => {
    session.server = await spawnServer({ SITE_BUILD: 'local', JOBS_AUTORUN: 'true', ...env });
    Object.assign(session, await signIn(session.server, ips.signIn));
    await calls.firstBuild();
  }, startMs);
  afterAll(async () => {
    await session.server?.stop();
    session.server?.cleanup();
  });
  return { session, ...calls };
}

/** Signs the seeded admin in to /api/v1 (its access token) and to Payload's REST door (its JWT). */
export async function signIn(server: RunningServer, ip: string): Promise<{ token: string; jwt: string }> {
  const login = async (p: string) => {
    const res = await fetch(`${server.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(ADMIN),
    });
    if (!res.ok) throw new Error(`admin login at ${p} failed: ${res.status}`);
    return (await res.json()) as any;
  };
  const token = (await login('/api/v1/auth/login')).data.accessToken as string;
  const jwt = (await login('/api/users/login')).token as string;
  return { token, jwt };
}
