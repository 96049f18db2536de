import type { Payload } from 'payload';

/** The bit of a drizzle-based adapter (SQLite, Postgres) a bulk insert needs; untyped in Payload. */
interface DrizzleAdapter {
  drizzle: { insert(table: unknown): { values(rows: object[]): { onConflictDoNothing(): PromiseLike<unknown> } } };
  tables: Record<string, unknown>;
}

const TABLE = 'newsletter_deliveries';

/** The deliveries table of a drizzle adapter, or null for any other adapter (MongoDB). */
function deliveriesTable(payload: Payload): { db: DrizzleAdapter; table: unknown } | null {
  const db = payload.db as unknown as Partial<DrizzleAdapter>;
  const table = db.tables?.[TABLE];
  if (typeof db.drizzle?.insert !== 'function' || !table) return null;
  // The insert skips the Local API: only safe while the collection has no write hooks.
  const hooks = payload.collections['newsletter-deliveries']?.config.hooks;
  if (hooks?.beforeChange?.length || hooks?.afterChange?.length || hooks?.beforeValidate?.length) return null;
  return { db: db as DrizzleAdapter, table };
}

/**
 * Records a batch of deliveries as one multi-row INSERT: one statement, one commit (SQLite runs
 * with synchronous=FULL, so each commit is an fsync; 50 single-row creates cost ~30x more). A
 * row that already exists is left alone, which keeps a replayed batch harmless. False when the
 * adapter has no such path: the caller then goes through the Local API.
 */
export async function bulkInsertDeliveries(payload: Payload, postId: string, subscriptionIds: string[]): Promise<boolean> {
  const target = deliveriesTable(payload);
  if (!target) return false;
  await target.db.drizzle
    .insert(target.table)
    .values(subscriptionIds.map((subscriptionId) => ({ postId, subscriptionId })))
    .onConflictDoNothing();
  return true;
}
