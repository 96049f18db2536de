/**
 * How a change reaches the site, in one module: a change queues a `rebuildSite` job (in the
 * write's transaction), the router starts it once the write is committed, the job runs one update
 * at a time in this process (the site engine's child process, or the webhook), records it in
 * `site-builds`, and a failed local update queues its own retry. In a cluster only the site
 * process runs the queue and owns the engine; the others send it their site messages.
 */
import type { Payload, PayloadRequest, Where } from 'payload';
import { env } from '../../env';
import { SITE_QUEUE } from '../../lib/queues';
import { withLock } from '../../lib/withLock';
import { clearPublicCache } from '../cache/publicCache';
import { isSiteProcess, tellSiteProcess, type SiteMessage } from '../cluster';
import { noteChangeQueued, previewInEngine, runInEngine, warmEngine } from './engineProcess';
import { startUpdateReason } from './liveSite';
import { RETRY_DELAYS_MS, attemptOf, pendingUpdates } from './retry';
import { callWebhook } from './webhook';
import { deployToBucket } from './deployBucket';
import { takeWholeDeploy } from '../cluster/siteLease';
import { dropCoveredUpdates } from '../../db';

interface QueueOptions {
  at?: Date;
  req?: PayloadRequest;
  /** An automatic retry of a failed update: delayed, and superseded by any new change. */
  retry?: { at: Date; attempt: number };
  /** Every page, in a fresh folder (the dashboard's full rebuild). */
  full?: boolean;
}

/** The key of the updates a change queues (a scheduled one and a full build have their own). */
const CHANGE_KEY = 'site-rebuild';

const unclaimed = (key: string): Where[] => [
  { taskSlug: { equals: 'rebuildSite' } },
  { concurrencyKey: { equals: key } },
  { processing: { equals: false } },
  { completedAt: { exists: false } },
  // A job that failed for good stays unclaimed and undone: it must not hold later changes back.
  { hasError: { not_equals: true } },
];

/**
 * Queues one site update, coalesced: a burst of changes leaves one pending update. A change already
 * committed (SQLite writes commit one by one) that finds an update of its key waiting (not yet
 * claimed, due by then) queues nothing: that update is claimed after this write and reads it.
 * Inside a transaction (MongoDB) the job is always queued: it becomes visible with the write it
 * follows. Payload's `supersedes` deleted the waiting job and then inserted its own; with several
 * processes, another one's delete fell between that insert and its read-back, and the publish
 * answered 500. Only a delayed retry is deleted here (a change starts the update now); nothing
 * reads one back. A scheduled update (a post going live later) has a key of its own and waits
 * until its time; a full build too (a later change must not supersede it). An update that
 * starts reading drops the ones queued before it (dropCoveredUpdates): a change that found an
 * update already claimed queued its own, which that update may have read anyway.
 */
