import type { Subscription as SubscriptionDto } from '@blog/shared';
import type { Subscription } from '../../payload-types';

/** The API's one shape of a subscription. */
export function serializeSubscription(doc: Subscription): SubscriptionDto {
  return {
    id: doc.id,
    email: doc.email,
    isActive: doc.isActive !== false,
    source: doc.source ?? null,
    createdAt: doc.createdAt,
  };
}
