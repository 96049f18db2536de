import type { Context } from '../context';
import { respond } from '../respond';
import { siteStatus } from '../../../services/rebuild/siteStatus';

/** GET blogs/admin/site-status: the last site build (when, how long, result, error). */
export async function adminSiteStatus(ctx: Context): Promise<Response> {
  return respond(await siteStatus(ctx.payload));
}
