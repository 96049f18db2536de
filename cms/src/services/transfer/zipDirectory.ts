import { TR, type ArchiveLimits } from '@blog/shared';
import { TransferError } from './errors';

/**
 * A zip's central directory, read without inflating anything, and checked against the archive
 * limits (entry count, declared sizes, compression ratio) so that a bomb is refused before it
 * costs memory or time. The declared sizes are only claims: the inflater (inflateArchive.ts)
 * holds every entry to its declared size, so a lying header cannot get past the total.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (nothing else is read). */
  method: number;
  /** Where the entry's compressed bytes start in the archive, and how many there are. */
  start: number;
  compressed: number;
  /** The declared unpacked size. */
  size: number;
}

const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const SIGNATURE = 0x05054b50;
const MAX32 = 0xffffffff;

const broken = () => new TransferError(TR.transfer.badZip);

function u64(data: Buffer, at: number): number {
  const value = data.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw broken();
  return Number(value);
}

/** The end-of-central-directory record (zip64's when the classic one is saturated). */
function findDirectory(data: Buffer): { count: number; offset: number; size: number } {
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= lowest; at -= 1) {
    if (data.readUInt32LE(at) !== EOCD) continue;
    let count = data.readUInt16LE(at + 10);
    let size = data.readUInt32LE(at + 12);
    let offset = data.readUInt32LE(at + 16);
    if ((count === 0xffff || offset === MAX32) && at >= 20 && data.readUInt32LE(at - 20) === EOCD64_LOCATOR) {
      const record = u64(data, at - 20 + 8);
      if (record + 56 > data.length || data.readUInt32LE(record) !== EOCD64) throw broken();
      count = u64(data, record + 32);
      size = u64(data, record + 40);
      offset = u64(data, record + 48);
    }
    return { count, offset, size };
  }
  throw broken();
}

/** Zip64's extra field (id 1) carries the sizes and offset the classic fields could not hold. */
function zip64Fields(extra: Buffer, wanted: { size: boolean; compressed: boolean; local: boolean }) {
  const out: { size?: number; compressed?: number; local?: number } = {};
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 1) {
      let field = at + 4;
      for (const key of ['size', 'compressed', 'local'] as const) {
        if (!wanted[key]) continue;
        if (field + 8 > at + 4 + length) throw broken();
        out[key] = u64(extra, field);
        field += 8;
      }
      return out;
    }
    at += 4 + length;
  }
  throw broken();
}

/** Every entry of the archive (folders included), or a TransferError: broken, or over one of `limits`. */
export function readZipDirectory(data: Buffer, limits: ArchiveLimits): ZipEntry[] {
  if (data.length < 22) throw broken();
  const { count, offset, size: directorySize } = findDirectory(data);
  const tooMany = () => new TransferError(TR.transfer.archiveTooManyEntries(limits.maxEntries));
  if (count > limits.maxEntries) throw tooMany();
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = offset;
  // Walked to the directory's end, not counted: a writer without zip64 (fflate, this platform's
  // exports before 2026-11-30) wraps a count past 65,535 (100,035 files read as 34,499).
  const end = offset + directorySize;
  if (end > data.length) throw broken();
  while (at < end) {
    // A directory may end with a digital signature record (APPNOTE 4.3.13): not an entry.
    if (at + 4 <= data.length && data.readUInt32LE(at) === SIGNATURE) break;
    if (entries.length >= limits.maxEntries) throw tooMany();
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) throw broken();
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    let compressed = data.readUInt32LE(at + 20);
    let size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    let local = data.readUInt32LE(at + 42);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd + extraLength > data.length) throw broken();
    // Bit 11: the name is UTF-8; otherwise read as Latin-1, as fflate does.
    const name = data.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, nameEnd);
    if (size === MAX32 || compressed === MAX32 || local === MAX32) {
      const wide = zip64Fields(data.subarray(nameEnd, nameEnd + extraLength), {
        size: size === MAX32,
        compressed: compressed === MAX32,
        local: local === MAX32,
      });
      size = wide.size ?? size;
      compressed = wide.compressed ?? compressed;
      local = wide.local ?? local;
    }
    // Encrypted entries and methods other than stored/deflate are not something an export holds.
    if (flags & 1 || (method !== 0 && method !== 8)) throw broken();
    total += size;
    if (total > limits.maxTotalBytes) throw new TransferError(TR.transfer.archiveTooBig(limits.maxTotalBytes / 1024 / 1024));
    if (size > limits.ratioFloorBytes && size > limits.maxRatio * Math.max(1, compressed))
      throw new TransferError(TR.transfer.archiveBomb(name));
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL) throw broken();
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + compressed > data.length) throw broken();
    entries.push({ name, method, start, compressed, size });
    at = nameEnd + extraLength + commentLength;
  }
  // The same directory as the record says: it ends there, and only the count's high bits may be lost.
  if ((at !== end && data.readUInt32LE(at) !== SIGNATURE) || entries.length % 0x10000 !== count % 0x10000) throw broken();
  return entries;
}
