import { TR } from '@blog/shared';
import { pageWindow, rangeText } from './pageWindow';

export interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Range line, Önceki/Sonraki and at most 7 page buttons around the current page. */
export function Pagination({ page, totalPages, total, limit, onPage, label = TR.pagination.label }: PaginationProps) {
  if (totalPages <= 0) return null;
  return (
    <nav className="adm-pagination" aria-label={label}>
      <p className="adm-pagination__range">
        {rangeText(page, limit, total)}
      </p>
      <div className="adm-pagination__buttons">
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {TR.pagination.previous}
        </button>
        {pageWindow(page, totalPages).map((number) => (
          <button
            key={number}
            type="button"
            // Far pages give way on a phone (ui.css), so the pager stays on one line.
            className={`adm-btn adm-btn--sm ${number === page ? 'adm-btn--primary' : 'adm-btn--ghost'}${Math.abs(number - page) > 1 ? ' adm-pagination__far' : ''}`}
            aria-current={number === page ? 'page' : undefined}
            aria-label={TR.pagination.page(number)}
            onClick={() => number !== page && onPage(number)}
          >
            {number}
          </button>
        ))}
        <button
          type="button"
          className="adm-btn adm-btn--ghost adm-btn--sm"
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          {TR.pagination.next}
        </button>
      </div>
    </nav>
  );
}
