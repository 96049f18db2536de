/**
 * The generated Open Graph card (lib/og): a real PNG of 1200×630 (read from its header), kept
 * by content (a second render of the same card comes from the cache; a new title makes a new
 * file), and the meta image each kind of post gets.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedOgCard, ogCacheKey } from '../src/lib/og/cache';
import { ogImageOf } from '../src/lib/og/ogImage';

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk header). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const dir = mkdtempSync(path.join(tmpdir(), 'og-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files = () => readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.png'));

describe('generated social card', () => {
  const card = { title: 'Çok güzel: a title with Turkish letters', category: 'Design', siteName: 'The Blog' };

  it('is a 1200×630 PNG, made once and then read from the content-keyed cache', async () => {
    const png = await cachedOgCard(card, dir);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(files()).toHaveLength(1);
    // Overwrite the kept file: the next render must return it as it is (not draw again).
    const key = ogCacheKey(card);
    writeFileSync(path.join(dir, key.slice(0, 2), `${key}.png`), Buffer.from('kept'));
    expect((await cachedOgCard(card, dir)).toString()).toBe('kept');
  }, 30_000);

  it('a new title or category is a new card', async () => {
    expect(ogCacheKey({ ...card, title: 'Other' })).not.toBe(ogCacheKey(card));
    expect(ogCacheKey({ ...card, category: null })).not.toBe(ogCacheKey(card));
    const png = await cachedOgCard({ ...card, title: 'Other' }, dir);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(files()).toHaveLength(2);
  }, 30_000);
});

describe('ogImageOf', () => {
  const thumbs = new Map([['og:/media/big.jpg', '/media/big-1200x630.jpg']]);
  it('without a cover: the generated card, 1200×630', () => {
    expect(ogImageOf({ slug: 'a', featuredImage: null }, thumbs)).toEqual({ url: '/og/a.png', width: 1200, height: 630 });
  });
  it('with a cover: its 1200×630 rendition when the CMS made one, else the cover as it is (size unknown)', () => {
    expect(ogImageOf({ slug: 'a', featuredImage: '/media/big.jpg' }, thumbs)).toEqual({
      url: '/media/big-1200x630.jpg',
      width: 1200,
      height: 630,
    });
    expect(ogImageOf({ slug: 'a', featuredImage: 'https://example.com/x.jpg' }, thumbs)).toEqual({
      url: 'https://example.com/x.jpg',
    });
  });
});
