/** The sitemap split (src/lib/sitemapFiles, engine/paths): at most 50,000 URLs a file, as sitemaps.org requires. */
import { afterEach, describe, expect, it } from 'vitest';
import { pageKeys } from '../engine/paths';
import { SITEMAP_MAX_URLS, sitemapFiles, sitemapMaxUrls, sitemapPaths } from '../src/lib/sitemapFiles';
import { model, post } from './engineModel';

const records = Array.from({ length: 30 }, (_, i) => post(i + 1, (i % 3) + 1, i + 1));
const sitemapKeys = (keys: Map<string, string>) => [...keys.keys()].filter((p) => p.startsWith('/sitemap-')).sort();

afterEach(() => {
  delete process.env.SITEMAP_MAX_URLS;
});

describe('sitemap files', () => {
  it('splits the sorted pages into files of at most the limit, every page once, in order', () => {
    const paths = sitemapPaths(records.map((r) => r.entry));
    const files = sitemapFiles(paths, 7);
    expect(files.length).toBe(Math.ceil(paths.length / 7));
    expect(files.every((file) => file.length <= 7)).toBe(true);
    expect(files.flat()).toEqual(paths);
  });

  it('keeps one file (empty) for an empty site, and never goes above the protocol limit', () => {
    expect(sitemapFiles([])).toEqual([[]]);
    process.env.SITEMAP_MAX_URLS = '80000';
    expect(sitemapMaxUrls()).toBe(SITEMAP_MAX_URLS);
    const many = Array.from({ length: 120_001 }, (_, i) => `/blog/p-${i}/`);
    expect(sitemapFiles(many).map((file) => file.length)).toEqual([50_000, 50_000, 20_001]);
  });

  it('the engine renders the index and one page per file, and a change re-keys the index when the count changes', () => {
    expect(sitemapKeys(pageKeys(model(records)))).toEqual(['/sitemap-0.xml', '/sitemap-index.xml']);
    process.env.SITEMAP_MAX_URLS = '10';
    const paths = sitemapPaths(records.map((r) => r.entry));
    const keys = pageKeys(model(records));
    const count = Math.ceil(paths.length / 10);
    expect(sitemapKeys(keys)).toEqual(
      [...Array.from({ length: count }, (_, i) => `/sitemap-${i}.xml`), '/sitemap-index.xml'].sort(),
    );
    const grown = pageKeys(model([...records, ...Array.from({ length: 10 }, (_, i) => post(100 + i, 1, 40 + i))]));
    expect(sitemapKeys(grown).length).toBeGreaterThan(sitemapKeys(keys).length);
    expect(grown.get('/sitemap-index.xml')).not.toBe(keys.get('/sitemap-index.xml'));
  });
});
