import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, spawnServer, type RunningServer } from '../helpers/spawnServer';
import { startSmtpSink, waitUntil } from '../helpers/smtpSink';
import { jobsDb } from '../helpers/jobsDb';
import { seedSubscribers } from '../helpers/seedSubscribers';

// Seeding 600 subscribers, then a publish e-mail to all of them and a retry: a minute or two.
vi.setConfig({ testTimeout: 240_000 });

const READERS = 600; // more than one page (500) of subscribers

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;
let token: string;

const call = async (method: string, p: string, body?: unknown) => {
  const res = await fetch(`${server.url}/api/v1/${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

async function publish(title: string): Promise<number> {
  const cats = await call('GET', 'blogs/categories');
  const res = await call('POST', 'blogs/admin/blogs', {
    title,
    content: 'Body',
    excerpt: 'Short.',
    categoryId: cats.body.data[0].id,
    status: 'PUBLISHED',
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  const secret = randomBytes(24).toString('hex');
  const dataDir = await seedSubscribers(secret, READERS);
  server = await spawnServer(
    // Short waits while the SMTP server is away (the default starts at 1 s and caps at a minute).
    {
      SMTP_URL: sink.url,
      JOBS_AUTORUN: 'true',
      SEED_ON_START: 'false',
      NEWSLETTER_RETRY_BASE_MS: '200',
      NEWSLETTER_RETRY_MAX_MS: '1000',
    },
    { dataDir, secret, port: await freePort() },
  );
  token = (await call('POST', 'auth/login', { email: 'admin@example.com', password: 'admin123' })).body.data.accessToken;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  await sink?.close();
});

describe('newsletter fan-out to a long list', () => {
  it('e-mails every active subscriber exactly once over a few reused connections, and retries only the refused one', async () => {
    const active = (await call('GET', 'newsletter/admin/stats')).body.data.activeSubscriptions as number;
    expect(active).toBeGreaterThan(READERS);
    const before = sink.connections();
    const refused = 'reader7@bench.example.com';
    sink.refuse.add(refused);
    const title = `Long list ${Date.now()}`;
    await publish(title);

    // The first run sends everyone else, records them, and fails on the refused address.
    await waitUntil(() => sink.recipients(title).length >= active - 1, 120_000, 'everyone but the refused address');
    expect(sink.recipients(title)).not.toContain(refused);
    sink.refuse.delete(refused);

    // The job's retry sends only what is missing.
    await waitUntil(() => sink.recipients(title).includes(refused), 60_000, 'the retried e-mail');
    await new Promise((r) => setTimeout(r, 2000));
    const recipients = sink.recipients(title);
    expect(recipients).toHaveLength(active);
    expect(new Set(recipients).size).toBe(active);
    for (let i = 1; i <= READERS; i += 1) expect(recipients).toContain(`reader${i}@bench.example.com`);

    // A pooled transport: a handful of connections for hundreds of e-mails, not one each.
    expect(sink.connections() - before).toBeLessThan(30);
  });

  it('rides out an SMTP server that goes down mid-send: everyone gets the e-mail, at most the in-flight window twice, and the job completes by itself', async () => {
    const active = (await call('GET', 'newsletter/admin/stats')).body.data.activeSubscriptions as number;
    const title = `Outage ${Date.now()}`;
    // The server dies once 100 of the e-mails are in (after answering the 100th).
    let cut: Promise<void> | undefined;
    const stop = sink.onAccepted((mail) => {
      if (!cut && mail.subject === title && sink.recipients(title).length >= 100)
        cut = new Promise((r) => setImmediate(r)).then(() => sink.down());
    });
    const id = await publish(title);
    await waitUntil(() => cut !== undefined, 60_000, 'the first 100 e-mails');
    stop();
    await cut;
    await new Promise((r) => setTimeout(r, 5000));
    expect(sink.recipients(title).length).toBeLessThan(active);
    await sink.up();

    await waitUntil(() => sink.recipients(title).length >= active, 60_000, 'everyone once the server is back');
    const db = jobsDb(server.dataDir);
    try {
      await waitUntil(() => db.newsletterDone(id), 15_000, 'the newsletter job to complete');
    } finally {
      db.close();
    }
    await new Promise((r) => setTimeout(r, 2000));
    const recipients = sink.recipients(title);
    expect(new Set(recipients).size).toBe(active);
    // A server that dies mid-conversation may have taken an e-mail whose answer never came back:
    // those are sent again (SMTP is at-least-once there). The README's bound: at most the
    // in-flight window (NEWSLETTER_IN_FLIGHT, 5) of them; usually none.
    expect(recipients.length - active).toBeLessThanOrEqual(5);
  });
});
