/** The /search page's criteria and its URL (`q`, also read as `search`; `category`; `tag`). */
import { DEFAULT_SORT } from '@blog/shared';
import type { SortKey, SortOrder } from '@blog/shared';

/** A category or tag as the filter lists and suggestions show it. */
export interface TaxonomyOption {
  name: string;
  slug: string;
  blogCount: number;
}

export interface FilterChoice {
  category: string;
  tag: string;
  sortBy: SortKey;
  sortOrder: SortOrder;
}

export interface SearchCriteria extends FilterChoice {
  q: string;
}

export type UrlCriteria = Pick<SearchCriteria, 'q' | 'category' | 'tag'>;

export const EMPTY_FILTERS: FilterChoice = {
  category: '',
  tag: '',
  sortBy: DEFAULT_SORT.sortBy,
  sortOrder: DEFAULT_SORT.sortOrder,
};

export const EMPTY_CRITERIA: SearchCriteria = { q: '', ...EMPTY_FILTERS };

export function readSearchUrl(search: string): UrlCriteria {
  const params = new URLSearchParams(search);
  const read = (name: string) => params.get(name)?.trim() ?? '';
  return { q: read('q') || read('search'), category: read('category'), tag: read('tag') };
}

/** `pathname` with the non-empty `q`, `category` and `tag`. */
export function searchHref(pathname: string, criteria: UrlCriteria): string {
  const params = new URLSearchParams();
  if (criteria.q) params.set('q', criteria.q);
  if (criteria.category) params.set('category', criteria.category);
  if (criteria.tag) params.set('tag', criteria.tag);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function sameCriteria(a: SearchCriteria, b: SearchCriteria): boolean {
  return a.q === b.q && a.category === b.category && a.tag === b.tag && a.sortBy === b.sortBy && a.sortOrder === b.sortOrder;
}

/** No text, category or tag: nothing to search for (the sort alone orders results, it finds none). */
export function isBlank(criteria: UrlCriteria): boolean {
  return !criteria.q.trim() && !criteria.category && !criteria.tag;
}

/** The n with the most posts (count 0 left out). */
export function topByCount(options: readonly TaxonomyOption[], n: number): TaxonomyOption[] {
  return options
    .filter((option) => option.blogCount > 0)
    .sort((a, b) => b.blogCount - a.blogCount)
    .slice(0, n);
}
