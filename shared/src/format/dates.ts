type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// One formatter for every public date: toLocaleDateString builds a new one per call, which
// showed up in the profile of a 10,000-page site build.
const publicDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Public dates in en-US: "March 5, 2026". Empty string for a missing or invalid date. */
export function formatPublicDate(value: DateInput): string {
  const date = toDate(value);
  return date ? publicDate.format(date) : '';
}

/** Admin dates in tr-TR: "05.03.2026". `fallback` for a missing or invalid date. */
export function formatAdminDate(value: DateInput, fallback = 'Bilinmiyor'): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('tr-TR', { year: 'numeric', month: '2-digit', day: '2-digit' }) : fallback;
}

/** Admin date and time in tr-TR: "05.03.2026 14:07". */
export function formatAdminDateTime(value: DateInput, fallback = 'Bilinmiyor'): string {
  const date = toDate(value);
  return date
    ? date.toLocaleString('tr-TR', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
    : fallback;
}

/** Admin time of day in tr-TR: "14:07". */
export function formatAdminTime(value: DateInput, fallback = 'Bilinmiyor'): string {
  const date = toDate(value);
  return date ? date.toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit' }) : fallback;
}

const publicNumber = new Intl.NumberFormat('en-US');

/** Public numbers in en-US: 10000 → "10,000" (post counts, page numbers, views). */
export function formatPublicNumber(value: number): string {
  return publicNumber.format(value);
}

/** Admin numbers in tr-TR: 12345 → "12.345". */
export function formatAdminNumber(value: number | null | undefined): string {
  return (value ?? 0).toLocaleString('tr-TR');
}

/** Today's date as YYYY-MM-DD (CSV file names). */
export function isoDay(value: Date = new Date()): string {
  return value.toISOString().slice(0, 10);
}

/** Formats a byte count as "5 MB" / "512 KB" for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
