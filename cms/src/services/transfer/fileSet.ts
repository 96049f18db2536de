import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMPORT_ARCHIVE_LIMITS, IMPORT_FILE_ARCHIVE_LIMITS, TR, type ArchiveLimits } from '@blog/shared';
import { TransferError } from './errors';
import { inflateEntries } from './inflateArchive';
import { readZipDirectory } from './zipDirectory';

/** The files of an import (one file, a folder or a zip), by normalised relative path. */
export type FileSet = Map<string, Buffer>;

/** Forward slashes, no leading ./ or /, no `..` (a zip slip is refused, not followed). */
export function normalisePath(name: string): string {
  const clean = path.posix
    .normalize(name.replace(/\\/g, '/'))
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+/, '');
  if (clean === '..' || clean.startsWith('../')) throw new TransferError(TR.transfer.unsafeEntry(name));
  return clean;
}

const IGNORED = /(^|\/)(__MACOSX|\.DS_Store|\.git)(\/|$)/;

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/**
 * A zip's files (directories and macOS leftovers dropped): the directory checked against the
 * archive limits first, then inflated off the event loop (zipDirectory.ts, inflateArchive.ts).
 */
async function unzip(data: Buffer, limits: ArchiveLimits): Promise<FileSet> {
  const entries = readZipDirectory(data, limits).filter((e) => !e.name.endsWith('/') && !IGNORED.test(e.name));
  const names = entries.map((e) => normalisePath(e.name));
  const bytes = await inflateEntries(data, entries, limits);
  const files: FileSet = new Map();
  names.forEach((name, at) => files.set(name, bytes.get(at)!));
  return files;
}

async function walk(dir: string, base: string, files: FileSet): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = normalisePath(path.relative(base, full));
    if (IGNORED.test(rel) || entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) await walk(full, base, files);
    else if (entry.isFile()) files.set(rel, await readFile(full));
  }
}

/**
 * What `npm run import -- PATH` reads: a folder, a zip (within the larger limits of a file on the
 * server's disk), or a single file (its name kept).
 */
export async function readPath(target: string): Promise<FileSet> {
  const info = await stat(target);
  const files: FileSet = new Map();
  if (info.isDirectory()) {
    await walk(target, target, files);
    return files;
  }
  return fromUpload(path.basename(target), await readFile(target), IMPORT_FILE_ARCHIVE_LIMITS);
}

/** An uploaded file: a zip is opened (within the upload's limits), anything else is one file under its (base) name. */
export async function fromUpload(name: string, data: Buffer, limits: ArchiveLimits = IMPORT_ARCHIVE_LIMITS): Promise<FileSet> {
  if (isZip(data)) return unzip(data, limits);
  return new Map([[normalisePath(path.posix.basename(name.replace(/\\/g, '/')) || 'upload'), data]]);
}
