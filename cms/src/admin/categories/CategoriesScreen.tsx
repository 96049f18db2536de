'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { TR, formatAdminNumber, type Category } from '@blog/shared';
import { describeError } from '../lib/notify';
import { EmptyState, ErrorBox } from '../ui/feedback';
import { FolderIcon, PlusIcon } from '../ui/icons';
import { SearchBox } from '../ui/SearchBox';
import { filterCategories, useCategoryList, useDeleteCategory } from './categories';
import { CategoryTable } from './CategoryTable';
import '../styles/categories.css';

interface CategoriesEmptyProps {
  searching: boolean;
  onClearSearch: () => void;
}

/** 'Kategori bulunamadı' while searching, else 'Henüz kategori yok' with a create link. */
function CategoriesEmpty({ searching, onClearSearch }: CategoriesEmptyProps) {
  if (searching) {
    return (
      <EmptyState
        icon={<FolderIcon size={24} />}
        title={TR.category.emptySearch}
        description={TR.category.emptySearchHint}
        action={
          <button type="button" className="adm-btn adm-btn--secondary" onClick={onClearSearch}>
            {TR.clearSearch}
          </button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<FolderIcon size={24} />}
      title={TR.category.empty}
      description={TR.category.emptyHint}
      action={
        <Link href="/admin/category/new" className="adm-btn adm-btn--primary">
          <PlusIcon />
          <span>{TR.category.createFirst}</span>
        </Link>
      }
    />
  );
}

/** /admin/categories: Kategori Yönetimi (spec 2, 4, 5, 8). */
export function CategoriesScreen() {
  const list = useCategoryList();
  const data = list.data?.data;
  const categories = useMemo(() => data ?? [], [data]);
  const loading = list.isPending || (list.isError && list.isFetching);
  const error = list.isError && !list.isFetching ? describeError(list.error, TR.category.listFailed) : null;
  const { deleteCategory, deletingId } = useDeleteCategory();
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterCategories(categories, query), [categories, query]);
  const searching = query.trim() !== '';

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
        <ErrorBox title={TR.category.listFailed} message={error} onRetry={() => void list.refetch()}>
          <p className="cat-error-hint">{TR.category.backendHint}</p>
        </ErrorBox>
      ) : (
        <section className="adm-card cat-card" aria-label={TR.category.tableCaption}>
          <div className="cat-card__toolbar">
            <SearchBox
              value={query}
              onChange={setQuery}
              label={TR.category.searchLabel}
              placeholder={TR.category.searchPlaceholder}
              resultLine={searching ? TR.category.resultCount(visible.length, categories.length) : ''}
            />
          </div>
          {!loading && visible.length === 0 ? (
            <CategoriesEmpty searching={searching} onClearSearch={() => setQuery('')} />
          ) : (
            <CategoryTable
              categories={visible}
              loading={loading}
              deletingId={deletingId}
              onDelete={(category: Category) => void deleteCategory(category)}
            />
          )}
        </section>
      )}
    </div>
  );
}
