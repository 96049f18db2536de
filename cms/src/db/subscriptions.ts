import type { Payload } from 'payload';
import { env } from '../env';
import { bool, changed, databaseOf, mongoModel, sql } from './adapter';
import { NEWSLETTER_DELIVERIES, raw, SUBSCRIPTIONS } from './tables';

/**
 * The newsletter's conditional writes and its bulk insert. Each write is one statement whose
 * condition the database checks, so of several processes on one database doing the same at once
 * exactly one succeeds: no state lives in a process's memory.
 */

const s = raw(SUBSCRIPTIONS);
const subscriptions = (payload: Payload) => mongoModel(payload, 'subscriptions');

/**
 * An unsubscribed address signs up again: it turns pending (still inactive) with a new nonce,
 * only if it is still inactive and not pending. True when this call did it.
 */
export async function markPending(payload: Payload, id: number | string, source: string, nonce: string): Promise<boolean> {
  const now = new Date();
  if (databaseOf(payload) === 'mongodb') {
    const result = await subscriptions(payload).updateOne(
      { _id: id, isActive: false, pending: { $ne: true } },
      { $set: { pending: true, confirmNonce: nonce, source, updatedAt: now } },
    );
    return result.modifiedCount === 1;
  }
  const [yes, no] = [bool(payload, true), bool(payload, false)];
  const query = sql`UPDATE ${s.table} SET ${s.pending} = ${yes}, ${s.confirmNonce} = ${nonce}, ${s.source} = ${source},
      ${s.updatedAt} = ${now.toISOString()}
    WHERE ${s.id} = ${id} AND ${s.isActive} = ${no} AND (${s.pending} IS NULL OR ${s.pending} = ${no})`;
  return (await changed(payload, query)) === 1;
}

/**
 * The link is clicked: the pending subscription whose nonce it carries becomes active, and the
 * nonce is cleared, so the same link (or a copy in another tab, another process) finds nothing
 * the second time. True when this call confirmed it.
 */
export async function confirmPending(payload: Payload, id: number | string, nonce: string): Promise<boolean> {
  const now = new Date();
  if (databaseOf(payload) === 'mongodb') {
    const result = await subscriptions(payload).updateOne(
      { _id: id, pending: true, confirmNonce: nonce },
      { $set: { isActive: true, pending: false, confirmNonce: null, confirmedAt: now, unsubscribedAt: null, updatedAt: now } },
    );
    return result.modifiedCount === 1;
  }
  const [yes, no] = [bool(payload, true), bool(payload, false)];
  const at = now.toISOString();
  const query = sql`UPDATE ${s.table} SET ${s.isActive} = ${yes}, ${s.pending} = ${no}, ${s.confirmNonce} = NULL,
      ${s.confirmedAt} = ${at}, ${s.unsubscribedAt} = NULL, ${s.updatedAt} = ${at}
    WHERE ${s.id} = ${id} AND ${s.pending} = ${yes} AND ${s.confirmNonce} = ${nonce}`;
  return (await changed(payload, query)) === 1;
}

/**
 * Reactivates an inactive subscription, only if it is still inactive: one conditional write, so
 * of several processes subscribing the address again at once exactly one succeeds (and queues
 * the welcome e-mail); the others answer 409 like for any active address. True when this call
 * reactivated it. (The write does what the collection's trackUnsubscribe hook would: clears
 * unsubscribedAt, and a pending sign-up's state, left from a time confirmation was on.)
 */
export async function reactivateSubscription(payload: Payload, id: number | string, source: string): Promise<boolean> {
  const now = new Date();
  if (databaseOf(payload) === 'mongodb') {
    const result = await subscriptions(payload).updateOne(
      { _id: id, isActive: false },
      { $set: { isActive: true, source, unsubscribedAt: null, pending: false, confirmNonce: null, updatedAt: now } },
    );
    return result.modifiedCount === 1;
  }
  const [yes, no] = [bool(payload, true), bool(payload, false)];
  const query = sql`UPDATE ${s.table} SET ${s.isActive} = ${yes}, ${s.source} = ${source}, ${s.unsubscribedAt} = NULL,
      ${s.pending} = ${no}, ${s.confirmNonce} = NULL, ${s.updatedAt} = ${now.toISOString()}
    WHERE ${s.id} = ${id} AND ${s.isActive} = ${no}`;
  return (await changed(payload, query)) === 1;
}

/** The bit of a drizzle-based adapter (SQLite, PostgreSQL) a bulk insert needs; untyped in Payload. */
interface DrizzleAdapter {
  drizzle: { insert(table: unknown): { values(rows: object[]): { onConflictDoNothing(): PromiseLike<unknown> } } };
  tables: Record<string, unknown>;
}

/**
 * Records a batch of deliveries as one multi-row INSERT (drizzle's builder, SQLite and
 * PostgreSQL): one statement, one commit (SQLite runs with synchronous=FULL, so each commit is an
 * fsync; 50 single-row creates cost ~30x more). A row that already exists is left alone, which
 * keeps a replayed batch harmless. False when the database has no such path (MongoDB,
 * DB_PORTABLE, or once the collection has write hooks the insert would skip): the caller then
 * goes through the Local API.
 */
export async function insertDeliveries(payload: Payload, postId: string, subscriptionIds: string[]): Promise<boolean> {
  const db = payload.db as unknown as Partial<DrizzleAdapter>;
  const table = db.tables?.[NEWSLETTER_DELIVERIES.table];
  if (env.dbPortable || typeof db.drizzle?.insert !== 'function' || !table) return false;
  const hooks = payload.collections['newsletter-deliveries']?.config.hooks;
  if (hooks?.beforeChange?.length || hooks?.afterChange?.length || hooks?.beforeValidate?.length) return false;
  await db.drizzle
    .insert(table)
    .values(subscriptionIds.map((subscriptionId) => ({ postId, subscriptionId })))
    .onConflictDoNothing();
  return true;
}
