#!/usr/bin/env node
/**
 * npm run backup [ARCHIVE] [--site]: one .tar.gz of what the platform cannot make again: an online,
 * consistent copy of the SQLite database (VACUUM INTO: one read transaction, so writes carry on),
 * the media, the signing secret, and with --site the built site and the site engine's state
 * (without it the first start after a restore makes a full build). Default ARCHIVE:
 * DATA_DIR/backups/blog-<time>.tar.gz. A MongoDB database is left to mongodump (README).
 */
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@libsql/client';
import { create } from 'tar';
import { dataPaths } from './lib/dataPaths.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { site: { type: 'boolean', default: false } } });
const data = dataPaths();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const archive = path.resolve(positionals[0] || path.join(data.dataDir, 'backups', `blog-${stamp}.tar.gz`));
const staging = mkdtempSync(path.join(tmpdir(), 'blog-backup-'));

try {
  const contents = [];
  // The database first: a media file the snapshot refers to is already on disk when media is copied.
  if (data.sqlite) {
    if (!existsSync(data.sqlite)) throw new Error(`no database at ${data.sqlite}`);
    const db = createClient({ url: `file:${data.sqlite}` });
    try {
      await db.execute('PRAGMA busy_timeout = 10000');
      await db.execute({ sql: 'VACUUM INTO ?', args: [path.join(staging, 'cms.db')] });
    } finally {
      db.close();
    }
    contents.push('cms.db');
  } else {
    console.log('MongoDB: back the database up with mongodump (see the README); this archive has the files only.');
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
  const meta = { format: 1, createdAt: new Date().toISOString(), database: data.sqlite ? 'sqlite' : 'mongodb', contents };
  writeFileSync(path.join(staging, 'backup.json'), `${JSON.stringify(meta, null, 1)}\n`);
  mkdirSync(path.dirname(archive), { recursive: true, mode: 0o700 });
  await create({ gzip: true, file: archive, cwd: staging, portable: true }, ['backup.json', ...contents]);
  // It holds the signing secret and every subscriber's address.
  chmodSync(archive, 0o600);
  const media = existsSync(data.media) ? readdirSync(data.media).length : 0;
  console.log(`Backup written: ${archive} (${contents.join(', ')}; ${media} media file(s))`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
