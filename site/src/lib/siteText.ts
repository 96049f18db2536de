import { formatPublicNumber } from '@blog/shared';

/**
 * Public texts the spec does not word (hints and notices of the static site). The spec's own
 * texts stay in @blog/shared (EN).
 */
export const SITE_TEXT = {
  /** /search before anything is asked (a blank query is no search: spec section 8). */
  searchHint: 'Type a word to search every article, or pick a category or tag.',
  /** <noscript> on /search: the page's search runs in the browser. */
  searchNeedsJs: 'Search needs JavaScript, which is off in this browser.',
  /** <noscript> on the home page: ?category=, ?tag= and ?q= are applied in the browser. */
  filterNeedsJs:
    'Filtering needs JavaScript, which is off in this browser: the list below shows the latest articles, unfiltered.',
  latestArticles: 'Browse the latest articles',
  rssFeed: 'follow the RSS feed',
  rssFeedCapital: 'Follow the RSS feed',
  /** A category archive's link to its own feed, and the feed's title. */
  categoryFeed: (name: string) => `RSS feed of ${name}`,
  /** The archive pages' pager (/page/2/, /category/{slug}/page/2/, …): newest first, so 'previous' is newer. */
  pagination: 'Pagination',
  newerArticles: 'Newer articles',
  olderArticles: 'Older articles',
  pageOf: (page: number, count: number) => `Page ${formatPublicNumber(page)} of ${formatPublicNumber(count)}`,
  /** An archive page's title after the first: 'Category: Design (Page 2)'. */
  pageSuffix: (page: number) => ` (Page ${formatPublicNumber(page)})`,
  /** Meta descriptions of archives without a description of their own. */
  categoryDescription: (name: string) => `Articles in the category ${name}.`,
  tagDescription: (name: string) => `Articles tagged ${name}.`,
  /** The accessible name of a table's scroll box (tables scroll sideways on narrow screens). */
  tableRegion: 'Table',
} as const;
