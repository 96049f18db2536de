'use client';

import { useCallback, useEffect, useId } from 'react';
import { PAGE_SIZE, TR, formatAdminNumber, type NewsletterStats } from '@blog/shared';
import { describeError } from '../lib/notify';
import { pageParam, useQueryState, useSearchParam } from '../lib/useQueryState';
import { EmptyState, ErrorBox, StatCard } from '../ui/feedback';
import { CalendarIcon, CheckIcon, DownloadIcon, MailIcon, PauseIcon, UsersIcon } from '../ui/icons';
import { rangeText } from '../ui/Pagination';
import { SearchBox } from '../ui/SearchBox';
import { SubscriptionTable } from './SubscriptionTable';
import {
  STATUS_FILTERS,
  statFigures,
  useCsvExport,
  useNewsletterStats,
  useSubscriptionActions,
  useSubscriptionList,
  type StatusFilter,
} from './subscriptions';
import '../styles/newsletter.css';

function filterParam(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter === value) ?? 'all';
}

const STAT_CARDS = [
  { key: 'total', Icon: UsersIcon, tone: 'blue' },
  { key: 'active', Icon: CheckIcon, tone: 'green' },
  { key: 'inactive', Icon: PauseIcon, tone: 'slate' },
  { key: 'thisWeek', Icon: CalendarIcon, tone: 'violet' },
] as const;
const PENDING_CARD = { key: 'pending', Icon: MailIcon, tone: 'amber' } as const;

/** Total, active, inactive, (with confirmed sign-ups) pending, and this week's subscribers. */
function NewsletterStatCards({ stats, loading }: { stats: NewsletterStats | null; loading: boolean }) {
  const figures = statFigures(stats);
  const labels = TR.newsletter.stats;
  const cards = figures.pending === undefined ? STAT_CARDS : [...STAT_CARDS.slice(0, 3), PENDING_CARD, STAT_CARDS[3]];
  return (
    <section className={`nl-stats${cards.length > 4 ? ' nl-stats--five' : ''}`} aria-label="Abone istatistikleri">
      {cards.map(({ key, Icon, tone }) => (
        <StatCard
          key={key}
          label={labels[key]}
          value={formatAdminNumber(figures[key] ?? 0)}
          icon={<Icon size={20} />}
          tone={tone}
          loading={loading}
        />
      ))}
    </section>
  );
}

const FILTER_LABELS: Record<StatusFilter, string> = {
  all: TR.newsletter.filterAll,
  active: TR.newsletter.active,
  inactive: TR.newsletter.inactive,
};

interface SubscriptionToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  filter: StatusFilter;
  onFilter: (value: StatusFilter) => void;
  onExport: () => void;
  exporting: boolean;
}

/** Search by e-mail, the status filter and 'CSV İndir'. */
function SubscriptionToolbar({ search, onSearch, filter, onFilter, onExport, exporting }: SubscriptionToolbarProps) {
  const filterId = useId();
  return (
    <div className="nl-toolbar">
      <SearchBox
        value={search}
        onChange={onSearch}
        label={TR.newsletter.searchLabel}
        placeholder={TR.newsletter.searchPlaceholder}
      />
      <div className="nl-toolbar__filter">
        <label htmlFor={filterId} className="nl-toolbar__label">
          {TR.newsletter.filterLabel}
        </label>
        <select
          id={filterId}
          className="adm-select"
          value={filter}
          onChange={(event) => onFilter(event.target.value as StatusFilter)}
        >
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="adm-btn adm-btn--secondary nl-toolbar__export" onClick={onExport} disabled={exporting}>
        <DownloadIcon />
        <span>{exporting ? TR.newsletter.exporting : TR.newsletter.download}</span>
      </button>
    </div>
  );
}

/** 'Abone bulunamadı', with a different text while a search is active. */
function SubscriptionsEmpty({ search }: { search: string }) {
  const query = search.trim();
  return (
    <EmptyState
      icon={<MailIcon size={24} />}
      title={TR.newsletter.empty}
      description={query ? TR.newsletter.emptySearchHint(query) : TR.newsletter.emptyHint}
    />
  );
}

interface NewsletterPaginationProps {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
}

/** Only with more than one page: the range, Önceki / Sonraki and 'Sayfa x / y'. */
export function NewsletterPagination({ page, totalPages, total, limit, onPage }: NewsletterPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="adm-pagination nl-pagination" aria-label={TR.newsletter.paginationLabel}>
      <p className="adm-pagination__range">{rangeText(page, limit, total)}</p>
      <div className="nl-pagination__controls">
        <button
          type="button"
          className="adm-btn adm-btn--ghost adm-btn--sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {TR.newsletter.previous}
        </button>
        <span className="nl-pagination__page" aria-live="polite">
          {TR.newsletter.pageOf(page, totalPages)}
        </span>
        <button
          type="button"
          className="adm-btn adm-btn--ghost adm-btn--sm"
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          {TR.newsletter.next}
        </button>
      </div>
    </nav>
  );
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
  // Spec 4: a search change reloads the list but keeps the page.
  const searchBox = useSearchParam(search, setQuery, false);
  const setPage = useCallback((next: number) => setQuery({ page: next > 1 ? next : null }), [setQuery]);

  const stats = useNewsletterStats('error');
  const list = useSubscriptionList(page, search, filter);
  const loading = list.isFetching;
  const failed = list.isError && !loading;
  const error = failed ? describeError(list.error, TR.genericError) : null;
  const items = failed ? [] : (list.data?.data ?? []);
  const pagination = failed ? null : (list.data?.meta?.pagination ?? null);
  const { exportCsv, exporting } = useCsvExport(filter);
  const { toggle, remove, isBusy } = useSubscriptionActions();

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

      <NewsletterStatCards stats={stats.data?.data ?? null} loading={stats.isPending} />

      <section className="adm-card nl-card" aria-label={TR.newsletter.tableCaption}>
        <SubscriptionToolbar
          search={searchBox.text}
          onSearch={searchBox.setText}
          filter={filter}
          onFilter={onFilter}
          onExport={exportCsv}
          exporting={exporting}
        />
        {error && !loading ? (
          // A failed load is not an empty list: say so, with the reason and a retry.
          <div className="nl-state">
            <ErrorBox title={TR.newsletter.listFailed} message={error} onRetry={() => void list.refetch()} />
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
