/**
 * Card thumbnails. The CMS keeps, beside every uploaded image, a 640×360 WebP of it (the Media
 * collection's `card` size, `<name>-640x360.webp`, about a sixth of the original's bytes). A
 * card shows that one; the build checks once per image that it exists (a HEAD request to the
 * media URL) and keeps the original when it does not (an external URL, an image too small to
 * have one, the CMS unreachable).
 */
import type { CardData } from './cardData';
import { toCard } from './cards';
import { CMS_URL } from './config';
import type { StoredPost } from './loaders/storedPost';

const CARD_SUFFIX = '-640x360.webp';
const checked = new Map<string, Promise<string>>();

/** The `card` size's URL for a `/media/…` upload URL, or null for anything else. */
export function cardVariantUrl(src: string): string | null {
  const match = /^(\/media\/[^?#]+?)\.(?:jpe?g|png|webp|gif)$/i.exec(src);
  return match ? `${match[1]}${CARD_SUFFIX}` : null;
}

/** Cleared when a check fails to get any answer: the rest of the build keeps the originals. */
let reachable = true;

async function exists(path: string): Promise<boolean> {
  if (!reachable) return false;
  try {
    const response = await fetch(new URL(path, `${CMS_URL}/`), { method: 'HEAD', signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    reachable = false;
    return false;
  }
}

/** The thumbnail to show for `src` on a card (the original when there is no `card` size). */
export function cardImage(src: string): Promise<string> {
  let found = checked.get(src);
  if (!found) {
    const variant = cardVariantUrl(src);
    found = variant ? exists(variant).then((ok) => (ok ? variant : src)) : Promise.resolve(src);
    checked.set(src, found);
  }
  return found;
}

/** `toCard` with the card thumbnail in place of the full-size cover. */
export async function toCardWithThumb(post: StoredPost): Promise<CardData> {
  const card = toCard(post);
  return card.image ? { ...card, image: await cardImage(card.image) } : card;
}

/** Cards for a list of posts (thumbnails checked in parallel). */
export const toCardsWithThumbs = (posts: readonly StoredPost[]): Promise<CardData[]> => Promise.all(posts.map(toCardWithThumb));
