/**
 * The admin's imports with WEB_CONCURRENCY=3 on one SQLite file, every call on a connection of
 * its own so the workers share them: the job lives in the database, so the screen's progress poll
 * is answered by whichever worker it reaches, one import runs at a time across the workers, and a
 * run whose process died is shown as failed and no longer blocks the next import.
 */
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TR } from '@blog/shared';
import { spawnServer, type RunningServer } from '../helpers/spawnServer';
import { signIn, type SiteSession } from '../helpers/siteCalls';
import { waitUntil } from '../helpers/smtpSink';
import { freshCall } from '../helpers/freshConnection';
import { TRANSFER_FIXTURES, freshUpload, transferCalls, zipFolder } from '../helpers/transferCalls';

vi.setConfig({ testTimeout: 300_000 });

const session = {} as SiteSession;
let db: Client;
let ipCounter = 0;
/** An address of its own for each call (its own rate-limit buckets). */
const nextIp = () => `10.93.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const fixture = (name: string) => zipFolder(path.join(TRANSFER_FIXTURES, name));
const upload = (name: string, data: Buffer) => freshUpload(session.server.url, session.token, nextIp(), name, data);
const poll = (id: number | string) =>
  freshCall(session.server.url, 'GET', `transfer/import/${id}`, { token: session.token, ip: nextIp() });
const withoutTime = (report: Record<string, unknown>) => ({ ...report, seconds: 0 });

/** Polls a job on fresh connections until it ends; every answer, in order. */
async function pollToEnd(id: number | string): Promise<{ job: any; statuses: number[] }> {
  const statuses: number[] = [];
  let job: any;
  await waitUntil(
    async () => {
      const reply = await poll(id);
      statuses.push(reply.status);
      if (reply.status !== 200) return true;
      job = reply.body.data;
      return job.state !== 'running';
    },
    120_000,
    `import job ${id}`,
  );
  return { job, statuses };
}

/** A job row as a process that stopped would leave it (`heartbeatAt` chosen by the test). */
async function insertRunningJob(heartbeatAt: Date, instance: string): Promise<number> {
  const now = new Date().toISOString();
  const result = await db.execute({
    sql: `INSERT INTO import_jobs (slot, state, phase, done, total, started_at, heartbeat_at, instance)
          VALUES ('running', 'running', 'writing', 200, 1000, ?, ?, ?) RETURNING id`,
    args: [now, heartbeatAt.toISOString(), instance],
  });
  return Number(result.rows[0]!.id);
}

/** The instance (`host:pid`) of each worker, asked on fresh connections. */
async function workers(): Promise<Set<string>> {
  const seen = new Set<string>();
  await waitUntil(
    async () => {
      const id = (await freshCall(session.server.url, 'GET', 'health')).body?.data?.instance as string | undefined;
      if (id) seen.add(id);
      return seen.size === 3;
    },
    120_000,
    'three workers',
  );
  return seen;
}

beforeAll(async () => {
  session.server = await spawnServer({ WEB_CONCURRENCY: '3' });
  Object.assign(session, await signIn(session.server, '10.92.0.1'));
  db = createClient({ url: `file:${path.join(session.server.dataDir, 'cms.db')}` });
  // The test writes beside the workers: it waits for their write lock rather than fail.
  await db.execute('PRAGMA busy_timeout = 5000');
  await workers();
}, 400_000);

afterAll(async () => {
  db?.close();
  await session.server?.stop();
  session.server?.cleanup();
});

describe('imports with WEB_CONCURRENCY=3 (the job in the database)', () => {
  let clusterReport: Record<string, unknown>;

  it('answers every progress poll, on whichever worker, until the report', async () => {
    const started = await upload('wordpress.zip', await fixture('wordpress'));
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.data).toMatchObject({ state: 'running', phase: 'reading', done: 0, total: 0 });
    const { job, statuses } = await pollToEnd(started.body.data.id);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(job.state, job.error).toBe('done');
    expect(job.done).toBe(job.total);
    expect(job.report.created).toHaveLength(4);
    // Read again on three fresh connections (three workers): the same finished job.
    for (let i = 0; i < 3; i++) expect((await poll(job.id)).body.data).toEqual(job);
    clusterReport = job.report;
  });

  it('runs one import at a time across the workers: two at once give one 202 and one 409', async () => {
    const [ghost, markdown] = await Promise.all([fixture('ghost'), fixture('markdown')]);
    const replies = await Promise.all([upload('ghost.zip', ghost), upload('markdown.zip', markdown)]);
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(replies.map((r) => r.body))).toEqual([202, 409]);
    const refused = replies.find((r) => r.status === 409)!;
    expect(refused.body.error.message).toBe(TR.transfer.busy);
    const winner = replies.find((r) => r.status === 202)!;
    const { job, statuses: polls } = await pollToEnd(winner.body.data.id);
    expect(polls.filter((s) => s !== 200)).toEqual([]);
    expect(job.state, job.error).toBe('done');
    // The slot is free again once it ended: the refused file goes in now.
    const loser = replies.indexOf(refused) === 0 ? ['ghost.zip', ghost] : ['markdown.zip', markdown];
    const again = await upload(loser[0] as string, loser[1] as Buffer);
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    expect((await pollToEnd(again.body.data.id)).job.state).toBe('done');
  });

  it('answers 404 for a job that does not exist, on any worker', async () => {
    const reply = await poll(987_654);
    expect(reply.status).toBe(404);
    expect(reply.body.error.message).toBe(TR.transfer.jobNotFound);
  });

  it('shows a run whose heartbeat went stale as failed, and it no longer blocks an import', async () => {
    // Read first: the screen polling a run whose process died.
    const polled = await insertRunningJob(new Date(Date.now() - 61_000), 'gone:1');
    const seen = await poll(polled);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ id: polled, state: 'failed', error: TR.transfer.stale });
    // Then a new import finding one in the way: it ends the stale run and goes ahead.
    const blocking = await insertRunningJob(new Date(Date.now() - 61_000), 'gone:2');
    const started = await upload('wordpress.zip', await fixture('wordpress'));
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { job } = await pollToEnd(started.body.data.id);
    expect(job.state, job.error).toBe('done');
    expect(job.report.unchanged).toHaveLength(4);
    expect((await poll(blocking)).body.data).toMatchObject({ state: 'failed', error: TR.transfer.stale });
  });

  it("blocks while a live worker's run beats; when that worker is killed, its restart fails the run", async () => {
    const victim = [...(await workers())][0]!;
    // A heartbeat ahead of the clock: only the restart, not staleness, can end this run.
    const id = await insertRunningJob(new Date(Date.now() + 600_000), victim);
    const refused = await upload('wordpress.zip', await fixture('wordpress'));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(TR.transfer.busy);
    expect((await poll(id)).body.data.state).toBe('running');
    process.kill(Number(victim.split(':').pop()), 'SIGKILL');
    await waitUntil(async () => (await poll(id)).body?.data?.state === 'failed', 120_000, 'the restarted worker to end the run');
    expect((await poll(id)).body.data.error).toBe(TR.transfer.stale);
    const started = await upload('wordpress.zip', await fixture('wordpress'));
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect((await pollToEnd(started.body.data.id)).job.state).toBe('done');
  });

  it('gives the same report as one process', async () => {
    const single: RunningServer = await spawnServer();
    try {
      const one = { server: single, ...(await signIn(single, '10.92.0.2')) } as SiteSession;
      const job = await transferCalls(() => one, '10.92.0.3').importFile('wordpress.zip', await fixture('wordpress'));
      expect(job.state, job.error).toBe('done');
      expect(withoutTime(clusterReport)).toEqual(withoutTime(job.report));
    } finally {
      await single.stop();
      single.cleanup();
    }
  });
});
