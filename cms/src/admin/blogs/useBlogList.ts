import { useCallback, useEffect } from 'react';
import { TR, type PaginationMeta, type Post } from '@blog/shared';
import { describeError } from '../lib/notify';
import { PATHS, useApiQuery } from '../lib/query';
import { pageParam, useQueryState, useSearchParam } from '../lib/useQueryState';
import { STATUS_TABS, listQuery, type StatusFilter } from './posts';

function statusParam(value: string | null): StatusFilter {
  return STATUS_TABS.find((tab) => tab.value === value)?.value ?? 'all';
}

export interface BlogListState {
  posts: Post[];
  pagination: PaginationMeta | null;
  loading: boolean;
  error: string | null;
  page: number;
  status: StatusFilter;
  searchText: string;
  /** The debounced search text the list was asked for. */
  search: string;
  /** True while the search text waits out the debounce. */
  searchPending: boolean;
  setPage: (page: number) => void;
  setStatus: (status: StatusFilter) => void;
  setSearchText: (text: string) => void;
  reload: () => void;
}

/**
 * The admin list's data: status tab, debounced search and page, kept in the URL
 * (/admin/blogs?status=PUBLISHED&page=2&search=x); tab or search changes go to page 1.
 */
export function useBlogList(): BlogListState {
  const [query, setQuery] = useQueryState();
  const page = pageParam(query.get('page'));
  const status = statusParam(query.get('status'));
  const search = query.get('search') ?? '';
  const searchBox = useSearchParam(search, setQuery, true);
  const list = useApiQuery<Post[]>(PATHS.posts, listQuery({ page, status, search }), { keepPrevious: true });
  const pagination = list.data?.meta?.pagination ?? null;
  const posts = list.data?.data ?? [];

  // The page emptied under us (e.g. another tab deleted posts): go to the last page.
  const lastPage =
    !list.isPlaceholderData &&
    posts.length === 0 &&
    page > 1 &&
    pagination &&
    pagination.totalPages >= 1 &&
    page > pagination.totalPages
      ? pagination.totalPages
      : null;
  useEffect(() => {
    if (lastPage !== null) setQuery({ page: lastPage > 1 ? lastPage : null }, 'replace');
  }, [lastPage, setQuery]);

  const setPage = useCallback((next: number) => setQuery({ page: next > 1 ? next : null }), [setQuery]);
  const setStatus = useCallback(
    (next: StatusFilter) => setQuery({ status: next === 'all' ? null : next, page: null }),
    [setQuery],
  );
  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);
  const failed = list.isError && !list.isFetching;

  return {
    posts: failed ? [] : posts,
    pagination: failed ? null : pagination,
    loading: list.isFetching || lastPage !== null,
    error: failed ? describeError(list.error, TR.post.listFailed) : null,
    page,
    status,
    searchText: searchBox.text,
    search,
    searchPending: searchBox.pending,
    setPage,
    setStatus,
    setSearchText: searchBox.setText,
    reload,
  };
}
