import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnServer, type RunningServer } from '../helpers/spawnServer';
import { startSmtpSink, waitUntil, type ReceivedMail } from '../helpers/smtpSink';
import { jobsDb } from '../helpers/jobsDb';

vi.setConfig({ testTimeout: 120_000 });

/**
 * Confirmed sign-ups (NEWSLETTER_CONFIRM=true) on a real platform sending through a real SMTP
 * server: pending until the e-mailed link is clicked (signed, expiring, single use), no other
 * e-mail meanwhile, the welcome after confirmation; and the plain form refusing cross-site posts.
 */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: RunningServer;
let token = '';
let ip = 1;

const api = async (method: string, path: string, body?: unknown, auth = false) => {
  const res = await fetch(`${server.url}/api/v1/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.88.${Math.floor(ip / 250)}.${ip++ % 250}`,
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

/** A GET or form POST to the platform's form routes; the answer unfollowed. */
const form = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { 'x-forwarded-for': `10.89.0.${ip++ % 250}`, ...(init.headers as Record<string, string>) },
  });

/** The button of the link's page: a same-origin form post to the link's own address, token in its query. */
const confirmPost = (link: string) =>
  form(new URL(link, server.url).pathname + new URL(link, server.url).search, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, 'sec-fetch-site': 'same-origin' },
    body: '',
  });

const postForm = (email: string, headers: Record<string, string> = {}) =>
  form('/newsletter/subscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email, source: 'newsletter_form' }).toString(),
  });

const decoded = (mail: ReceivedMail) =>
  mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const mailsTo = (to: string, subject: RegExp) => sink.received.filter((m) => m.to.includes(to) && subject.test(m.subject));
const CONFIRM = /^Confirm your subscription$/;
const WELCOME = /Welcome/;

/** The link of the newest confirmation e-mail to `to` (waits for it). */
async function confirmLink(to: string, count = 1): Promise<string> {
  await waitUntil(() => mailsTo(to, CONFIRM).length >= count, 30_000, `confirmation e-mail ${count} to ${to}`);
  const mail = mailsTo(to, CONFIRM).at(-1)!;
  const link = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_.%-]+/.exec(decoded(mail))?.[0];
  expect(link).toBeDefined();
  return link!.replace(/&amp;/g, '&');
}

const status = async (email: string) =>
  (await api('GET', `newsletter/status?email=${encodeURIComponent(email)}`)).body.data as Record<string, unknown>;
const location = (res: Response) => res.headers.get('location');

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await spawnServer({ SMTP_URL: sink.url, JOBS_AUTORUN: 'true', NEWSLETTER_CONFIRM: 'true' });
  const login = await api('POST', 'auth/login', { email: 'admin@example.com', password: 'admin123' });
  token = login.body.data.accessToken;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  await sink?.close();
});

