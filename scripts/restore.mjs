#!/usr/bin/env node
/**
 * npm run restore ARCHIVE [--force] [--unchecked]: brings a data folder (DATA_DIR) back to what
 * `npm run backup` saved: the SQLite database (to DATABASE_URL's file), the media, the signing
 * secret, and the site when the archive has it. The folder must hold no database yet (--force
 * replaces one). Refused while a running platform has the database open.
 *
 * Nothing is touched until the whole archive is checked: unpacked into a folder inside DATA_DIR
 * (the same disk), every entry against the SHA-256 recorded in backup.json, the database with
 * SQLite's integrity check. Then each entry is swapped in by two renames (the old one moved aside
 * to NAME.replaced-<time>, the new one into place); a failure renames back what was moved, so the
 * old data stays as it was. Every failure is one sentence, without a stack trace.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { extract } from 'tar';
import { filesProblem, manifestProblem } from './lib/backupManifest.mjs';
import { dataPaths } from './lib/dataPaths.mjs';
import { MONGO_ENTRY } from './lib/mongoDump.mjs';
import { POSTGRES_ENTRY } from './lib/postgresDump.mjs';
import { sqliteInUse, sqliteProblem } from './lib/sqliteInUse.mjs';

/** A refusal: its message is the sentence shown. */
class Refusal extends Error {}
const refuse = (message) => {
  throw new Refusal(message);
};

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, unchecked: { type: 'boolean', default: false } },
  });
  if (!positionals[0]) refuse('usage: npm run restore ARCHIVE [-- --force]');
  const archive = path.resolve(positionals[0]);
  if (!existsSync(archive) || !statSync(archive).isFile()) refuse(`There is no archive at ${archive}.`);
  const data = dataPaths();
  const inUse = `The database ${data.sqlite} is in use (a running platform, or another tool, has it open): stop the platform, then restore.`;
  if (data.sqlite && sqliteInUse(data.sqlite)) refuse(inUse);
  const existing = data.sqlite && existsSync(data.sqlite) && statSync(data.sqlite).size > 0;
  if (existing && !values.force)
    refuse(`${data.sqlite} exists: restore into a fresh DATA_DIR, or pass --force (with the platform stopped).`);

  mkdirSync(data.dataDir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(path.join(data.dataDir, '.restore-'));
  try {
    const meta = await unpack(archive, staging, values.unchecked);
    const entries = [
      { name: 'cms.db', target: data.sqlite, mode: 0o600, extras: ['-wal', '-shm'] },
      { name: 'media', target: data.media, mode: 0o700 },
      { name: '.payload-secret', target: data.secret, mode: 0o600 },
      { name: 'site', target: data.site, mode: 0o700 },
      { name: MONGO_ENTRY, target: path.join(data.dataDir, 'backups', `restored-${stamp()}.${MONGO_ENTRY}`), mode: 0o600 },
      { name: POSTGRES_ENTRY, target: path.join(data.dataDir, 'backups', `restored-${stamp()}.${POSTGRES_ENTRY}`), mode: 0o600 },
    ].filter((entry) => meta.contents.includes(entry.name));
    if (meta.database === 'sqlite') {
      if (!data.sqlite) refuse('The archive holds a SQLite database but DATABASE_URL is not a file: URL.');
      const problem = await sqliteProblem(path.join(staging, 'cms.db'), 'The database in the archive');
      if (problem) refuse(problem);
      // Asked again just before the swap: the checks above take a while.
      if (sqliteInUse(data.sqlite)) refuse(inUse);
    }
    const aside = swapIn(entries, staging);
    chmodSync(data.dataDir, 0o700);
    console.log(`Restored ${meta.contents.join(', ')} from ${archive} (made ${meta.createdAt}) into ${data.dataDir}`);
    if (aside.length) console.log(`The replaced data was moved aside (delete it once the platform runs): ${aside.join(', ')}`);
    const dump = entries.find((entry) => entry.name === MONGO_ENTRY);
    if (dump) console.log(`MongoDB: load the database with mongorestore --uri="$DATABASE_URL" --drop --archive=${dump.target}`);
    const pg = entries.find((entry) => entry.name === POSTGRES_ENTRY);
    if (pg)
      console.log(
        `PostgreSQL: load the database with pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${pg.target}`,
      );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Unpacks `archive` into `staging` and checks it against its manifest; returns backup.json. */
async function unpack(archive, staging, unchecked) {
  try {
    await extract({ file: archive, cwd: staging, strict: true });
  } catch (error) {
    refuse(`${archive} is not a readable backup archive (${error.code ?? error.message}).`);
  }
  let meta;
  try {
    meta = JSON.parse(readFileSync(path.join(staging, 'backup.json'), 'utf8'));
  } catch {
    refuse(`${archive} has no readable backup.json: it is not an archive made by npm run backup.`);
  }
  const problem = unchecked && meta?.format === 1 ? filesProblem(meta, staging) : manifestProblem(meta, staging);
  if (problem) refuse(problem);
  return meta;
}

/**
 * Moves each target aside and the unpacked entry into its place; on a failure, renames back
 * what was moved. Returns the paths the old data went to.
 */
function swapIn(entries, staging) {
  const suffix = `.replaced-${stamp()}`;
  const done = [];
  const move = (from, to) => {
    renameSync(from, to);
    done.push([from, to]);
  };
  try {
    for (const { name, target, extras = [] } of entries) {
      for (const file of [target, ...extras.map((extra) => `${target}${extra}`)])
        if (existsSync(file)) move(file, `${file}${suffix}`);
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      move(path.join(staging, name), target);
    }
  } catch (error) {
    for (const [from, to] of done.reverse()) renameSync(to, from);
    refuse(`Restore stopped while moving files into place (${error.code ?? error.message}); the data folder is as it was.`);
  }
  for (const { target, mode } of entries) chmodSync(target, mode);
  return done.filter(([, to]) => to.endsWith(suffix)).map(([, to]) => to);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Refusal ? error.message : `Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
