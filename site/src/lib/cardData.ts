/**
 * One article card: what the server-rendered cards, the Pagefind meta of an article page and
 * the islands share. Type only.
 */
export interface CardData {
  /** The article page URL (`/blog/{slug}/`). */
  url: string;
  title: string;
  excerpt: string;
  /** Featured image URL, or null when the post has none. */
  image: string | null;
  /** The cover's alternative text, when the post gives one (else the image is decorative: the
   * title beside it names the card). */
  imageAlt?: string;
  /** `srcset` of the image with its renditions (server-rendered cards; not in search results). */
  srcset?: string;
  /** publishedAt (ISO); createdAt when the post has no publish date. */
  date: string;
  author: string;
  /** Category name ('' when none). */
  category: string;
  categorySlug: string;
  /** Minutes. */
  readingTime: number;
  viewCount: number;
}
