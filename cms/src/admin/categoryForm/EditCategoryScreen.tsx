'use client';

import { TR } from '@blog/shared';
import { Spinner } from '../ui/Spinner';
import { CategoryFormHeader } from './CategoryFormHeader';
import { CategoryLoadError } from './CategoryLoadError';
import { EditCategoryForm } from './EditCategoryForm';
import { useCategoryById } from './useCategoryById';
import '../styles/categories.css';

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
