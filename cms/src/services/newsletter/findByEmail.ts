import type { Payload } from 'payload';
import type { Subscription } from '../../payload-types';

/** The subscription of an address (stored trimmed and lowercased), or null. */
export async function findSubscriptionByEmail(payload: Payload, email: string): Promise<Subscription | null> {
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return docs[0] ?? null;
}
