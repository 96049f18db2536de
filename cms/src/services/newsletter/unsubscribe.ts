import type { Payload } from 'payload';
import { ERROR_CODES, EN } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { findSubscriptionByEmail } from './findByEmail';
import { verifyUnsubscribeToken } from './unsubscribeToken';

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
    overrideAccess: true,
  });
}
