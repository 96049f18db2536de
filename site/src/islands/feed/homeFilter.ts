/** The home page's filter, from `?category=`, `?tag=` and `?search=` / `?q=` (spec "Route /"). */
import { EN } from '@blog/shared';
import type { SearchParams } from '../../lib/pagefind';

export interface HomeFilter {
  category: string;
  tag: string;
  search: string;
}

export function readHomeFilter(query: string): HomeFilter | null {
  const params = new URLSearchParams(query);
  const read = (name: string) => params.get(name)?.trim() ?? '';
  const filter = { category: read('category'), tag: read('tag'), search: read('search') || read('q') };
  return filter.category || filter.tag || filter.search ? filter : null;
}

/** 'Category: {slug}', 'Tag: {slug}', 'Search: "{text}"', or 'Latest Articles'. */
export function homeHeading(filter: HomeFilter | null): string {
  if (filter?.category) return EN.headings.category(filter.category);
  if (filter?.tag) return EN.headings.tag(filter.tag);
  if (filter?.search) return EN.headings.search(filter.search);
  return EN.headings.latest;
}

/** Search parameters of a home list page: newest first, with the filter when there is one. */
export function homeSearchParams(filter: HomeFilter | null, page: number, limit: number): SearchParams {
  return {
    query: filter?.search || null,
    category: filter?.category || null,
    tag: filter?.tag || null,
    sortBy: 'publishedAt',
    sortOrder: 'desc',
    page,
    limit,
  };
}
