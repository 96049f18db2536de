/**
 * Card thumbnails. The CMS keeps, beside every uploaded image, a 640×360 WebP of it (the Media
 * collection's `card` size, `<name>-640x360.webp`, about a sixth of the original's bytes). A
 * card shows that one. The site engine checks once per image that it exists (see
 * site/engine/sync/thumbs.ts) and hands the answers to the pages; an image it has no answer for
 * keeps its original.
 */
import { IMAGE_COMPRESSION } from '@blog/shared';
import type { CardData } from './cardData';
import { toCard } from './cards';
import type { StoredPost } from './loaders/storedPost';
import { siteData } from './siteData';

const CARD_SUFFIX = '-640x360.webp';

/** The `card` size's URL for a `/media/…` upload URL, or null for anything else. */
export function cardVariantUrl(src: string): string | null {
  const match = /^(\/media\/[^?#]+?)\.(?:jpe?g|png|webp|gif)$/i.exec(src);
  return match ? `${match[1]}${CARD_SUFFIX}` : null;
}

/** The `card` rendition's width (the Media collection's size). */
const CARD_WIDTH = 640;

/**
 * The width a srcset gives an original: uploads are stored fitting inside 1920 px (sanitizeImage),
 * and the page does not know the exact width. The browser picks between the card rendition and
 * the original by comparing their widths with the slot; the cap keeps the original the larger
 * one, and at most leans the choice towards the lighter rendition on dense screens.
 */
const ORIGINAL_WIDTH = IMAGE_COMPRESSION.maxWidth;

/**
 * `srcset` for a cover with its card rendition: the 640 px WebP for small slots, the original for
 * large ones (null when there is no rendition: the plain `src` is all there is).
 */
export function coverSrcset(src: string, thumb: string | null | undefined): string | null {
  return thumb && thumb !== src ? `${thumb} ${CARD_WIDTH}w, ${src} ${ORIGINAL_WIDTH}w` : null;
}

/** The thumbnail to show for `src` on a card (the original when there is no `card` size). */
export async function cardImage(src: string): Promise<string> {
  return siteData().thumbs.get(src) ?? src;
}

/** `toCard` with the card thumbnail in place of the full-size cover, and both in its srcset. */
async function toCardWithThumb(post: StoredPost): Promise<CardData> {
  const card = toCard(post);
  if (!card.image) return card;
  const thumb = await cardImage(card.image);
  const srcset = coverSrcset(card.image, thumb);
  return srcset ? { ...card, image: thumb, srcset } : { ...card, image: thumb };
}

/** Cards for a list of posts. */
export const toCardsWithThumbs = (posts: readonly StoredPost[]): Promise<CardData[]> => Promise.all(posts.map(toCardWithThumb));
