import { useCallback, useState } from 'react';
import { TR, type Category } from '@blog/shared';
import { api } from '../lib/api';
import { notify } from '../lib/notify';
import { useConfirm } from '../ui/useConfirm';

/**
 * Asks for confirmation naming the category, then DELETE blogs/admin/categories/{id}.
 * Resolves true when it was deleted; a failure shows the server's message (e.g. the 409 of a
 * category that still has posts) or 'Kategori silinemedi'.
 */
export function useDeleteCategory(): {
  deleteCategory: (category: Pick<Category, 'id' | 'name'>) => Promise<boolean>;
  deletingId: string | null;
} {
  const confirm = useConfirm();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const deleteCategory = useCallback(
    async (category: Pick<Category, 'id' | 'name'>) => {
      const ok = await confirm({
        title: TR.category.deleteTitle,
        message: TR.category.deleteConfirm(category.name),
        confirmText: TR.category.delete,
        cancelText: TR.cancel,
        variant: 'danger',
      });
      if (!ok) return false;
      setDeletingId(String(category.id));
      try {
        await api.del(`blogs/admin/categories/${encodeURIComponent(String(category.id))}`);
        notify.success(TR.category.deleted);
        return true;
      } catch (error) {
        notify.apiError(error, TR.category.deleteFailed);
        return false;
      } finally {
        setDeletingId(null);
      }
    },
    [confirm],
  );

  return { deleteCategory, deletingId };
}
