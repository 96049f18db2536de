import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload, UpdateJobsArgs, Where } from 'payload';
import { claimJob, releaseClaims } from '../../db';
import { instanceId } from '.';
import { ensureBeating } from './liveness';

/**
 * Payload's job runner claims jobs by finding the pending ones, then setting `processing` on each:
 * two processes polling one database can both claim a job (a newsletter sent twice). Here a claim
 * is one conditional write per job (db/jobs.ts, `... WHERE processing = false`): the process whose write
 * changed the row runs it, every other one skips it. The claimant is recorded (`claimedBy`) so a
 * restarted worker releases what the worker it replaces had claimed (onStart), and any instance
 * those of a claimant whose liveness beat stopped (liveness.ts): a claim waits for this one's first.
 */

/** The runner's claim: `{processing: true}` (plus updatedAt) on the pending jobs a `where` selects. */
function isClaim(args: UpdateJobsArgs): args is UpdateJobsArgs & { where: Where; limit?: number; sort?: string } {
  const keys = Object.keys(args.data).filter((key) => key !== 'updatedAt');
  return !('id' in args && args.id !== undefined) && args.data.processing === true && keys.length === 1;
}

export function withAtomicJobClaims<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      const updateJobs = db.updateJobs.bind(db);
      db.updateJobs = async (jobArgs) => {
        if (!isClaim(jobArgs)) return updateJobs(jobArgs);
        await ensureBeating(db.payload);
        const { docs } = await db.find({
          collection: 'payload-jobs',
          where: jobArgs.where,
          limit: jobArgs.limit ?? 0,
          sort: jobArgs.sort,
          pagination: false,
        });
        const by = instanceId();
        const claimed = [];
        for (const doc of docs) {
          if (!(await claimJob(db.payload, doc.id, by))) continue;
          const [job] = (await updateJobs({ id: doc.id, data: { processing: true }, returning: true })) ?? [];
          if (job) claimed.push(job);
        }
        return jobArgs.returning === false ? null : claimed;
      };
      return db;
    },
  };
}

/** Releases the jobs a stopped instance had claimed (they run again, as after a restart). */
export async function releaseJobsOf(payload: Payload, instance: string): Promise<void> {
  await releaseClaims(payload, instance);
}