describe('confirmed sign-ups', () => {
  const email = `confirm-${Date.now()}@example.com`;

  it('keeps a sign-up pending, counted apart, until its link is clicked; then welcomes it', async () => {
    const before = (await api('GET', 'newsletter/admin/stats', undefined, true)).body.data;
    const res = await api('POST', 'newsletter/subscribe', { email });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, isActive: false, isPending: true });
    expect(res.body.message).toMatch(/check your inbox/i);
    expect(await status(email)).toEqual({ email, isSubscribed: false, isActive: false, isPending: true });

    const stats = (await api('GET', 'newsletter/admin/stats', undefined, true)).body.data;
    expect(stats.pendingSubscriptions - (before.pendingSubscriptions ?? 0)).toBe(1);
    expect(stats.activeSubscriptions).toBe(before.activeSubscriptions);
    const listed = (await api('GET', `newsletter/admin/subscriptions?search=${email}`, undefined, true)).body.data;
    expect(listed[0]).toMatchObject({ email, isActive: false, isPending: true });

    const link = await confirmLink(email);
    expect(new URL(link).origin).toBe(server.url);
    expect(mailsTo(email, WELCOME)).toHaveLength(0);

    // Opened, as a mail scanner or a browser opens a link: nothing is confirmed (the site's page
    // with the button answers it; this platform builds no site, so it is sent on to /newsletter/).
    const opened = await form(new URL(link).pathname + new URL(link).search, {
      headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' },
    });
    expect(location(opened)).toBe('/newsletter/');
    expect(await status(email)).toEqual({ email, isSubscribed: false, isActive: false, isPending: true });

    // The page's button. No Critical-CH: Chromium would make the request again.
    const click = await confirmPost(link);
    expect(click.status).toBe(303);
    expect(location(click)).toBe('/newsletter/confirmed/');
    expect(click.headers.get('critical-ch')).toBeNull();
    expect(await status(email)).toEqual({ email, isSubscribed: true, isActive: true });
    await waitUntil(() => mailsTo(email, WELCOME).length === 1, 30_000, 'the welcome e-mail');

    // Single use: the same link again confirms nothing more.
    const again = await confirmPost(link);
    expect(location(again)).toBe('/newsletter/confirm-used/');
    expect((await api('POST', 'newsletter/subscribe', { email })).status).toBe(409);
  });

  it('sends a pending address no newsletter and no unsubscribe link; only the confirmation, again on a new sign-up', async () => {
    const pending = `pending-${Date.now()}@example.com`;
    expect((await api('POST', 'newsletter/subscribe', { email: pending })).status).toBe(201);
    await confirmLink(pending);
    // Signing up again: the same answer as for any known address, and the link once more.
    const again = await api('POST', 'newsletter/subscribe', { email: pending });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ isActive: false, isPending: true });
    await confirmLink(pending, 2);

    expect((await api('POST', 'newsletter/unsubscribe', { email: pending })).status).toBe(200);
    const cats = await api('GET', 'blogs/categories');
    const title = `Confirm fan-out ${Date.now()}`;
    const post = await api(
      'POST',
      'blogs/admin/blogs',
      { title, content: 'Body', excerpt: 'Short.', categoryId: cats.body.data[0].id, status: 'PUBLISHED' },
      true,
    );
    expect(post.status).toBe(201);
    const db = jobsDb(server.dataDir);
    try {
      await waitUntil(() => db.newsletterDone(post.body.data.id), 90_000, 'the newsletter run');
    } finally {
      db.close();
    }
    expect(sink.received.filter((m) => m.subject === title).length).toBeGreaterThan(0);
    expect(sink.received.filter((m) => m.to.includes(pending)).map((m) => m.subject)).toEqual([
      'Confirm your subscription',
      'Confirm your subscription',
    ]);
  });

  it('confirms a link once however many clicks race for it', async () => {
    const racer = `race-${Date.now()}@example.com`;
    await api('POST', 'newsletter/subscribe', { email: racer });
    const link = await confirmLink(racer);
    const results = (await Promise.all(Array.from({ length: 6 }, () => confirmPost(link)))).map(location);
    expect(results.filter((r) => r === '/newsletter/confirmed/')).toHaveLength(1);
    expect(results.filter((r) => r === '/newsletter/confirm-used/')).toHaveLength(5);
    await waitUntil(() => mailsTo(racer, WELCOME).length === 1, 30_000, 'one welcome');
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(racer, WELCOME)).toHaveLength(1);
  });

  it('tells an expired, a forged and a tampered link apart from a good one', async () => {
    const late = `late-${Date.now()}@example.com`;
    const created = await api('POST', 'newsletter/subscribe', { email: late });
    const key = createHmac('sha256', server.secret).update('blog-newsletter-confirm-v1').digest();
    const sign = (claims: object) => {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
    };
    const expired = sign({ id: created.body.data.id, n: 'whatever', exp: Date.now() - 1000 });
    expect(location(await confirmPost(`/newsletter/confirm?token=${expired}`))).toBe('/newsletter/confirm-expired/');
    const link = await confirmLink(late);
    const good = new URL(link).searchParams.get('token')!;
    const [body] = good.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { exp: number };
    expect(claims.exp - Date.now()).toBeGreaterThan(47 * 3600 * 1000);
    expect(claims.exp - Date.now()).toBeLessThanOrEqual(48 * 3600 * 1000);
    const tampered = `${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 1 })).toString('base64url')}.${good.split('.')[1]}`;
    expect(location(await confirmPost(`/newsletter/confirm?token=${tampered}`))).toBe('/newsletter/confirm-invalid/');
    expect(location(await confirmPost('/newsletter/confirm?token=nonsense'))).toBe('/newsletter/confirm-invalid/');
    expect((await status(late)).isSubscribed).toBe(false);
    // The token in the form's body does as well as in the address.
    const inBody = await form('/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ token: good }).toString(),
    });
    expect(location(inBody)).toBe('/newsletter/confirmed/');
    expect((await status(late)).isSubscribed).toBe(true);
  });

  it('puts an unsubscribed address that signs up again back to pending, not active', async () => {
    const back = `back-${Date.now()}@example.com`;
    await api('POST', 'newsletter/subscribe', { email: back });
    await confirmPost(await confirmLink(back));
    expect((await status(back)).isSubscribed).toBe(true);
    const id = (await api('GET', `newsletter/admin/subscriptions?search=${back}`, undefined, true)).body.data[0].id;
    await api('PATCH', `newsletter/admin/subscriptions/${id}/status`, { isActive: false }, true);
    const res = await api('POST', 'newsletter/subscribe', { email: back });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isActive: false, isPending: true });
    await confirmLink(back, 2);
    expect((await status(back)).isPending).toBe(true);
  });
});

describe('the plain form with confirmation', () => {
  it('lands on the check-your-inbox page, and the status page says pending', async () => {
    const email = `form-${Date.now()}@example.com`;
    const res = await postForm(email, { origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(303);
    expect(location(res)).toBe(`/newsletter/check-inbox/?email=${encodeURIComponent(email)}`);
    const check = await form(`/newsletter/status?email=${encodeURIComponent(email)}`);
    expect(location(check)).toBe(`/newsletter/pending/?email=${encodeURIComponent(email)}`);
  });

  it('refuses a post from another site (Origin or Sec-Fetch-Site), and subscribes nobody', async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await postForm(victim, headers);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('This form was sent from another website');
    }
    // A simple cross-site form cannot reach the JSON API either: it takes application/json only.
    const viaApi = await fetch(`${server.url}/api/v1/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ email: victim }).toString(),
    });
    expect(viaApi.status).toBe(415);
    expect(await status(victim)).toEqual({ email: victim, isSubscribed: false, isActive: false });
    expect(mailsTo(victim, /./)).toHaveLength(0);

    // Without either header (an old browser, curl) the form still works.
    expect(location(await postForm(victim))).toMatch(/^\/newsletter\/check-inbox\//);
  });
});
