/**
 * The site's `_headers` (security headers, the CSP with the hash of every inline script; see
 * src/lib/securityHeaders.mjs): a full build writes the hashes of all its pages; an update adds
 * those of the pages it rendered (inline scripts come from the templates, so this only grows
 * with a template change, which makes a full build anyway).
 */
import { BASE_HEADERS, HEADERS_FILE, formatHeadersFile, publicCsp } from '../../src/lib/securityHeaders.mjs';
import type { SiteWriter } from './writer';

/** Writes `_headers` for `hashes` through the writer; returns the sorted list kept in the state. */
export async function writeHeaders(writer: SiteWriter, hashes: Iterable<string>): Promise<string[]> {
  const sorted = [...new Set(hashes)].sort();
  await writer.write(
    HEADERS_FILE,
    Buffer.from(formatHeadersFile({ ...BASE_HEADERS, 'Content-Security-Policy': publicCsp(sorted) })),
  );
  return sorted;
}
