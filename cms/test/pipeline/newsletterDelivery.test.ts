import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Builds and e-mail runs take seconds each; these tests wait for several.
vi.setConfig({ testTimeout: 240_000 });
import { spawnServer, type RunningServer } from '../helpers/spawnServer';
import { startSmtpSink, waitUntil } from '../helpers/smtpSink';
import { jobsDb } from '../helpers/jobsDb';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;
let token: string;
let ipCounter = 1;
const RETRY_ENV = { NEWSLETTER_RETRY_BASE_MS: '200', NEWSLETTER_RETRY_MAX_MS: '1000' };

const call = async (method: string, path: string, body?: unknown, auth = true) => {
  const res = await fetch(`${server.url}/api/v1/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.0.${ipCounter++ % 250}`,
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

async function login() {
  token = (await call('POST', 'auth/login', { email: 'admin@example.com', password: 'admin123' }, false)).body.data.accessToken;
}

async function activeEmails(): Promise<string[]> {
  const res = await call('GET', 'newsletter/admin/subscriptions?isActive=true&limit=100');
  return res.body.data.map((s: { email: string }) => s.email);
}

async function publish(title: string): Promise<number> {
  const cats = await call('GET', 'blogs/categories', undefined, false);
  const res = await call('POST', 'blogs/admin/blogs', {
    title,
    content: 'Body',
    excerpt: 'Short excerpt.',
    categoryId: cats.body.data[0].id,
    status: 'PUBLISHED',
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

const mailsFor = (subject: string) => sink.received.filter((m) => m.subject === subject);

beforeAll(async () => {
  sink = await startSmtpSink();
  // Short waits while the SMTP server is away (the default starts at 1 s and caps at a minute).
  server = await spawnServer({ SMTP_URL: sink.url, JOBS_AUTORUN: 'true', ...RETRY_ENV });
  await login();
  // Keep the run short: only a few subscribers stay active, plus two that are inactive.
  const seeded = (await call('GET', 'newsletter/admin/subscriptions?limit=100')).body.data as { id: number }[];
  await call('POST', 'newsletter/admin/bulk-unsubscribe', { ids: seeded.map((s) => s.id) });
  for (let i = 0; i < 7; i += 1) await call('POST', 'newsletter/subscribe', { email: `reader${i}@example.com` }, false);
  const list = (await call('GET', 'newsletter/admin/subscriptions?search=reader5&limit=5')).body.data;
  await call('PATCH', `newsletter/admin/subscriptions/${list[0].id}/status`, { isActive: false });
  const welcomed = ['reader0', 'reader1', 'reader2', 'reader3', 'reader4', 'reader6'].map((r) => `${r}@example.com`);
  await waitUntil(
    () => welcomed.every((a) => sink.received.some((m) => /Welcome/.test(m.subject) && m.to.includes(a))),
    60_000,
    'welcome e-mails',
  );
}, 240_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  await sink?.close();
});

describe('newsletter delivery over SMTP', () => {
  it('welcomes a new subscriber, with an unsubscribe link', () => {
    const welcome = sink.received.find((m) => m.to.includes('reader1@example.com') && /Welcome/.test(m.subject));
    expect(welcome).toBeDefined();
    expect(welcome?.header('List-Unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/v1\/newsletter\/unsubscribe\?token=/);
  });

  it('e-mails a new post to every active subscriber exactly once, and to no inactive one', async () => {
    const title = `Fresh post ${Date.now()}`;
    await publish(title);
    const active = await activeEmails();
    expect(active.length).toBe(6);
    await waitUntil(() => mailsFor(title).length >= active.length, 30_000, 'the publish e-mails');
    await new Promise((r) => setTimeout(r, 1500));
    const recipients = mailsFor(title).flatMap((m) => m.to);
    expect([...recipients].sort()).toEqual([...active].sort());
    expect(recipients).not.toContain('reader5@example.com');
    const mail = mailsFor(title)[0]!;
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.raw).toContain('Short excerpt.');
  });

  it('sends nothing again when the post is unpublished and published again', async () => {
    const title = `Once only ${Date.now()}`;
    const id = await publish(title);
    await waitUntil(() => mailsFor(title).length >= 6, 30_000, 'the publish e-mails');
    await call('PATCH', `blogs/admin/blogs/${id}/status`, { status: 'ARCHIVED' });
    await call('PATCH', `blogs/admin/blogs/${id}/status`, { status: 'PUBLISHED' });
    await new Promise((r) => setTimeout(r, 3000));
    expect(mailsFor(title)).toHaveLength(6);
  });

  it("e-mails a post made after the newest one was deleted: its id is new, the deleted one's deliveries are gone", async () => {
    const oldTitle = `Deleted later ${Date.now()}`;
    const oldId = await publish(oldTitle);
    const db = jobsDb(server.dataDir);
    await waitUntil(async () => await db.newsletterDone(oldId), 30_000, "the first post's e-mails");
    expect((await call('POST', `blogs/${oldId}/view`, undefined, false)).status).toBe(200);
    expect(await db.recordsOf(oldId)).toEqual({ deliveries: 6, views: 1 });
    // The newest post goes: SQLite used to hand its id to the next post, which then counted as e-mailed.
    expect((await call('DELETE', `blogs/admin/blogs/${oldId}`)).status).toBe(200);
    expect(await db.recordsOf(oldId)).toEqual({ deliveries: 0, views: 0 });
    db.close();
    const title = `After a delete ${Date.now()}`;
    const id = await publish(title);
    expect(String(id)).not.toBe(String(oldId));
    await waitUntil(() => mailsFor(title).length >= 6, 30_000, "the new post's e-mails");
    expect(
      mailsFor(title)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual((await activeEmails()).sort());
  });

  it('unsubscribes in one click (RFC 8058) with the link of the e-mail', async () => {
    const title = `One click ${Date.now()}`;
    await publish(title);
    await waitUntil(() => mailsFor(title).some((m) => m.to.includes('reader2@example.com')), 30_000, 'the e-mail to reader2');
    const mail = mailsFor(title).find((m) => m.to.includes('reader2@example.com'))!;
    const link = /^<([^>]+)>$/.exec(mail.header('List-Unsubscribe') ?? '')?.[1];
    expect(link).toBeTruthy();
    const res = await fetch(link!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await activeEmails()).not.toContain('reader2@example.com');
    const forged = await fetch(link!.replace(/token=[^&]+/, 'token=abc.def'), { method: 'POST' });
    expect(forged.status).toBe(400);
  });

  it('waits out an SMTP server that is down when the send starts, then e-mails everyone exactly once by itself', async () => {
    await sink.down();
    const title = `While down ${Date.now()}`;
    const id = await publish(title);
    const active = await activeEmails();
    // Down for several retries: nothing can arrive, and the run has not given up.
    await new Promise((r) => setTimeout(r, 5000));
    expect(mailsFor(title)).toHaveLength(0);
    await sink.up();
    await waitUntil(() => mailsFor(title).length >= active.length, 30_000, 'the publish e-mails once the server is back');
    const db = jobsDb(server.dataDir);
    try {
      await waitUntil(() => db.newsletterDone(id), 15_000, 'the newsletter job to complete');
    } finally {
      db.close();
    }
    await new Promise((r) => setTimeout(r, 1500));
    const recipients = mailsFor(title).flatMap((m) => m.to);
    expect([...recipients].sort()).toEqual([...active].sort());
  });

  it('resumes an interrupted send after a restart: nobody twice, nobody missed', async () => {
    // Each run of the job stops after 2 e-mails, as if the process died; the server is also
    // restarted in the middle. The deliveries table makes the resumed runs skip who has it.
    server = await server.restart({ NEWSLETTER_FAIL_AFTER: '2', NEWSLETTER_IN_FLIGHT: '1' });
    await login();
    const title = `Interrupted ${Date.now()}`;
    await publish(title);
    await waitUntil(() => mailsFor(title).length >= 2, 30_000, 'the first e-mails');
    server = await server.restart({ NEWSLETTER_FAIL_AFTER: '2', NEWSLETTER_IN_FLIGHT: '1' });
    await login();
    const active = await activeEmails();
    await waitUntil(() => mailsFor(title).length >= active.length, 60_000, 'every e-mail after the restart');
    await new Promise((r) => setTimeout(r, 2000));
    const recipients = mailsFor(title).flatMap((m) => m.to);
    expect([...recipients].sort()).toEqual([...active].sort());
    expect(new Set(recipients).size).toBe(recipients.length);
  });
});
