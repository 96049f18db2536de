#!/usr/bin/env node
/**
 * npm run restore ARCHIVE [--force]: brings a data folder (DATA_DIR) back to what `npm run backup`
 * saved: the SQLite database (to DATABASE_URL's file), the media, the signing secret, and the
 * site when the archive has it. The folder must hold no database yet (--force replaces one; stop
 * the platform first). Start the platform afterwards: it migrates if the code is newer, and
 * builds the site when the archive had none.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { extract } from 'tar';
import { dataPaths } from './lib/dataPaths.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
if (!positionals[0]) fail('usage: npm run restore ARCHIVE [-- --force]');
const archive = path.resolve(positionals[0]);
const data = dataPaths();
mkdirSync(data.dataDir, { recursive: true, mode: 0o700 });
if (data.sqlite && existsSync(data.sqlite) && statSync(data.sqlite).size > 0 && !values.force)
  fail(`${data.sqlite} exists: restore into a fresh DATA_DIR, or pass --force (with the platform stopped)`);

// Unpacked beside the data (the same disk), then renamed into place.
const staging = mkdtempSync(path.join(data.dataDir, '.restore-'));
try {
  await extract({ file: archive, cwd: staging, strict: true });
  const meta = JSON.parse(readFileSync(path.join(staging, 'backup.json'), 'utf8'));
  if (meta.format !== 1) throw new Error(`unknown backup format ${meta.format}`);
  const place = (name, target, mode) => {
    if (!meta.contents.includes(name)) return false;
    rmSync(target, { recursive: true, force: true });
    for (const suffix of ['-wal', '-shm']) if (name === 'cms.db') rmSync(`${target}${suffix}`, { force: true });
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    renameSync(path.join(staging, name), target);
    chmodSync(target, mode);
    return true;
  };
  if (meta.database === 'sqlite' && !data.sqlite)
    throw new Error('the archive holds a SQLite database but DATABASE_URL is not a file: URL');
  place('cms.db', data.sqlite ?? '', 0o600);
  place('media', data.media, 0o700);
  place('.payload-secret', data.secret, 0o600);
  place('site', data.site, 0o700);
  chmodSync(data.dataDir, 0o700);
  console.log(`Restored ${meta.contents.join(', ')} from ${archive} (made ${meta.createdAt}) into ${data.dataDir}`);
  if (meta.database === 'mongodb') console.log('MongoDB: restore the database with mongorestore (see the README).');
} finally {
  rmSync(staging, { recursive: true, force: true });
}
