#!/usr/bin/env node
/**
 * `npm run audit`: checks every package version in package-lock.json against OSV advisories
 * (npm ecosystem), offline. Fails on an advisory against a production dependency; lists dev ones.
 *
 * The advisories are read with @renovatebot/osv-offline-db from `npm.nedb` (OSV records, one JSON
 * a line) in OSV_OFFLINE_ROOT_DIR: point it at Renovate's full osv-offline database where it can
 * be downloaded. The npm package ships no data and `npm audit`'s bulk endpoint is refused here, so
 * by default the records kept in scripts/audit/ are used (see its README: what they cover).
 *
 * Usage: node scripts/audit.mjs [--lockfile path]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { audit, installedPackages } from './lib/osvAudit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const lockfile = args.includes('--lockfile') ? args[args.indexOf('--lockfile') + 1] : path.join(root, 'package-lock.json');
// The database class reads its folder when it is first loaded.
process.env.OSV_OFFLINE_ROOT_DIR ||= path.join(root, 'scripts/audit');
// No records is no audit: the reader takes a missing or empty file for a clean bill, so count first.
const records = advisoryCount(path.join(process.env.OSV_OFFLINE_ROOT_DIR, 'npm.nedb'));
if (records === 0) {
  console.error(
    `[audit] no advisory records in ${path.join(process.env.OSV_OFFLINE_ROOT_DIR, 'npm.nedb')}: nothing was checked (see scripts/audit/README.md for the data).`,
  );
  process.exit(1);
}
const { OsvOfflineDb } = await import('@renovatebot/osv-offline-db');

const installed = installedPackages(JSON.parse(readFileSync(lockfile, 'utf8')));
const db = OsvOfflineDb.create();
let findings;
try {
  findings = await audit(installed, (name) => db.query('npm', name));
} finally {
  db[Symbol.dispose]();
}

const line = (f) =>
  `  ${f.name}@${f.version} ${f.advisory.id} ${f.advisory.database_specific?.severity ?? ''} ${f.advisory.summary ?? ''}` +
  `${f.fixed ? ` (fixed in ${f.fixed})` : ''}\n    at ${f.path}`;
const production = findings.filter((f) => !f.dev);
const dev = findings.filter((f) => f.dev);
console.log(
  `[audit] ${installed.length} installed packages checked against ${records} OSV advisories in ${process.env.OSV_OFFLINE_ROOT_DIR}`,
);
if (dev.length) console.log(`[audit] ${dev.length} advisories in dev dependencies (not shipped):\n${dev.map(line).join('\n')}`);
if (production.length) {
  console.error(`[audit] ${production.length} advisories in production dependencies:\n${production.map(line).join('\n')}`);
  process.exit(1);
}
console.log('[audit] no known advisory in production dependencies');

/** OSV records (an id and what they affect) in a nedb file, one JSON a line; 0 when it is missing. */
function advisoryCount(file) {
  if (!existsSync(file)) return 0;
  let count = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    try {
      const record = JSON.parse(line);
      if (typeof record?.id === 'string' && Array.isArray(record.affected)) count += 1;
    } catch {
      // blank or partial line
    }
  }
  return count;
}
