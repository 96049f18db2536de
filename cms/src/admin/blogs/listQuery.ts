import { PAGE_SIZE, TR, type PostStatus } from '@blog/shared';

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
