/**
 * Dates of posts (publishedAt). JavaScript accepts years from -271821 to 275760, which
 * print as "April 20, 271822" and break RSS's RFC 822 dates (4-digit years). A blog post
 * is dated between the Unix epoch (older dates are typos, and every feed reader handles
 * it) and 2100 (a post scheduled further out is a typo too, e.g. 20255 for 2025).
 */
const DATE_MIN = Date.UTC(1970, 0, 1);
const DATE_MAX = Date.UTC(2101, 0, 1) - 1;

/** A parseable date inside the range above. */
export function isSaneDate(value: string | Date): boolean {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(time) && time >= DATE_MIN && time <= DATE_MAX;
}
