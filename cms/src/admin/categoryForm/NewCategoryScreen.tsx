'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { TR } from '@blog/shared';
import { notify } from '../lib/notify';
import { navigateAway, useLeaveGuard } from '../lib/useLeaveGuard';
import {
  EMPTY_CATEGORY_FORM,
  hasCategoryChanges,
  showSaveError,
  toCategoryPayload,
  useSaveCategory,
} from '../categories/categories';
import { CATEGORIES_PATH, CategoryForm, CategoryFormHeader } from './CategoryForm';
import { useCategoryForm } from './useCategoryForm';
import { PlusIcon } from '../ui/icons';
import '../styles/categories.css';

/** /admin/category/new: POST blogs/admin/categories, then back to the list. */
export function NewCategoryScreen() {
  const router = useRouter();
  const form = useCategoryForm(EMPTY_CATEGORY_FORM);
  const [saving, setSaving] = useState(false);
  const { mutateAsync: saveCategory } = useSaveCategory();
  const blank = form.values.name.trim() === '';
  const guard = useLeaveGuard(hasCategoryChanges(form.values, EMPTY_CATEGORY_FORM) && !saving);

  const create = async () => {
    setSaving(true);
    try {
      await saveCategory({ payload: toCategoryPayload(form.values) });
      notify.success(TR.category.created);
      navigateAway(router, CATEGORIES_PATH);
    } catch (error) {
      showSaveError(error, 'create', form.setErrors);
      setSaving(false);
    }
  };

  return (
    <div className="adm-page catf-page">
      <CategoryFormHeader title={TR.category.newTitle} subtitle={TR.category.newSubtitle} />
      <CategoryForm
        form={form}
        saving={saving}
        onSubmit={() => void create()}
        actions={
          <>
            <button type="button" className="adm-btn adm-btn--ghost" onClick={() => void guard.leave(CATEGORIES_PATH)}>
              {TR.category.cancel}
            </button>
            <button type="submit" className="adm-btn adm-btn--primary" disabled={saving || blank}>
              {saving ? null : <PlusIcon />}
              <span>{saving ? TR.category.creating : TR.category.create}</span>
            </button>
          </>
        }
      />
    </div>
  );
}
