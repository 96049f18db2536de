/**
 * `npm run backup` with a PostgreSQL DATABASE_URL: pg_dump's custom-format dump goes into the
 * archive (the password never on pg_dump's command line), and `npm run restore` hands it back with
 * the pg_restore line, which loads it into an empty database as it was. A real PostgreSQL server
 * (test/helpers/postgresServer.ts) and Debian's client tools.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../helpers/postgresServer';

const root = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'blog-pg-backup-'));
let postgres: PostgresServer;
let source = '';

const psql = (url: string, query: string) => execFileSync('psql', [url, '-tAc', query], { encoding: 'utf8' }).trim();
const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

beforeAll(async () => {
  postgres = await startPostgres();
  source = postgres.createDatabase('blog');
  psql(source, "CREATE TABLE posts (id serial PRIMARY KEY, title text); INSERT INTO posts (title) VALUES ('Saved'), ('Kept');");
}, 120_000);

afterAll(() => {
  postgres?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup with PostgreSQL', () => {
  const dataDir = path.join(work, 'data');
  mkdirSync(path.join(dataDir, 'media'), { recursive: true });
  writeFileSync(path.join(dataDir, 'media', 'a.png'), 'png');
  const archive = path.join(work, 'pg.tar.gz');

  it('dumps the database with pg_dump into the archive, beside the media', () => {
    const backup = run('backup.mjs', [archive], { DATA_DIR: dataDir, DATABASE_URL: source });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/postgres\.dump, media/);
    const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' });
    expect(listed.split('\n')).toContain('postgres.dump');
  });

  it('restore hands the dump back with the pg_restore line, which loads it as it was', () => {
    const target = path.join(work, 'restored');
    const restore = run('restore.mjs', [archive], { DATA_DIR: target, DATABASE_URL: source });
    expect(restore.status, restore.stderr).toBe(0);
    const line = restore.stdout.split('\n').find((l) => l.startsWith('PostgreSQL: load the database with pg_restore'));
    expect(line, restore.stdout).toBeDefined();
    const dump = line!.split(' ').at(-1)!;
    const empty = postgres.createDatabase('restored');
    execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${empty}`, dump]);
    expect(psql(empty, "SELECT string_agg(title, ',' ORDER BY id) FROM posts")).toBe('Saved,Kept');
  });

  it('a password in the URL reaches pg_dump as PGPASSWORD, not on its command line', () => {
    const stand = path.join(work, 'pg_dump');
    writeFileSync(
      stand,
      `#!/bin/sh
printf '%s\\n' "$@" > "${work}/args"
printf '%s' "$PGPASSWORD" > "${work}/password"
for arg in "$@"; do
  case "$arg" in
    --file=*) : > "\${arg#--file=}" ;;
  esac
done
`,
      { mode: 0o755 },
    );
    const backup = run('backup.mjs', [path.join(work, 'secret.tar.gz')], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://blog:s3cret%20pass@db.example.com:5433/blog',
      PG_DUMP: stand,
    });
    expect(backup.status, backup.stderr).toBe(0);
    const args = execFileSync('cat', [path.join(work, 'args')], { encoding: 'utf8' });
    expect(args).not.toContain('s3cret');
    expect(execFileSync('cat', [path.join(work, 'password')], { encoding: 'utf8' })).toBe('s3cret pass');
  });
});
