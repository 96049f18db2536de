import type { Payload, PayloadRequest, Where } from 'payload';
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

const unclaimed = (key: string): Where[] => [
  { taskSlug: { equals: 'rebuildSite' } },
  { concurrencyKey: { equals: key } },
  { processing: { equals: false } },
  { completedAt: { exists: false } },
  // A job that failed for good stays unclaimed and undone: it must not hold later changes back.
  { hasError: { not_equals: true } },
];

/**
 * Queues one site rebuild, coalesced: a burst of changes leaves one pending build. A change already
 * committed (SQLite writes commit one by one) that finds a build of its key waiting (not yet
 * claimed, due by then) queues nothing: that build is claimed after this write and reads it. Inside
 * a transaction (MongoDB) the job is always queued: it becomes visible with the write it follows.
 * Payload's `supersedes` deleted the waiting job and then
 * inserted its own; with several processes, another one's delete fell between that insert and its
 * read-back, and the publish answered 500. Only a delayed retry is deleted here (a change starts
 * the build now); nothing reads one back. A scheduled build (a post going live later) has a key of
 * its own and waits until its time.
 */
export async function queueRebuild(payload: Payload, reason: string, options: QueueOptions = {}): Promise<void> {
  if (env.siteBuild === 'off') return;
  const at = options.at && options.at.getTime() > Date.now() ? options.at : undefined;
  const waitUntil = at ? new Date(at.getTime() + 1000) : options.retry?.at;
  // A full build has a key of its own: a later change's incremental update must not supersede it.
  const key = at ? `site-rebuild-at-${at.toISOString()}` : options.full ? 'site-rebuild-full' : 'site-rebuild';
  const dueBy = (waitUntil ?? new Date()).toISOString();
  const inTransaction = options.req?.transactionID !== undefined && options.req.transactionID !== null;
  const { totalDocs } = inTransaction
    ? { totalDocs: 0 }
    : await payload.count({
        collection: 'payload-jobs',
        where: {
          and: [...unclaimed(key), { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: dueBy } }] }],
        },
      });
  if (totalDocs === 0) {
    if (!waitUntil) {
      await payload.db.deleteMany({
        collection: 'payload-jobs',
        where: { and: [...unclaimed(key), { waitUntil: { greater_than: dueBy } }] },
      });
    }
    await payload.jobs.queue({
      task: 'rebuildSite',
      queue: 'site',
      input: {
        reason: reason.slice(0, 200),
        key,
        ...(options.full ? { full: true } : {}),
        ...(options.retry ? { attempt: options.retry.attempt } : {}),
      },
      ...(waitUntil ? { waitUntil } : {}),
      ...(options.req ? { req: options.req } : {}),
    });
  }
  if (env.siteBuild === 'local' && !at && !options.retry) noteChangeQueued();
}
