import type { Payload, Where } from 'payload';
import { ERROR_CODES, TR, type DbId, type ImportJob, type ImportReport } from '@blog/shared';
import { RUNNING_SLOT } from '../../lib/importSlot';
import type { ImportJob as ImportJobRow } from '../../payload-types';
import { instanceId } from '../cluster';
import { HttpError } from '../http/HttpError';
import { isUniqueViolation } from '../http/fromPayloadError';
import { isDbId } from '../http/payloadQuery';
import { beat, updateIf } from '../../db';

/**
 * The import-jobs rows (collections/ImportJobs) through the Local API, so MongoDB and SQLite
 * behave alike: the claim of the one running slot (the unique index arbitrates between
 * processes), the reads of any worker, and the end of an import whose process died.
 */

const COLLECTION = 'import-jobs';
/** The running process writes its heartbeat this often (with the progress, or alone when idle)... */
export const HEARTBEAT_MS = 5_000;
/** ...so one silent for this long has stopped (its process died): failed, and no longer in the way. */
export const STALE_MS = 60_000;
/** Finished jobs kept for their report: the last few. */
const KEEP = 10;

export type ImportJobFields = Partial<Pick<ImportJobRow, 'state' | 'phase' | 'done' | 'total' | 'error'>> & {
  report?: ImportReport;
};

const busy = () => new HttpError(ERROR_CODES.CONFLICT, TR.transfer.busy);
const notFound = () => new HttpError(ERROR_CODES.NOT_FOUND, TR.transfer.jobNotFound);
const endedSlot = (id: DbId) => `job-${id}`;

export const isStale = (row: Pick<ImportJobRow, 'state' | 'heartbeatAt'>, now = Date.now()): boolean =>
  row.state === 'running' && now - Date.parse(row.heartbeatAt) > STALE_MS;

/** The API's shape (unchanged from the in-memory jobs): a stale run reads as failed. */
export function toImportJob(row: ImportJobRow): ImportJob {
  const stale = isStale(row);
  const error = stale ? TR.transfer.stale : row.error;
  return {
    id: row.id,
    state: stale ? 'failed' : row.state,
    phase: row.phase,
    done: row.done,
    total: row.total,
    startedAt: row.startedAt,
    ...(row.report ? { report: row.report as unknown as ImportReport } : {}),
    ...(error ? { error } : {}),
  };
}

async function findRunning(payload: Payload): Promise<ImportJobRow | null> {
  const { docs } = await payload.find({ collection: COLLECTION, where: { slot: { equals: RUNNING_SLOT } }, limit: 1, depth: 0 });
  return docs[0] ?? null;
}

/**
 * Ends runs that will never end by themselves (failed, with the Turkish reason) and frees the
 * slot. `where` narrows them (stale, or of a stopped process); each end is one conditional write
 * (db/jobs.ts updateIf: drizzle's atomic UPDATE … WHERE; MongoDB: updateOne on the filter), so
 * a heartbeat written meanwhile keeps the run, and two processes ending it do it once.
 */
async function endAbandoned(payload: Payload, where: Where): Promise<void> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [{ slot: { equals: RUNNING_SLOT } }, where] },
    limit: 10,
    depth: 0,
  });
  for (const row of docs) {
    const ended = await updateIf(
      payload,
      COLLECTION,
      { and: [{ id: { equals: row.id } }, { slot: { equals: RUNNING_SLOT } }, where] },
      { slot: endedSlot(row.id), state: 'failed', error: TR.transfer.stale },
    );
    if (ended) payload.logger.warn(`[import] job ${row.id} of ${row.instance ?? '?'} ended: its process stopped`);
  }
}

const quietFor = (ms: number): Where => ({ heartbeatAt: { less_than: new Date(Date.now() - ms).toISOString() } });
const staleWhere = (): Where => quietFor(STALE_MS);

/**
 * At a start: the runs of a process that stopped. A restarted worker names the one it replaces; a
 * first start ends those whose heartbeat is already quiet for half the stale time (a process
 * beside it, such as the import CLI next to the server, writes its own every HEARTBEAT_MS).
 */
export async function endImportsOf(payload: Payload, stopped: { instance: string } | { quiet: true }): Promise<void> {
  await endAbandoned(payload, 'instance' in stopped ? { instance: { equals: stopped.instance } } : quietFor(STALE_MS / 2));
}

/**
 * Claims the one running slot with a new job row: the unique `slot` lets one creation win across
 * every process; the others get 409 (TR.transfer.busy) unless the holder's heartbeat is stale,
 * which ends it and tries again.
 */
export async function claimImportJob(payload: Payload): Promise<ImportJobRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = new Date().toISOString();
    try {
      const row = await payload.create({
        collection: COLLECTION,
        data: {
          slot: RUNNING_SLOT,
          state: 'running',
          phase: 'reading',
          done: 0,
          total: 0,
          startedAt: now,
          heartbeatAt: now,
          instance: instanceId(),
        },
        depth: 0,
      });
      await pruneImportJobs(payload).catch((error: unknown) => payload.logger.warn(`[import] prune failed: ${String(error)}`));
      return row;
    } catch (error) {
      const running = await findRunning(payload);
      // Payload words a unique violation in the panel's language: the running row is the proof.
      if (!running && !isUniqueViolation(error, 'slot')) throw error;
      if (running && !isStale(running)) throw busy();
      if (running) await endAbandoned(payload, { and: [{ id: { equals: running.id } }, staleWhere()] });
    }
  }
  throw busy();
}

/**
 * Progress and heartbeat of the running job (the writer in jobs.ts throttles the calls), or its
 * outcome. Progress goes straight to the adapter (one UPDATE, no hooks, no read back: it runs
 * beside the import); the outcome through the Local API.
 */
export async function writeImportJob(payload: Payload, id: DbId, fields: ImportJobFields): Promise<void> {
  const { report, ...rest } = fields;
  if (!fields.state || fields.state === 'running') {
    await beat(payload, COLLECTION, id, rest);
    return;
  }
  await payload.update({
    collection: COLLECTION,
    id,
    data: {
      ...rest,
      ...(report ? { report: report as unknown as Record<string, unknown> } : {}),
      heartbeatAt: new Date().toISOString(),
      slot: endedSlot(id),
    },
    depth: 0,
  });
}

/** A job as any worker sees it; a stale run is ended on the way (the screen learns it failed). */
export async function readImportJob(payload: Payload, rawId: DbId): Promise<ImportJob> {
  if (!isDbId(rawId, payload.db.defaultIDType)) throw notFound();
  const row = await payload.findByID({ collection: COLLECTION, id: rawId, depth: 0, disableErrors: true });
  if (!row) throw notFound();
  if (isStale(row)) await endAbandoned(payload, { and: [{ id: { equals: row.id } }, staleWhere()] });
  return toImportJob(row);
}

/** Keeps the last KEEP jobs (a 10,000-post report is a large row). */
async function pruneImportJobs(payload: Payload): Promise<void> {
  const { docs } = await payload.find({ collection: COLLECTION, sort: '-startedAt', limit: KEEP, depth: 0 });
  const oldest = docs[KEEP - 1];
  if (!oldest) return;
  await payload.delete({
    collection: COLLECTION,
    where: { and: [{ startedAt: { less_than: oldest.startedAt } }, { slot: { not_equals: RUNNING_SLOT } }] },
    depth: 0,
  });
}
