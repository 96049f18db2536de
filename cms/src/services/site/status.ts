import type { Payload } from 'payload';
import { env } from '../../env';
import { attemptOf, nextRetry, pendingUpdates } from './retry';
import { hasLiveSite } from './liveSite';

const toBuild = (doc: Record<string, unknown>) => ({
  id: doc.id,
  status: doc.status,
  mode: doc.mode,
  reason: doc.reason ?? null,
  startedAt: doc.startedAt,
  finishedAt: doc.finishedAt ?? null,
  durationMs: doc.durationMs ?? null,
  pages: doc.pages ?? null,
  servedMs: doc.servedMs ?? null,
  pagesMs: doc.pagesMs ?? null,
  error: doc.error ?? null,
});

/**
 * The publish pipeline's state: mode, the last build, the last successful one, what is queued
 * for changes, and the next automatic retry of a failed build (`retry`, null when none).
 */
export async function siteStatus(payload: Payload) {
  const [recent, lastSuccess, pending] = await Promise.all([
    payload.find({ collection: 'site-builds', sort: '-startedAt', limit: 5, depth: 0 }),
    payload.find({
      collection: 'site-builds',
      where: { status: { equals: 'success' } },
      sort: '-startedAt',
      limit: 1,
      depth: 0,
    }),
    pendingUpdates(payload),
  ]);
  const builds = recent.docs.map((d) => toBuild(d as unknown as Record<string, unknown>));
  return {
    mode: env.siteBuild,
    live: env.siteBuild !== 'local' || hasLiveSite(),
    last: builds[0] ?? null,
    lastSuccess: lastSuccess.docs[0] ? toBuild(lastSuccess.docs[0] as unknown as Record<string, unknown>) : null,
    // A retry waiting for its time is not a queued build (it shows as `retry`).
    queued: pending.filter((job) => job.processing || attemptOf(job.input) === 0).length,
    retry: nextRetry(pending),
    recent: builds,
  };
}
