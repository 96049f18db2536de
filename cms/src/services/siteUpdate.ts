import type { Payload, PayloadRequest } from 'payload';
import { env } from '../env';
import { SITE_QUEUE } from '../jobs/queues';
import { isSiteProcess, tellSiteProcess } from './cluster';
import { queueRebuild } from './rebuild/queueRebuild';

/**
 * The one entry of the site update for the rest of the CMS. A change asks for it with
 * `queueSiteUpdate` (the collection hooks, inside the write's transaction, so a rolled-back write
 * queues nothing); the router's `siteUpdate` effect calls `startSiteUpdate` once the write is
 * committed. Whatever else is queued (a scheduled post, a retry, the first build at start) is
 * started by the once-a-second runner of the site queue (payload.config.ts).
 */
export async function queueSiteUpdate(
  payload: Payload,
  reason: string,
  options: { req?: PayloadRequest; at?: Date } = {},
): Promise<void> {
  await queueRebuild(payload, reason, options);
}

/**
 * Runs a due site update now instead of at the runner's next tick: up to a second off
 * publish-to-live. The queue's concurrency key still lets only one build run; a job another
 * runner took is skipped.
 */
export function startSiteUpdate(payload: Payload): void {
  if (!env.jobsAutorun || env.siteBuild === 'off') return;
  // Another worker of the cluster runs the site queue: it starts the update.
  if (!isSiteProcess()) return tellSiteProcess({ kind: 'update' });
  payload.jobs.run({ queue: SITE_QUEUE, limit: 1, silent: true }).catch((error: unknown) => {
    payload.logger.error(`[site] could not start the queued rebuild: ${error instanceof Error ? error.message : String(error)}`);
  });
}
