import type { Payload } from 'payload';
import { queueRebuild } from './queueRebuild';

/**
 * A failed local build is tried again by itself: 10 s, 30 s, 2 min and 5 min after each failure
 * (a full disk, a killed process, the API briefly down), then no more until the next change.
 * A change queued meanwhile supersedes the pending retry and starts again from the first delay.
 */
export const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 300_000] as const;

export interface RebuildJob {
  input?: unknown;
  waitUntil?: string | null;
  processing?: boolean | null;
}

/** The retry number of a job's input (0: a build for a change). */
export const attemptOf = (input: unknown): number => Number((input as { attempt?: unknown } | null)?.attempt) || 0;

/** The reason without any earlier "(retry n/N)" suffix. */
const baseReason = (reason: string) => reason.replace(/ \(retry \d+\/\d+\)$/, '');

/** The site rebuilds not finished (waiting or running): few, at most two per concurrency key. */
export async function pendingRebuilds(payload: Payload): Promise<RebuildJob[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: 'rebuildSite' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
    },
    limit: 20,
    depth: 0,
  });
  return docs as RebuildJob[];
}

/**
 * After a failed build: queues the next try, unless the attempts are used up or a build for a
 * newer change is already waiting (it will try anyway, and must not be delayed).
 */
export async function scheduleRetry(
  payload: Payload,
  input: { reason?: string | null; attempt?: number | null },
): Promise<Date | null> {
  const attempt = attemptOf(input);
  const delay = RETRY_DELAYS_MS[attempt];
  if (delay === undefined) return null;
  const waiting = (await pendingRebuilds(payload)).filter((job) => !job.processing);
  if (waiting.some((job) => !job.waitUntil || Date.parse(job.waitUntil) <= Date.now() + delay)) return null;
  const at = new Date(Date.now() + delay);
  const next = attempt + 1;
  await queueRebuild(payload, `${baseReason(input.reason ?? 'change')} (retry ${next}/${RETRY_DELAYS_MS.length})`, {
    retry: { at, attempt: next },
  });
  return at;
}

/** The next automatic retry, for the dashboard: when, and which of how many. */
export function nextRetry(jobs: RebuildJob[]): { at: string; attempt: number; of: number } | null {
  const retries = jobs.filter((job) => !job.processing && attemptOf(job.input) > 0 && job.waitUntil);
  const first = retries.sort((a, b) => Date.parse(a.waitUntil!) - Date.parse(b.waitUntil!))[0];
  return first
    ? { at: new Date(first.waitUntil!).toISOString(), attempt: attemptOf(first.input), of: RETRY_DELAYS_MS.length }
    : null;
}
