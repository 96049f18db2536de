'use client';

import { useEffect, useMemo, useState } from 'react';
import Link from 'next/link';
import type { RowSelectionState } from '@tanstack/react-table';
import { PAGE_SIZE, TR, formatAdminNumber, type Category } from '@blog/shared';
import { EmptyState, ErrorBox } from '../ui/feedback';
import { FolderIcon, PlusIcon } from '../ui/icons';
import { Pagination } from '../ui/Pagination';
import { SearchBox } from '../ui/SearchBox';
import { useBulkDeleteCategories, useDeleteCategory } from './categories';
import { CategoryTable } from './CategoryTable';
import { useCategoryPage } from './useCategoryPage';
import '../styles/blogs.css';
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

interface BulkBarProps {
  count: number;
  busy: boolean;
  onDelete: () => void;
  onClear: () => void;
}

/** Shown while categories are selected: the count, delete, and clear (the posts list's bar). */
function CategoryBulkBar({ count, busy, onDelete, onClear }: BulkBarProps) {
  if (count === 0) return null;
  return (
    <div className="blg-bulk" role="region" aria-label={TR.category.bulkLabel}>
      <p className="blg-bulk__count" aria-live="polite">
        {TR.category.selected(count)}
      </p>
      <div className="blg-bulk__actions">
        <button type="button" disabled={busy} className="adm-btn adm-btn--sm adm-btn--danger" onClick={onDelete}>
          {TR.category.bulkDelete}
        </button>
        <button type="button" className="adm-btn adm-btn--sm adm-btn--ghost" onClick={onClear}>
          {TR.category.clearSelection}
        </button>
      </div>
    </div>
  );
}

/** /admin/categories: Kategori Yönetimi (spec 2, 4, 5, 8), paged, searched and sorted by the server. */
export function CategoriesScreen() {
  const list = useCategoryPage();
  const { deleteCategory, deletingId } = useDeleteCategory();
  const { bulkDelete, busy } = useBulkDeleteCategories();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // Another page, search or sort shows other rows: start with nothing selected.
  useEffect(() => setRowSelection({}), [list.page, list.search, list.sort.by, list.sort.order]);
  const selectedIds = useMemo(
    () => list.categories.filter((category) => rowSelection[String(category.id)]).map((category) => category.id),
    [list.categories, rowSelection],
  );
  const searching = list.search.trim() !== '';
  const pagination = list.pagination;
  const total = pagination?.total ?? 0;
  const firstLoad = list.loading && !pagination;

  return (
    <div className="adm-page cat-page">
      <header className="adm-page-header">
        <div>
          <h1 className="adm-page-title">{TR.category.title}</h1>
          <p className="adm-page-subtitle">
            {firstLoad || list.error || searching ? '\u00a0' : TR.category.listSubtitle(formatAdminNumber(total))}
          </p>
        </div>
        <Link href="/admin/category/new" className="adm-btn adm-btn--primary">
          <PlusIcon />
          <span>{TR.category.newCategory}</span>
        </Link>
      </header>

      {list.error ? (
        <ErrorBox title={TR.category.listFailed} message={list.error} onRetry={list.reload}>
          <p className="cat-error-hint">{TR.category.backendHint}</p>
        </ErrorBox>
      ) : (
        <section className="adm-card cat-card" aria-label={TR.category.tableCaption}>
          <div className="cat-card__toolbar">
            <SearchBox
              value={list.searchText}
              onChange={list.setSearchText}
              label={TR.category.searchLabel}
              placeholder={TR.category.searchPlaceholder}
              busyLabel={list.searchPending ? TR.blogList.searching : null}
              resultLine={searching && pagination ? TR.category.resultCount(total) : ''}
            />
          </div>
          <CategoryBulkBar
            count={selectedIds.length}
            busy={busy}
            onDelete={() => void bulkDelete(selectedIds).then((done) => done && setRowSelection({}))}
            onClear={() => setRowSelection({})}
          />
          <div className="cat-panel" aria-busy={list.loading || undefined}>
            {!list.loading && list.categories.length === 0 ? (
              <CategoriesEmpty searching={searching} onClearSearch={() => list.setSearchText('')} />
            ) : (
              <CategoryTable
                categories={list.categories}
                loading={firstLoad}
                deletingId={deletingId}
                onDelete={(category: Category) => void deleteCategory(category)}
                sort={list.sort}
                onSort={list.setSort}
                rowSelection={rowSelection}
                onRowSelectionChange={setRowSelection}
              />
            )}
          </div>
          {pagination && total > 0 ? (
            <Pagination
              page={list.page}
              totalPages={pagination.totalPages}
              total={total}
              limit={pagination.limit || PAGE_SIZE.adminList}
              onPage={list.setPage}
              label={TR.category.pagerLabel}
            />
          ) : null}
        </section>
      )}
    </div>
  );
}
