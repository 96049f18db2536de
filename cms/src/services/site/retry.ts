import type { Payload } from 'payload';

/**
 * A failed local update is tried again by itself: 10 s, 30 s, 2 min and 5 min after each failure
 * (a full disk, a killed process, the API briefly down), then no more until the next change.
 * A change queued meanwhile supersedes the pending retry and starts again from the first delay
 * (siteUpdate.ts: scheduleRetry).
 */
export const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 300_000] as const;

export interface UpdateJob {
  input?: unknown;
  waitUntil?: string | null;
  processing?: boolean | null;
}

/** The retry number of a job's input (0: a build for a change). */
export const attemptOf = (input: unknown): number => Number((input as { attempt?: unknown } | null)?.attempt) || 0;

/** The site updates not finished (waiting or running): few, at most two per concurrency key. */
export async function pendingUpdates(payload: Payload): Promise<UpdateJob[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: 'rebuildSite' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
    },
    limit: 20,
    depth: 0,
  });
  return docs as UpdateJob[];
}

/** The next automatic retry, for the dashboard: when, and which of how many. */
export function nextRetry(jobs: UpdateJob[]): { at: string; attempt: number; of: number } | null {
  const retries = jobs.filter((job) => !job.processing && attemptOf(job.input) > 0 && job.waitUntil);
  const first = retries.sort((a, b) => Date.parse(a.waitUntil!) - Date.parse(b.waitUntil!))[0];
  return first
    ? { at: new Date(first.waitUntil!).toISOString(), attempt: attemptOf(first.input), of: RETRY_DELAYS_MS.length }
    : null;
}
