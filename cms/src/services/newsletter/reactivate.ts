import { sql, type SQLiteAdapter } from '@payloadcms/db-sqlite';
import type { MongooseAdapter } from '@payloadcms/db-mongodb';
import type { Payload } from 'payload';

/**
 * Reactivates an inactive subscription, only if it is still inactive: one conditional write, so
 * of several processes subscribing the address again at once exactly one succeeds (and queues
 * the welcome e-mail); the others answer 409 like for any active address. True when this call
 * reactivated it. (The write does what the collection's trackUnsubscribe hook would: clears
 * unsubscribedAt, and a pending sign-up's state, left from a time confirmation was on.)
 */
export async function reactivateSubscription(payload: Payload, id: number | string, source: string): Promise<boolean> {
  const now = new Date();
  if (payload.db.name === 'mongoose') {
    const model = (payload.db as unknown as MongooseAdapter).collections.subscriptions!;
    const result = await model.updateOne(
      { _id: id, isActive: false },
      { $set: { isActive: true, source, unsubscribedAt: null, pending: false, confirmNonce: null, updatedAt: now } },
    );
    return result.modifiedCount === 1;
  }
  const db = payload.db as unknown as SQLiteAdapter;
  const result = await db.drizzle.run(
    sql`UPDATE subscriptions SET is_active = 1, source = ${source}, unsubscribed_at = NULL, pending = 0, confirm_nonce = NULL,
          updated_at = ${now.toISOString()}
        WHERE id = ${id} AND is_active = 0`,
  );
  return result.rowsAffected === 1;
}
