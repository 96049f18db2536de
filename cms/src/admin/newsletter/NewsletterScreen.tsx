'use client';

import { useCallback, useEffect, useState } from 'react';
import { DEBOUNCE_MS, PAGE_SIZE, TR } from '@blog/shared';
import { useDebounced } from '@blog/shared/react';
import { NewsletterPagination } from './NewsletterPagination';
import { NewsletterStatCards } from './NewsletterStatCards';
import { SubscriptionTable } from './SubscriptionTable';
import { SubscriptionToolbar } from './SubscriptionToolbar';
import { SubscriptionsEmpty } from './SubscriptionsEmpty';
import type { StatusFilter } from './statusFilter';
import { useCsvExport } from './useCsvExport';
import { useNewsletterStats } from './useNewsletterStats';
import { useSubscriptionActions } from './useSubscriptionActions';
import { useSubscriptions } from './useSubscriptions';
import '../styles/newsletter.css';

/** /admin/newsletter: figures, search, status filter, CSV export, the list and its actions. */
export function NewsletterScreen() {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const search = useDebounced(searchText, DEBOUNCE_MS.adminSearch);

  const { stats, loading: statsLoading, reload: reloadStats } = useNewsletterStats();
  // Spec 4: a search change reloads the list but keeps the page.
  const { items, pagination, loading, reload } = useSubscriptions({ page, search, filter });
  const { exportCsv, exporting } = useCsvExport(filter);
  const onChanged = useCallback(() => {
    reload();
    reloadStats();
  }, [reload, reloadStats]);
  const { toggle, remove, isBusy } = useSubscriptionActions(onChanged);

  const totalPages = pagination?.totalPages ?? 0;
  // A page past the end (fewer results after a search or a delete) shows the last page instead.
  useEffect(() => {
    if (!loading && totalPages >= 1 && page > totalPages) setPage(totalPages);
  }, [loading, page, totalPages]);

  const onFilter = (next: StatusFilter) => {
    setFilter(next);
    setPage(1);
  };

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
        {!loading && items.length === 0 ? (
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
