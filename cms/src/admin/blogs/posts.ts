import { PAGE_SIZE, TR, type BulkAction, type Id, type Post, type PostStatus } from '@blog/shared';
import { api } from '../lib/api';
import { PATHS, useApiMutation } from '../lib/query';
import type { PostPayload } from '../blogForm/postForm';

/** The posts resource of the admin (spec section 7, Admin blogs): list rules, queries and writes. */

/** The status tab: every status, or one of them. */
export type StatusFilter = 'all' | PostStatus;

export const STATUS_TABS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: TR.blogList.tabs.all },
  { value: 'PUBLISHED', label: TR.blogList.tabs.PUBLISHED },
  { value: 'DRAFT', label: TR.blogList.tabs.DRAFT },
  { value: 'ARCHIVED', label: TR.blogList.tabs.ARCHIVED },
  { value: 'INACTIVE', label: TR.blogList.tabs.INACTIVE },
];

export interface ListParams {
  page: number;
  status: StatusFilter;
  search: string;
}

/** Query of `GET blogs/admin/blogs` (spec section 7): status omitted for 'all', blank search omitted. */
export function listQuery({ page, status, search }: ListParams): Record<string, string | number | undefined> {
  const text = search.trim();
  return {
    page,
    limit: PAGE_SIZE.adminList,
    sortBy: 'createdAt',
    sortOrder: 'desc',
    status: status === 'all' ? undefined : status,
    search: text || undefined,
  };
}

/**
 * The page to show after deleting posts (spec section 4): when they were every post on a page
 * beyond the first, step back one page; otherwise stay.
 */
export function pageAfterDelete(page: number, rowsOnPage: number, deleted = 1): number {
  return page > 1 && rowsOnPage <= deleted ? page - 1 : page;
}

/** The status a row's toggle moves to: PUBLISHED ↔ ARCHIVED; DRAFT posts get no toggle. */
export function toggleTarget(status: PostStatus): 'PUBLISHED' | 'ARCHIVED' | null {
  if (status === 'PUBLISHED') return 'ARCHIVED';
  if (status === 'DRAFT') return null;
  return 'PUBLISHED';
}

export type BulkActionName = BulkAction['action'];

export interface BulkResult {
  action: BulkActionName;
  processed: number;
  notFound: Id[];
}

/** `blogs/admin/blogs/{id}`: one post's path, and its query key. */
export const postPath = (id: Id | string) => `${PATHS.posts}/${encodeURIComponent(String(id))}`;

/** A post write changes the lists and the post, the dashboard's figures and the categories' counts. */
const AFFECTED = [PATHS.posts, PATHS.analytics, PATHS.categories, PATHS.adminCategories];

/** Key prefix of the writes on one row (their variables carry the row's id). */
export const ROW_WRITE = ['posts', 'row'] as const;

export const usePostStatus = () =>
  useApiMutation(
    [...ROW_WRITE, 'status'],
    ({ id, status }: { id: Id; status: 'PUBLISHED' | 'ARCHIVED' }) => api.patch<Post>(`${postPath(id)}/status`, { status }),
    AFFECTED,
  );

export const useDeletePost = () =>
  useApiMutation(
    [...ROW_WRITE, 'delete'],
    ({ id }: { id: Id }) => api.del<{ id: Id }>(postPath(id)),
    AFFECTED,
    ({ id }) => postPath(id),
  );

export const useDuplicatePost = () =>
  useApiMutation([...ROW_WRITE, 'duplicate'], ({ id }: { id: Id }) => api.post<Post>(`${postPath(id)}/duplicate`), AFFECTED);

export const useBulkPosts = () =>
  useApiMutation(
    ['posts', 'bulk'],
    ({ action, ids }: { action: BulkActionName; ids: Id[] }) =>
      api.post<BulkResult>('blogs/admin/bulk', { action, blogIds: ids }),
    AFFECTED,
  );

export const useCreatePost = () =>
  useApiMutation(['posts', 'create'], (payload: PostPayload) => api.post<Post>(PATHS.posts, payload), AFFECTED);

export const useUpdatePost = () =>
  useApiMutation(
    ['posts', 'update'],
    ({ id, payload }: { id: Id; payload: PostPayload }) => api.put<Post>(postPath(id), payload),
    AFFECTED,
  );
