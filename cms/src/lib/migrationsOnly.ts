import type { SQLiteAdapter, SQLiteAdapterArgs } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';

type Migrations = NonNullable<SQLiteAdapterArgs['prodMigrations']>;
type MigrateList = NonNullable<NonNullable<Parameters<SQLiteAdapter['migrate']>[0]>['migrations']>;
type ConnectOptions = Parameters<NonNullable<SQLiteAdapter['connect']>>[0];

/**
 * The schema changes through the migrations in `src/migrations` and nothing else. Payload's SQLite
 * adapter pushes its development schema whenever NODE_ENV is not `production` (any command started
 * in a plain shell: a CLI, `next dev`), runs the migrations only when it is, and, once a push has
 * left its `dev` row in `payload_migrations`, asks "data loss will occur. Would you like to
 * proceed?" on the next migration run, which hangs a server with no one to answer. Here: no push
 * ever, the migrations at every connect whatever NODE_ENV says, and a database with a `dev` row is
 * refused in one sentence (exit 1) before Payload can ask.
 */
export function withMigrationsOnly(
  adapter: DatabaseAdapterObj<SQLiteAdapter>,
  migrations: Migrations,
  databaseUrl: string,
): DatabaseAdapterObj<SQLiteAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      db.push = false;
      const migrate = db.migrate.bind(db);
      db.migrate = async (migrateArgs?: Parameters<SQLiteAdapter['migrate']>[0]) => {
        await refuseDevPush(db, databaseUrl);
        return migrate(migrateArgs);
      };
      const connect = db.connect!.bind(db);
      db.connect = async (options?: ConnectOptions) => {
        await connect(options);
        // In production the adapter has just run them (prodMigrations); `payload migrate` runs its own.
        // Read at connect, not from env.ts: PAYLOAD_MIGRATING is Payload's own marker for its CLI.
        // eslint-disable-next-line no-restricted-properties
        const runsOwn = process.env.NODE_ENV === 'production' || process.env.PAYLOAD_MIGRATING === 'true';
        // (prodMigrations and migrate() type the same migrations' arguments differently.)
        if (!runsOwn && !options?.hotReload) await db.migrate({ migrations: migrations as unknown as MigrateList });
      };
      return db;
    },
  };
}

/** The one sentence for a database Payload pushed its development schema onto. */
export function devPushMessage(databaseUrl: string): string {
  const file = databaseUrl.replace(/^file:/, '');
  return (
    `The database ${file} has a "dev" row in payload_migrations (an older version's import, export or seed, ` +
    `or Payload's dev mode, pushed its development schema onto it), so its migrations cannot be trusted to run: ` +
    `restore a backup taken before that (README, "Backups"), or, if you accept its tables as they are, ` +
    `remove the row with: sqlite3 ${file} "DELETE FROM payload_migrations WHERE batch = -1"`
  );
}

async function refuseDevPush(db: SQLiteAdapter, databaseUrl: string): Promise<void> {
  const table = await db.client.execute(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`);
  if (table.rows.length === 0) return;
  const dev = await db.client.execute(`SELECT 1 FROM payload_migrations WHERE batch = -1 LIMIT 1`);
  if (dev.rows.length === 0) return;
  console.error(devPushMessage(databaseUrl));
  // Not a throw: a server would answer 500 to every request; a CLI would print a stack trace.
  process.exit(1);
}
