import { z } from 'zod';
import {
  EN,
  TR,
  bulkUnsubscribeSchema,
  exportQuerySchema,
  isoDay,
  newsletterStatusQuerySchema,
  subscribeSchema,
  subscriptionListQuerySchema,
  subscriptionStatusSchema,
  unsubscribeEmailSchema,
  unsubscribeTokenSchema,
} from '@blog/shared';
import { pathId, readJson, validate, type Context } from './context';
import { messages, respond, respondFile } from './respond';
import { route } from './router';
import { consume } from '../../services/rateLimit/limiters';
import { parseIds } from '../../lib/ids';
import {
  bulkUnsubscribe,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
  exportSubscriptionsCsv,
  newsletterStats,
  setSubscriptionActive,
} from '../../services/newsletter/admin';
import {
  requestUnsubscribeMail,
  serializeSubscription,
  subscribe,
  subscriptionStatus,
  unsubscribeWithToken,
} from '../../services/newsletter/subscriptions';

/** The newsletter: the public's subscribe / unsubscribe (English) and the back office's list (Turkish, ADMIN). */

const MESSAGES = {
  subscribed: EN.newsletter.success,
  confirmSent: EN.newsletter.confirmSent,
  unsubscribed: EN.newsletter.unsubscribed,
  unsubscribeRequested: EN.newsletter.unsubscribeRequested,
  deleted: TR.newsletter.deleted,
  activated: TR.newsletter.activated,
  deactivated: TR.newsletter.deactivated,
};

const anyObject = z.object({}).passthrough();

/**
 * {token} (the signed link, in the body or, for RFC 8058 one-click, the query) deactivates at
 * once; {email} alone only mails that address a link, and always gets the same answer.
 */
async function unsubscribeHandler(ctx: Context): Promise<Response> {
  // The mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the List-Unsubscribe URL.
  const queryToken = ctx.searchParams.get('token');
  const body = queryToken ? { token: queryToken } : validate(ctx, anyObject, await readJson(ctx));
  if ('token' in body) {
    const { token } = validate(ctx, unsubscribeTokenSchema, body);
    await unsubscribeWithToken(ctx.payload, token);
    return respond({ unsubscribed: true }, { message: MESSAGES.unsubscribed });
  }
  await consume('subscribe', `unsubscribe:${ctx.ip}`, messages(ctx.lang).rateLimited);
  const { email } = validate(ctx, unsubscribeEmailSchema, body);
  await requestUnsubscribeMail(ctx.payload, email);
  return respond(null, { message: MESSAGES.unsubscribeRequested });
}

const reader = { access: 'public', lang: 'en' } as const;
const admin = { access: 'admin', lang: 'tr' } as const;

export const newsletterRoutes = [
  route({
    ...reader,
    method: 'POST',
    path: 'newsletter/subscribe',
    rateLimit: { limiter: 'subscribe' },
    body: subscribeSchema,
    // 201 new, 200 reactivated (or, with NEWSLETTER_CONFIRM, pending again), 409 already active.
    handler: async (ctx) => {
      const { subscription, created } = await subscribe(ctx.payload, ctx.body);
      const dto = serializeSubscription(subscription);
      const message = dto.isPending ? MESSAGES.confirmSent : MESSAGES.subscribed;
      return respond(dto, { status: created ? 201 : 200, message });
    },
  }),
  route({ ...reader, method: 'POST', path: 'newsletter/unsubscribe', handler: unsubscribeHandler }),
  route({
    ...reader,
    method: 'GET',
    path: 'newsletter/status',
    rateLimit: { limiter: 'status' },
    query: newsletterStatusQuerySchema,
    // Only whether the address is an active subscriber.
    handler: async (ctx) => respond(await subscriptionStatus(ctx.payload, ctx.query.email)),
  }),
  route({
    ...admin,
    method: 'GET',
    path: 'newsletter/admin/subscriptions',
    query: subscriptionListQuerySchema,
    handler: async (ctx) => {
      const { docs, pagination } = await listSubscriptions(ctx.payload, ctx.query);
      return respond(docs.map(serializeSubscription), { meta: { pagination } });
    },
  }),
  route({
    ...admin,
    method: 'GET',
    path: 'newsletter/admin/subscriptions/:id',
    handler: async (ctx) => respond(serializeSubscription(await getSubscription(ctx.payload, pathId(ctx)))),
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: 'newsletter/admin/subscriptions/:id',
    handler: async (ctx) => {
      await deleteSubscription(ctx.payload, pathId(ctx));
      return respond(null, { message: MESSAGES.deleted });
    },
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: 'newsletter/admin/subscriptions/:id/status',
    body: subscriptionStatusSchema,
    handler: async (ctx) => {
      const { isActive } = ctx.body;
      const doc = await setSubscriptionActive(ctx.payload, pathId(ctx), isActive);
      return respond(serializeSubscription(doc), { message: isActive ? MESSAGES.activated : MESSAGES.deactivated });
    },
  }),
  route({
    ...admin,
    method: 'GET',
    path: 'newsletter/admin/stats',
    handler: async (ctx) => respond(await newsletterStats(ctx.payload)),
  }),
  route({
    ...admin,
    method: 'GET',
    path: 'newsletter/admin/export',
    query: exportQuerySchema,
    // The list as a CSV download.
    handler: async (ctx) => {
      const csv = await exportSubscriptionsCsv(ctx.payload, ctx.query.activeOnly === true);
      return respondFile(csv, `newsletter-subscriptions-${isoDay()}.csv`, 'text/csv; charset=utf-8');
    },
  }),
  route({
    ...admin,
    method: 'POST',
    path: 'newsletter/admin/bulk-unsubscribe',
    body: bulkUnsubscribeSchema,
    handler: async (ctx) => {
      // Ids the database cannot hold match nothing.
      const ids = parseIds(ctx.body.ids);
      return respond({ updated: ids.length ? await bulkUnsubscribe(ctx.payload, ids) : 0 });
    },
  }),
];
