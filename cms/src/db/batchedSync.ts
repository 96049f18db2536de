import { open } from 'node:fs/promises';
import type { Payload } from 'payload';
import { sqliteFile } from './sqlite';

/** What the helper needs of a libsql client (Payload's SQLite adapter exposes one as `db.client`). */
interface SqlClient {
  execute(sql: string): Promise<unknown>;
}

/**
 * Bulk writes on SQLite (an import's chunk, the synthetic seeder), made durable together at their
 * end. Payload's SQLite adapter has no transactions here (services/transfer/transaction.ts), so
 * every statement commits alone, and in WAL mode with `synchronous = FULL` (SQLite's default)
 * every commit waits for an fsync of the log: about 8 ms each on this machine's shared disk, five
 * or six per post (the post, its tag rows, its version row and tag rows, the cache's counter).
 * That, not the statements, was most of an import's time. With `synchronous = NORMAL` during the
 * batch (still crash-safe in WAL mode: a power cut loses at most the batch's newest commits, never
 * the file's consistency) and one fsync of the log at the end, the batch is as durable when it
 * returns as it was with a sync per commit. A write of another request on the connection meanwhile
 * is made durable by the same fsync.
 */
export async function durableAtEnd<T>(client: SqlClient, file: string, work: () => Promise<T>): Promise<T> {
  await client.execute('PRAGMA synchronous = NORMAL');
  try {
    return await work();
  } finally {
    await client.execute('PRAGMA synchronous = FULL');
    await syncLog(file);
  }
}

/** fsync of the write-ahead log: every commit in it, whichever connection wrote it, is on disk. */
async function syncLog(file: string): Promise<void> {
  const handle = await open(`${file}-wal`, 'r').catch((error: NodeJS.ErrnoException) => {
    // No log: a checkpoint has moved everything into the database file, and synced it.
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return;
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** `work`'s writes durable together at its end on a SQLite file; as they are elsewhere (MongoDB). */
export function batchedWrites<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const file = payload.db.name === 'sqlite' ? sqliteFile() : null;
  const client = (payload.db as unknown as { client?: SqlClient }).client;
  return file && client ? durableAtEnd(client, file, work) : work();
}
