import { useCallback, useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS, TR, type PaginationMeta, type Post } from '@blog/shared';
import { describeError } from '../lib/notify';
import { useDebounced } from '@blog/shared/react';
import { pageParam, useQueryState } from '../lib/useQueryState';
import { blogApi } from './blogApi';
import { STATUS_TABS, type StatusFilter } from './listQuery';

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
  const [searchText, setSearchValue] = useState(search);
  const typed = useDebounced(searchText, DEBOUNCE_MS.adminSearch);
  const committed = useRef(search);
  const [posts, setPosts] = useState<Post[]>([]);
  const [pagination, setPagination] = useState<PaginationMeta | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setError(null);
    blogApi
      .list({ page, status, search })
      .then((result) => {
        if (cancelled) return;
        const meta = result.meta?.pagination ?? null;
        // The page emptied under us (e.g. another tab deleted posts): go to the last page.
        if (result.data.length === 0 && page > 1 && meta && meta.totalPages >= 1 && page > meta.totalPages) {
          setQuery({ page: meta.totalPages > 1 ? meta.totalPages : null }, 'replace');
          return;
        }
        setPosts(result.data);
        setPagination(meta);
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        setError(describeError(err, TR.post.listFailed));
        setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [page, status, search, reloadKey, setQuery]);

  // The typed text, once it rests, becomes the URL's search (replacing, not one entry per word).
  useEffect(() => {
    if (typed === committed.current) return;
    committed.current = typed;
    setQuery({ search: typed.trim() ? typed : null, page: null }, 'replace');
  }, [typed, setQuery]);

  // Back/Forward to another search: the box shows it.
  useEffect(() => {
    if (search === committed.current) return;
    committed.current = search;
    setSearchValue(search);
  }, [search]);

  const setPage = useCallback((next: number) => setQuery({ page: next > 1 ? next : null }), [setQuery]);
  const setStatus = useCallback(
    (next: StatusFilter) => setQuery({ status: next === 'all' ? null : next, page: null }),
    [setQuery],
  );
  const setSearchText = useCallback((text: string) => setSearchValue(text), []);
  const reload = useCallback(() => setReloadKey((key) => key + 1), []);

  return {
    posts,
    pagination,
    loading,
    error,
    page,
    status,
    searchText,
    search,
    searchPending: searchText !== typed,
    setPage,
    setStatus,
    setSearchText,
    reload,
  };
}
