import { useId } from 'react';
import { TR } from '@blog/shared';
import { DownloadIcon, SearchIcon } from '../ui/icons';
import { STATUS_FILTERS, type StatusFilter } from './statusFilter';

const FILTER_LABELS: Record<StatusFilter, string> = {
  all: TR.newsletter.filterAll,
  active: TR.newsletter.active,
  inactive: TR.newsletter.inactive,
};

export interface SubscriptionToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  filter: StatusFilter;
  onFilter: (value: StatusFilter) => void;
  onExport: () => void;
  exporting: boolean;
}

/** Search by e-mail, the status filter and 'CSV İndir'. */
export function SubscriptionToolbar({ search, onSearch, filter, onFilter, onExport, exporting }: SubscriptionToolbarProps) {
  const searchId = useId();
  const filterId = useId();
  return (
    <div className="nl-toolbar">
      <div className="nl-toolbar__search">
        <label htmlFor={searchId} className="adm-visually-hidden">
          {TR.newsletter.searchLabel}
        </label>
        <span className="nl-toolbar__icon">
          <SearchIcon />
        </span>
        <input
          id={searchId}
          type="search"
          className="adm-input nl-toolbar__input"
          placeholder={TR.newsletter.searchPlaceholder}
          value={search}
          autoComplete="off"
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
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
