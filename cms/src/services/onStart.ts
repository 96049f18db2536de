import type { Payload } from 'payload';
import { env } from '../env';
import { isSiteProcess, serveSiteMessages } from './cluster';
import { releaseJobsOf } from './cluster/claimJobs';
import { releaseAtFirstStart } from './cluster/liveness';
import { leaseMode, startSiteLease } from './cluster/siteLease';
import { handleSiteMessage, startSite } from './site/siteUpdate';
import { endImportsOf } from './transfer/jobStore';

/**
 * At start: jobs a previous process left mid-run are released (so an interrupted newsletter
 * resumes), then the site process starts the site (site/siteUpdate.ts). A first start releases
 * those of instances that stopped (cluster/liveness.ts: on SQLite, one machine, every one); a
 * restarted worker those of the worker it replaces (the others' run on). Imports likewise: those
 * of a process that stopped are failed.
 */
export async function onStart(payload: Payload): Promise<void> {
  serveSiteMessages(payload, handleSiteMessage);
  if (env.cluster.firstStart) await releaseAtFirstStart(payload);
  else if (env.cluster.replaces) {
    await releaseJobsOf(payload, env.cluster.replaces);
  }
  // An import left running by a process that stopped fails now rather than when its heartbeat goes
  // stale: the replaced worker's, or at a first start one whose heartbeat is already quiet (another
  // process, such as the import CLI beside the server, may be running one).
  if (env.cluster.replaces) await endImportsOf(payload, { instance: env.cluster.replaces });
  else if (env.cluster.firstStart) await endImportsOf(payload, { quiet: true });
  // Several machines (SITE_LEASE=on): the site is started by whichever instance takes the lease.
  if (leaseMode()) startSiteLease(payload);
  else if (isSiteProcess()) await startSite(payload);
}
