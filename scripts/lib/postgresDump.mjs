/**
 * The PostgreSQL half of `npm run backup`: pg_dump (PostgreSQL's client tools, Debian's
 * `postgresql-client`) writes the database in its custom format into the backup; restore hands it
 * back with the pg_restore line to run. The URL's parts go to pg_dump as libpq's own variables
 * (PGHOST, PGPASSWORD, …), never on its command line, where `ps` would show the password.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The archive entry that holds the dump. */
export const POSTGRES_ENTRY = 'postgres.dump';

/** libpq's variables for a postgres:// URL (sslmode and other query parameters as PG* too). */
export function libpqEnv(url) {
  const parsed = new URL(url);
  const env = {
    PGHOST: decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
    PGDATABASE: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
  };
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value));
}

/** Runs pg_dump for `url` into `dir`/postgres.dump; throws one sentence when it fails. */
export function pgDump(url, dir) {
  const vars = process.env;
  const result = spawnSync(
    vars.PG_DUMP || 'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, POSTGRES_ENTRY)}`],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...vars, ...libpqEnv(url) } },
  );
  if (result.error?.code === 'ENOENT')
    throw new Error(
      "pg_dump is not installed: install PostgreSQL's client tools (or set PG_DUMP to its path), or pass --files-only and dump the database yourself.",
    );
  if (result.error) throw new Error(`pg_dump could not run: ${result.error.message}.`);
  if (result.status !== 0) throw new Error(`pg_dump failed (exit code ${result.status}): see its output above.`);
}
