import type { Context } from '../context';
import { respond } from '../respond';
import { hasLiveSite } from '../../../services/rebuild/sitePaths';
import { env } from '../../../env';

/** Liveness and readiness: answers once Payload is up and the database answers; says whether the site is built. */
export async function health(ctx: Context): Promise<Response> {
  const [{ totalDocs: posts }, builds] = await Promise.all([
    ctx.payload.count({ collection: 'posts', overrideAccess: true }),
    ctx.payload.find({ collection: 'site-builds', sort: '-startedAt', limit: 1, depth: 0, select: { status: true }, overrideAccess: true }),
  ]);
  return respond({
    status: 'ok',
    database: ctx.payload.db.name,
    posts,
    site: { mode: env.siteBuild, live: env.siteBuild !== 'local' || hasLiveSite(), lastBuild: builds.docs[0]?.status ?? null },
    time: new Date().toISOString(),
  });
}
