import { ADMIN_PAGINATION_MAX_BUTTONS, TR, formatAdminNumber } from '@blog/shared';

/** The page numbers to show: at most `max`, a window around the current page. */
export function pageWindow(page: number, totalPages: number, max: number = ADMIN_PAGINATION_MAX_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(max, totalPages);
  const current = Math.min(Math.max(1, page), totalPages);
  let start = current - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

/** 'start - end of total results' (spec section 9). */
export function rangeText(page: number, limit: number, total: number): string {
  const start = total > 0 ? (page - 1) * limit + 1 : 0;
  const end = Math.min(page * limit, total);
  return TR.pagination.range(formatAdminNumber(start), formatAdminNumber(end), formatAdminNumber(total));
}

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
      <p className="adm-pagination__range">{rangeText(page, limit, total)}</p>
      <div className="adm-pagination__buttons">
        <button
          type="button"
          className="adm-btn adm-btn--ghost adm-btn--sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
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
