import type { Payload } from 'payload';
import { bool, changed, databaseOf, mongoModel, sql } from './adapter';
import { JOBS, raw } from './tables';

/**
 * The claim of a queued job: one conditional write (`... WHERE processing = false`), so of several
 * processes polling one database exactly one runs it (services/cluster/claimJobs.ts wraps
 * Payload's runner with it). The claimant is recorded (`claimedBy`).
 */

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
