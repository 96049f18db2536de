/**
 * Every path the site engine reads and writes and every environment setting it takes, read once
 * here (no other engine file reads process.env). The data folder's layout is shared with the
 * CMS (@blog/shared/siteEngine); the server bundles live in the source tree.
 */
import path from 'node:path';
import { REVALIDATE_TOKEN_ENV } from '@blog/shared';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, localOrigin } from '@blog/shared/defaults';
import { siteDataPaths } from '@blog/shared/siteEngine';
import { SITE_LINK_VARIABLES } from '../src/lib/siteLinks';

const env = process.env;
const number = (value: string | undefined, fallback: number) => Number(value || fallback);

/** site/ (this file is bundled into site/node_modules/.astro/engine/: BLOG_SITE_DIR, else the cwd). */
export const siteDir = path.resolve(env.BLOG_SITE_DIR || process.cwd());

/** SITE_DATA_DIR: the data folder's `site/` (the CMS passes DATA_DIR/site). */
const root = path.resolve(env.SITE_DATA_DIR || path.join(siteDir, '..', DEFAULT_DATA_DIR, 'site'));

export const paths = {
  ...siteDataPaths(root),
  /** Social card PNGs kept by content (a full rebuild reuses every unchanged card). */
  og: path.join(root, 'engine', 'og'),
  /**
   * The server bundles, one per version of the templates (render/bundle.ts), shared by every
   * platform, test run and bench on this checkout: a bundle holds no setting of a data folder. In
   * the source tree, not the data folder, so the bundle's imports resolve from the site's
   * node_modules.
   */
  bundles: path.join(siteDir, '.renderer'),
};

/** CMS_URL: where the engine reads /api/v1. */
export const CMS_URL = (env.CMS_URL || localOrigin(DEFAULT_PORT)).replace(/\/+$/, '');
/** SITE_URL (else http://localhost:PORT, like the CMS): canonical links, feeds, the sitemap. */
export const SITE_URL = (env.SITE_URL || localOrigin(env.PORT || DEFAULT_PORT)).replace(/\/+$/, '');
/** The header's and footer's link settings as set (undefined: unset), baked into every page. */
export const SITE_LINK_SETTINGS: readonly (readonly [string, string | undefined])[] = SITE_LINK_VARIABLES.map(
  (name) => [name, env[name]] as const,
);
/** The environment of a child process the engine starts (the astro build), plus `overrides`. */
export const childEnv = (overrides: Record<string, string>): NodeJS.ProcessEnv => ({ ...env, ...overrides });
/** The secret the CMS hands its engine to read past the public cache (unset when run by hand). */
export const REVALIDATE_TOKEN = env[REVALIDATE_TOKEN_ENV];

/** Tuning; the defaults are what the bench runs with, the tests set smaller ones. */
export const settings = {
  /** SITE_UPDATE_WORKERS: render workers an update keeps warm for the deeper list pages (0: none). */
  updateWorkers: number(env.SITE_UPDATE_WORKERS, 2),
  /** SITE_UPDATE_WORKERS_MIN: fewer deeper list pages than this render on the engine's thread. */
  updateWorkersMin: number(env.SITE_UPDATE_WORKERS_MIN, 100),
  /** SITE_ENGINE_WORKERS_MIN: a full build of fewer pages renders on the engine's thread. */
  fullBuildWorkersMin: number(env.SITE_ENGINE_WORKERS_MIN, 300),
  /** SEARCH_SHARD_POSTS: posts per search shard the count aims under. */
  searchShardPosts: number(env.SEARCH_SHARD_POSTS, 12_500),
  /** SEARCH_RECENT_MAX: more changed posts than this skip the recent index (the shards are rebuilt at once). */
  searchRecentMax: number(env.SEARCH_RECENT_MAX, 100),
  /** SEARCH_RETAIN_MS: how long a superseded search index generation stays for readers mid-search. */
  searchRetainMs: number(env.SEARCH_RETAIN_MS, 30 * 60_000),
  /** SITE_ENGINE_PROFILE: log the time of each sync and search step. */
  profile: !!env.SITE_ENGINE_PROFILE,
};
