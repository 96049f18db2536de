import type { BulkAction, Id, Post } from '@blog/shared';
import { api } from '../lib/api';
import { listQuery, type ListParams } from './listQuery';

export type BulkActionName = BulkAction['action'];

export interface BulkResult {
  action: BulkActionName;
  processed: number;
  notFound: Id[];
}

/** The admin list's calls (spec section 7, Admin blogs). */
export const blogApi = {
  list: (params: ListParams) => api.get<Post[]>('blogs/admin/blogs', listQuery(params)),
  setStatus: (id: Id, status: 'PUBLISHED' | 'ARCHIVED') => api.patch<Post>(`blogs/admin/blogs/${id}/status`, { status }),
  remove: (id: Id) => api.del<{ id: Id }>(`blogs/admin/blogs/${id}`),
  duplicate: (id: Id) => api.post<Post>(`blogs/admin/blogs/${id}/duplicate`),
  bulk: (action: BulkActionName, blogIds: Id[]) => api.post<BulkResult>('blogs/admin/bulk', { action, blogIds }),
};
