import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from '../src/slugify';

describe('slugify', () => {
  it.each([
    ['Yazılım Geliştirme', 'yazilim-gelistirme'],
    ["İstanbul'da Şık Öğle Yemeği", 'istanbul-da-sik-ogle-yemegi'],
    ['ÇĞIİÖŞÜ çğıiöşü', 'cgiiosu-cgiiosu'],
    ['Hello,   World!!!', 'hello-world'],
    ['a -- b __ c', 'a-b-c'],
    ['  --Leading & trailing junk--  ', 'leading-trailing-junk'],
    ['!!!@@@###', ''],
    ['', ''],
    ['Next.js 16 & React 19', 'next-js-16-react-19'],
    ['Café déjà vu', 'caf-d-j-vu'],
    ['ALL CAPS TITLE', 'all-caps-title'],
    ['tab\tand\nnewline', 'tab-and-newline'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('only ever yields a-z, 0-9 and single inner hyphens', () => {
    const samples = ['Ğ', 'x--y', '---', 'İıI', 'emoji 🎉 here', '100% güvenli'];
    for (const s of samples) expect(slugify(s)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
  });
});

describe('uniqueSlug', () => {
  it('returns the base when free and adds a numeric suffix on collision', async () => {
    const taken = new Set(['post', 'post-2']);
    expect(await uniqueSlug('fresh', async (s) => taken.has(s))).toBe('fresh');
    expect(await uniqueSlug('post', async (s) => taken.has(s))).toBe('post-3');
  });

  it('falls back to "untitled" for an empty base', async () => {
    expect(await uniqueSlug('', async () => false)).toBe('untitled');
  });
});
