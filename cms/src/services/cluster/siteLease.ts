import type { Payload } from 'payload';
import { env } from '../../env';
import { SITE_QUEUE } from '../../lib/queues';
import { attachSharedStore } from '../rateLimit/sharedStore';
import { queueSiteUpdate } from '../site/siteUpdate';
import { leaseState } from './leaseState';

/**
 * SITE_LEASE=on (several machines on one database, README "Several machines"): of every
 * machine's site process, the one holding the site lease runs the site queue, owns the site
 * engine's builds and publishes them to SITE_BUCKET; the others take no site work. The lease is a
 * row of the shared-counters table (`site-lease`: the holder's token, its expiry), taken or renewed
 * by one conditional upsert every RENEW_MS. A holder that dies (SIGKILL, a lost machine) stops
 * renewing; within TTL_MS + RENEW_MS (≤ 11 s) another takes it, marks the dead one's running
 * build failed and rebuilds the whole site from the database, then deploys it whole.
 */
const LEASE_KEY = 'site-lease';
const TTL_MS = 10_000;
const RENEW_MS = 1_000;

const lease = leaseState;

/** Whether this process competes for the lease (the machine's site process, with SITE_LEASE=on). */
export const leaseMode = (): boolean => env.siteLease && env.cluster.siteProcess && !env.tool;

/** Called before a deploy: true once per lease (then false), so the new holder's first deploy is whole. */
export function takeWholeDeploy(): boolean {
  const whole = lease.deployWhole;
  lease.deployWhole = false;
  return whole;
}

async function tookLease(payload: Payload): Promise<void> {
  payload.logger.info(`[site] this instance took the site lease (token ${lease.token})`);
  lease.deployWhole = true;
  // The last holder's build stopped with it; this one rebuilds everything from the database.
  // Only a holder runs the site queue: a job still marked running is the last holder's, and would
  // hold every later update of its key back (the queue's exclusive concurrency) for ever.
  await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: SITE_QUEUE } }, { processing: { equals: true } }] },
    data: { processing: false },
  });
  await payload.update({
    collection: 'site-builds',
    where: { status: { equals: 'running' } },
    data: { status: 'failed', error: 'Interrupted: the instance holding the site lease stopped.' },
  });
  await queueSiteUpdate(payload, 'site lease taken: full build', { full: true });
}

/** Runs the site queue (one job at a time, never overlapping) while the lease is held. */
function runQueue(payload: Payload): void {
  if (!lease.holding || lease.runningQueue || !env.jobsAutorun) return;
  lease.runningQueue = true;
  payload.jobs
    .run({ queue: SITE_QUEUE, limit: 1, silent: true })
    .catch((error: unknown) => payload.logger.error(`[site] site queue: ${String(error)}`))
    .finally(() => (lease.runningQueue = false));
}

/**
 * Whether this process holds the lease after a renewal: the database's answer, or, when the
 * renewal could not be asked (a database hiccup), what it held while its last renewal still runs.
 * A failed renewal must not read as a loss: taking the lease back a second later would fail the
 * holder's own running build and start a full one.
 */
export function holdsAfter(answer: boolean | 'unknown', held: boolean, renewedAt: number, now: number): boolean {
  if (answer !== 'unknown') return answer;
  return held && now - renewedAt < TTL_MS;
}

let renewedAt = 0;

async function tick(payload: Payload): Promise<void> {
  const held = lease.holding;
  let answer: boolean | 'unknown' = 'unknown';
  try {
    answer = await attachSharedStore(payload).lease(LEASE_KEY, lease.token, TTL_MS);
    if (answer) renewedAt = Date.now();
  } catch (error) {
    payload.logger.warn(`[site] could not renew the site lease: ${String(error)}`);
  }
  const holding = holdsAfter(answer, held, renewedAt, Date.now());
  lease.holding = holding;
  if (holding && !held) await tookLease(payload);
  if (!holding && held) payload.logger.warn('[site] this instance lost the site lease');
  runQueue(payload);
}

/** Starts competing for the lease (onStart, in the machine's site process with SITE_LEASE=on). */
export function startSiteLease(payload: Payload): void {
  if (lease.started) return;
  lease.started = true;
  const loop = () =>
    tick(payload)
      .catch((error: unknown) => payload.logger.error(`[site] lease: ${String(error)}`))
      .finally(() => setTimeout(loop, RENEW_MS).unref());
  loop();
}
