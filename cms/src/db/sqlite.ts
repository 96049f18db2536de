import Database from 'libsql';
import type { Payload } from 'payload';
import { env } from '../env';

/**
 * SQLite only: the process's own connections to the file, beside Payload's (for the hot paths
 * that run synchronous statements), and the retries of a statement SQLite refuses as busy.
 * Their statements run synchronously, start to end in one step, so they never hold a snapshot
 * across a turn of the event loop; a prepared statement is kept and reused.
 */
export type SqliteConnection = InstanceType<typeof Database>;
interface Statement {
  get(...params: unknown[]): unknown;
}

/**
 * The connections, each with its busy timeout. `views`: none; its writer waits for another
 * process's write lock without blocking the event loop (countViews sleeps and retries). `reads`:
 * a read in WAL mode waits only in rare moments (a checkpoint resetting the log), briefly.
 */
const BUSY_TIMEOUT_MS = { views: 0, reads: 1000 } as const;
type Name = keyof typeof BUSY_TIMEOUT_MS;

interface Held {
  db: SqliteConnection;
  statements: Map<string, Statement>;
}

// On globalThis: Next may load a module once per route bundle; one connection per name and process.
const holder = globalThis as typeof globalThis & { __blogSqlite?: Map<Name, Held> };
const held = (holder.__blogSqlite ??= new Map());

export function sqliteConnection(name: Name): SqliteConnection {
  return open(name).db;
}

/** A statement prepared once on the connection called `name`. */
export function statement(name: Name, sql: string): Statement {
  const { db, statements } = open(name);
  let prepared = statements.get(sql);
  if (!prepared) statements.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

/** The SQLite file DATABASE_URL names; null for memory, a remote libsql URL or another database. */
export function sqliteFile(): string | null {
  if (!env.databaseUrl.startsWith('file:')) return null;
  const file = env.databaseUrl.replace(/^file:(\/\/)?/, '');
  return file && file !== ':memory:' ? file : null;
}

function open(name: Name): Held {
  let found = held.get(name);
  if (!found) {
    const db = new Database(sqliteFile() ?? env.databaseUrl.replace(/^file:(\/\/)?/, ''));
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS[name]}`);
    held.set(name, (found = { db, statements: new Map() }));
  }
  return found;
}

/**
 * Several processes on one SQLite file: the busy timeout (5 s) queues writers, but SQLite still
 * answers SQLITE_BUSY at once where waiting could deadlock (a read transaction that wants to
 * write while another process writes). Such a statement did nothing, so it is run again after a
 * short, growing pause: a busy database makes a request slower, never a 5xx.
 */
const ATTEMPTS = 8;

/** Whether SQLite refused a statement as busy or locked (it did nothing: it may run again). */
export const isBusy = (error: unknown): boolean => {
  const e = error as { code?: string; rawCode?: number; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code ?? '';
  return code.startsWith('SQLITE_BUSY') || code === 'SQLITE_LOCKED' || e?.rawCode === 5;
};

/** Runs `run` again while SQLite answers busy (it did nothing), after a short, growing pause. */
export async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isBusy(error)) throw error;
      await new Promise((r) => setTimeout(r, 5 * 2 ** attempt + Math.random() * 10));
    }
  }
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** Wraps the SQLite adapter's client (which drizzle calls for every statement) with the retries. */
export function retryWhenBusy(payload: Payload): void {
  const client = (payload.db as unknown as { client?: Record<string, unknown> & { __busyRetry?: boolean } }).client;
  if (payload.db.name !== 'sqlite' || !client || client.__busyRetry) return;
  for (const name of ['execute', 'batch']) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    const bound = (original as Method).bind(client);
    client[name] = (...args: unknown[]) => withRetries(() => bound(...args));
  }
  client.__busyRetry = true;
}
