import { BASE_HEADERS, BASELINE_CSP } from '../../site/src/lib/securityHeaders.mjs';

/**
 * The security headers every response of the origin gets, whatever answers it (the static site,
 * /media/, Next's APIs and pages, the server's own 400/405/503), unless the answer set its own:
 * the pages' CSP with their script hashes, the admin's nonce CSP and DENY, the uploads' sandbox,
 * the draft preview's live-site CSP. They are filled in when the head is written, not before the
 * handler runs: Next keeps a header already on the response rather than its route's own.
 */
const BASELINE = Object.entries({ ...BASE_HEADERS, 'Content-Security-Policy': BASELINE_CSP });

/** Whether writeHead's own headers argument (an object, or a flat [name, value, …] list) names it. */
function names(headers, name) {
  if (!headers || typeof headers !== 'object') return false;
  const lower = name.toLowerCase();
  if (Array.isArray(headers)) {
    const flat = headers.flat();
    return flat.some((item, index) => index % 2 === 0 && String(item).toLowerCase() === lower);
  }
  return Object.keys(headers).some((key) => key.toLowerCase() === lower);
}

/** @param {import('node:http').ServerResponse} res */
export function setBaseHeaders(res) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithBaseline(statusCode, ...rest) {
    const given = rest.find((arg) => arg && typeof arg === 'object');
    for (const [name, value] of BASELINE) {
      if (!res.hasHeader(name) && !names(given, name)) res.setHeader(name, value);
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}
