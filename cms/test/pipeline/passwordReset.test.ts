import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnServer, type RunningServer } from '../helpers/spawnServer';
import { startSmtpSink, waitUntil } from '../helpers/smtpSink';

/**
 * Payload's REST forgot-password (how the /cms panel asks for a reset link) through a real SMTP
 * server: limited per IP and per e-mail address, and the same answer, as soon, whether or not the
 * address is an account's (the e-mail goes out after the answer).
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

const ADMIN_EMAIL = 'admin@example.com';
/** The sink holds each message this long before accepting it: a slow mail server. */
const SMTP_DELAY_MS = 4000;
let server: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let ipCounter = 0;
const nextIp = () => `10.60.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  sink = await startSmtpSink({ delayMs: SMTP_DELAY_MS });
  server = await spawnServer({ SMTP_URL: sink.url });
});

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  await sink?.close();
});

async function forgot(email: string, ip = nextIp(), path = 'forgot-password') {
  const res = await fetch(`${server.url}/api/users/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email }),
  });
  const headers = [...res.headers.entries()].filter(([name]) => name !== 'date');
  return { status: res.status, body: await res.text(), headers };
}

describe("Payload's forgot-password", () => {
  it('answers an unknown and a real address alike, before the e-mail is sent', async () => {
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot(ADMIN_EMAIL);
    expect(known.status).toBe(200);
    expect(known).toEqual(unknown);
    // The sink has not accepted the admin's message yet: the answer did not wait for the mail
    // server (Payload's own handler answered only after it, so a real address took longer).
    expect(sink.received.filter((m) => m.to.includes(ADMIN_EMAIL))).toHaveLength(0);
    await waitUntil(() => sink.received.some((m) => m.to.includes(ADMIN_EMAIL)), 30_000, "the admin's reset e-mail");
    const mail = sink.received.find((m) => m.to.includes(ADMIN_EMAIL))!;
    // The link points at SITE_URL, whatever Host the caller sent.
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`${server.url}/cms/reset/`);
    expect(sink.received.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('limits each e-mail address across IPs (3 an hour), an unknown one exactly like a real one', async () => {
    for (const email of ['admin@example.com', 'ghost-account@example.com']) {
      // The first test spent one of the admin's; spend the unknown address's first one alike.
      if (email !== ADMIN_EMAIL) expect((await forgot(email)).status).toBe(200);
      for (let i = 0; i < 2; i += 1) expect((await forgot(email)).status, `${email} #${i + 2}`).toBe(200);
      const refused = await forgot(email);
      expect(refused.status, email).toBe(429);
      expect(refused.headers.find(([name]) => name === 'retry-after')?.[1]).toMatch(/^\d+$/);
    }
    // Under another spelling of the path, too.
    expect((await forgot(ADMIN_EMAIL, nextIp(), 'FORGOT-PASSWORD')).status).toBe(429);
  });

  it('limits each IP across addresses (5 an hour)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await forgot(`someone-${i}@example.com`, ip)).status).toBe(200);
    expect((await forgot('someone-else@example.com', ip)).status).toBe(429);
  });

  it('answers a missing address with 400, not a 500', async () => {
    const res = await forgot('');
    expect(res.status).toBe(400);
  });
});
