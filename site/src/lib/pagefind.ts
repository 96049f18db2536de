/**
 * Browser-only search over the Pagefind index (built by `pagefind --site dist`): the header
 * dropdown, the /search page and the home feed's filters and Load More all use `searchPosts`.
 */
import { DEFAULT_SORT, EN } from '@blog/shared';
import type { SortKey, SortOrder } from '@blog/shared';
import type { CardData } from './cardData';

export interface SearchParams {
  /** Text; null or blank lists every post (filters and sort still apply). */
  query?: string | null;
  /** Category slug. */
  category?: string | null;
  /** Tag slug. */
  tag?: string | null;
  /** Omitted: relevance for a text query, publishedAt desc without one. */
  sortBy?: SortKey;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
  limit: number;
}

export interface SearchResultPage {
  items: CardData[];
  total: number;
  totalPages: number;
}

export type SearchFn = (params: SearchParams) => Promise<SearchResultPage>;

/** The part of Pagefind's browser API used here. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

export interface PagefindApi {
  init?: () => Promise<void>;
  options?: (options: { ranking?: { metaWeights?: Record<string, number> } }) => Promise<void>;
  search: (
    term: string | null,
    options?: { filters?: Record<string, string>; sort?: Record<string, SortOrder> },
  ) => Promise<{ results: { id: string; score?: number; data: () => Promise<PagefindResultData> }[] } | null>;
}

/**
 * How much a word found in each metadata field (components/PagefindMeta.astro) counts. Pagefind
 * searches every metadata field; the card-only ones (image URL, ISO date, slug, numbers) weigh 0,
 * and a page found only through them is no match (see `createSearch`): 'webp' or '2026' would
 * otherwise find every post. Title, tags and category rank above body text.
 */
export const META_WEIGHTS: Record<string, number> = {
  title: 5,
  tags: 3,
  category: 3,
  excerpt: 1,
  author: 1,
  image: 0,
  date: 0,
  categorySlug: 0,
  readingTime: 0,
  viewCount: 0,
};

const BUNDLE_URL = '/pagefind/pagefind.js';
let loading: Promise<PagefindApi> | null = null;

/** Imports and initialises the Pagefind bundle once; a failed load is retried next time. */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ BUNDLE_URL)) as PagefindApi;
    await pagefind.options?.({ ranking: { metaWeights: META_WEIGHTS } });
    await pagefind.init?.();
    return pagefind;
  })().catch((error: unknown) => {
    loading = null;
    throw new Error(EN.searchFailed, { cause: error });
  });
  return loading;
}

/**
 * Starts loading Pagefind (script, worker, WebAssembly, index metadata) ahead of a first query,
 * e.g. when a search box gets the focus; a failure is left for the search itself to report.
 */
export function warmPagefind(): void {
  loadPagefind().catch(() => undefined);
}

const toInt = (value: string | undefined): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

const stripTags = (html: string): string => html.replace(/<[^>]*>/g, '');

/** A Pagefind result (its page's `data-pagefind-meta`) as a card. */
export function toCard(data: PagefindResultData): CardData {
  const meta = data.meta;
  return {
    url: data.url,
    title: meta.title ?? '',
    excerpt: meta.excerpt ?? stripTags(data.excerpt),
    image: meta.image || null,
    date: meta.date ?? '',
    author: meta.author || EN.authorFallback,
    category: meta.category ?? '',
    categorySlug: meta.categorySlug ?? '',
    readingTime: toInt(meta.readingTime),
    viewCount: toInt(meta.viewCount),
  };
}

/** A search function over a Pagefind loader; only the requested page's results are loaded. */
export function createSearch(load: () => Promise<PagefindApi>): SearchFn {
  return async ({ query, category, tag, sortBy, sortOrder, page = 1, limit }) => {
    const pagefind = await load();
    const term = query?.trim() || null;
    const filters: Record<string, string> = {};
    if (category) filters.category = category;
    if (tag) filters.tag = tag;
    const key = sortBy ?? (term === null ? DEFAULT_SORT.sortBy : undefined);
    const sort = key ? { [key]: sortOrder ?? DEFAULT_SORT.sortOrder } : undefined;
    const response = await pagefind.search(term, sort ? { filters, sort } : { filters });
    let results = response?.results ?? [];
    if (term !== null) {
      // A relevance score of 0: the words were found only in zero-weight metadata (META_WEIGHTS),
      // i.e. no match. A sorted search scores by sort rank, so relevance is asked separately.
      const relevant = sort ? ((await pagefind.search(term, { filters }))?.results ?? []) : results;
      const matched = new Set(relevant.filter((result) => (result.score ?? 1) > 0).map((result) => result.id));
      results = results.filter((result) => matched.has(result.id));
    }
    const start = (Math.max(1, page) - 1) * limit;
    const items = await Promise.all(results.slice(start, start + limit).map(async (result) => toCard(await result.data())));
    return { items, total: results.length, totalPages: Math.ceil(results.length / limit) };
  };
}

/** The site's search: Pagefind, loaded on first use. */
export const searchPosts: SearchFn = createSearch(loadPagefind);
