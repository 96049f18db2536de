'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS, PAGE_SIZE, TR } from '@blog/shared';
import { useDebounced } from '@blog/shared/react';
import { pageParam, useQueryState } from '../lib/useQueryState';
import { ErrorBox } from '../ui/ErrorBox';
import { NewsletterPagination } from './NewsletterPagination';
import { NewsletterStatCards } from './NewsletterStatCards';
import { SubscriptionTable } from './SubscriptionTable';
import { SubscriptionToolbar } from './SubscriptionToolbar';
import { SubscriptionsEmpty } from './SubscriptionsEmpty';
import { STATUS_FILTERS, type StatusFilter } from './statusFilter';
import { useCsvExport } from './useCsvExport';
import { useNewsletterStats } from './useNewsletterStats';
import { useSubscriptionActions } from './useSubscriptionActions';
import { useSubscriptions } from './useSubscriptions';
import '../styles/newsletter.css';

function filterParam(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter === value) ?? 'all';
}

/**
 * /admin/newsletter: figures, search, status filter, CSV export, the list and its actions. Page,
 * filter and search live in the URL (?status=active&page=2&search=x).
 */
export function NewsletterScreen() {
  const [query, setQuery] = useQueryState();
  const page = pageParam(query.get('page'));
  const filter = filterParam(query.get('status'));
  const search = query.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  const typed = useDebounced(searchText, DEBOUNCE_MS.adminSearch);
  const committed = useRef(search);
  const setPage = useCallback((next: number) => setQuery({ page: next > 1 ? next : null }), [setQuery]);

  // Spec 4: a search change reloads the list but keeps the page.
  useEffect(() => {
    if (typed === committed.current) return;
    committed.current = typed;
    setQuery({ search: typed.trim() ? typed : null }, 'replace');
  }, [typed, setQuery]);
  useEffect(() => {
    if (search === committed.current) return;
    committed.current = search;
    setSearchText(search);
  }, [search]);

  const { stats, loading: statsLoading, reload: reloadStats } = useNewsletterStats();
  const { items, pagination, loading, error, reload } = useSubscriptions({ page, search, filter });
  const { exportCsv, exporting } = useCsvExport(filter);
  const onChanged = useCallback(() => {
    reload();
    reloadStats();
  }, [reload, reloadStats]);
  const { toggle, remove, isBusy } = useSubscriptionActions(onChanged);

  const totalPages = pagination?.totalPages ?? 0;
  // A page past the end (fewer results after a search or a delete) shows the last page instead.
  useEffect(() => {
    if (!loading && totalPages >= 1 && page > totalPages) setQuery({ page: totalPages > 1 ? totalPages : null }, 'replace');
  }, [loading, page, totalPages, setQuery]);

  const onFilter = (next: StatusFilter) => setQuery({ status: next === 'all' ? null : next, page: null });

  return (
    <div className="adm-page nl-page">
      <header className="adm-page-header">
        <div>
          <h1 className="adm-page-title">{TR.newsletter.title}</h1>
          <p className="adm-page-subtitle">{TR.newsletter.subtitle}</p>
        </div>
      </header>

      <NewsletterStatCards stats={stats} loading={statsLoading} />

      <section className="adm-card nl-card" aria-label={TR.newsletter.tableCaption}>
        <SubscriptionToolbar
          search={searchText}
          onSearch={setSearchText}
          filter={filter}
          onFilter={onFilter}
          onExport={exportCsv}
          exporting={exporting}
        />
        {error && !loading ? (
          // A failed load is not an empty list: say so, with the reason and a retry.
          <div className="nl-state">
            <ErrorBox title={TR.newsletter.listFailed} message={error} onRetry={reload} />
          </div>
        ) : !loading && items.length === 0 ? (
          <SubscriptionsEmpty search={search} />
        ) : (
          <SubscriptionTable
            items={items}
            loading={loading}
            isBusy={isBusy}
            onToggle={(subscription) => void toggle(subscription)}
            onDelete={(subscription) => void remove(subscription)}
          />
        )}
        {pagination ? (
          <NewsletterPagination
            page={pagination.page ?? pagination.currentPage ?? page}
            totalPages={totalPages}
            total={pagination.total}
            limit={pagination.limit ?? PAGE_SIZE.subscriptions}
            onPage={setPage}
          />
        ) : null}
      </section>
    </div>
  );
}
