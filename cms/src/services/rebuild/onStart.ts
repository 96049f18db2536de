import type { Payload } from 'payload';
import { env } from '../../env';
import { hasLiveSite } from './sitePaths';
import { queueRebuild } from './queueRebuild';
import { warmSiteEngine } from './siteEngine';

/**
 * At start: jobs a previous process left mid-run are released (so an interrupted newsletter
 * resumes), and the site is built once when there is none yet.
 */
export async function onStart(payload: Payload): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: { processing: { equals: true } },
    data: { processing: false },
    overrideAccess: true,
  });
  await payload.update({
    collection: 'site-builds',
    where: { status: { equals: 'running' } },
    data: { status: 'failed', error: 'Interrupted: the server stopped during the build.' },
    overrideAccess: true,
  });
  if (env.siteBuild === 'local' && !hasLiveSite()) await queueRebuild(payload, 'first start: no site yet');
  else if (env.siteBuild === 'local' && env.jobsAutorun) warmSiteEngine();
}
