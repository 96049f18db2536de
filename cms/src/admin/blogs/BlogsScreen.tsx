'use client';

import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { PAGE_SIZE, TR, type Id } from '@blog/shared';
import { EmptyState, ErrorBox } from '../ui/feedback';
import { Pagination } from '../ui/Pagination';
import { BlogTable } from './BlogTable';
import { PlusIcon } from '../ui/icons';
import { SearchBox } from '../ui/SearchBox';
import { BulkBar, StatusTabs, tabId } from './ListControls';
import { useBlogActions } from './useBlogActions';
import { useBlogList } from './useBlogList';
import '../styles/blogs.css';

const PANEL_ID = 'blog-list-panel';

/** /admin/blogs: status tabs, debounced search, the posts table with bulk actions, pagination. */
export function BlogsScreen() {
  const list = useBlogList();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});

  // A new page, tab or search shows other rows: start with nothing selected.
  useEffect(() => setRowSelection({}), [list.page, list.status, list.search]);

  const dropFromSelection = useCallback((ids: Id[]) => {
    setRowSelection((current) => {
      const next = { ...current };
      for (const id of ids) delete next[String(id)];
      return next;
    });
  }, []);

  const actions = useBlogActions({
    page: list.page,
    rowsOnPage: list.posts.length,
    setPage: list.setPage,
    onRemoved: dropFromSelection,
  });

  const handlers = useMemo(
    () => ({
      isBusy: actions.isBusy,
      onToggle: actions.toggleStatus,
      onDelete: actions.remove,
      onDuplicate: actions.duplicate,
    }),
    [actions.isBusy, actions.toggleStatus, actions.remove, actions.duplicate],
  );

  const selectedIds = useMemo(
    () => list.posts.filter((post) => rowSelection[String(post.id)]).map((post) => post.id),
    [list.posts, rowSelection],
  );

  const runBulk = async (action: Parameters<typeof actions.bulk>[0]) => {
    if (await actions.bulk(action, selectedIds)) setRowSelection({});
  };

  const pagination = list.pagination;
  const isEmpty = !list.loading && !list.error && list.posts.length === 0;
  const emptyText = list.search.trim()
    ? TR.blogList.emptySearch
    : list.status !== 'all'
      ? TR.blogList.emptyStatus
      : TR.post.emptyList;

  return (
    <div className="adm-page blg-page">
      <header className="adm-page-header">
        <div>
          <h1 className="adm-page-title">{TR.blogList.title}</h1>
          <p className="adm-page-subtitle">{TR.blogList.subtitle}</p>
        </div>
        <Link href="/admin/blog/new" className="adm-btn adm-btn--primary">
          <PlusIcon size={16} className="blg-icon" />
          {TR.post.newPost}
        </Link>
      </header>

      <section className="adm-card blg-card" aria-labelledby="blog-list-heading">
        <h2 id="blog-list-heading" className="adm-visually-hidden">
          {TR.blogList.title}
        </h2>
        <div className="blg-toolbar">
          <StatusTabs value={list.status} onChange={list.setStatus} controls={PANEL_ID} />
          <SearchBox
            value={list.searchText}
            onChange={list.setSearchText}
            label={TR.blogList.searchLabel}
            placeholder={TR.blogList.searchPlaceholder}
            busyLabel={list.searchPending ? TR.blogList.searching : null}
          />
        </div>

        <BulkBar
          count={selectedIds.length}
          busy={actions.bulkBusy}
          onAction={(action) => void runBulk(action)}
          onClear={() => setRowSelection({})}
        />

        <div
          id={PANEL_ID}
          role="tabpanel"
          aria-labelledby={tabId(list.status)}
          aria-busy={list.loading || undefined}
          className="blg-panel"
        >
          {list.error ? (
            <div className="blg-state">
              <ErrorBox
                title={TR.post.listFailed}
                message={list.error === TR.post.listFailed ? TR.genericError : list.error}
                onRetry={list.reload}
              />
            </div>
          ) : isEmpty ? (
            <EmptyState
              title={TR.post.notFound}
              description={emptyText}
              action={
                !list.search.trim() && list.status === 'all' ? (
                  <Link href="/admin/blog/new" className="adm-btn adm-btn--primary adm-btn--sm">
                    {TR.post.newPost}
                  </Link>
                ) : null
              }
            />
          ) : (
            <BlogTable
              posts={list.posts}
              loading={list.loading}
              rowSelection={rowSelection}
              onRowSelectionChange={setRowSelection}
              handlers={handlers}
            />
          )}
        </div>

        {pagination && !list.error && pagination.total > 0 ? (
          <Pagination
            page={list.page}
            totalPages={pagination.totalPages}
            total={pagination.total}
            limit={pagination.limit || PAGE_SIZE.adminList}
            onPage={list.setPage}
            label={TR.blogList.title}
          />
        ) : null}
      </section>
    </div>
  );
}
