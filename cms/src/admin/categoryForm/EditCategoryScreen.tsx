'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { EDIT_LOAD_FAILURE_REDIRECT_MS, TR, type Category } from '@blog/shared';
import { describeError, notify } from '../lib/notify';
import { navigateAway, useLeaveGuard } from '../lib/useLeaveGuard';
import { ErrorBox, Spinner } from '../ui/feedback';
import { TrashIcon } from '../ui/icons';
import {
  hasCategoryChanges,
  showSaveError,
  toCategoryPayload,
  useCategoryList,
  useDeleteCategory,
  useSaveCategory,
  type CategoryFormValues,
} from '../categories/categories';
import { CATEGORIES_PATH, CategoryForm, CategoryFormHeader, UnsavedBanner } from './CategoryForm';
import { useCategoryForm } from './useCategoryForm';
import '../styles/categories.css';

type CategoryLoad = { status: 'loading' } | { status: 'ready'; category: Category } | { status: 'failed'; message: string };

/**
 * There is no single-category call: finds the item in the category list (cached when the list
 * was just open). When it is missing or the load fails, goes back to the list after 3 s; a retry
 * cancels that.
 */
function useCategoryById(id: string): { state: CategoryLoad; retry: () => void } {
  const router = useRouter();
  const list = useCategoryList();
  // Once found, the form stays (deleting it here drops it from the list before the screen leaves).
  const found = useRef<Category | undefined>(undefined);
  const category = list.data?.data.find((item) => String(item.id) === id) ?? found.current;
  found.current = category;
  const state: CategoryLoad = category
    ? { status: 'ready', category }
    : list.isFetching || list.isPending
      ? { status: 'loading' }
      : {
          status: 'failed',
          message: list.isError ? TR.category.loadFailed(describeError(list.error, TR.unknownError)) : TR.category.notFound,
        };

  const failed = state.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => router.replace(CATEGORIES_PATH), EDIT_LOAD_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [failed, router]);

  const { refetch } = list;
  return { state, retry: useCallback(() => void refetch(), [refetch]) };
}

/** 'Kategori bulunamadı' or the load failure, with retry and back; the list follows in 3 s. */
function CategoryLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const router = useRouter();
  return (
    <ErrorBox title={message} message={TR.category.redirecting} onRetry={onRetry}>
      <div className="catf-error-actions">
        <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => router.push(CATEGORIES_PATH)}>
          {TR.category.backToList}
        </button>
      </div>
    </ErrorBox>
  );
}

function valuesOf(category: Category): CategoryFormValues {
  return { name: category.name, description: category.description ?? '' };
}

/** The edit form of a loaded category: PUT blogs/admin/categories/{id}, delete, unsaved warning. */
function EditCategoryForm({ category }: { category: Category }) {
  const router = useRouter();
  const [saved] = useState(() => valuesOf(category));
  const form = useCategoryForm(saved);
  const [saving, setSaving] = useState(false);
  const { mutateAsync: saveCategory } = useSaveCategory();
  const { deleteCategory, deletingId } = useDeleteCategory();
  const changed = hasCategoryChanges(form.values, saved);
  const blank = form.values.name.trim() === '';
  const busy = saving || deletingId !== null;
  const guard = useLeaveGuard(changed && !saving);

  const save = async () => {
    setSaving(true);
    try {
      await saveCategory({ id: category.id, payload: toCategoryPayload(form.values) });
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

/** /admin/category/edit/{id}: finds the category in the list, then the edit form. */
export function EditCategoryScreen({ id }: { id: string }) {
  const { state, retry } = useCategoryById(id);
  return (
    <div className="adm-page catf-page">
      <CategoryFormHeader title={TR.category.editTitle} subtitle={TR.category.editSubtitle} />
      {state.status === 'loading' ? (
        <div className="adm-card catf-loading">
          <Spinner size="lg" label={TR.category.loading} showLabel />
        </div>
      ) : state.status === 'failed' ? (
        <CategoryLoadError message={state.message} onRetry={retry} />
      ) : (
        <EditCategoryForm key={String(state.category.id)} category={state.category} />
      )}
    </div>
  );
}
