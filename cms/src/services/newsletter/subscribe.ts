import type { Payload } from 'payload';
import { ERROR_CODES, EN, type SubscribeInput } from '@blog/shared';
import type { Subscription } from '../../payload-types';
import { withLock } from '../../lib/withLock';
import { HttpError } from '../http/HttpError';
import { isUniqueViolation } from '../http/fromPayloadError';
import { MAIL_QUEUE } from '../../jobs/queues';
import { findSubscriptionByEmail } from './findByEmail';

export const DEFAULT_SOURCE = 'newsletter_form';

export interface SubscribeResult {
  subscription: Subscription;
  created: boolean;
}

const alreadySubscribed = () => new HttpError(ERROR_CODES.ALREADY_SUBSCRIBED, EN.newsletter.alreadySubscribed, { status: 409 });

/**
 * Subscribes an address (already trimmed and lowercased by the schema): creates it, or
 * reactivates an inactive one; 409 ALREADY_SUBSCRIBED for an active one. The lock serialises
 * callers of one address in this process; the unique index covers everything else.
 */
export async function subscribe(payload: Payload, input: SubscribeInput): Promise<SubscribeResult> {
  const result = await saveSubscription(payload, input);
  await queueWelcome(payload, result.subscription.id);
  return result;
}

/** The welcome e-mail goes out through the jobs queue (retried; the answer does not wait for SMTP). */
async function queueWelcome(payload: Payload, id: number | string): Promise<void> {
  await payload.jobs.queue({ task: 'sendWelcomeEmail', queue: MAIL_QUEUE, input: { subscriptionId: String(id) } });
}

async function saveSubscription(payload: Payload, input: SubscribeInput): Promise<SubscribeResult> {
  const { email } = input;
  return withLock(`newsletter:${email}`, async () => {
    const existing = await findSubscriptionByEmail(payload, email);
    if (existing) {
      if (existing.isActive !== false) throw alreadySubscribed();
      const subscription = await payload.update({
        collection: 'subscriptions',
        id: existing.id,
        data: { isActive: true, source: input.source ?? existing.source ?? DEFAULT_SOURCE },
        depth: 0,
        overrideAccess: true,
      });
      return { subscription, created: false };
    }
    try {
      const subscription = await payload.create({
        collection: 'subscriptions',
        data: { email, isActive: true, source: input.source ?? DEFAULT_SOURCE },
        depth: 0,
        overrideAccess: true,
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
