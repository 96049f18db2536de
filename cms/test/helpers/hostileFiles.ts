import { strToU8, zipSync, type Zippable } from 'fflate';

/** Import files an attacker would send (issue #33): archive bombs and hostile XML, built here with fflate. */

const MB = 1024 * 1024;
const post = (title: string) => strToU8(`---\ntitle: "${title}"\ncategories: ["Arşiv"]\n---\n\nA body.\n`);

/**
 * Rewrites the declared unpacked size of the entries `pick` names (central directory and local
 * header both) to `size(compressed)`: the header lies, the data stays as it is.
 */
export function declareSizes(zip: Uint8Array, pick: (name: string) => boolean, size: (compressed: number) => number): Buffer {
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

let bomb: Buffer | undefined;
/** About 1 MB that unpacks to 1 GB: a hundred files of 10 MB of zeros. */
export function bombZip(): Buffer {
  if (bomb) return bomb;
  const zeros = new Uint8Array(10 * MB);
  const files: Zippable = { 'posts/a.md': post('Bomb') };
  for (let n = 0; n < 100; n += 1) files[`bomb/${String(n).padStart(3, '0')}.txt`] = [zeros, { level: 9 }];
  bomb = Buffer.from(zipSync(files));
  return bomb;
}

/** 64 MB of zeros whose header claims they are as small as they are packed (no ratio to see). */
export function lyingZip(): Buffer {
  const zip = zipSync({ 'posts/a.md': post('Liar'), 'posts/liar.md': [new Uint8Array(64 * MB), { level: 9 }] });
  return declareSizes(zip, (name) => name === 'posts/liar.md', (compressed) => compressed);
}

/** Two stored 4 MB files that claim 300 MB each: over the total before a byte is inflated. */
export function overDeclaredZip(): Buffer {
  const noise = (seed: number) => Uint8Array.from({ length: 4 * MB }, (_, i) => (i * 2654435761 + seed) >>> 24);
  const zip = zipSync({ 'a.bin': [noise(1), { level: 0 }], 'b.bin': [noise(2), { level: 0 }], 'posts/a.md': post('Big') });
  return declareSizes(zip, (name) => name.endsWith('.bin'), () => 300 * MB);
}

/** One entry more than the limit allows (empty files). */
export function manyEntriesZip(count = 20_001): Buffer {
  const files: Zippable = {};
  for (let n = 0; n < count; n += 1) files[`f/${n}.txt`] = new Uint8Array(0);
  return Buffer.from(zipSync(files, { level: 0 }));
}

/**
 * A large archive within the limits (about 256 MB unpacked, 40 MB packed): a Markdown post and
 * text that deflates like real text (line numbers keep it from collapsing into a bomb's ratio).
 */
export function largeAllowedZip(): Buffer {
  const lines: string[] = [];
  for (let n = 0; lines.length < 1_100_000; n += 1) lines.push(`${n} lorem ipsum dolor sit amet ${(n * 7919) % 100_003}`);
  const text = strToU8(lines.join('\n').slice(0, 64 * MB));
  const files: Zippable = { 'posts/large-archive.md': post('Large archive') };
  for (let n = 0; n < 4; n += 1) files[`notes/big-${n}.txt`] = [text, { level: 1 }];
  return Buffer.from(zipSync(files));
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
        Array.from({ length: 9 }, (_, n) => `<!ENTITY ${'b'.repeat(n + 1)} "${`&${n ? 'b'.repeat(n) : 'a'};`.repeat(10)}">`).join('') +
        '<!ENTITY x "&bbbbbbbbb;">',
    )}${WXR_OPEN}${ITEM}${WXR_CLOSE}`,
    '50,000 nested elements': `${WXR_OPEN}<item><title>Deep</title>${'<div>'.repeat(50_000)}${'</div>'.repeat(50_000)}</item>${WXR_CLOSE}`,
  };
}
