import type { Payload } from 'payload';
import { ERROR_CODES, EN, escapeHtml, type SubscribeInput, type Subscription as SubscriptionDto } from '@blog/shared';
import type { Subscription } from '../../payload-types';
import { withLock } from '../../lib/withLock';
import { HttpError } from '../http/HttpError';
import { isUniqueViolation } from '../http/fromPayloadError';
import { MAIL_QUEUE } from '../../lib/queues';
import { spend } from '../rateLimit/limiters';
import { sendMail } from '../mail';
import { unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribeLinks';
import { reactivateSubscription } from '../../db';
import { env } from '../../env';
import { confirmWithToken, queueConfirmMail, savePending, type ConfirmOutcome } from './confirm';

/** A reader's subscription: subscribe, status, unsubscribe (by link or by mail), and its API shape. */

/** The subscription of an address (stored trimmed and lowercased), or null. */
export async function findSubscriptionByEmail(payload: Payload, email: string): Promise<Subscription | null> {
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    pagination: false,
  });
  return docs[0] ?? null;
}

export interface NewsletterStatus {
  email: string;
  isSubscribed: boolean;
  isActive: boolean;
  /** Only present (true) for a sign-up waiting for its confirmation link (NEWSLETTER_CONFIRM). */
  isPending?: true;
}

/**
 * Whether an address is an active subscriber, and nothing more (an inactive one reads as not
 * subscribed), except that a pending sign-up says so: its reader is told to check the inbox.
 */
export async function subscriptionStatus(payload: Payload, email: string): Promise<NewsletterStatus> {
  const subscription = await findSubscriptionByEmail(payload, email);
  const active = Boolean(subscription && subscription.isActive !== false);
  return { email, isSubscribed: active, isActive: active, ...(subscription?.pending && !active ? { isPending: true } : {}) };
}

const DEFAULT_SOURCE = 'newsletter_form';

export interface SubscribeResult {
  subscription: Subscription;
  created: boolean;
}

const alreadySubscribed = () => new HttpError(ERROR_CODES.ALREADY_SUBSCRIBED, EN.newsletter.alreadySubscribed, { status: 409 });

/**
 * Subscribes an address (already trimmed and lowercased by the schema): creates it, or
 * reactivates an inactive one; 409 ALREADY_SUBSCRIBED for an active one. The database decides
 * every race (the unique email, the conditional reactivation); the lock only keeps this process
 * from racing itself.
 */
export async function subscribe(payload: Payload, input: SubscribeInput): Promise<SubscribeResult> {
  const result = await saveSubscription(payload, input);
  if (result.subscription.pending) await queueConfirmMail(payload, result.subscription);
  else await queueWelcome(payload, result.subscription.id);
  return result;
}

/**
 * With NEWSLETTER_CONFIRM every address that is not active becomes (or stays) pending and is
 * mailed the link; the answer is what it would be without (201 new, 200 known, 409 active).
 */
async function savePendingSubscription(payload: Payload, input: SubscribeInput, existing: Subscription | null) {
  const source = input.source ?? existing?.source ?? DEFAULT_SOURCE;
  const create = (data: Partial<Subscription>) =>
    payload.create({ collection: 'subscriptions', data: { ...data, email: input.email, source }, depth: 0 });
  const saved = await savePending(payload, existing, { ...input, source }, create);
  if (!saved) throw alreadySubscribed();
  return saved;
}

/** A confirmation link is clicked: confirms the pending sign-up once, then welcomes it. */
export function confirmSubscription(payload: Payload, token: string): Promise<ConfirmOutcome> {
  return confirmWithToken(payload, token, (id) => queueWelcome(payload, id));
}

/** The welcome e-mail goes out through the jobs queue (retried; the answer does not wait for SMTP). */
async function queueWelcome(payload: Payload, id: number | string): Promise<void> {
  await payload.jobs.queue({ task: 'sendWelcomeEmail', queue: MAIL_QUEUE, input: { subscriptionId: String(id) } });
}

