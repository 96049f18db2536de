import { isoDay } from '@blog/shared';

const DAY_MS = 86_400_000;

/** The moment `days` days before `now` (negative: in the future), shifted back by `minutes`. */
export function daysBefore(now: Date, days: number, minutes = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - minutes * 60_000);
}

/** Whole calendar days (UTC, as isoDay counts them) from `earlier` to `later`. */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  const start = Date.parse(`${isoDay(earlier)}T00:00:00Z`);
  const end = Date.parse(`${isoDay(later)}T00:00:00Z`);
  return Math.round((end - start) / DAY_MS);
}
