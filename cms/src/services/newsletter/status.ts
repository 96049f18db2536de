import type { Payload } from 'payload';
import { findSubscriptionByEmail } from './findByEmail';

export interface NewsletterStatus {
  email: string;
  isSubscribed: boolean;
  isActive: boolean;
}

/** Whether an address is an active subscriber, and nothing more (an inactive one reads as not subscribed). */
export async function subscriptionStatus(payload: Payload, email: string): Promise<NewsletterStatus> {
  const subscription = await findSubscriptionByEmail(payload, email);
  const active = Boolean(subscription && subscription.isActive !== false);
  return { email, isSubscribed: active, isActive: active };
}