async function saveSubscription(payload: Payload, input: SubscribeInput): Promise<SubscribeResult> {
  const { email } = input;
  return withLock(`newsletter:${email}`, async () => {
    const existing = await findSubscriptionByEmail(payload, email);
    if (env.newsletterConfirm) {
      try {
        return await savePendingSubscription(payload, input, existing);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Another writer created it first: pending (its link goes out again) or active (409).
        const winner = await findSubscriptionByEmail(payload, email);
        if (winner?.pending && winner.isActive === false) return { subscription: winner, created: false };
        if (isUniqueViolation(error, 'email') || winner) throw alreadySubscribed();
        throw error;
      }
    }
    if (existing) {
      if (existing.isActive !== false) throw alreadySubscribed();
      const source = input.source ?? existing.source ?? DEFAULT_SOURCE;
      // Another process may be reactivating it too: the conditional write lets one win.
      if (!(await reactivateSubscription(payload, existing.id, source))) throw alreadySubscribed();
      const subscription = await payload.findByID({ collection: 'subscriptions', id: existing.id, depth: 0 });
      return { subscription, created: false };
    }
    try {
      const subscription = await payload.create({
        collection: 'subscriptions',
        data: { email, isActive: true, source: input.source ?? DEFAULT_SOURCE },
        depth: 0,
      });
      return { subscription, created: true };
    } catch (error) {
      // Another writer won the race. Payload's unique error text is localised ('Değer benzersiz
      // olmalıdır'), so the row itself is the proof when the message does not say "unique".
      if (isUniqueViolation(error, 'email') || (await findSubscriptionByEmail(payload, email))) throw alreadySubscribed();
      throw error;
    }
  });
}

/**
 * One-click unsubscribe with a signed token: deactivates the address it names at once.
 * Idempotent: an address already inactive (or since deleted) stays unsubscribed. 400 for a
 * malformed or forged token.
 */
export async function unsubscribeWithToken(payload: Payload, token: string): Promise<void> {
  const claims = verifyUnsubscribeToken(token);
  if (!claims) throw new HttpError(ERROR_CODES.BAD_REQUEST, EN.newsletter.invalidUnsubscribeLink);
  const subscription = await findSubscriptionByEmail(payload, claims.email);
  if (!subscription || subscription.isActive === false) return;
  await payload.update({
    collection: 'subscriptions',
    id: subscription.id,
    data: { isActive: false },
    depth: 0,
  });
}

/**
 * "Unsubscribe me" with only an address: e-mails the address a signed link when it is an active
 * subscriber, at most a few times an hour per address (silently). Never tells the caller which
 * case it was, so nobody can unsubscribe (or probe) someone else by address alone.
 */
export async function requestUnsubscribeMail(payload: Payload, email: string): Promise<void> {
  const subscription = await findSubscriptionByEmail(payload, email);
  if (!subscription || subscription.isActive === false) return;
  if ((await spend('unsubscribeMail', subscription.email)) !== null) return;
  const link = unsubscribeUrl(subscription);
  const m = EN.newsletter.unsubscribeMail;
  // Sent in the background: the answer must not depend on (nor wait for) the mail.
  void sendMail(
    { to: subscription.email },
    {
      subject: m.subject,
      text: `${m.intro}\n\n${m.action}: ${link}\n\n${m.ignore}\n`,
      html:
        `<p>${escapeHtml(m.intro)}</p>` +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(m.action)}</a></p>` +
        `<p>${escapeHtml(m.ignore)}</p>`,
    },
  ).catch((error: unknown) => console.error('[newsletter] unsubscribe mail failed:', error));
}

/** The API's one shape of a subscription. */
export function serializeSubscription(doc: Subscription): SubscriptionDto {
  return {
    id: doc.id,
    email: doc.email,
    isActive: doc.isActive !== false,
    ...(doc.pending && doc.isActive === false ? { isPending: true } : {}),
    source: doc.source ?? null,
    createdAt: doc.createdAt,
  };
}
