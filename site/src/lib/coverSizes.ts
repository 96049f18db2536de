/**
 * `sizes` of the cover images (a module of its own: the card island imports it). How wide each
 * cover is laid out (styles: cards.css, layout.css, article.css): phones get the card rendition,
 * wide slots the original.
 */
export const COVER_SIZES = {
  /** A card: one column below 640 px, two (or three) above; never wider than ~440 px. */
  card: '(max-width: 639px) calc(100vw - 2.5rem), (max-width: 1023px) calc(50vw - 2.5rem), 440px',
  /** The home page's featured block: full width below 880 px, then 1.35 of 2.35 columns. */
  featured: '(max-width: 879px) calc(100vw - 2.5rem), (max-width: 1023px) 55vw, 480px',
  /** The article's hero: edge to edge on phones, then the wide container (1040 px). */
  hero: '(max-width: 640px) 100vw, (max-width: 1104px) calc(100vw - 4rem), 1040px',
} as const;
