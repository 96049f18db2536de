import type { Payload, PayloadRequest } from 'payload';
import { env } from '../../env';
import { noteChangeQueued } from './siteEngine';

interface QueueOptions {
  at?: Date;
  req?: PayloadRequest;
  /** An automatic retry of a failed build (retry.ts): delayed, and superseded by any new change. */
  retry?: { at: Date; attempt: number };
  /** Every page, in a fresh folder (the dashboard's full rebuild). */
  full?: boolean;
}

/**
 * Queues one site rebuild. Immediate rebuilds share one concurrency key with `supersedes`, so a
 * burst of changes leaves one pending build; a scheduled one (a post going live later) gets a key
 * of its own and waits until its time.
 */
export async function queueRebuild(payload: Payload, reason: string, options: QueueOptions = {}): Promise<void> {
  if (env.siteBuild === 'off') return;
  const at = options.at && options.at.getTime() > Date.now() ? options.at : undefined;
  await payload.jobs.queue({
    task: 'rebuildSite',
    queue: 'site',
    // A full build has a key of its own: a later change's incremental update must not supersede it.
    input: {
      reason: reason.slice(0, 200),
      key: at ? `site-rebuild-at-${at.toISOString()}` : options.full ? 'site-rebuild-full' : 'site-rebuild',
      ...(options.full ? { full: true } : {}),
      ...(options.retry ? { attempt: options.retry.attempt } : {}),
    },
    ...(at ? { waitUntil: new Date(at.getTime() + 1000) } : {}),
    ...(options.retry ? { waitUntil: options.retry.at } : {}),
    ...(options.req ? { req: options.req } : {}),
  });
  if (env.siteBuild === 'local' && !at && !options.retry) noteChangeQueued();
}
