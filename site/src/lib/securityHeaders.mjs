/**
 * The public site's security headers, written once: the site engine hashes the inline scripts of
 * the pages it writes and puts them, with the rest of the policy, into `_headers` (Netlify /
 * Cloudflare Pages format) at the root of the output (site/engine/output/headers.ts);
 * scripts/server.mjs serves the same file's headers.
 *
 * Plain JavaScript (with JSDoc types) so that the platform server and the deploy scripts can
 * import it without a compile step.
 */
import { createHash } from 'node:crypto';

export const HEADERS_FILE = '_headers';

/** Headers every public response gets, whatever its type (the site shares its origin with /admin). */
export const BASE_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Same-origin framing stays possible (a preview in the admin); other sites cannot frame the pages.
  'X-Frame-Options': 'SAMEORIGIN',
});

/**
 * The Content-Security-Policy of the static pages. Scripts: the site's own files and the listed
 * inline scripts only; 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly (it evaluates no
 * JavaScript). Styles keep 'unsafe-inline' (Astro inlines small stylesheets, islands set style
 * attributes); a style cannot run script. Images may come from any https host (markdown images).
 * @param {string[]} scriptHashes `sha256-…` sources, without quotes
 */
export function publicCsp(scriptHashes) {
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'${h}'`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The server's own pages that run no script (the "building" page). */
export const NO_SCRIPT_CSP = publicCsp([]);

/** Uploaded files: shown as images, never run as documents (an SVG or a mislabelled file). */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * What any other answer of the origin carries until its handler sets its own (API JSON, a 404 of
 * /media/, a 405, a redirect, Next's error pages): nothing loads or runs, nobody else frames it.
 */
export const BASELINE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'";

/** A live build from before `_headers` existed: what can be enforced without its script hashes. */
export const LEGACY_CSP = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'";

/** Script types a browser runs (anything else, like JSON-LD, is data and needs no hash). */
const EXECUTABLE =
  /^(?:|module|text\/javascript|application\/javascript|application\/ecmascript|text\/ecmascript|importmap|speculationrules)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `sha256-…` of every inline script of one HTML document that a browser would run. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE.test(type.trim())) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** @param {Record<string, string>} headers */
export function formatHeadersFile(headers) {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}

/**
 * The headers of the `/*` rule of a `_headers` file (the only rule the build writes).
 * @returns {Record<string, string>}
 */
export function parseHeadersFile(text) {
  const headers = {};
  let inAll = false;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAll && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}
