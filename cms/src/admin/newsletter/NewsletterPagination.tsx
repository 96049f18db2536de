import { TR } from '@blog/shared';
import { rangeText } from '../ui/pageWindow';

export interface NewsletterPaginationProps {
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
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
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
