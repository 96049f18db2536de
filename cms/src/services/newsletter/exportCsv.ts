import type { Payload } from 'payload';
import { subscriptionWhere } from './admin';
import { toCsv } from './toCsv';

export const EXPORT_COLUMNS = ['email', 'status', 'source', 'createdAt'] as const;
const BATCH = 1000;

/** Every subscription (or only the active ones) as CSV text, newest first. */
export async function exportSubscriptionsCsv(payload: Payload, activeOnly: boolean): Promise<string> {
  const rows: string[][] = [];
  for (let page = 1; ; page += 1) {
    const result = await payload.find({
      collection: 'subscriptions',
      where: subscriptionWhere(activeOnly ? { isActive: true } : {}),
      sort: '-createdAt',
      page,
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
    });
    for (const doc of result.docs) {
      rows.push([doc.email, doc.isActive === false ? 'inactive' : 'active', doc.source ?? '', doc.createdAt]);
    }
    if (!result.hasNextPage) break;
  }
  return toCsv(EXPORT_COLUMNS, rows);
}
