import { sql } from '@payloadcms/db-sqlite';
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload';
import { databaseOf, rows } from './adapter';
import { MIGRATIONS } from './tables';

/**
 * What the drizzle adapters (SQLite, PostgreSQL) are given beside Payload's own: the schema only
 * through the migrations, and a literal `contains`.
 */

type Migrations = { name: string; up: unknown; down: unknown }[];
interface Migrating {
  push?: boolean;
  migrate: (args?: { migrations?: unknown }) => Promise<void>;
  connect?: (options?: { hotReload?: boolean }) => Promise<void>;
}

/**
 * The schema changes through the migrations (src/migrations for SQLite, src/migrations-postgres
 * for PostgreSQL) and nothing else. Payload's drizzle adapters push their development schema
 * whenever NODE_ENV is not `production` (any command started in a plain shell: a CLI, `next dev`),
 * run the migrations only when it is, and, once a push has left its `dev` row in
 * `payload_migrations`, ask "data loss will occur. Would you like to proceed?" on the next
 * migration run, which hangs a server with no one to answer. Here: no push ever, the migrations at
 * every connect whatever NODE_ENV says, and a database with a `dev` row is refused in one sentence
 * (exit 1) before Payload can ask.
 */
export function withMigrationsOnly<T extends BaseDatabaseAdapter>(
  adapter: DatabaseAdapterObj<T>,
  migrations: Migrations,
  databaseUrl: string,
): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      const own = db as unknown as T & Migrating;
      own.push = false;
      const migrate = own.migrate.bind(db);
      own.migrate = async (migrateArgs) => {
        await refuseDevPush(db, databaseUrl);
        return migrate(migrateArgs);
      };
      const connect = own.connect!.bind(db);
      own.connect = async (options) => {
        await connect(options);
        // In production the adapter has just run them (prodMigrations); `payload migrate` runs its own.
        // Read at connect, not from env.ts: PAYLOAD_MIGRATING is Payload's own marker for its CLI.
        // eslint-disable-next-line no-restricted-properties
        const runsOwn = process.env.NODE_ENV === 'production' || process.env.PAYLOAD_MIGRATING === 'true';
        if (!runsOwn && !options?.hotReload) await own.migrate({ migrations });
      };
      return db;
    },
  };
}

/** The one sentence for a database Payload pushed its development schema onto. */
export function devPushMessage(databaseUrl: string): string {
  const sqlite = databaseUrl.startsWith('file:');
  // (A server's URL without its user and password: the line goes to the log.)
  const where = sqlite ? databaseUrl.replace(/^file:/, '') : databaseUrl.replace(/\/\/[^@/]*@/, '//');
  const remove = `DELETE FROM ${MIGRATIONS.table} WHERE ${MIGRATIONS.batch} = -1`;
  return (
    `The database ${where} has a "dev" row in ${MIGRATIONS.table} (an older version's import, export or seed, ` +
    `or Payload's dev mode, pushed its development schema onto it), so its migrations cannot be trusted to run: ` +
    `restore a backup taken before that (README, "Backups"), or, if you accept its tables as they are, ` +
    // sqlite3 waits for a lock another process holds briefly (a backup, a CLI) rather than fail at once.
    (sqlite
      ? `remove the row with: sqlite3 -cmd ".timeout 10000" ${where} "${remove}"`
      : `remove the row with: psql "$DATABASE_URL" -c "${remove}"`)
  );
}

async function refuseDevPush(db: BaseDatabaseAdapter, databaseUrl: string): Promise<void> {
  const holder = { db };
  const exists =
    databaseOf(holder) === 'postgres'
      ? sql`SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ${MIGRATIONS.table}`
      : sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${MIGRATIONS.table}`;
  if ((await rows(holder, exists)).length === 0) return;
  const dev = await rows(holder, sql`SELECT 1 FROM ${sql.raw(MIGRATIONS.table)} WHERE ${sql.raw(MIGRATIONS.batch)} = -1 LIMIT 1`);
  if (dev.length === 0) return;
  console.error(devPushMessage(databaseUrl));
  // Not a throw: a server would answer 500 to every request; a CLI would print a stack trace.
  process.exit(1);
}

type Contains = (column: unknown, value: unknown) => unknown;

/**
 * Payload's `contains` is a plain substring match (MongoDB escapes the text into its regex), but
 * the drizzle adapters build `LIKE '%text%'` (PostgreSQL: ILIKE) without escaping, so `%` and `_`
 * typed in a search act as wildcards (`search=%` listed everything). This `contains` escapes them.
 */
const literalContains =
  (operator: 'like' | 'ilike'): Contains =>
  (column, value) => {
    const op = sql.raw(operator);
    if (typeof value !== 'string' || value.length < 2 || !value.startsWith('%') || !value.endsWith('%')) {
      return sql`${column} ${op} ${value}`;
    }
    const text = value.slice(1, -1).replace(/[\\%_]/g, (ch) => `\\${ch}`);
    return sql`${column} ${op} ${`%${text}%`} escape '\\'`;
  };

/** A drizzle adapter with the literal `contains` above (SQLite's LIKE, PostgreSQL's ILIKE). */
export function withLiteralContains<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args) as T & { operators: Record<string, unknown> };
      const operator = db.name === 'postgres' ? 'ilike' : 'like';
      db.operators = { ...db.operators, contains: literalContains(operator) };
      return db;
    },
  };
}
