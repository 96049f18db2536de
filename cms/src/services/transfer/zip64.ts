/**
 * fflate writes no zip64 records: past 65,535 files the end record's 16-bit counts wrap (an export
 * of 100,000 posts has 100,035 files and said 34,499). This adds zip64's end record and its locator
 * before the classic one, whose counts then say 0xFFFF ("see zip64"), as APPNOTE 4.3.14-16 lay
 * out. The central directory and every offset stay below 4 GB here (fflate cannot write past it).
 */
const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const MAX16 = 0xffff;

/** The central directory's entries, walked (the end record's count is what may have wrapped). */
function countEntries(data: Buffer, offset: number, end: number): number {
  let files = 0;
  for (let at = offset; at < end; files += 1) {
    if (data.readUInt32LE(at) !== CENTRAL) throw new Error('zip64: the central directory is not where the end record says');
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return files;
}

/** `zip` as fflate made it (an end record without a comment), with zip64's end records where its count needs them. */
export function withZip64End(zip: Uint8Array): Uint8Array {
  const data = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = data.length - 22;
  if (end < 0 || data.readUInt32LE(end) !== EOCD) throw new Error('zip64: no end record where fflate writes it');
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  // Each entry takes 46 bytes or more: a smaller directory holds fewer than 65,535.
  if (directorySize < MAX16 * 46) return zip;
  const files = countEntries(data, directoryOffset, directoryOffset + directorySize);
  if (files < MAX16) return zip;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(EOCD64, 0);
  record.writeBigUInt64LE(44n, 4); // the record's size after this field
  record.writeUInt16LE(45, 12); // made by: version 4.5 (zip64)
  record.writeUInt16LE(45, 14); // needed to extract
  record.writeBigUInt64LE(BigInt(files), 24); // entries on this disk
  record.writeBigUInt64LE(BigInt(files), 32); // entries in all
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(EOCD64_LOCATOR, 0);
  locator.writeBigUInt64LE(BigInt(end), 8); // the zip64 record starts where the classic one was
  locator.writeUInt32LE(1, 16); // disks in all
  const classic = Buffer.from(data.subarray(end));
  classic.writeUInt16LE(MAX16, 8);
  classic.writeUInt16LE(MAX16, 10);
  return Buffer.concat([data.subarray(0, end), record, locator, classic]);
}
