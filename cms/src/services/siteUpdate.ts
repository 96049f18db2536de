import type { Payload } from 'payload';
import { env } from '../../env';

/**
 * Runs any due site rebuild now instead of at the next tick of the once-a-second poll: called
 * once an admin write is committed, it takes up to a second off publish-to-live. The queue's
 * concurrency key still lets only one build run; a job another runner took is skipped.
 */
export function kickSiteQueue(payload: Payload): void {
  if (!env.jobsAutorun || env.siteBuild === 'off') return;
  payload.jobs.run({ queue: 'site', limit: 1, silent: true }).catch((error: unknown) => {
    payload.logger.error(`[site] could not start the queued rebuild: ${error instanceof Error ? error.message : String(error)}`);
  });
}
