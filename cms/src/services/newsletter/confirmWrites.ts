import { sql, type SQLiteAdapter } from '@payloadcms/db-sqlite';
import type { MongooseAdapter } from '@payloadcms/db-mongodb';
import type { Payload } from 'payload';

/**
 * The two conditional writes of confirmed sign-ups. Each is one statement whose condition the
 * database checks, so of several processes on one database (WEB_CONCURRENCY) doing the same at
 * once exactly one succeeds: no state lives in a process's memory.
 */

const mongoModel = (payload: Payload) => (payload.db as unknown as MongooseAdapter).collections.subscriptions!;
const sqlite = (payload: Payload) => (payload.db as unknown as SQLiteAdapter).drizzle;

/**
 * An unsubscribed address signs up again: it turns pending (still inactive) with a new nonce,
 * only if it is still inactive and not pending. True when this call did it.
 */
export async function markPending(payload: Payload, id: number | string, source: string, nonce: string): Promise<boolean> {
  const now = new Date();
  if (payload.db.name === 'mongoose') {
    const result = await mongoModel(payload).updateOne(
      { _id: id, isActive: false, pending: { $ne: true } },
      { $set: { pending: true, confirmNonce: nonce, source, updatedAt: now } },
    );
    return result.modifiedCount === 1;
  }
  const result = await sqlite(payload).run(
    sql`UPDATE subscriptions SET pending = 1, confirm_nonce = ${nonce}, source = ${source}, updated_at = ${now.toISOString()}
        WHERE id = ${id} AND is_active = 0 AND (pending IS NULL OR pending = 0)`,
  );
  return result.rowsAffected === 1;
}

/**
 * The link is clicked: the pending subscription whose nonce it carries becomes active, and the
 * nonce is cleared, so the same link (or a copy in another tab, another process) finds nothing
 * the second time. True when this call confirmed it.
 */
export async function confirmPending(payload: Payload, id: number | string, nonce: string): Promise<boolean> {
  const now = new Date();
  if (payload.db.name === 'mongoose') {
    const result = await mongoModel(payload).updateOne(
      { _id: id, pending: true, confirmNonce: nonce },
      { $set: { isActive: true, pending: false, confirmNonce: null, confirmedAt: now, unsubscribedAt: null, updatedAt: now } },
    );
    return result.modifiedCount === 1;
  }
  const at = now.toISOString();
  const result = await sqlite(payload).run(
    sql`UPDATE subscriptions SET is_active = 1, pending = 0, confirm_nonce = NULL, confirmed_at = ${at},
          unsubscribed_at = NULL, updated_at = ${at}
        WHERE id = ${id} AND pending = 1 AND confirm_nonce = ${nonce}`,
  );
  return result.rowsAffected === 1;
}
