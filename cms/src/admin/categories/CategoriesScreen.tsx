'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { TR, formatAdminNumber, type Category } from '@blog/shared';
import { ErrorBox } from '../ui/ErrorBox';
import { CategoriesEmpty } from './CategoriesEmpty';
import { CategorySearch } from './CategorySearch';
import { CategoryTable } from './CategoryTable';
import { filterCategories } from './filterCategories';
import { PlusIcon } from '../ui/icons';
import { useCategories } from './useCategories';
import { useDeleteCategory } from './useDeleteCategory';
import '../styles/categories.css';

/** /admin/categories: Kategori Yönetimi (spec 2, 4, 5, 8). */
export function CategoriesScreen() {
  const { categories, loading, error, reload, removeLocal } = useCategories();
  const { deleteCategory, deletingId } = useDeleteCategory();
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterCategories(categories, query), [categories, query]);
  const searching = query.trim() !== '';

  const onDelete = async (category: Category) => {
    if (await deleteCategory(category)) removeLocal(category.id);
  };

  return (
    <div className="adm-page cat-page">
      <header className="adm-page-header">
        <div>
          <h1 className="adm-page-title">{TR.category.title}</h1>
          <p className="adm-page-subtitle">
            {(loading && categories.length === 0) || error
              ? '\u00a0'
              : TR.category.listSubtitle(formatAdminNumber(categories.length))}
          </p>
        </div>
        <Link href="/admin/category/new" className="adm-btn adm-btn--primary">
          <PlusIcon />
          <span>{TR.category.newCategory}</span>
        </Link>
      </header>

      {error ? (
        <ErrorBox title={TR.category.listFailed} message={error} onRetry={reload}>
          <p className="cat-error-hint">{TR.category.backendHint}</p>
        </ErrorBox>
      ) : (
        <section className="adm-card cat-card" aria-label={TR.category.tableCaption}>
          <div className="cat-card__toolbar">
            <CategorySearch value={query} onChange={setQuery} shown={visible.length} total={categories.length} />
          </div>
          {!loading && visible.length === 0 ? (
            <CategoriesEmpty searching={searching} onClearSearch={() => setQuery('')} />
          ) : (
            <CategoryTable
              categories={visible}
              loading={loading}
              deletingId={deletingId}
              onDelete={(category) => void onDelete(category)}
            />
          )}
        </section>
      )}
    </div>
  );
}
