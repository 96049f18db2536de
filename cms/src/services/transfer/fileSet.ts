import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { TR } from '@blog/shared';
import { TransferError } from './errors';

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

/** A zip's files (directories and macOS leftovers dropped); a clear error for a broken archive. */
function unzip(data: Buffer): FileSet {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  } catch {
    throw new TransferError(TR.transfer.badZip);
  }
  const files: FileSet = new Map();
  for (const [name, bytes] of Object.entries(entries)) {
    if (name.endsWith('/') || IGNORED.test(name)) continue;
    files.set(normalisePath(name), Buffer.from(bytes));
  }
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

/** What `npm run import -- PATH` reads: a folder, a zip, or a single file (its name kept). */
export async function readPath(target: string): Promise<FileSet> {
  const info = await stat(target);
  const files: FileSet = new Map();
  if (info.isDirectory()) {
    await walk(target, target, files);
    return files;
  }
  return fromUpload(path.basename(target), await readFile(target));
}

/** An uploaded file: a zip is opened, anything else is one file under its (base) name. */
export function fromUpload(name: string, data: Buffer): FileSet {
  if (isZip(data)) return unzip(data);
  return new Map([[normalisePath(path.posix.basename(name.replace(/\\/g, '/')) || 'upload'), data]]);
}
