/**
 * Per-instance liveness (services/cluster/liveness.ts) on PostgreSQL: two platform instances with
 * DATA_DIRs of their own on one database, sending a newsletter through a slow SMTP server (one
 * e-mail in flight at a time). An instance that starts for the first time while another is sending
 * leaves that run alone (before liveness, it released it and two runs e-mailed the same readers);
 * an instance killed mid-send (SIGKILL) has its job released by the other once its beat is stale,
 * and the newsletter resumes there.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN } from '../helpers/auth';
import { freshCall } from '../helpers/freshConnection';
import { startPostgres, type PostgresServer } from '../helpers/postgresServer';
import { startSmtpSink, waitUntil } from '../helpers/smtpSink';
import { spawnServer, type RunningServer } from '../helpers/spawnServer';

vi.setConfig({ testTimeout: 480_000 });

const READERS = 200;
const IN_FLIGHT = 1;
/** Beats every 2 s: an instance silent for 12 s has stopped (env.ts liveness). */
const BEAT_MS = 2000;
const SECRET = 'job-liveness-on-postgres-0123456789abcdef';
/** Each newsletter e-mail is answered this long after its data arrives, while a test needs a send in progress. */
const SLOW_MS = 400;
/** How long a send stays slow once a second instance is up: past a stale beat (12 s) and a dozen job-runner ticks (1 s). */
const WATCH_MS = 15_000;

