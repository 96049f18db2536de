/**
 * What a CDN deploy does, worked out from the site engine's manifests (data/site/manifests/, one
 * per update: files added, changed, removed) without touching the bucket: which files to upload,
 * in which order and with which headers, which keys to delete, which paths to invalidate.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { lookup } from 'mrmime';

/** @typedef {import('@blog/shared/siteEngine').SiteManifest & { name: string }} NamedManifest a manifest and its file name */

/** Files the engine writes for hosts that read them; a bucket gets their rules instead (cdnRules.mjs). */
export const RULE_FILES = new Set(['_headers', '_redirects']);

export const CACHE = {
  /** Named by their content: a new version is a new name, so a year and never revalidated. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, feeds and the search index's entry points: a minute, then asked again. */
  document: 'public, max-age=60, must-revalidate',
  /** Other files under a fixed name (favicon, social cards): an hour, then asked again. */
  static: 'public, max-age=3600, must-revalidate',
};

/** Pagefind names its index, fragment, filter and meta files by their content. */
const HASHED_SEARCH = /^pagefind\/.*\.pf_(fragment|index|filter|meta)$/;
const DOCUMENT = /\.(html|xml|json|txt|js|mjs|css|webmanifest)$/;

export function kindOf(file) {
  if (file.startsWith('_astro/') || HASHED_SEARCH.test(file)) return 'immutable';
  if (DOCUMENT.test(file) || !path.extname(file)) return 'document';
  return 'static';
}

const TEXT = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json))|\+xml$/;
export function contentType(file) {
  if (file.endsWith('.pf_meta') || file.endsWith('.pf_fragment') || file.endsWith('.pf_index') || file.endsWith('.pf_filter'))
    return 'application/octet-stream';
  const type = lookup(file) ?? 'application/octet-stream';
  return TEXT.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * The manifests in `dir` newer than `after` (a manifest's name), oldest first; null when `after` is gone.
 * @param {string} dir
 * @param {string | undefined} after
 * @returns {NamedManifest[] | null}
 */
export function manifestsSince(dir, after) {
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith('.json'))
        .sort()
    : [];
  if (after && !names.includes(after)) return null;
  return names
    .filter((name) => !after || name > after)
    .map((name) => ({ name, ...JSON.parse(readFileSync(path.join(dir, name), 'utf8')) }));
}

/**
 * One plan for a run of manifests, oldest first: a file's last mention wins (added then removed is
 * a removal; removed then added again an upload). A full build's manifest lists every live file,
 * and what the bucket holds beyond them goes (`prune`).
 */
export function planFromManifests(manifests) {
  const last = new Map();
  let prune = false;
  for (const manifest of manifests) {
    if (manifest.kind === 'full') {
      prune = true;
      last.clear();
    }
    for (const file of [...manifest.added, ...manifest.changed]) last.set(file, 'upload');
    for (const file of manifest.removed) last.set(file, 'remove');
  }
  const upload = [];
  const remove = [];
  for (const [file, action] of last) {
    if (/\.(br|gz)$/.test(file)) continue; // the CDN compresses; the engine's copies are for the platform server
    if (action === 'upload') upload.push(file);
    else remove.push(file);
  }
  return { upload: orderUploads(upload), remove: remove.sort(), prune, rules: upload.some((f) => RULE_FILES.has(f)) };
}

/**
 * The upload phases: content-named files first (nothing refers to them yet), then the search
 * index's files, its entry points, the pages last: a reader never gets a page whose files are not
 * there yet. Rule files are not uploaded (-1).
 */
export function uploadPhase(file) {
  if (RULE_FILES.has(file)) return -1;
  if (kindOf(file) === 'immutable') return 0;
  if (file.startsWith('pagefind/') && !file.endsWith('pagefind-entry.json')) return 1;
  if (file.startsWith('pagefind/')) return 2;
  return 3;
}

export function orderUploads(files) {
  return files
    .filter((file) => uploadPhase(file) >= 0)
    .sort((a, b) => uploadPhase(a) - uploadPhase(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The URL paths to invalidate for the keys written or deleted: content-named files are new names
 * (never cached), a folder's index.html is also its `/folder/` URL. Past `max` paths, one `/*`.
 */
export function invalidationPaths(keys, max = 200) {
  const paths = new Set();
  for (const key of keys) {
    if (kindOf(key) === 'immutable') continue;
    paths.add(`/${encodeURI(key)}`);
    if (key === 'index.html') paths.add('/');
    else if (key.endsWith('/index.html')) paths.add(`/${encodeURI(key.slice(0, -'index.html'.length))}`);
  }
  const sorted = [...paths].sort();
  return sorted.length > max ? ['/*'] : sorted;
}
