import { exportQuerySchema, isoDay } from '@blog/shared';
import { parseQuery, type Context } from '../context';
import { respond, respondFile } from '../respond';
import { newsletterStats } from '../../../services/newsletter/stats';
import { exportSubscriptionsCsv } from '../../../services/newsletter/exportCsv';

export async function statsHandler(ctx: Context): Promise<Response> {
  return respond(await newsletterStats(ctx.payload));
}

/** GET newsletter/admin/export?activeOnly=: the list as a CSV download. */
export async function exportHandler(ctx: Context): Promise<Response> {
  const { activeOnly } = parseQuery(ctx, exportQuerySchema);
  const csv = await exportSubscriptionsCsv(ctx.payload, activeOnly === true);
  return respondFile(csv, `newsletter-subscriptions-${isoDay()}.csv`, 'text/csv; charset=utf-8');
}
