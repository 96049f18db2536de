import { useCallback, useEffect, useState } from 'react';
import { DEBOUNCE_MS, TR, type PaginationMeta, type Post } from '@blog/shared';
import { describeError } from '../lib/notify';
import { useDebounced } from '@blog/shared/react';
import { blogApi } from './blogApi';
import type { StatusFilter } from './listQuery';

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

/** The admin list's data: status tab, debounced search and page; tab or search changes go to page 1. */
export function useBlogList(): BlogListState {
  const [page, setPage] = useState(1);
  const [status, setStatusValue] = useState<StatusFilter>('all');
  const [searchText, setSearchValue] = useState('');
  const search = useDebounced(searchText, DEBOUNCE_MS.adminSearch);
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
          setPage(meta.totalPages);
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
  }, [page, status, search, reloadKey]);

  const setStatus = useCallback((next: StatusFilter) => {
    setStatusValue(next);
    setPage(1);
  }, []);
  const setSearchText = useCallback((text: string) => {
    setSearchValue(text);
    setPage(1);
  }, []);
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
    searchPending: searchText !== search,
    setPage,
    setStatus,
    setSearchText,
    reload,
  };
}
