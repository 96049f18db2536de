import type { Payload, Where } from 'payload';
import { bool, changed, databaseOf, isDrizzle, mongoModel, rows, sql } from './adapter';
import { JOBS, raw } from './tables';

/**
 * The two job stores' writes: Payload's queue (`payload-jobs`, whose runner claims through
 * claimJob: services/cluster/claimJobs.ts) and the import's (`import-jobs`, services/transfer/
 * jobStore.ts: README "Import and export" says why an import is not a Payload job). Every claim
 * and every end of another process's work is one conditional write the database arbitrates, so
 * of several processes doing it at once exactly one does; a running row's heartbeat goes straight
 * to the adapter.
 */

type Store = 'payload-jobs' | 'import-jobs';

const jobs = raw(JOBS);

/** Sets processing on one pending job; true when this call changed it (the claim is ours). */
export async function claimJob(payload: Payload, id: number | string, by: string): Promise<boolean> {
  const now = new Date();
  if (databaseOf(payload) === 'mongodb') {
    const result = await mongoModel(payload, 'payload-jobs').updateOne(
      { _id: id, processing: { $ne: true } },
      { $set: { processing: true, claimedBy: by, updatedAt: now } },
    );
    return result.modifiedCount === 1;
  }
  const query = sql`UPDATE ${jobs.table} SET ${jobs.processing} = ${bool(payload, true)}, ${jobs.claimedBy} = ${by},
      ${jobs.updatedAt} = ${now.toISOString()}
    WHERE ${jobs.id} = ${id} AND ${jobs.processing} = ${bool(payload, false)}`;
  return (await changed(payload, query)) === 1;
}

/**
 * Releases the running jobs `claimant` claimed (null: those with no claimant recorded), so the
 * runners claim them again: one conditional write, so a job another process has claimed since
 * (its claimant changed) keeps running. Returns how many were released.
 */
export async function releaseClaims(payload: Payload, claimant: string | null): Promise<number> {
  const now = new Date();
  if (databaseOf(payload) === 'mongodb') {
    const result = await mongoModel(payload, 'payload-jobs').updateMany(
      { processing: true, claimedBy: claimant },
      { $set: { processing: false, updatedAt: now } },
    );
    return result.modifiedCount;
  }
  const by = claimant === null ? sql`${jobs.claimedBy} IS NULL` : sql`${jobs.claimedBy} = ${claimant}`;
  const query = sql`UPDATE ${jobs.table} SET ${jobs.processing} = ${bool(payload, false)}, ${jobs.updatedAt} = ${now.toISOString()}
    WHERE ${jobs.processing} = ${bool(payload, true)} AND ${by}`;
  return changed(payload, query);
}

/** The instances that claimed the jobs running now (services/cluster/liveness.ts checks them). */
export async function runningClaimants(payload: Payload): Promise<string[]> {
  if (databaseOf(payload) === 'mongodb') {
    const found = await mongoModel(payload, 'payload-jobs').distinct('claimedBy', { processing: true });
    return (found as unknown[]).filter((claimant): claimant is string => typeof claimant === 'string');
  }
  const found = await rows<{ claimant: string }>(
    payload,
    sql`SELECT DISTINCT ${jobs.claimedBy} AS claimant FROM ${jobs.table}
      WHERE ${jobs.processing} = ${bool(payload, true)} AND ${jobs.claimedBy} IS NOT NULL`,
  );
  return found.map((row) => row.claimant);
}

/**
 * Deletes the site updates of `key` that wait, due and unclaimed, when an update starts reading:
 * each was queued after its change committed (or in the change's own transaction), so the update
 * about to read reads that change too, and running it again would find nothing new. One
 * conditional DELETE, so a job another runner claims meanwhile is kept. Returns how many went.
 */
export async function dropCoveredUpdates(payload: Payload, key: string): Promise<number> {
  const now = new Date();
  if (databaseOf(payload) === 'mongodb') {
    const result = await mongoModel(payload, 'payload-jobs').deleteMany({
      taskSlug: 'rebuildSite',
      concurrencyKey: key,
      processing: { $ne: true },
      completedAt: null,
      hasError: { $ne: true },
      $or: [{ waitUntil: null }, { waitUntil: { $lte: now } }],
    });
    return result.deletedCount;
  }
  const query = sql`DELETE FROM ${jobs.table}
    WHERE ${jobs.taskSlug} = 'rebuildSite' AND ${jobs.concurrencyKey} = ${key}
      AND ${jobs.processing} = ${bool(payload, false)} AND ${jobs.completedAt} IS NULL
      AND (${jobs.hasError} IS NULL OR ${jobs.hasError} = ${bool(payload, false)})
      AND (${jobs.waitUntil} IS NULL OR ${jobs.waitUntil} <= ${now.toISOString()})`;
  return changed(payload, query);
}

/**
 * A conditional write through the adapter: the row changes only while `where` still holds (drizzle:
 * one UPDATE … WHERE … RETURNING, its atomic path; MongoDB: findOneAndUpdate on the filter). True
 * when this call changed it.
 */
export async function updateIf(
  payload: Payload,
  collection: Store,
  where: Where,
  data: Record<string, unknown>,
): Promise<boolean> {
  const row = await payload.db.updateOne({
    collection,
    where,
    data: { ...data, updatedAt: new Date().toISOString() },
    ...(isDrizzle(payload) ? { options: { atomic: true } } : {}),
  });
  return Boolean(row);
}

/** A running row's heartbeat, with whatever else changed: one write, no hooks, no read back. */
export async function beat(
  payload: Payload,
  collection: Store,
  id: number | string,
  data: Record<string, unknown>,
): Promise<void> {
  const now = new Date().toISOString();
  await payload.db.updateOne({ collection, id, data: { ...data, heartbeatAt: now, updatedAt: now }, returning: false });
}
