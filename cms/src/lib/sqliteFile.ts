import Database from 'libsql';
import type { Payload } from 'payload';
import { env } from '../env';

/**
 * The process's own connections to the SQLite file, beside Payload's (for the few hot paths that
 * run hand-written SQL). Their statements run synchronously, start to end in one step, so they
 * never hold a snapshot across a turn of the event loop; a prepared statement is kept and reused.
 */
export type SqliteConnection = InstanceType<typeof Database>;
interface Statement {
  get(...params: unknown[]): unknown;
}

/** Whether the SQLite fast paths run: SQLite, unless DB_PORTABLE forces the adapter-neutral twins. */
export function usesSqliteFastPaths(payload: Payload): boolean {
  return payload.db.name === 'sqlite' && !env.dbPortable;
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

function open(name: Name): Held {
  let found = held.get(name);
  if (!found) {
    const db = new Database(env.databaseUrl.replace(/^file:(\/\/)?/, ''));
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS[name]}`);
    held.set(name, (found = { db, statements: new Map() }));
  }
  return found;
}
