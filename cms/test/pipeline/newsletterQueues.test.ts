import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnServer, type RunningServer } from '../helpers/spawnServer';
import { startSmtpSink, waitUntil } from '../helpers/smtpSink';

// Hundreds of sign-ups, then a publish: a minute or so.
vi.setConfig({ testTimeout: 240_000 });

const SIGNUPS = 400;

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;
let token: string;

const call = async (method: string, p: string, body?: unknown, ip = '10.88.0.1') => {
  const res = await fetch(`${server.url}/api/v1/${p}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

const welcomes = () => sink.received.filter((m) => /Welcome/.test(m.subject) && m.to.some((a) => a.startsWith('signup'))).length;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await spawnServer({ SMTP_URL: sink.url, JOBS_AUTORUN: 'true' });
  token = (await call('POST', 'auth/login', { email: 'admin@example.com', password: 'admin123' })).body.data.accessToken;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  await sink?.close();
});

describe('the jobs queues', () => {
  it("sends a post's newsletter without waiting behind a backlog of welcome e-mails", async () => {
    // A burst of sign-ups (from many addresses, as a real one would be): a welcome job each.
    for (let at = 0; at < SIGNUPS; at += 20) {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(
            'POST',
            'newsletter/subscribe',
            { email: `signup${at + i}@example.com` },
            `10.88.${(at + i) >> 8}.${(at + i) % 250}`,
          ),
        ),
      );
      for (const r of results) expect(r.status).toBe(201);
    }
    token = (await call('POST', 'auth/login', { email: 'admin@example.com', password: 'admin123' })).body.data.accessToken;
    const cats = await call('GET', 'blogs/categories');
    const title = `Not behind the welcomes ${Date.now()}`;
    const res = await call('POST', 'blogs/admin/blogs', {
      title,
      content: 'Body',
      excerpt: 'Short.',
      categoryId: cats.body.data[0].id,
      status: 'PUBLISHED',
    });
    expect(res.status).toBe(201);
    const active = (await call('GET', 'newsletter/admin/stats')).body.data.activeSubscriptions as number;
    expect(active).toBeGreaterThanOrEqual(SIGNUPS);

    await waitUntil(() => sink.recipients(title).length >= active, 60_000, 'the newsletter to everyone');
    // The welcome backlog was still being worked through when the newsletter had gone out.
    expect(welcomes()).toBeLessThan(SIGNUPS);
    // And it is not starved either: every new subscriber is welcomed, once.
    await waitUntil(() => welcomes() >= SIGNUPS, 180_000, 'every welcome e-mail');
    await new Promise((r) => setTimeout(r, 1500));
    expect(welcomes()).toBe(SIGNUPS);
    expect(new Set(sink.recipients(title)).size).toBe(active);
  });
});
