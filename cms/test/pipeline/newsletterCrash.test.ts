import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterPlatform } from '../helpers/newsletterPlatform';
import { startSmtpSink, waitUntil } from '../helpers/smtpSink';

/**
 * kill -9 of the server in the middle of a newsletter to 200 subscribers through a slow SMTP
 * server, then a restart: the interrupted job resumes and everyone gets the post, exactly once
 * except at most NEWSLETTER_IN_FLIGHT (5) e-mails the dead process had handed to the server
 * without recording them (README: "Newsletter delivery").
 */
vi.setConfig({ testTimeout: 300_000 });

const READERS = 200;
const IN_FLIGHT = 5;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let platform: Awaited<ReturnType<typeof newsletterPlatform>>;

beforeAll(async () => {
  // A slow mail server: each message is answered 150 ms after its data arrives.
  sink = await startSmtpSink({ delayMs: 150 });
  platform = await newsletterPlatform(sink.url, READERS, {
    NEWSLETTER_IN_FLIGHT: String(IN_FLIGHT),
    NEWSLETTER_RETRY_BASE_MS: '200',
    NEWSLETTER_RETRY_MAX_MS: '1000',
  });
}, 300_000);

afterAll(async () => {
  await platform?.close();
  await sink?.close();
});

describe('kill -9 during a newsletter send', () => {
  it('after a restart everyone gets the post, at most the in-flight window twice', async () => {
    const active = await platform.active();
    expect(active).toBeGreaterThanOrEqual(READERS);
    const title = `Crash mid-send ${Date.now()}`;
    const id = await platform.publish(title);
    await waitUntil(() => sink.recipients(title).length >= 60, 120_000, 'the first 60 e-mails');
    await platform.server.stop('SIGKILL');
    // What the slow server was still answering when the sender died lands now, or never.
    await new Promise((r) => setTimeout(r, 1000));
    expect(new Set(sink.recipients(title)).size).toBeLessThan(active);

    await platform.restart();
    await waitUntil(() => new Set(sink.recipients(title)).size >= active, 180_000, 'everyone after the restart');
    await platform.done(id, 30_000);
    await new Promise((r) => setTimeout(r, 2000)); // nothing more arrives
    const recipients = sink.recipients(title);
    expect(new Set(recipients).size).toBe(active);
    for (let i = 1; i <= READERS; i += 1) expect(recipients).toContain(`reader${i}@bench.example.com`);
    const twice = recipients.length - active;
    console.log(`[newsletterCrash] ${twice} of ${active} e-mails sent twice`);
    expect(twice).toBeLessThanOrEqual(IN_FLIGHT);
  });
});
