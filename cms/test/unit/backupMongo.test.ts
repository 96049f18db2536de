/**
 * `npm run backup` with a MongoDB DATABASE_URL runs mongodump into the archive, and restore hands
 * the dump back with the mongorestore line to run. No MongoDB server runs on these machines, so
 * MONGODUMP points at a stand-in that records the command line it was given and writes the file
 * its --archive names: what is checked is the command line, not a dump.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'blog-mongo-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const URL_WITH_PASSWORD = 'mongodb://blog:s3cret-pass@db.example.com:27017/blog?replicaSet=rs0';

const stand = path.join(work, 'mongodump');
writeFileSync(
  stand,
  `#!/bin/sh
printf '%s\\n' "$@" > "${work}/args"
for arg in "$@"; do
  case "$arg" in
    --config=*) cp "\${arg#--config=}" "${work}/config" ;;
    --archive=*) printf 'dump' > "\${arg#--archive=}" ;;
  esac
done
`,
);
chmodSync(stand, 0o755);

const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], {
    env: { ...process.env, DATABASE_URL: URL_WITH_PASSWORD, ...env },
    encoding: 'utf8',
  });

describe('npm run backup with MongoDB', () => {
  const dataDir = path.join(work, 'data');
  mkdirSync(path.join(dataDir, 'media'), { recursive: true });
  writeFileSync(path.join(dataDir, 'media', 'a.png'), 'png');
  const archive = path.join(work, 'mongo.tar.gz');

  it('runs mongodump --archive into the backup, the URL in a config file rather than on the command line', () => {
    const backup = run('backup.mjs', [archive], { DATA_DIR: dataDir, MONGODUMP: stand });
    expect(backup.status, backup.stderr).toBe(0);
    const args = readFileSync(path.join(work, 'args'), 'utf8').trim().split('\n');
    expect(args).toHaveLength(2);
    expect(args[0]).toMatch(/^--config=\S+mongodump\.yaml$/);
    expect(args[1]).toMatch(/^--archive=\S+mongodb\.archive$/);
    expect(args.join(' ')).not.toContain('s3cret-pass');
    expect(readFileSync(path.join(work, 'config'), 'utf8')).toBe(`uri: ${JSON.stringify(URL_WITH_PASSWORD)}\n`);
    expect(backup.stdout).toContain('mongodb.archive');
  });

  it('restores the files and leaves the dump for mongorestore, with the line to run', () => {
    const target = path.join(work, 'restored');
    const restore = run('restore.mjs', [archive], { DATA_DIR: target });
    expect(restore.status, restore.stderr).toBe(0);
    expect(readFileSync(path.join(target, 'media', 'a.png'), 'utf8')).toBe('png');
    const [dump] = readdirSync(path.join(target, 'backups'));
    expect(readFileSync(path.join(target, 'backups', dump!), 'utf8')).toBe('dump');
    expect(restore.stdout).toMatch(/mongorestore --uri="\$DATABASE_URL" --drop --archive=\S+mongodb\.archive/);
  });

  it('says in one line when mongodump is not installed, and leaves no archive behind', () => {
    const missing = path.join(work, 'none.tar.gz');
    const backup = run('backup.mjs', [missing], { DATA_DIR: dataDir, MONGODUMP: path.join(work, 'no-such-mongodump') });
    expect(backup.status).toBe(1);
    expect(backup.stderr.trim()).toBe(
      'Backup failed: mongodump is not installed: install the MongoDB Database Tools (or set MONGODUMP to its path), or pass --files-only and dump the database yourself.',
    );
    expect(existsSync(missing)).toBe(false);
  });
});
