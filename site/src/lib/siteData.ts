/**
 * The data the pages render, handed to them at render time by the site engine (site/engine):
 * the pages are built once into a server bundle and rendered on demand, so the data is never
 * inlined into the bundle and one change re-renders only the pages it touches.
 */
import type { Category, Tag } from '@blog/shared';
import type { PostBody } from './loaders/postBodies';
import type { StoredPost } from './loaders/storedPost';

export interface SiteData {
  /** Every public post, newest first (publishedAt, then createdAt). */
  posts: StoredPost[];
  categories: Category[];
  tags: Tag[];
  /** Card thumbnail by cover URL (the 640×360 variant when the CMS has one). */
  thumbs: ReadonlyMap<string, string>;
  /** The article body of a post (read from the engine's store when its page renders). */
  body: (slug: string) => PostBody;
  /** A post by slug, when the provider keeps such a map already (getPost makes its own otherwise). */
  post?: (slug: string) => StoredPost | undefined;
  /** Where generated Open Graph cards are kept by content (lib/og/cache.ts); none: not kept. */
  ogCacheDir?: string;
}

declare global {
  var __BLOG_SITE_DATA__: SiteData | undefined;
  /**
   * Data for one render only (a draft's preview, site/engine/preview.ts): an AsyncLocalStorage
   * whose store, inside its run(), wins over the shared data, so an update rendering meanwhile
   * never sees the draft.
   */
  var __BLOG_SITE_DATA_SCOPE__: { getStore(): SiteData | undefined } | undefined;
}

export function siteData(): SiteData {
  const data = globalThis.__BLOG_SITE_DATA_SCOPE__?.getStore() ?? globalThis.__BLOG_SITE_DATA__;
  if (!data) throw new Error('No site data: pages are rendered by the site engine (site/engine), which provides it.');
  return data;
}
