import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { deflateSync, strToU8, zipSync, type Zippable } from 'fflate';

/** Import files an attacker would send (issue #33): archive bombs and hostile XML, built here with fflate. */

const MB = 1024 * 1024;
const post = (title: string) => strToU8(`---\ntitle: "${title}"\ncategories: ["Arşiv"]\n---\n\nA body.\n`);

/**
 * Rewrites the declared unpacked size of the entries `pick` names (central directory and local
 * header both) to `size(compressed)`: the header lies, the data stays as it is.
 */
function declareSizes(zip: Uint8Array, pick: (name: string) => boolean, size: (compressed: number) => number): Buffer {
  const data = Buffer.from(zip);
  const eocd = data.length - 22; // fflate writes no archive comment
  const count = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  for (let n = 0; n < count; n += 1) {
    const nameLength = data.readUInt16LE(at + 28);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    if (pick(name)) {
      const declared = size(data.readUInt32LE(at + 20));
      data.writeUInt32LE(declared, at + 24);
      data.writeUInt32LE(declared, data.readUInt32LE(at + 42) + 22);
    }
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return data;
}

interface RawEntry {
  name: string;
  /** The deflated bytes, and what the headers say of them. */
  deflated: Uint8Array;
  crc: number;
  size: number;
}

/**
 * A zip whose entries may share one deflated stream: the way a real bomb is made (and far
 * quicker than deflating a gigabyte in the test). Local headers, data, central directory.
 */
function rawZip(entries: RawEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(e.crc, 16);
    entry.writeUInt32LE(e.deflated.length, 20);
    entry.writeUInt32LE(e.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, name, Buffer.from(e.deflated));
    central.push(entry, name);
    offset += 30 + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** Zeros deflated by fflate, with their CRC. */
function deflatedZeros(size: number): { deflated: Uint8Array; crc: number; size: number } {
  const zeros = new Uint8Array(size);
  return { deflated: deflateSync(zeros, { level: 9 }), crc: crc32(zeros), size };
}

const deflatedText = (text: string) => {
  const bytes = strToU8(text);
  return { deflated: deflateSync(bytes, { level: 1 }), crc: crc32(bytes), size: bytes.length };
};

let bomb: Buffer | undefined;
/** About 1 MB that unpacks to 1 GB: a hundred files of 10 MB of zeros (one stream, a hundred names). */
export function bombZip(): Buffer {
  if (bomb) return bomb;
  const zeros = deflatedZeros(10 * MB);
  const entries: RawEntry[] = [{ name: 'posts/a.md', ...deflatedText('---\ntitle: Bomb\n---\n\nA body.\n') }];
  for (let n = 0; n < 100; n += 1) entries.push({ name: `bomb/${String(n).padStart(3, '0')}.txt`, ...zeros });
  bomb = rawZip(entries);
  return bomb;
}

/** 16 MB of zeros whose header claims they are as small as they are packed (no ratio to see). */
export function lyingZip(): Buffer {
  const zeros = deflatedZeros(16 * MB);
  return rawZip([
    { name: 'posts/a.md', ...deflatedText('---\ntitle: Liar\n---\n\nA body.\n') },
    { name: 'posts/liar.md', ...zeros, size: zeros.deflated.length },
  ]);
}

/** Two stored 4 MB files that claim 300 MB each: over the total before a byte is inflated. */
export function overDeclaredZip(): Buffer {
  const noise = () => new Uint8Array(randomBytes(4 * MB));
  const zip = zipSync({ 'a.bin': [noise(), { level: 0 }], 'b.bin': [noise(), { level: 0 }], 'posts/a.md': post('Big') });
  return declareSizes(
    zip,
    (name) => name.endsWith('.bin'),
    () => 300 * MB,
  );
}

/** One entry more than the limit allows (empty files). */
export function manyEntriesZip(count = 20_001): Buffer {
  const files: Zippable = {};
  for (let n = 0; n < count; n += 1) files[`f/${n}.txt`] = new Uint8Array(0);
  return Buffer.from(zipSync(files, { level: 0 }));
}

/**
 * A large archive within the limits (256 MB unpacked, about 30 MB packed): a Markdown post and
 * text that deflates like real text (line numbers keep it from a bomb's ratio), deflated once and
 * stored under eight names.
 */
export function largeAllowedZip(): Buffer {
  const lines: string[] = [];
  for (let n = 0; lines.length < 850_000; n += 1) lines.push(`${n} lorem ipsum dolor sit amet ${(n * 7919) % 100_003}`);
  const text = deflatedText(lines.join('\n').slice(0, 32 * MB));
  const entries: RawEntry[] = [
    { name: 'posts/large-archive.md', ...deflatedText(`---\ntitle: Large archive\n---\n\nA body.\n`) },
  ];
  for (let n = 0; n < 8; n += 1) entries.push({ name: `notes/big-${n}.txt`, ...text });
  return rawZip(entries);
}

const WXR_OPEN =
  '<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/">' +
  '<channel><title>Site</title><wp:wxr_version>1.2</wp:wxr_version>';
const ITEM = '<item><title>&x;</title><wp:post_type>post</wp:post_type><content:encoded>Body</content:encoded></item>';
const WXR_CLOSE = '</channel></rss>';

/** The XML shapes that made the import answer 500: entity declarations of each kind, and deep nesting. */
export function wxrShapes(): Record<string, string> {
  const prolog = (subset: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE rss [${subset}]>\n`;
  return {
    'an external entity': `${prolog('<!ENTITY x SYSTEM "file:///etc/passwd">')}${WXR_OPEN}${ITEM}${WXR_CLOSE}`,
    'a parameter entity': `${prolog('<!ENTITY % p SYSTEM "http://127.0.0.1:9/x.dtd"> %p;')}${WXR_OPEN}${ITEM}${WXR_CLOSE}`,
    'an oversized entity': `${prolog(`<!ENTITY x "${'a'.repeat(2 * MB)}">`)}${WXR_OPEN}${ITEM}${WXR_CLOSE}`,
    'nested expansion (billion laughs)': `${prolog(
      '<!ENTITY a "aaaaaaaaaa">' +
        Array.from({ length: 9 }, (_, n) => `<!ENTITY ${'b'.repeat(n + 1)} "${`&${n ? 'b'.repeat(n) : 'a'};`.repeat(10)}">`).join(
          '',
        ) +
        '<!ENTITY x "&bbbbbbbbb;">',
    )}${WXR_OPEN}${ITEM}${WXR_CLOSE}`,
    '50,000 nested elements': `${WXR_OPEN}<item><title>Deep</title>${'<div>'.repeat(50_000)}${'</div>'.repeat(50_000)}</item>${WXR_CLOSE}`,
  };
}
