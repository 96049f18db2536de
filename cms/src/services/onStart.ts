import type { Payload } from 'payload';
import { env } from '../env';
import { isSiteProcess, serveSiteMessages } from './cluster';
import { releaseJobsOf } from './cluster/claimJobs';
import { handleSiteMessage, startSite } from './site/siteUpdate';

/**
 * At start: jobs a previous process left mid-run are released (so an interrupted newsletter
 * resumes), then the site process starts the site (site/siteUpdate.ts). In a cluster, the first
 * worker releases every job (no other runs yet); a restarted worker only those of the worker it
 * replaces (the others' run on).
 */
export async function onStart(payload: Payload): Promise<void> {
  serveSiteMessages(payload, handleSiteMessage);
  if (env.cluster.firstStart) {
    await payload.update({
      collection: 'payload-jobs',
      where: { processing: { equals: true } },
      data: { processing: false },
    });
  } else if (env.cluster.replaces) {
    await releaseJobsOf(payload, env.cluster.replaces);
  }
  if (isSiteProcess()) await startSite(payload);
}
