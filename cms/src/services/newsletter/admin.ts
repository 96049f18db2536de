import type { Payload, Where } from 'payload';
import { ERROR_CODES, TR, paginationMeta, type PaginationMeta } from '@blog/shared';
import type { Subscription } from '../../payload-types';
import { HttpError } from '../http/HttpError';

export interface SubscriptionListQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  isActive?: boolean | undefined;
}

/** The admin list's filter: e-mail contains the search text (case-insensitive), and the status. */
export function subscriptionWhere(filter: { search?: string | undefined; isActive?: boolean | undefined }): Where {
  const and: Where[] = [];
  if (filter.search) and.push({ email: { contains: filter.search.toLowerCase() } });
  if (filter.isActive === true) and.push({ isActive: { not_equals: false } });
  if (filter.isActive === false) and.push({ isActive: { equals: false } });
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
    overrideAccess: true,
  });
  return { docs: result.docs, pagination: paginationMeta(result.totalDocs, query.page, query.limit) };
}

/** One subscription; 404 with the admin's message when there is none. */
export async function getSubscription(payload: Payload, id: number | string): Promise<Subscription> {
  const doc = await payload
    .findByID({ collection: 'subscriptions', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null);
  if (!doc) throw new HttpError(ERROR_CODES.NOT_FOUND, TR.newsletter.notFound);
  return doc;
}

export async function setSubscriptionActive(payload: Payload, id: number | string, isActive: boolean): Promise<Subscription> {
  const doc = await getSubscription(payload, id);
  return payload.update({ collection: 'subscriptions', id: doc.id, data: { isActive }, depth: 0, overrideAccess: true });
}

export async function deleteSubscription(payload: Payload, id: number | string): Promise<void> {
  const doc = await getSubscription(payload, id);
  await payload.delete({ collection: 'subscriptions', id: doc.id, depth: 0, overrideAccess: true });
}

/** Deactivates the given subscriptions; the count of those that were active until now. */
export async function bulkUnsubscribe(payload: Payload, ids: (number | string)[]): Promise<number> {
  const result = await payload.update({
    collection: 'subscriptions',
    where: { and: [{ id: { in: ids } }, { isActive: { not_equals: false } }] },
    data: { isActive: false },
    depth: 0,
    overrideAccess: true,
  });
  return result.docs.length;
}
