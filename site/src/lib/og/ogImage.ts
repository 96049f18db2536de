/**
 * A post's Open Graph image (og:image, twitter:image; the share targets read it from the page):
 * - a cover: the CMS's 1200×630 `og` rendition of it (Media collection, `<name>-1200x630.jpg`)
 *   when the site engine found one (site/engine/sync/thumbs.ts), else the cover as it is;
 * - no cover: the generated card `/og/{slug}.png` (card.ts, src/pages/og/[slug].png.ts).
 * No satori here: the engine's page keys (engine/paths.ts) import this module.
 */
import { EN } from '@blog/shared';
import type { StoredPost } from '../loaders/storedPost';
import type { OgCard } from './card';

const OG_SIZE = { width: 1200, height: 630 } as const;

export interface OgImage {
  url: string;
  /** Known for the generated card and the `og` rendition; unknown for a cover used as it is. */
  width?: number;
  height?: number;
}

/** The `og` size's URL for a `/media/…` upload URL, or null for anything else. */
export function ogVariantUrl(src: string): string | null {
  const match = /^(\/media\/[^?#]+?)\.(?:jpe?g|png|webp|gif)$/i.exec(src);
  return match ? `${match[1]}-1200x630.jpg` : null;
}

/** Where the engine's thumbnail map keeps the answer for a cover's `og` rendition. */
export const ogThumbKey = (src: string): string => `og:${src}`;

export const ogCardPath = (post: Pick<StoredPost, 'slug'>): string => `/og/${post.slug}.png`;
export const isOgCardPath = (urlPath: string): boolean => urlPath.startsWith('/og/') && urlPath.endsWith('.png');

/** What the generated card of a post shows (and so its content key). */
export const ogCardOf = (post: Pick<StoredPost, 'title' | 'category'>): OgCard => ({
  title: post.title,
  category: post.category?.name ?? null,
  siteName: EN.site.name,
});

export function ogImageOf(post: Pick<StoredPost, 'slug' | 'featuredImage'>, thumbs: ReadonlyMap<string, string>): OgImage {
  if (!post.featuredImage) return { url: ogCardPath(post), ...OG_SIZE };
  const variant = thumbs.get(ogThumbKey(post.featuredImage));
  return variant && variant !== post.featuredImage ? { url: variant, ...OG_SIZE } : { url: post.featuredImage };
}
