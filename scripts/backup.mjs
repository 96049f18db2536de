#!/usr/bin/env node
/**
 * npm run backup [ARCHIVE] [--site] [--files-only]: one .tar.gz of what the platform cannot make again: an online,
 * consistent copy of the SQLite database (VACUUM INTO: one read transaction, so writes carry on),
 * the media, the signing secret, and with --site the built site and the site engine's state
 * (without it the first start after a restore makes a full build). Default ARCHIVE:
 * DATA_DIR/backups/blog-<time>.tar.gz. A MongoDB DATABASE_URL: mongodump's archive instead of the
 * SQLite copy (lib/mongoDump.mjs), a PostgreSQL one: pg_dump's (lib/postgresDump.mjs); --files-only
 * leaves the dump out, where the tool is not installed (e.g. the image) and the database is dumped
 * elsewhere. backup.json records every file's SHA-256 (lib/backupManifest.mjs),
 * which restore checks. The archive is created 0600 (it holds the signing secret and every
 * subscriber's address) and never overwrites a file.
 */
import {
  copyFileSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import { create } from 'tar';
import { BACKUP_FORMAT, listFiles } from './lib/backupManifest.mjs';
import { dataPaths } from './lib/dataPaths.mjs';
import { MONGO_ENTRY, mongodump } from './lib/mongoDump.mjs';
import { POSTGRES_ENTRY, pgDump } from './lib/postgresDump.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { site: { type: 'boolean', default: false }, 'files-only': { type: 'boolean', default: false } },
});
const data = dataPaths();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const archive = path.resolve(positionals[0] || path.join(data.dataDir, 'backups', `blog-${stamp}.tar.gz`));
const scratch = mkdtempSync(path.join(tmpdir(), 'blog-backup-'));
const staging = path.join(scratch, 'archive');
mkdirSync(staging);
let writing = false;

try {
  if (existsSync(archive)) throw new Error(`${archive} exists already: give the backup a new name.`);
  const contents = [];
  // The database first: a media file the snapshot refers to is already on disk when media is copied.
  if (data.sqlite) {
    if (!existsSync(data.sqlite)) throw new Error(`there is no database at ${data.sqlite} (DATABASE_URL).`);
    const db = createClient({ url: `file:${data.sqlite}` });
    try {
      await db.execute('PRAGMA busy_timeout = 10000');
      await db.execute({ sql: 'VACUUM INTO ?', args: [path.join(staging, 'cms.db')] });
    } finally {
      db.close();
    }
    contents.push('cms.db');
  } else if (values['files-only']) {
    // The database is dumped elsewhere.
  } else if (data.postgres) {
    pgDump(data.postgres, staging);
    contents.push(POSTGRES_ENTRY);
  } else {
    mongodump(data.mongo, staging, scratch);
    contents.push(MONGO_ENTRY);
  }
  if (existsSync(data.media)) {
    cpSync(data.media, path.join(staging, 'media'), { recursive: true });
    contents.push('media');
  }
  if (existsSync(data.secret)) {
    copyFileSync(data.secret, path.join(staging, '.payload-secret'));
    contents.push('.payload-secret');
  } else {
    console.log('No data/.payload-secret (PAYLOAD_SECRET is set in the environment): keep that value with the backup.');
  }
  if (values.site && existsSync(data.site)) {
    // The live symlink and its build, the engine's state and manifests; not the scratch folders.
    cpSync(data.site, path.join(staging, 'site'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !['tmp', 'backups'].includes(path.relative(data.site, source).split(path.sep)[0]),
    });
    contents.push('site');
  }
  const database = data.sqlite ? 'sqlite' : data.postgres ? 'postgres' : 'mongodb';
  const meta = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), database, contents, files: listFiles(staging) };
  writeFileSync(path.join(staging, 'backup.json'), `${JSON.stringify(meta, null, 1)}\n`);
  mkdirSync(path.dirname(archive), { recursive: true, mode: 0o700 });
  writing = true;
  // Private from its first byte ('wx': a new file, made 0600; never one that is there already).
  await pipeline(
    create({ gzip: true, cwd: staging, portable: true }, ['backup.json', ...contents]),
    createWriteStream(archive, { flags: 'wx', mode: 0o600 }),
  );
  const media = existsSync(data.media) ? readdirSync(data.media).length : 0;
  console.log(`Backup written: ${archive} (${contents.join(', ')}; ${media} media file(s))`);
} catch (error) {
  // One sentence, no stack trace.
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  // A half-written archive is no backup.
  if (writing) rmSync(archive, { force: true });
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