export async function queueSiteUpdate(payload: Payload, reason: string, options: QueueOptions = {}): Promise<void> {
  if (env.siteBuild === 'off') return;
  const at = options.at && options.at.getTime() > Date.now() ? options.at : undefined;
  const waitUntil = at ? new Date(at.getTime() + 1000) : options.retry?.at;
  const key = at ? `site-rebuild-at-${at.toISOString()}` : options.full ? 'site-rebuild-full' : CHANGE_KEY;
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
      queue: SITE_QUEUE,
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

/**
 * Runs a due update now instead of at the runner's next tick (the router's `siteUpdate` effect,
 * after the write is committed). The queue's concurrency key still lets only one run; a job
 * another runner took is skipped.
 */
export function startSiteUpdate(payload: Payload): void {
  if (!env.jobsAutorun || env.siteBuild === 'off') return;
  if (!isSiteProcess()) return tellSiteProcess({ kind: 'update' });
  payload.jobs.run({ queue: SITE_QUEUE, limit: 1, silent: true }).catch((error: unknown) => {
    payload.logger.error(`[site] could not start the queued rebuild: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/**
 * One update (incremental, or full when asked or when the engine must), recorded in site-builds
 * (running → success | failed). Updates of this process never overlap (the lease); the engine
 * also holds a lock on the data folder against another process's engine.
 */
export async function runSiteUpdate(payload: Payload, reason: string, options: { full?: boolean } = {}): Promise<void> {
  if (env.siteBuild === 'off') return;
  await withLock('site-build', async () => {
    const mode = env.siteBuild === 'webhook' ? 'webhook' : 'local';
    // The engine reads the API past the cache (services/cache/publicRead); a webhook's CI does not.
    clearPublicCache();
    // Every change whose update waits now is committed: this one reads it (a failure retries).
    const covered = await dropCoveredUpdates(payload, CHANGE_KEY);
    if (covered > 0) payload.logger.info(`[site] ${covered} queued update${covered > 1 ? 's' : ''} covered by this one`);
    const startedAt = new Date();
    const record = await payload.create({
      collection: 'site-builds',
      data: { status: 'running', mode, reason: reason.slice(0, 200), startedAt: startedAt.toISOString() },
    });
    const finish = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'site-builds',
        id: record.id,
        data: { finishedAt: new Date().toISOString(), durationMs: Date.now() - startedAt.getTime(), ...data },
      });
    try {
      if (mode === 'webhook') {
        await callWebhook(reason);
        await finish({ status: 'success' });
      } else {
        const result = await runInEngine(reason, { full: options.full });
        // Several machines: the public site is the bucket (only the lease holder writes it).
        if (env.siteBucket && (!env.siteLease || isSiteProcess())) await deployToBucket(takeWholeDeploy());
        await finish({ status: 'success', pages: result.pages, servedMs: result.servedMs, pagesMs: result.pagesMs });
        payload.logger.info(
          `[site] ${result.kind} update: ${result.pages} pages, ${result.fetched} posts fetched` +
            `${result.servedMs !== undefined ? `, served after ${result.servedMs} ms` : ''} (${Object.entries(result.phases)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')})`,
        );
      }
      payload.logger.info(`[site] ${mode} rebuild done (${reason}) in ${Date.now() - startedAt.getTime()} ms`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await finish({ status: 'failed', error: message.slice(-4000) });
      payload.logger.error(`[site] ${mode} rebuild failed (${reason}): ${message.slice(0, 500)}`);
      throw error;
    }
  });
}

/** The reason without any earlier "(retry n/N)" suffix. */
const baseReason = (reason: string) => reason.replace(/ \(retry \d+\/\d+\)$/, '');

/**
 * After a failed local update: queues the next try (retry.ts: 10 s, 30 s, 2 min, 5 min), unless
 * the attempts are used up or an update for a newer change is already waiting (it will try
 * anyway, and must not be delayed).
 */
export async function scheduleRetry(
  payload: Payload,
  input: { reason?: string | null; attempt?: number | null },
): Promise<Date | null> {
  const attempt = attemptOf(input);
  const delay = RETRY_DELAYS_MS[attempt];
  if (delay === undefined) return null;
  const waiting = (await pendingUpdates(payload)).filter((job) => !job.processing);
  if (waiting.some((job) => !job.waitUntil || Date.parse(job.waitUntil) <= Date.now() + delay)) return null;
  const at = new Date(Date.now() + delay);
  const next = attempt + 1;
  await queueSiteUpdate(payload, `${baseReason(input.reason ?? 'change')} (retry ${next}/${RETRY_DELAYS_MS.length})`, {
    retry: { at, attempt: next },
  });
  return at;
}

/** The site process's answers to the other workers' site messages (services/cluster). */
export async function handleSiteMessage(message: SiteMessage, payload: Payload): Promise<unknown> {
  if (message.kind === 'update') return startSiteUpdate(payload);
  if (message.kind === 'change-queued') return noteChangeQueued();
  if (message.kind === 'preview') return previewInEngine(message.post, message.banner, message.timeoutMs);
  return null;
}

/**
 * At start, in the site process: updates a stopped server left `running` are marked failed, and
 * the site is built when there is none yet. The engine removes what a killed build left
 * (site/engine/output/builds.ts) before its first update, and loads its state and bundle now,
 * so the first change is as fast as the next.
 */
export async function startSite(payload: Payload): Promise<void> {
  await payload.update({
    collection: 'site-builds',
    where: { status: { equals: 'running' } },
    data: { status: 'failed', error: 'Interrupted: the server stopped during the build.' },
  });
  if (env.siteBuild !== 'local') return;
  const reason = startUpdateReason();
  if (reason) await queueSiteUpdate(payload, reason);
  // Usually warmed already (warmEngineEarly, as the server started); then this sends nothing.
  else if (env.jobsAutorun) warmEngine();
}