let postgres: PostgresServer;
let db: pg.Client;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let shared: Record<string, string>;
let a: RunningServer;
let b: RunningServer | undefined;
let token = '';
// The sink reads its options per message: slow while a test needs a send in progress, then fast.
const mailServer = { delayMs: 0 };
let ipCounter = 0;
const nextIp = () => `10.97.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const call = (server: RunningServer, method: string, p: string, body?: unknown) =>
  freshCall(server.url, method, p, { token, ip: nextIp(), body });

const everyone = (title: string) => new Set(sink.recipients(title));
const instanceOf = async (server: RunningServer) => (await call(server, 'GET', 'health')).body.data.instance as string;

/** Publishes a post through `server` (its newsletter is queued); returns its id. */
async function publish(server: RunningServer, title: string): Promise<number> {
  const categories = (await call(server, 'GET', 'blogs/categories')).body.data;
  const created = await call(server, 'POST', 'blogs/admin/blogs', {
    title,
    content: 'Body',
    excerpt: 'Short.',
    categoryId: categories[0].id,
    status: 'PUBLISHED',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as number;
}

/** The post's newsletter job, while it is in the queue: who claimed it, if it runs. */
async function newsletterJob(postId: number): Promise<{ processing: boolean; claimedBy: string | null } | null> {
  const { rows } = await db.query(
    "SELECT processing, claimed_by FROM payload_jobs WHERE task_slug = 'sendPostNewsletter' AND input->>'postId' = $1",
    [String(postId)],
  );
  return rows[0] ? { processing: Boolean(rows[0].processing), claimedBy: rows[0].claimed_by } : null;
}

/** Sent to everyone and its job done (a completed job is deleted). */
async function newsletterDone(postId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT newsletter_status FROM posts WHERE id = $1', [postId]);
  return rows[0]?.newsletter_status === 'sent' && (await newsletterJob(postId)) === null;
}

beforeAll(async () => {
  postgres = await startPostgres();
  const url = postgres.createDatabase('liveness');
  sink = await startSmtpSink(mailServer);
  shared = {
    DATABASE_URL: url,
    PAYLOAD_SECRET: SECRET,
    JOBS_AUTORUN: 'true',
    SMTP_URL: sink.url,
    NEWSLETTER_IN_FLIGHT: String(IN_FLIGHT),
    INSTANCE_BEAT_MS: String(BEAT_MS),
  };
  // A alone first: it migrates and seeds the new database.
  a = await spawnServer(shared);
  db = new pg.Client({ connectionString: url });
  await db.connect();
  const login = await freshCall(a.url, 'POST', 'auth/login', { body: ADMIN, ip: nextIp() });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  token = login.body.data.accessToken as string;
  for (let i = 0; i < READERS; i += 10) {
    const batch = Array.from({ length: 10 }, (_, k) =>
      freshCall(a.url, 'POST', 'newsletter/subscribe', { body: { email: `reader${i + k + 1}@live.example.com` }, ip: nextIp() }),
    );
    for (const res of await Promise.all(batch)) expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  // Their welcome e-mails out of the way first, at full speed (they are not what is tested).
  await waitUntil(() => sink.received.length >= READERS, 300_000, 'the welcome e-mails');
}, 480_000);

afterAll(async () => {
  await db?.end();
  for (const server of [a, b]) {
    await server?.stop();
    server?.cleanup();
  }
  await sink?.close();
  postgres?.stop();
});

describe('per-instance liveness of running jobs, two instances on PostgreSQL', () => {
  it("an instance's first start leaves a live instance's newsletter running: everyone gets it once", async () => {
    const active = (await call(a, 'GET', 'newsletter/admin/stats')).body.data.activeSubscriptions as number;
    expect(active).toBeGreaterThanOrEqual(READERS);
    const title = `Live send ${Date.now()}`;
    mailServer.delayMs = SLOW_MS;
    const id = await publish(a, title);
    await waitUntil(() => sink.recipients(title).length >= 5, 120_000, 'the first e-mails from A');
    expect((await newsletterJob(id))?.claimedBy).toBe(await instanceOf(a));

    b = await spawnServer(shared);
    // B came up while A's run was still sending (otherwise this would prove nothing).
    expect(everyone(title).size).toBeLessThan(active);
    // Slow a while longer, B's jobs runner ticking beside A's run, which it must leave alone; then
    // the rest at full speed (a second run would still send someone the newsletter twice).
    await new Promise((r) => setTimeout(r, WATCH_MS));
    mailServer.delayMs = 0;

    await waitUntil(() => everyone(title).size >= active, 300_000, 'everyone');
    await waitUntil(() => newsletterDone(id), 60_000, 'the newsletter job to complete');
    await new Promise((r) => setTimeout(r, 2000)); // nothing more arrives
    const recipients = sink.recipients(title);
    expect(recipients.length - active, 'e-mails sent twice').toBe(0);
    expect(everyone(title).size).toBe(active);
    for (let i = 1; i <= READERS; i += 1) expect(recipients).toContain(`reader${i}@live.example.com`);
  });

  it('an instance killed mid-send: the other releases its job once its beat is stale, and the newsletter resumes there', async () => {
    const servers = [a, b!];
    const instances = await Promise.all(servers.map(instanceOf));
    const active = (await call(a, 'GET', 'newsletter/admin/stats')).body.data.activeSubscriptions as number;
    const title = `Killed mid-send ${Date.now()}`;
    mailServer.delayMs = SLOW_MS;
    const id = await publish(a, title);
    await waitUntil(() => sink.recipients(title).length >= 20, 120_000, 'the first e-mails');
    // Whichever instance claimed the job is killed; the other must finish it.
    const claimant = (await newsletterJob(id))?.claimedBy;
    const at = instances.indexOf(claimant ?? '');
    expect(at, `claimed by ${claimant}`).toBeGreaterThanOrEqual(0);
    const [dead, survivor] = [servers[at]!, servers[1 - at]!];
    await dead.stop('SIGKILL');
    await new Promise((r) => setTimeout(r, 1000)); // what the slow server was answering lands now, or never
    expect(everyone(title).size).toBeLessThan(active);
    // The survivor releases the job once the dead one's beat is stale; the rest then goes at full speed.
    await waitUntil(() => survivor.logs().includes(`released 1 running job(s) of ${claimant}`), 120_000, 'the release');
    mailServer.delayMs = 0;

    await waitUntil(() => everyone(title).size >= active, 300_000, 'everyone, after the survivor resumed the job');
    await waitUntil(() => newsletterDone(id), 60_000, 'the newsletter job to complete');
    await new Promise((r) => setTimeout(r, 2000)); // nothing more arrives
    expect(survivor.logs()).toContain(`released 1 running job(s) of ${claimant}`);
    const recipients = sink.recipients(title);
    expect(everyone(title).size).toBe(active);
    for (let i = 1; i <= READERS; i += 1) expect(recipients).toContain(`reader${i}@live.example.com`);
    // Only what the dead instance had handed to the server unrecorded may arrive twice.
    expect(recipients.length - active).toBeLessThanOrEqual(IN_FLIGHT);
  });
});
