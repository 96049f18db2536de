import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, TR, type Category, type CategoryFormErrors, type Id } from '@blog/shared';
import { api, type ApiResult } from '../lib/api';
import { describeError, notify } from '../lib/notify';
import { PATHS, useApiMutation, usePending, useApiQuery } from '../lib/query';
import { useConfirm } from '../ui/ConfirmDialog';

/** The categories resource of the admin (spec sections 5, 7): the list, its search, the writes. */

/** GET blogs/categories with the admin's token: every category (the edit screen finds its own in it). */
export const useCategoryList = () => useApiQuery<Category[]>(PATHS.categories);

/** Posts in a category: `blogCount`, or the nested `_count.blogs` of older answers. */
export function blogCountOf(category: Category): number {
  return category.blogCount ?? category._count?.blogs ?? 0;
}

export interface CategoryFormValues {
  name: string;
  description: string;
}

export interface CategoryPayload {
  name: string;
  description?: string;
}

export const EMPTY_CATEGORY_FORM: CategoryFormValues = { name: '', description: '' };

/** What the form sends (spec 5): the name trimmed; the description trimmed, omitted when empty. */
export function toCategoryPayload(values: CategoryFormValues): CategoryPayload {
  const name = values.name.trim();
  const description = values.description.trim();
  return description ? { name, description } : { name };
}

/** Whether the form differs from the saved category in what it would send. */
export function hasCategoryChanges(values: CategoryFormValues, saved: CategoryFormValues): boolean {
  const next = toCategoryPayload(values);
  const previous = toCategoryPayload(saved);
  return next.name !== previous.name || (next.description ?? '') !== (previous.description ?? '');
}

/** The server's `details.validation` for the form's fields (e.g. a 409 duplicate name), if any. */
function fieldErrorsFrom(error: unknown): CategoryFormErrors | null {
  if (!(error instanceof ApiError)) return null;
  const validation = error.details?.validation;
  if (!validation) return null;
  const errors: CategoryFormErrors = {};
  if (validation.name) errors.name = validation.name;
  if (validation.description) errors.description = validation.description;
  return errors.name || errors.description ? errors : null;
}

/**
 * A failed create or update (spec 8): the server's field messages go under the fields when it
 * sent any; otherwise an error toast with the server's message, or 'Bilinmeyen hata'.
 */
export function showSaveError(
  error: unknown,
  action: 'create' | 'update',
  setErrors: (errors: CategoryFormErrors) => void,
): void {
  const fields = fieldErrorsFrom(error);
  if (fields) setErrors(fields);
  else notify.error(TR.entityFailed('Kategori', action, describeError(error, TR.unknownError)));
}

const categoryPath = (id: Id) => `blogs/admin/categories/${encodeURIComponent(String(id))}`;
/** A category write changes the list and the category names and choices around posts. */
const AFFECTED = [PATHS.categories, PATHS.adminCategories, PATHS.posts];

/** POST blogs/admin/categories, or PUT blogs/admin/categories/{id} with an id. */
export const useSaveCategory = () =>
  useApiMutation(
    ['categories', 'save'],
    ({ id, payload }: { id?: Id; payload: CategoryPayload }): Promise<ApiResult<Category>> =>
      id === undefined ? api.post<Category>('blogs/admin/categories', payload) : api.put<Category>(categoryPath(id), payload),
    AFFECTED,
  );

const DELETE_KEY = ['categories', 'delete'];

/** Deleted categories leave every cached list (each page, search and sort) at once. */
function dropFromLists(client: QueryClient, ids: readonly Id[]): void {
  const gone = new Set(ids.map(String));
  for (const path of [PATHS.categories, PATHS.adminCategories]) {
    client.setQueriesData<ApiResult<Category[]>>({ queryKey: [path] }, (list) =>
      list ? { ...list, data: list.data.filter((item) => !gone.has(String(item.id))) } : list,
    );
  }
}

/**
 * Asks for confirmation naming the category, then DELETE blogs/admin/categories/{id}; the row
 * leaves the cached list at once. Resolves true when it was deleted; a failure shows the server's
 * message (e.g. the 409 of a category that still has posts) or 'Kategori silinemedi'.
 */
export function useDeleteCategory(): {
  deleteCategory: (category: Pick<Category, 'id' | 'name'>) => Promise<boolean>;
  deletingId: string | null;
} {
  const confirm = useConfirm();
  const client = useQueryClient();
  const { mutateAsync } = useApiMutation(DELETE_KEY, ({ id }: { id: Id }) => api.del(categoryPath(id)), AFFECTED);
  const deleting = usePending<{ id: Id }>(DELETE_KEY)[0];

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
      try {
        await mutateAsync({ id: category.id });
        dropFromLists(client, [category.id]);
        notify.success(TR.category.deleted);
        return true;
      } catch (error) {
        notify.apiError(error, TR.category.deleteFailed);
        return false;
      }
    },
    [client, confirm, mutateAsync],
  );

  return { deleteCategory, deletingId: deleting ? String(deleting.id) : null };
}

const BULK_KEY = ['categories', 'bulk-delete'];

/**
 * Asks for confirmation with the count, then POST blogs/admin/categories/bulk-delete. The server
 * deletes only categories no post uses; one in use refuses them all with its Turkish message,
 * shown as it is. Resolves true when they were deleted.
 */
export function useBulkDeleteCategories(): { bulkDelete: (ids: Id[]) => Promise<boolean>; busy: boolean } {
  const confirm = useConfirm();
  const client = useQueryClient();
  const { mutateAsync } = useApiMutation(
    BULK_KEY,
    (ids: Id[]) => api.post<{ deleted: Id[] }>('blogs/admin/categories/bulk-delete', { categoryIds: ids }),
    AFFECTED,
  );
  const busy = usePending<Id[]>(BULK_KEY).length > 0;

  const bulkDelete = useCallback(
    async (ids: Id[]) => {
      const ok = await confirm({
        title: TR.category.bulkDeleteTitle,
        message: TR.category.bulkDeleteConfirm(ids.length),
        confirmText: TR.category.delete,
        cancelText: TR.cancel,
        variant: 'danger',
      });
      if (!ok) return false;
      try {
        const result = await mutateAsync(ids);
        dropFromLists(client, result.data.deleted);
        notify.success(TR.category.bulkDeleted(result.data.deleted.length));
        return true;
      } catch (error) {
        notify.apiError(error, TR.category.bulkDeleteFailed);
        return false;
      }
    },
    [client, confirm, mutateAsync],
  );
  return { bulkDelete, busy };
}
