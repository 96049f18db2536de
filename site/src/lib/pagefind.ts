/**
 * Browser-only search over the Pagefind index (built by the site engine, site/engine/search): the
 * header dropdown, the /search page and the home feed's filters and Load More all use
 * `searchPosts`. The index is split into shards (so a publish rebuilds one small shard):
 * /pagefind/ is shard 0, the others are merged in with `mergeIndex`. Pagefind merges shards'
 * results by score, and a sorted search scores by rank within its own shard, so a sorted search
 * asks each shard alone (every record carries a `shard` filter) and merges the sorted lists here.
 * While the site updates, shards.json may also name an index of the posts just changed (merged as
 * one more shard) and the ids of the records it replaces, left out of every answer.
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

type PagefindOptions = { ranking?: { metaWeights?: Record<string, number> } };

export interface PagefindApi {
  init?: () => Promise<void>;
  options?: (options: PagefindOptions) => Promise<void>;
  mergeIndex?: (path: string, options?: PagefindOptions) => Promise<void>;
  /** How many index shards are merged in (1 when absent). */
  shards?: number;
  /** Ids of records replaced by the index of recent changes: never an answer. */
  stale?: ReadonlySet<string>;
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
  createdAt: 0,
};

const BUNDLE_URL = '/pagefind/pagefind.js';
const SHARDS_URL = '/pagefind/shards.json';
const RECENT_URL = '/pagefind/recent/';
let loading: Promise<PagefindApi> | null = null;

interface IndexLayout {
  count: number;
  recent: boolean;
  stale: string[];
}

/** The index's shards (site/engine/search/shards.ts); an index without the file has one. */
async function indexLayout(): Promise<IndexLayout> {
  const res = await fetch(SHARDS_URL);
  if (res.status === 404) return { count: 1, recent: false, stale: [] };
  if (!res.ok) throw new Error(`${SHARDS_URL}: ${res.status}`);
  const { count, recent, stale } = (await res.json()) as Partial<IndexLayout>;
  return {
    count: Number.isInteger(count) && count! > 0 ? count! : 1,
    recent: recent === true,
    stale: Array.isArray(stale) ? stale.filter((id) => typeof id === 'string') : [],
  };
}

/** Imports and initialises the Pagefind bundle once, shards merged; a failed load is retried next time. */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const [pagefind, layout] = await Promise.all([import(/* @vite-ignore */ BUNDLE_URL) as Promise<PagefindApi>, indexLayout()]);
    const options = { ranking: { metaWeights: META_WEIGHTS } };
    await pagefind.options?.(options);
    await pagefind.init?.();
    const merged = Array.from({ length: layout.count - 1 }, (_, i) => `/pagefind/shard-${i + 1}/`);
    if (layout.recent) merged.push(RECENT_URL);
    await Promise.all(merged.map((path) => pagefind.mergeIndex?.(path, options)));
    return { ...pagefind, shards: layout.count + (layout.recent ? 1 : 0), stale: new Set(layout.stale) };
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

type Result = NonNullable<Awaited<ReturnType<PagefindApi['search']>>>['results'][number];

/** A result's value for a sort key, as Pagefind orders them (searchRecord.ts writes both). */
function sortValue(meta: PagefindResultData['meta'], key: SortKey): string | number {
  if (key === 'viewCount') return Number(meta.viewCount ?? 0);
  if (key === 'title') return (meta.title ?? '').toLowerCase();
  if (key === 'createdAt') return meta.createdAt ?? meta.date ?? '';
  return meta.date ?? '';
}

/**
 * Results `start` to `start + limit` of the shards' sorted lists merged by the sort key: only the
 * data of the items before the end of the page and of each list's head is loaded. Equal values
 * keep shard order (a fresh build gives the same shards, so the same order).
 */
