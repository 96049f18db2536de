'use client';

import { useEffect, useState, type ReactNode } from 'react';
import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type ApiResult, type Query } from './api';
import { getAccessToken, onAuthChange } from './authStore';

/** The API paths (spec section 7) whose answers the admin caches; every query key starts with one. */
export const PATHS = {
  posts: 'blogs/admin/blogs',
  categories: 'blogs/categories',
  /** The back office's paged category list (its counts, search and sort). */
  adminCategories: 'blogs/admin/categories',
  analytics: 'blogs/admin/analytics',
  siteStatus: 'blogs/admin/site-status',
  subscriptions: 'newsletter/admin/subscriptions',
  newsletterStats: 'newsletter/admin/stats',
} as const;

/** A query key: the API path, then the query it was called with (when any). */
export function apiKey(path: string, params?: Query): readonly unknown[] {
  return params ? [path, params] : [path];
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A failure shows at once (with 'Tekrar Dene' where the spec has one), and a screen reloads
      // when it opens, not whenever the window regains focus.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The admin's one QueryClient; signing out drops every cached answer. */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  useEffect(
    () =>
      onAuthChange(() => {
        if (!getAccessToken()) client.clear();
      }),
    [client],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export interface ApiQueryOptions {
  /** Runs once per failed load (a toast, a log line). */
  onError?: (error: unknown) => void;
  /** Keeps the previous answer on screen while the next page or filter loads. */
  keepPrevious?: boolean;
  refetchInterval?: number;
}

/** GET `path` through the API client (refresh-once-and-retry, the envelope), cached by path + query. */
export function useApiQuery<T>(path: string, params?: Query, options: ApiQueryOptions = {}) {
  const { onError, keepPrevious, refetchInterval } = options;
  return useQuery({
    queryKey: apiKey(path, params),
    queryFn: () =>
      (params ? api.get<T>(path, params) : api.get<T>(path)).catch((error: unknown) => {
        onError?.(error);
        throw error;
      }),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    refetchInterval,
  });
}

/**
 * Marks every query under these paths stale (a path covers its sub-paths); those on screen reload.
 * `gone` (a deleted item's own path) is left alone: reloading it would only answer 404.
 */
async function invalidatePaths(client: QueryClient, paths: readonly string[], gone?: string): Promise<void> {
  const filters = {
    predicate: ({ queryKey: [path] }: { queryKey: readonly unknown[] }) =>
      typeof path === 'string' && path !== gone && paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  };
  // A fetch in flight may have read before the write: it is cancelled, so the reload reads after
  // it. (A query's first fetch is otherwise reused as its reload: a search typed just before a
  // delete kept showing the deleted row.)
  await client.cancelQueries(filters);
  return client.invalidateQueries(filters);
}

/**
 * A write through the API client. When it settles (done or failed: the server may have changed
 * either way), the queries under `invalidates` reload. `key` lets screens see which calls are
 * still in flight (usePending).
 */
export function useApiMutation<V, T>(
  key: readonly string[],
  call: (variables: V) => Promise<ApiResult<T>>,
  invalidates: readonly string[],
  /** The path a successful call deleted. */
  deletes?: (variables: V) => string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: key,
    mutationFn: call,
    onSettled: (_data, error, variables) =>
      void invalidatePaths(client, invalidates, error || !deletes ? undefined : deletes(variables)),
  });
}

/** The variables of the calls in flight whose key starts with `key`: the rows whose buttons wait. */
export function usePending<V>(key: readonly string[]): V[] {
  return useMutationState({
    filters: { mutationKey: key, status: 'pending' },
    select: (mutation) => mutation.state.variables as V,
  });
}
