import { isoDay } from '@blog/shared';

/** newsletter-subscriptions-{YYYY-MM-DD}.csv */
export function csvFilename(date: Date = new Date()): string {
  return `newsletter-subscriptions-${isoDay(date)}.csv`;
}

/** Saves text as a file through a Blob and an <a download>. */
export function saveTextFile(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