async function mergeSorted(
  lists: Result[][],
  key: SortKey,
  order: SortOrder,
  start: number,
  limit: number,
  dataOf: (result: Result) => Promise<PagefindResultData>,
): Promise<PagefindResultData[]> {
  const next = lists.map(() => 0);
  const items: PagefindResultData[] = [];
  for (let n = 0; n < start + limit; n += 1) {
    const heads = await Promise.all(lists.map((list, k) => (next[k]! < list.length ? dataOf(list[next[k]!]!) : null)));
    let best = -1;
    for (const [k, head] of heads.entries()) {
      if (!head) continue;
      if (best < 0) best = k;
      else {
        const a = sortValue(head.meta, key);
        const b = sortValue(heads[best]!.meta, key);
        if (order === 'desc' ? a > b : a < b) best = k;
      }
    }
    if (best < 0) break;
    if (n >= start) items.push(heads[best]!);
    next[best]! += 1;
  }
  return items;
}

/** A search function over a Pagefind loader; only the requested page's results are loaded. */
export function createSearch(load: () => Promise<PagefindApi>): SearchFn {
  // Result data by term and result id (a content hash): a merged Load More reuses what it loaded.
  const loaded = new Map<string, Promise<PagefindResultData>>();
  return async ({ query, category, tag, sortBy, sortOrder, page = 1, limit }) => {
    const pagefind = await load();
    const term = query?.trim() || null;
    const dataOf = (result: Result): Promise<PagefindResultData> => {
      const id = `${term ?? ''}\u0000${result.id}`;
      let data = loaded.get(id);
      if (!data) {
        data = result.data();
        loaded.set(id, data);
        data.catch(() => loaded.delete(id));
        if (loaded.size > 2000) loaded.delete(loaded.keys().next().value!);
      }
      return data;
    };
    const filters: Record<string, string> = {};
    if (category) filters.category = category;
    if (tag) filters.tag = tag;
    const key = sortBy ?? (term === null ? DEFAULT_SORT.sortBy : undefined);
    const sort = key ? { [key]: sortOrder ?? DEFAULT_SORT.sortOrder } : undefined;
    const shards = sort ? (pagefind.shards ?? 1) : 1;
    // Sorted over several shards: one sorted list per shard (merged below).
    const stale = pagefind.stale;
    const current = (results: Result[]) => (stale?.size ? results.filter((result) => !stale.has(result.id)) : results);
    const lists = await Promise.all(
      Array.from({ length: shards }, async (_, shard) => {
        const options = sort ? { filters: shards > 1 ? { ...filters, shard: String(shard) } : filters, sort } : { filters };
        return current((await pagefind.search(term, options))?.results ?? []);
      }),
    );
    let matched: Set<string> | null = null;
    if (term !== null) {
      // A relevance score of 0: the words were found only in zero-weight metadata (META_WEIGHTS),
      // i.e. no match. A sorted search scores by sort rank, so relevance is asked separately.
      const relevant = sort ? current((await pagefind.search(term, { filters }))?.results ?? []) : lists[0]!;
      matched = new Set(relevant.filter((result) => (result.score ?? 1) > 0).map((result) => result.id));
    }
    const kept = matched ? lists.map((list) => list.filter((result) => matched.has(result.id))) : lists;
    const total = kept.reduce((sum, list) => sum + list.length, 0);
    const start = (Math.max(1, page) - 1) * limit;
    const data =
      kept.length === 1
        ? await Promise.all(kept[0]!.slice(start, start + limit).map(dataOf))
        : await mergeSorted(kept, key!, sort![key!]!, start, limit, dataOf);
    // A post once: a page that loaded the layout while an update ran can fetch the main index's
    // chunks after the update put the new post there too (Pagefind loads chunks lazily), and then
    // both the main index and the index of recent changes answer with it.
    const urls = new Set<string>();
    const unique = data.filter((item) => !urls.has(item.url) && !!urls.add(item.url));
    return { items: unique.map(toCard), total, totalPages: Math.ceil(total / limit) };
  };
}

/** The site's search: Pagefind, loaded on first use. */
export const searchPosts: SearchFn = createSearch(loadPagefind);
