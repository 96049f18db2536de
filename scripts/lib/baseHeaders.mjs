import { BASE_HEADERS, BASELINE_CSP } from '../../site/src/lib/securityHeaders.mjs';

/**
 * The security headers every response of the origin starts with, whatever answers it (the
 * static site, /media/, Next's APIs and pages, the server's own 400/405/503): set before any
 * handler runs, so each kind of answer only adds or replaces its own (the pages' CSP with their
 * script hashes, the admin's nonce CSP and DENY, the uploads' sandbox).
 */
const BASELINE = Object.entries({ ...BASE_HEADERS, 'Content-Security-Policy': BASELINE_CSP });

/** @param {import('node:http').ServerResponse} res */
export function setBaseHeaders(res) {
  for (const [name, value] of BASELINE) res.setHeader(name, value);
}
