/**
 * Archives past 65,535 files: an export of 100,000 posts has 100,035. fflate writes no zip64
 * records, so the end record's count wraps (100,035 read as 34,499: the import then wrote a third
 * of the posts and said nothing of the rest). The reader walks the directory to its end; the
 * exporter adds zip64's end records (services/transfer/zip64.ts).
 */
import { describe, expect, it } from 'vitest';
import { zipSync, type Zippable } from 'fflate';
import { IMPORT_FILE_ARCHIVE_LIMITS } from '@blog/shared';
import { fromUpload } from '../../src/services/transfer/fileSet';
import { readZipDirectory } from '../../src/services/transfer/zipDirectory';
import { withZip64End } from '../../src/services/transfer/zip64';

const FILES = 65_537;

function manyFiles(count: number): Uint8Array {
  const files: Zippable = {};
  for (let n = 0; n < count; n += 1) files[`posts/${n}.md`] = new Uint8Array(0);
  return zipSync(files, { level: 0 });
}

const endRecord = (zip: Buffer) => ({
  count: zip.readUInt16LE(zip.length - 22 + 10),
  signature: zip.readUInt32LE(zip.length - 22),
});

describe('archives of more than 65,535 files', () => {
  const raw = Buffer.from(manyFiles(FILES));

  it("reads every entry of one whose count wrapped (this platform's exports until now)", () => {
    expect(endRecord(raw).count).toBe(FILES % 0x10000);
    expect(readZipDirectory(raw, IMPORT_FILE_ARCHIVE_LIMITS)).toHaveLength(FILES);
  });

  it('writes zip64 end records, which the reader follows', async () => {
    const whole = Buffer.from(withZip64End(raw));
    expect(endRecord(whole)).toEqual({ count: 0xffff, signature: 0x06054b50 });
    const locator = whole.length - 22 - 20;
    expect(whole.readUInt32LE(locator)).toBe(0x07064b50);
    const record = Number(whole.readBigUInt64LE(locator + 8));
    expect(whole.readUInt32LE(record)).toBe(0x06064b50);
    expect(Number(whole.readBigUInt64LE(record + 32))).toBe(FILES);
    const files = await fromUpload('export.zip', whole, IMPORT_FILE_ARCHIVE_LIMITS);
    expect(files.size).toBe(FILES);
    expect(files.has(`posts/${FILES - 1}.md`)).toBe(true);
  }, 60_000);

  it('reads a directory that ends with a digital signature record, as APPNOTE allows', () => {
    const zip = Buffer.from(manyFiles(2));
    const end = zip.length - 22;
    const signature = Buffer.alloc(6);
    signature.writeUInt32LE(0x05054b50, 0);
    const record = Buffer.from(zip.subarray(end));
    record.writeUInt32LE(zip.readUInt32LE(end + 12) + signature.length, 12);
    const signed = Buffer.concat([zip.subarray(0, end), signature, record]);
    expect(readZipDirectory(signed, IMPORT_FILE_ARCHIVE_LIMITS).map((e) => e.name)).toEqual(['posts/0.md', 'posts/1.md']);
  });

  it('leaves an archive of fewer files as it is', () => {
    const small = manyFiles(3);
    expect(withZip64End(small)).toBe(small);
  });
});
