import {
  TR,
  bulkUnsubscribeSchema,
  subscriptionListQuerySchema,
  subscriptionStatusSchema,
  parseId as idFromText,
} from '@blog/shared';
import { parseBody, parseId, parseQuery, type Context } from '../context';
import { respond } from '../respond';
import {
  bulkUnsubscribe,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
  setSubscriptionActive,
} from '../../../services/newsletter/admin';
import { serializeSubscription } from '../../../services/newsletter/serialize';

export async function listHandler(ctx: Context): Promise<Response> {
  const query = parseQuery(ctx, subscriptionListQuerySchema);
  const { docs, pagination } = await listSubscriptions(ctx.payload, query);
  return respond(docs.map(serializeSubscription), { meta: { pagination } });
}

export async function getHandler(ctx: Context): Promise<Response> {
  return respond(serializeSubscription(await getSubscription(ctx.payload, parseId(ctx))));
}

export async function deleteHandler(ctx: Context): Promise<Response> {
  await deleteSubscription(ctx.payload, parseId(ctx));
  return respond(null, { message: TR.newsletter.deleted });
}

export async function setStatusHandler(ctx: Context): Promise<Response> {
  const id = parseId(ctx);
  const { isActive } = await parseBody(ctx, subscriptionStatusSchema);
  const doc = await setSubscriptionActive(ctx.payload, id, isActive);
  return respond(serializeSubscription(doc), {
    message: isActive ? TR.newsletter.activated : TR.newsletter.deactivated,
  });
}

/** Ids as the database knows them: integers (SQLite) or 24-hex ObjectIds (MongoDB); others match nothing. */
function toDbIds(ids: (number | string)[]): (number | string)[] {
  return ids.flatMap((id): (number | string)[] => {
    if (typeof id === 'number') return [id];
    const parsed = idFromText(id);
    return parsed === null ? [] : [parsed];
  });
}

export async function bulkUnsubscribeHandler(ctx: Context): Promise<Response> {
  const { ids } = await parseBody(ctx, bulkUnsubscribeSchema);
  const dbIds = toDbIds(ids);
  const updated = dbIds.length ? await bulkUnsubscribe(ctx.payload, dbIds) : 0;
  return respond({ updated });
}
