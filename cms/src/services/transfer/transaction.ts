import { createLocalReq, type CollectionSlug, type Payload, type PayloadRequest } from 'payload';
import { batchedWrites } from '../../db/batchedSync';

const context = { seeding: true } as const;

/**
 * The adapter's own transactions, where it has them (PostgreSQL; MongoDB on a replica set). Payload's SQLite
 * adapter has none unless `transactionOptions` is set, and a drizzle transaction opened beside
 * it lost its writes once the server wrote beside it (shared counters, job claims): it runs on a
 * connection of its own, and @payloadcms/drizzle swallows a failed COMMIT. So on
 * SQLite every write commits alone (busy timeout and retries) and `Created.undo` keeps the
 * import all or nothing; the commits of one call are made durable together at its end
 * (db/batchedSync.ts: one fsync, not one per statement).
 */
async function begin(payload: Payload): Promise<string | number | null> {
  return (await payload.db.beginTransaction()) ?? null;
}

/** Runs `work` in one transaction on a request of its own (rolled back when it throws). */
export function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  return batchedWrites(payload, () => transaction(payload, work));
}

async function transaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ context: { ...context } }, payload);
  const id = await begin(payload);
  if (id !== null) req.transactionID = id;
  try {
    const result = await work(req);
    if (id !== null) await payload.db.commitTransaction(id);
    return result;
  } catch (error) {
    if (id !== null) await payload.db.rollbackTransaction(id);
    throw error;
  }
}

/**
 * What an import has committed so far, undone when a later chunk fails: the import writes all or
 * nothing although it commits in chunks.
 */
export class Created {
  private readonly ids = new Map<CollectionSlug, (number | string)[]>();

  add(collection: CollectionSlug, id: number | string): void {
    // Pushed, not copied: a copy per id made 100,000 posts' bookkeeping quadratic.
    const ids = this.ids.get(collection);
    if (ids) ids.push(id);
    else this.ids.set(collection, [id]);
  }

  /** Deletes them, posts first (their relations), media with their files; the hooks are told it is bulk work. */
  async undo(payload: Payload): Promise<void> {
    for (const collection of ['posts', 'subscriptions', 'media', 'tags', 'categories'] as CollectionSlug[]) {
      const ids = this.ids.get(collection) ?? [];
      for (let at = 0; at < ids.length; at += 200) {
        await payload.delete({ collection, where: { id: { in: ids.slice(at, at + 200) } }, context, depth: 0 });
      }
    }
    this.ids.clear();
  }
}
