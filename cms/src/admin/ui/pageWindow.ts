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
