import { useCallback, useState } from 'react';
import { TR, type Id, type Post } from '@blog/shared';
import { describeError, notify } from '../lib/notify';
import { useConfirm } from '../ui/useConfirm';
import { blogApi, type BulkActionName } from './blogApi';
import { pageAfterDelete, toggleTarget } from './listQuery';

export interface BlogActionsDeps {
  page: number;
  /** Rows on the current page (for the step-back rule). */
  rowsOnPage: number;
  setPage: (page: number) => void;
  reload: () => void;
  /** Called after posts left the list (deleted), to drop them from the selection. */
  onRemoved?: (ids: Id[]) => void;
}

export interface BlogActions {
  /** The id of the row with a call in flight (its buttons are disabled). */
  busyId: Id | null;
  bulkBusy: boolean;
  toggleStatus: (post: Post) => Promise<void>;
  remove: (post: Post) => Promise<void>;
  duplicate: (post: Post) => Promise<void>;
  bulk: (action: BulkActionName, ids: Id[]) => Promise<boolean>;
}

/** Row and bulk actions of the admin list, each confirmed where the spec asks, with toasts. */
export function useBlogActions({ page, rowsOnPage, setPage, reload, onRemoved }: BlogActionsDeps): BlogActions {
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<Id | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);

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
      setBusyId(post.id);
      try {
        const result = await blogApi.setStatus(post.id, target);
        notify.success(result.message ?? (archive ? TR.post.archived : TR.post.published));
        reload();
      } catch (error) {
        notify.error(`${TR.post.statusFailed}: ${describeError(error, TR.unknownError)}`);
      } finally {
        setBusyId(null);
      }
    },
    [confirm, reload],
  );

  const remove = useCallback(
    async (post: Post) => {
      const ok = await confirm({
        title: TR.blogList.confirmDeleteTitle,
        message: TR.blogList.confirmDelete(post.title),
        confirmText: TR.blogList.delete,
        variant: 'danger',
      });
      if (!ok) return;
      setBusyId(post.id);
      try {
        const result = await blogApi.remove(post.id);
        notify.success(result.message ?? TR.post.deleted);
        onRemoved?.([post.id]);
        const next = pageAfterDelete(page, rowsOnPage);
        if (next !== page) setPage(next);
        else reload();
      } catch (error) {
        notify.error(`${TR.post.deleteFailed}: ${describeError(error, TR.unknownError)}`);
      } finally {
        setBusyId(null);
      }
    },
    [confirm, onRemoved, page, reload, rowsOnPage, setPage],
  );

  const duplicate = useCallback(
    async (post: Post) => {
      setBusyId(post.id);
      try {
        const result = await blogApi.duplicate(post.id);
        notify.success(result.message ?? TR.post.duplicated);
        reload();
      } catch (error) {
        notify.error(`${TR.blogList.duplicateFailed}: ${describeError(error, TR.unknownError)}`);
      } finally {
        setBusyId(null);
      }
    },
    [reload],
  );

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
      setBulkBusy(true);
      try {
        const result = await blogApi.bulk(action, ids);
        notify.success(result.message ?? `${result.data.processed} ${TR.bulk.done}`);
        if (action === 'delete') {
          onRemoved?.(ids);
          const next = pageAfterDelete(page, rowsOnPage, ids.length);
          if (next !== page) setPage(next);
          else reload();
        } else reload();
        return true;
      } catch (error) {
        notify.error(`${TR.blogList.bulkFailed}: ${describeError(error, TR.unknownError)}`);
        return false;
      } finally {
        setBulkBusy(false);
      }
    },
    [confirm, onRemoved, page, reload, rowsOnPage, setPage],
  );

  return { busyId, bulkBusy, toggleStatus, remove, duplicate, bulk };
}
