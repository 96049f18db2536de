import type { Payload } from 'payload';
import { env } from '../../env';
import { hasLiveSite } from './sitePaths';

const toBuild = (doc: Record<string, unknown>) => ({
  id: doc.id,
  status: doc.status,
  mode: doc.mode,
  reason: doc.reason ?? null,
  startedAt: doc.startedAt,
  finishedAt: doc.finishedAt ?? null,
  durationMs: doc.durationMs ?? null,
  pages: doc.pages ?? null,
  error: doc.error ?? null,
});

/** The publish pipeline's state: mode, the last build, the last successful one, and what is queued. */
export async function siteStatus(payload: Payload) {
  const [recent, lastSuccess, pending] = await Promise.all([
    payload.find({ collection: 'site-builds', sort: '-startedAt', limit: 5, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'site-builds', where: { status: { equals: 'success' } }, sort: '-startedAt', limit: 1, depth: 0, overrideAccess: true }),
    payload.count({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'rebuildSite' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
      },
      overrideAccess: true,
    }),
  ]);
  const builds = recent.docs.map((d) => toBuild(d as unknown as Record<string, unknown>));
  return {
    mode: env.siteBuild,
    live: env.siteBuild !== 'local' || hasLiveSite(),
    last: builds[0] ?? null,
    lastSuccess: lastSuccess.docs[0] ? toBuild(lastSuccess.docs[0] as unknown as Record<string, unknown>) : null,
    queued: pending.totalDocs,
    recent: builds,
  };
}
