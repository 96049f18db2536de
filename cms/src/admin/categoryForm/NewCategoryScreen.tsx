'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { TR } from '@blog/shared';
import { api } from '../lib/api';
import { notify } from '../lib/notify';
import { navigateAway, useLeaveGuard } from '../lib/useLeaveGuard';
import { EMPTY_CATEGORY_FORM, hasCategoryChanges, toCategoryPayload } from './categoryPayload';
import { CategoryForm } from './CategoryForm';
import { CATEGORIES_PATH, CategoryFormHeader } from './CategoryFormHeader';
import { showSaveError } from './saveError';
import { useCategoryForm } from './useCategoryForm';
import { PlusIcon } from '../ui/icons';
import '../styles/categories.css';

/** /admin/category/new: POST blogs/admin/categories, then back to the list. */
export function NewCategoryScreen() {
  const router = useRouter();
  const form = useCategoryForm(EMPTY_CATEGORY_FORM);
  const [saving, setSaving] = useState(false);
  const blank = form.values.name.trim() === '';
  const guard = useLeaveGuard(hasCategoryChanges(form.values, EMPTY_CATEGORY_FORM) && !saving);

  const create = async () => {
    setSaving(true);
    try {
      await api.post('blogs/admin/categories', toCategoryPayload(form.values));
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
