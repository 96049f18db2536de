import { useCallback } from 'react';
import { TR, type Id, type Post } from '@blog/shared';
import { describeError, notify } from '../lib/notify';
import { usePending } from '../lib/query';
import { useConfirm } from '../ui/ConfirmDialog';
import {
  ROW_WRITE,
  pageAfterDelete,
  toggleTarget,
  useBulkPosts,
  useDeletePost,
  useDuplicatePost,
  usePostStatus,
  type BulkActionName,
} from './posts';

export interface BlogActionsDeps {
  page: number;
  /** Rows on the current page (for the step-back rule). */
  rowsOnPage: number;
  setPage: (page: number) => void;
  /** Called after posts left the list (deleted), to drop them from the selection. */
  onRemoved?: (ids: Id[]) => void;
}

export interface BlogActions {
  /** True while a call on the post's row is in flight (its buttons are disabled). */
  isBusy: (id: Id) => boolean;
  bulkBusy: boolean;
  toggleStatus: (post: Post) => Promise<void>;
  remove: (post: Post) => Promise<void>;
  duplicate: (post: Post) => Promise<void>;
  bulk: (action: BulkActionName, ids: Id[]) => Promise<boolean>;
}

/**
 * Row and bulk actions of the admin list, each confirmed where the spec asks, with toasts. The
 * writes invalidate the list (posts.ts), so it reloads by itself.
 */
export function useBlogActions({ page, rowsOnPage, setPage, onRemoved }: BlogActionsDeps): BlogActions {
  const confirm = useConfirm();
  const setStatus = usePostStatus();
  const deletePost = useDeletePost();
  const duplicatePost = useDuplicatePost();
  const bulkPosts = useBulkPosts();
  const pending = usePending<{ id: Id }>(ROW_WRITE);
  const isBusy = useCallback((id: Id) => pending.some((variables) => String(variables.id) === String(id)), [pending]);

  const afterDelete = useCallback(
    (ids: Id[]) => {
      onRemoved?.(ids);
      const next = pageAfterDelete(page, rowsOnPage, ids.length);
      if (next !== page) setPage(next);
    },
    [onRemoved, page, rowsOnPage, setPage],
  );

  const { mutateAsync: patchStatus } = setStatus;
  const toggleStatus = useCallback(
    async (post: Post) => {
      const target = toggleTarget(post.status);
      if (!target) return;
      const archive = target === 'ARCHIVED';
      const ok = await confirm({
        title: archive ? TR.blogList.confirmArchiveTitle : TR.blogList.confirmPublishTitle,
        message: archive ? TR.blogList.confirmArchive(post.title) : TR.blogList.confirmPublish(post.title),
        confirmText: archive ? TR.blogList.archive : TR.blogList.publish,
        variant: 'warning',
      });
      if (!ok) return;
      try {
        const result = await patchStatus({ id: post.id, status: target });
        notify.success(result.message ?? (archive ? TR.post.archived : TR.post.published));
      } catch (error) {
        notify.error(`${TR.post.statusFailed}: ${describeError(error, TR.unknownError)}`);
      }
    },
    [confirm, patchStatus],
  );

  const { mutateAsync: deleteOne } = deletePost;
  const remove = useCallback(
    async (post: Post) => {
      const ok = await confirm({
        title: TR.blogList.confirmDeleteTitle,
        message: TR.blogList.confirmDelete(post.title),
        confirmText: TR.blogList.delete,
        variant: 'danger',
      });
      if (!ok) return;
      try {
        const result = await deleteOne({ id: post.id });
        notify.success(result.message ?? TR.post.deleted);
        afterDelete([post.id]);
      } catch (error) {
        notify.error(`${TR.post.deleteFailed}: ${describeError(error, TR.unknownError)}`);
      }
    },
    [afterDelete, confirm, deleteOne],
  );

  const { mutateAsync: duplicateOne } = duplicatePost;
  const duplicate = useCallback(
    async (post: Post) => {
      try {
        const result = await duplicateOne({ id: post.id });
        notify.success(result.message ?? TR.post.duplicated);
      } catch (error) {
        notify.error(`${TR.blogList.duplicateFailed}: ${describeError(error, TR.unknownError)}`);
      }
    },
    [duplicateOne],
  );

  const { mutateAsync: runBulk } = bulkPosts;
  const bulk = useCallback(
    async (action: BulkActionName, ids: Id[]) => {
      if (ids.length === 0) return false;
      const ok = await confirm({
        title: TR.blogList.bulkTitle[action],
        message: TR.blogList.bulkConfirm[action](ids.length),
        confirmText: TR.blogList.bulk[action],
        variant: action === 'delete' ? 'danger' : 'warning',
      });
      if (!ok) return false;
      try {
        const result = await runBulk({ action, ids });
        notify.success(result.message ?? `${result.data.processed} ${TR.bulk.done}`);
        if (action === 'delete') afterDelete(ids);
        return true;
      } catch (error) {
        notify.error(`${TR.blogList.bulkFailed}: ${describeError(error, TR.unknownError)}`);
        return false;
      }
    },
    [afterDelete, confirm, runBulk],
  );

  return { isBusy, bulkBusy: bulkPosts.isPending, toggleStatus, remove, duplicate, bulk };
}
