import type { Payload } from 'payload';
import type { SubscribeInput } from '@blog/shared';
import type { Subscription } from '../../payload-types';
import { MAIL_QUEUE } from '../../lib/queues';
import { spend } from '../rateLimit/limiters';
import { confirmPending, markPending } from '../../db';
import { newConfirmNonce, verifyConfirmToken } from './confirmLinks';

/**
 * Confirmed sign-ups (NEWSLETTER_CONFIRM): a sign-up is saved pending (inactive, so no newsletter,
 * welcome or unsubscribe e-mail reaches it) and its address is mailed a signed link; the click
 * makes it active and only then queues the welcome e-mail.
 */

export interface PendingSave {
  subscription: Subscription;
  created: boolean;
}

const byId = (payload: Payload, id: number | string) =>
  payload.findByID({ collection: 'subscriptions', id, depth: 0, disableErrors: true });

/**
 * Saves a sign-up of an address that is not active: new → pending; unsubscribed → pending again
 * (with a new nonce); already pending → as it is (its link is sent again). Null when the address
 * is active (the caller answers 409 as for any active address). `create` makes a new row and
 * throws on the unique address like the caller's own path.
 */
export async function savePending(
  payload: Payload,
  existing: Subscription | null,
  input: SubscribeInput & { source: string },
  create: (data: Partial<Subscription>) => Promise<Subscription>,
): Promise<PendingSave | null> {
  if (!existing) {
    const subscription = await create({ isActive: false, pending: true, confirmNonce: newConfirmNonce() });
    return { subscription, created: true };
  }
  if (existing.isActive !== false) return null;
  if (!existing.pending) await markPending(payload, existing.id, input.source, newConfirmNonce());
  // Whoever won a race, the row now says what the address is.
  const subscription = await byId(payload, existing.id);
  if (!subscription || subscription.isActive !== false) return null;
  return { subscription, created: false };
}

/**
 * Queues the confirmation e-mail, at most a few an hour per address (beyond that silently: the
 * answer is the same, so it tells nobody whether a mail went out).
 */
export async function queueConfirmMail(payload: Payload, subscription: Subscription): Promise<void> {
  if ((await spend('confirmMail', subscription.email)) !== null) return;
  await payload.jobs.queue({ task: 'sendConfirmEmail', queue: MAIL_QUEUE, input: { subscriptionId: String(subscription.id) } });
}

export type ConfirmOutcome = 'confirmed' | 'expired' | 'used' | 'invalid';

/**
 * Carries out a confirmation link. The conditional write decides (one click wins, in whichever
 * process); the rest only tells the reader why a link did nothing: expired, used (the address is
 * already active, or the link was replaced by a newer sign-up's), or invalid (forged, malformed,
 * or its subscription deleted).
 */
export async function confirmWithToken(
  payload: Payload,
  token: string,
  queueWelcome: (id: number | string) => Promise<void>,
  now = Date.now(),
): Promise<ConfirmOutcome> {
  const claims = verifyConfirmToken(token);
  if (!claims) return 'invalid';
  if (claims.exp > now && (await confirmPending(payload, claims.id, claims.nonce))) {
    await queueWelcome(claims.id);
    return 'confirmed';
  }
  const subscription = await byId(payload, claims.id).catch(() => null);
  if (!subscription) return 'invalid';
  if (subscription.isActive !== false) return 'used';
  return claims.exp <= now ? 'expired' : 'used';
}
