import type { Payload } from 'payload';
import { env } from '../../env';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { currentBuildDir, hasLiveSite } from './sitePaths';
import { queueRebuild } from './queueRebuild';
import { warmSiteEngine } from './siteEngine';
import { removeStaleBuilds } from './cleanup';
import { isSiteProcess, serveSiteMessages } from '../cluster';
import { releaseJobsOf } from '../cluster/claimJobs';
import { handleSiteMessage } from './siteMessages';

/**
 * At start: jobs a previous process left mid-run are released (so an interrupted newsletter
 * resumes), and the site is built once when there is none yet. In a cluster, the first worker
 * releases every job (no other runs yet); a restarted worker only those of the worker it replaces
 * (the others' run on); only the site process touches builds and the engine.
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
  if (!isSiteProcess()) return;
  await payload.update({
    collection: 'site-builds',
    where: { status: { equals: 'running' } },
    data: { status: 'failed', error: 'Interrupted: the server stopped during the build.' },
  });
  if (env.siteBuild !== 'local') return;
  // Before any build of this process starts (its folder would look stale); asynchronous file work.
  await removeStaleBuilds().catch((error: unknown) => payload.logger.warn(`[site] cleaning old builds: ${String(error)}`));
  if (!hasLiveSite()) await queueRebuild(payload, 'first start: no site yet');
  // A site built before the build wrote its security headers (_headers) gets them now.
  else if (!existsSync(path.join(currentBuildDir()!, '_headers'))) await queueRebuild(payload, 'security headers missing');
  // The engine loads its state and server bundle now, so the first change is as fast as the next.
  else if (env.jobsAutorun) warmSiteEngine();
}
