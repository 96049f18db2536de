/**
 * What `npm run backup` records of each entry in backup.json, and what `npm run restore` checks
 * against it before it touches anything: every file's SHA-256 and every symlink's target, by
 * path inside the archive. A file missing, changed or not listed fails the check.
 */
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/** The archive's manifest format: 2 added `files` (checksums); format 1 archives have none. */
export const BACKUP_FORMAT = 2;

/** `{ 'media/a.png': 'sha256:…', 'site/current': 'symlink:builds/x', … }` of everything under `dir` (backup.json aside). */
export function listFiles(dir) {
  const files = {};
  const walk = (relative) => {
    for (const name of readdirSync(path.join(dir, relative)).sort()) {
      const entry = relative ? `${relative}/${name}` : name;
      if (entry === 'backup.json') continue;
      const full = path.join(dir, entry);
      const stat = lstatSync(full);
      if (stat.isSymbolicLink()) files[entry] = `symlink:${readlinkSync(full)}`;
      else if (stat.isDirectory()) walk(entry);
      else if (stat.isFile()) files[entry] = `sha256:${createHash('sha256').update(readFileSync(full)).digest('hex')}`;
      else files[entry] = 'special';
    }
  };
  walk('');
  return files;
}

/**
 * The first way the unpacked archive in `dir` differs from its manifest, as one sentence, or null.
 * `meta` is backup.json as read.
 */
export function manifestProblem(meta, dir) {
  if (meta?.format === 1)
    return 'The archive was made by an older version that recorded no checksums: restore it with --unchecked to skip that check (the database is still checked).';
  if (meta?.format !== BACKUP_FORMAT || !Array.isArray(meta.contents) || typeof meta.files !== 'object' || !meta.files)
    return `backup.json is not a manifest this version reads (format ${JSON.stringify(meta?.format)}).`;
  return filesProblem(meta, dir);
}

/** The first entry of `meta.contents` or `meta.files` that is missing, changed or unlisted. */
export function filesProblem(meta, dir) {
  const found = listFiles(dir);
  for (const name of meta.contents) {
    if (!Object.keys(found).some((entry) => entry === name || entry.startsWith(`${name}/`)))
      return `The archive lists ${name} in backup.json but does not contain it.`;
  }
  for (const [entry, recorded] of Object.entries(meta.files ?? {})) {
    if (!(entry in found)) return `The archive lists ${entry} in backup.json but does not contain it.`;
    if (found[entry] !== recorded) return `${entry} in the archive does not match the checksum recorded at backup time.`;
  }
  if (meta.files) {
    const unlisted = Object.keys(found).find((entry) => !(entry in meta.files));
    if (unlisted) return `The archive holds ${unlisted}, which backup.json does not list.`;
  }
  return null;
}
