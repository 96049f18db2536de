/**
 * Card thumbnails. The CMS keeps, beside every uploaded image, a 640×360 WebP of it (the Media
 * collection's `card` size, `<name>-640x360.webp`, about a sixth of the original's bytes). A
 * card shows that one. The site engine checks once per image that it exists (see
 * site/engine/sync/thumbs.ts) and hands the answers to the pages; an image it has no answer for
 * keeps its original.
 */
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

/** The thumbnail to show for `src` on a card (the original when there is no `card` size). */
export async function cardImage(src: string): Promise<string> {
  return siteData().thumbs.get(src) ?? src;
}

/** `toCard` with the card thumbnail in place of the full-size cover. */
export async function toCardWithThumb(post: StoredPost): Promise<CardData> {
  const card = toCard(post);
  return card.image ? { ...card, image: await cardImage(card.image) } : card;
}

/** Cards for a list of posts. */
export const toCardsWithThumbs = (posts: readonly StoredPost[]): Promise<CardData[]> => Promise.all(posts.map(toCardWithThumb));
