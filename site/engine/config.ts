/**
 * Where the site engine reads and writes. Everything lives under the data folder's `site/`
 * (SITE_DATA_DIR): the live symlink and builds the server serves, and the engine's own state.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

/** site/ (this file is bundled into site/node_modules/.astro/engine/, so found from the env or the cwd). */
export const siteDir = path.resolve(process.env.BLOG_SITE_DIR || process.cwd());

const root = path.resolve(process.env.SITE_DATA_DIR || path.join(siteDir, '..', 'data', 'site'));

export const paths = {
  root,
  builds: path.join(root, 'builds'),
  current: path.join(root, 'current'),
  /** Scratch files, renamed into the live folder (the same disk, so a rename is atomic). */
  tmp: path.join(root, 'tmp'),
  engine: path.join(root, 'engine'),
  state: path.join(root, 'engine', 'state.json'),
  journal: path.join(root, 'engine', 'journal.json'),
  bodies: path.join(root, 'engine', 'bodies'),
  /** One JSON per update: the files it added, changed and removed (for CDN deploys). */
  manifests: path.join(root, 'manifests'),
  /**
   * The server bundles, one per template fingerprint, of this data folder only: another platform,
   * test run or bench on the same checkout builds and prunes its own (it used to delete this one's,
   * and the next publish here became a full build). In the source tree, not the data folder, so
   * the bundle's imports resolve from the site's node_modules.
   */
  bundles: path.join(siteDir, '.renderer', createHash('sha1').update(root).digest('hex').slice(0, 12)),
  /** A test hook: while this file exists, builds include a template that throws. */
  breakFlag: path.join(root, 'inject-broken-template'),
};

export const CMS_URL = (process.env.CMS_URL || 'http://localhost:3000').replace(/\/+$/, '');
// Like the CMS: without SITE_URL the site is where the platform listens (PORT).
export const SITE_URL = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
