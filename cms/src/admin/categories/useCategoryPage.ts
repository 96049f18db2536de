import { useCallback, useEffect } from 'react';
import {
  CATEGORY_SORT_KEYS,
  PAGE_SIZE,
  TR,
  type Category,
  type CategorySortKey,
  type PaginationMeta,
  type SortOrder,
} from '@blog/shared';
import { describeError } from '../lib/notify';
import { PATHS, useApiQuery } from '../lib/query';
import { pageParam, useQueryState, useSearchParam } from '../lib/useQueryState';

export interface CategorySort {
  by: CategorySortKey;
  order: SortOrder;
}

export interface CategoryPageState {
  categories: Category[];
  pagination: PaginationMeta | null;
  /** True while any answer is on its way (the first, a page, a search, a sort). */
  loading: boolean;
  error: string | null;
  page: number;
  sort: CategorySort;
  searchText: string;
  /** The debounced search the list was asked for. */
  search: string;
  searchPending: boolean;
  setPage: (page: number) => void;
  setSort: (sort: CategorySort) => void;
  setSearchText: (text: string) => void;
  reload: () => void;
}

const sortKey = (value: string | null): CategorySortKey => CATEGORY_SORT_KEYS.find((key) => key === value) ?? 'name';
const sortOrder = (value: string | null): SortOrder => (value === 'desc' ? 'desc' : 'asc');

/**
 * The category list's page, search and sort, kept in the URL as the posts list keeps its own
 * (/admin/categories?page=2&search=x&sortBy=blogCount&sortOrder=desc), answered by the server's
 * GET blogs/admin/categories. A search or a new sort goes back to page 1.
 */
export function useCategoryPage(): CategoryPageState {
  const [query, setQuery] = useQueryState();
  const page = pageParam(query.get('page'));
  const sort: CategorySort = { by: sortKey(query.get('sortBy')), order: sortOrder(query.get('sortOrder')) };
  const search = query.get('search') ?? '';
  const searchBox = useSearchParam(search, setQuery, true);
  const list = useApiQuery<Category[]>(
    PATHS.adminCategories,
    { page, limit: PAGE_SIZE.adminList, search: search.trim() || undefined, sortBy: sort.by, sortOrder: sort.order },
    { keepPrevious: true },
  );
  const pagination = list.data?.meta?.pagination ?? null;
  const categories = list.data?.data ?? [];

  // The page emptied under us (its last categories deleted): go to the last page there is.
  const lastPage =
    !list.isPlaceholderData && categories.length === 0 && page > 1 && pagination && page > pagination.totalPages
      ? Math.max(1, pagination.totalPages)
      : null;
  useEffect(() => {
    if (lastPage !== null) setQuery({ page: lastPage > 1 ? lastPage : null }, 'replace');
  }, [lastPage, setQuery]);

  const setPage = useCallback((next: number) => setQuery({ page: next > 1 ? next : null }), [setQuery]);
  const setSort = useCallback(
    (next: CategorySort) =>
      setQuery({
        sortBy: next.by === 'name' ? null : next.by,
        sortOrder: next.order === 'asc' ? null : next.order,
        page: null,
      }),
    [setQuery],
  );
  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);
  const failed = list.isError && !list.isFetching;

  return {
    categories: failed ? [] : categories,
    pagination: failed ? null : pagination,
    loading: list.isFetching || lastPage !== null,
    error: failed ? describeError(list.error, TR.category.listFailed) : null,
    page,
    sort,
    searchText: searchBox.text,
    search,
    searchPending: searchBox.pending,
    setPage,
    setSort,
    setSearchText: searchBox.setText,
    reload,
  };
}
