import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { TR, type Category } from '@blog/shared';
import { api } from '../lib/api';
import { notify } from '../lib/notify';
import { navigateAway, useLeaveGuard } from '../lib/useLeaveGuard';
import { TrashIcon } from '../ui/icons';
import { useDeleteCategory } from '../categories/useDeleteCategory';
import { hasCategoryChanges, toCategoryPayload, type CategoryFormValues } from './categoryPayload';
import { CategoryForm } from './CategoryForm';
import { CATEGORIES_PATH } from './CategoryFormHeader';
import { showSaveError } from './saveError';
import { UnsavedBanner } from './UnsavedBanner';
import { useCategoryForm } from './useCategoryForm';

function valuesOf(category: Category): CategoryFormValues {
  return { name: category.name, description: category.description ?? '' };
}

/** The edit form of a loaded category: PUT blogs/admin/categories/{id}, delete, unsaved warning. */
export function EditCategoryForm({ category }: { category: Category }) {
  const router = useRouter();
  const [saved] = useState(() => valuesOf(category));
  const form = useCategoryForm(saved);
  const [saving, setSaving] = useState(false);
  const { deleteCategory, deletingId } = useDeleteCategory();
  const changed = hasCategoryChanges(form.values, saved);
  const blank = form.values.name.trim() === '';
  const busy = saving || deletingId !== null;
  const guard = useLeaveGuard(changed && !saving);

  const save = async () => {
    setSaving(true);
    try {
      await api.put(`blogs/admin/categories/${encodeURIComponent(String(category.id))}`, toCategoryPayload(form.values));
      notify.success(TR.category.updated);
      navigateAway(router, CATEGORIES_PATH);
    } catch (error) {
      showSaveError(error, 'update', form.setErrors);
      setSaving(false);
    }
  };

  const remove = async () => {
    if (await deleteCategory(category)) navigateAway(router, CATEGORIES_PATH);
  };

  return (
    <CategoryForm
      form={form}
      saving={saving}
      onSubmit={() => void save()}
      banner={changed ? <UnsavedBanner /> : null}
      actions={
        <>
          <button
            type="button"
            className="adm-btn adm-btn--danger-outline catf-actions__delete"
            disabled={busy}
            onClick={() => void remove()}
          >
            <TrashIcon />
            <span>{deletingId ? TR.category.deleting : TR.category.delete}</span>
          </button>
          <button type="button" className="adm-btn adm-btn--ghost" onClick={() => void guard.leave(CATEGORIES_PATH)}>
            {TR.category.cancel}
          </button>
          <button type="submit" className="adm-btn adm-btn--primary" disabled={busy || blank || !changed}>
            {saving ? TR.category.saving : TR.category.save}
          </button>
        </>
      }
    />
  );
}
