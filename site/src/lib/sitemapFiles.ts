/**
 * Which pages the sitemap lists and how they split into files (sitemap.ts renders them; the site
 * engine's page keys, engine/paths.ts, use the same split). No settings imported: the engine runs
 * this outside Vite.
 */
import { postUrl } from './posts';
import { sitemapArchivePaths } from './archives';
import type { StoredPost } from './loaders/storedPost';

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * URLs per file: the protocol's limit, or SITEMAP_MAX_URLS when set lower (the tests split a
 * small site with it; never above the limit).
 */
export function sitemapMaxUrls(): number {
  // Read here, not through lib/config.ts: the engine runs this module outside Vite (see above).
  // eslint-disable-next-line no-restricted-properties
  const set = Number(typeof process !== 'undefined' ? process.env.SITEMAP_MAX_URLS : undefined);
  return Number.isInteger(set) && set > 0 ? Math.min(set, SITEMAP_MAX_URLS) : SITEMAP_MAX_URLS;
}

/** Pages besides the articles that belong in the sitemap (not: unsubscribe, the newsletter forms' result pages, 404). */
const STATIC_PAGES = ['/', '/search/', '/newsletter/'];

/** Sorted once per post list: the index, each list and the engine's page keys ask for them (~0.2 s at 100,000 posts). */
const pathsOf = new WeakMap<readonly StoredPost[], readonly string[]>();

/** Every public page, sorted; each category's and tag's archive by its first page (later pages are reached by rel=next). */
export function sitemapPaths(posts: readonly StoredPost[]): readonly string[] {
  let paths = pathsOf.get(posts);
  if (!paths) pathsOf.set(posts, (paths = [...STATIC_PAGES, ...posts.map(postUrl), ...sitemapArchivePaths(posts)].sort()));
  return paths;
}

/** The lists the paths fill, `max` URLs each; at least one, even for an empty site. */
export function sitemapFiles(paths: readonly string[], max = sitemapMaxUrls()): string[][] {
  const files: string[][] = [];
  for (let at = 0; at < paths.length; at += max) files.push(paths.slice(at, at + max));
  return files.length ? files : [[]];
}

export const sitemapFilePath = (index: number): string => `/sitemap-${index}.xml`;
