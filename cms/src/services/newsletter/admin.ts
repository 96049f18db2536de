import type { Payload, Where } from 'payload';
import { ERROR_CODES, TR, paginationMeta, type NewsletterStats, type PaginationMeta } from '@blog/shared';
import type { Subscription } from '../../payload-types';
import { HttpError } from '../http/HttpError';
import { env } from '../../env';

/** The back office's view of the subscribers: list, one, (de)activate, delete, stats, CSV export. */

export interface SubscriptionListQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  isActive?: boolean | undefined;
  pending?: boolean | undefined;
}

/** The admin list's filter: e-mail contains the search text (case-insensitive), and the status. */
function subscriptionWhere(filter: {
  search?: string | undefined;
  isActive?: boolean | undefined;
  pending?: boolean | undefined;
}): Where {
  const and: Where[] = [];
  if (filter.search) and.push({ email: { contains: filter.search.toLowerCase() } });
  if (filter.isActive === true) and.push({ isActive: { not_equals: false } });
  if (filter.isActive === false) and.push({ isActive: { equals: false } });
  if (filter.pending !== undefined) and.push({ pending: filter.pending ? { equals: true } : { not_equals: true } });
  return and.length ? { and } : {};
}

export async function listSubscriptions(
  payload: Payload,
  query: SubscriptionListQuery,
): Promise<{ docs: Subscription[]; pagination: PaginationMeta }> {
  const result = await payload.find({
    collection: 'subscriptions',
    where: subscriptionWhere(query),
    sort: '-createdAt',
    page: query.page,
    limit: query.limit,
    depth: 0,
  });
  return { docs: result.docs, pagination: paginationMeta(result.totalDocs, query.page, query.limit) };
}

/** One subscription; 404 with the admin's message when there is none. */
export async function getSubscription(payload: Payload, id: number | string): Promise<Subscription> {
  const doc = await payload.findByID({ collection: 'subscriptions', id, depth: 0, disableErrors: true }).catch(() => null);
  if (!doc) throw new HttpError(ERROR_CODES.NOT_FOUND, TR.newsletter.notFound);
  return doc;
}

export async function setSubscriptionActive(payload: Payload, id: number | string, isActive: boolean): Promise<Subscription> {
  const doc = await getSubscription(payload, id);
  return payload.update({ collection: 'subscriptions', id: doc.id, data: { isActive }, depth: 0 });
}

export async function deleteSubscription(payload: Payload, id: number | string): Promise<void> {
  const doc = await getSubscription(payload, id);
  await payload.delete({ collection: 'subscriptions', id: doc.id, depth: 0 });
}

/** Deactivates the given subscriptions; the count of those that were active until now. */
export async function bulkUnsubscribe(payload: Payload, ids: (number | string)[]): Promise<number> {
  const result = await payload.update({
    collection: 'subscriptions',
    where: { and: [{ id: { in: ids } }, { isActive: { not_equals: false } }] },
    data: { isActive: false },
    depth: 0,
  });
  return result.docs.length;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Totals for the admin cards; "this week" is created in the last 7 days. */
export async function newsletterStats(payload: Payload, now: Date = new Date()): Promise<NewsletterStats> {
  const count = async (where: Parameters<Payload['count']>[0]['where']) =>
    (await payload.count({ collection: 'subscriptions', where })).totalDocs;
  const [totalSubscriptions, activeSubscriptions, subscriptionsThisWeek, pendingSubscriptions] = await Promise.all([
    count({}),
    count({ isActive: { not_equals: false } }),
    count({ createdAt: { greater_than_equal: new Date(now.getTime() - WEEK_MS).toISOString() } }),
    count({ and: [{ isActive: { equals: false } }, { pending: { equals: true } }] }),
  ]);
  const stats = { totalSubscriptions, activeSubscriptions, subscriptionsThisWeek };
  // Pending sign-ups are counted apart (not active, not unsubscribed) wherever confirmation is on.
  return env.newsletterConfirm || pendingSubscriptions > 0 ? { ...stats, pendingSubscriptions } : stats;
}

const EXPORT_COLUMNS = ['email', 'status', 'source', 'createdAt'] as const;
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
    });
    for (const doc of result.docs) {
      const status = doc.isActive !== false ? 'active' : doc.pending ? 'pending' : 'inactive';
      rows.push([doc.email, status, doc.source ?? '', doc.createdAt]);
    }
    if (!result.hasNextPage) break;
  }
  return toCsv(EXPORT_COLUMNS, rows);
}

/** A cell a spreadsheet would read as a formula: neutralised with a leading quote (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  // RFC 4180: quote cells holding a comma, a quote or a line break; double the quotes inside.
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text (RFC 4180, CRLF line ends) with a header row; a pure function. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
