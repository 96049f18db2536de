import type { Context } from '../context';
import { respond } from '../respond';
import { dashboardAnalytics } from '../../../services/posts/analytics';

/** GET blogs/admin/analytics */
export async function adminAnalytics(ctx: Context): Promise<Response> {
  return respond(await dashboardAnalytics(ctx.payload));
}
