/**
 * The live site's `_redirects` (written by the site engine: site/engine/output/redirects.ts) for
 * the platform server: exact-path rules `from to [status]`, as Netlify and Cloudflare Pages read
 * them. The file is looked at again at most once a second, with async fs calls only (the event
 * loop never waits on the disk), and parsed again only when it was replaced.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export const REDIRECTS_FILE = '_redirects';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Rewrites to an error page (`/gone /404.html 410`): that page's body with the status. */
const ERROR_STATUSES = new Set([404, 410]);
const CHECK_EVERY_MS = 1000;

/** `from` → `{ to, status }` (a redirect, or an error page to serve); comments, blank lines, splats and placeholders are skipped; the first rule for a path wins. */
export function parseRedirects(text) {
  const rules = new Map();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, code = '301'] = line.split(/\s+/);
    const status = Number(code);
    if (!from?.startsWith('/') || !to || /[*:]/.test(from)) continue;
    if (!REDIRECT_STATUSES.has(status) && !(ERROR_STATUSES.has(status) && to.startsWith('/'))) continue;
    if (!rules.has(from)) rules.set(from, { to, status });
  }
  return rules;
}

/** The redirect rules of one live site folder, kept fresh. */
export function siteRedirects(dir) {
  const file = path.join(dir, REDIRECTS_FILE);
  let rules = new Map();
  let version = null;
  let checkedAt = 0;
  let checking = null;

  async function check() {
    // The engine renames a new file into place: a new inode, whatever the clock's resolution.
    const now = await stat(file).then(
      (s) => `${s.mtimeMs}:${s.ino}:${s.size}`,
      () => '',
    );
    if (now === version) return;
    const text = now ? await readFile(file, 'utf8').catch(() => '') : '';
    version = now;
    rules = parseRedirects(text);
  }

  /** The rules, looked at again when the last look is over a second old. */
  function current() {
    if (checking) return checking.then(() => rules);
    if (Date.now() - checkedAt < CHECK_EVERY_MS) return Promise.resolve(rules);
    checkedAt = Date.now();
    checking ??= check()
      .catch(() => undefined)
      .finally(() => (checking = null));
    return checking.then(() => rules);
  }

  /** The rule for `pathname` (with or without its trailing slash), or null. */
  async function match(pathname) {
    const table = await current();
    return table.get(pathname) ?? (pathname.endsWith('/') ? null : table.get(`${pathname}/`)) ?? null;
  }

  return { match };
}
