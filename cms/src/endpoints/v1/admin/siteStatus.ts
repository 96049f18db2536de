import type { Context } from '../context';
import { respond } from '../respond';
import { siteStatus } from '../../../services/rebuild/siteStatus';
import { queueRebuild } from '../../../services/rebuild/queueRebuild';

/** GET blogs/admin/site-status: the last site build (when, how long, result, error). */
export async function adminSiteStatus(ctx: Context): Promise<Response> {
  return respond(await siteStatus(ctx.payload));
}

/**
 * POST blogs/admin/site-rebuild: a full build (every page, a fresh folder swapped in): after a
 * failure, or to pick up what changes do not announce (an author's profile). 202 with the status.
 */
export async function adminSiteRebuild(ctx: Context): Promise<Response> {
  await queueRebuild(ctx.payload, 'full build requested from the dashboard', { full: true });
  return respond(await siteStatus(ctx.payload), { status: 202 });
}
