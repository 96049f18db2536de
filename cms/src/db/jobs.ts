import type { Payload, Where } from 'payload';
import { bool, changed, databaseOf, isDrizzle, mongoModel, sql } from './adapter';
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
