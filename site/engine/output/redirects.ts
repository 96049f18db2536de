/**
 * The site's `_redirects` (Netlify / Cloudflare Pages format, also read by scripts/server.mjs):
 * one `old new 301` line per old slug of a live post, category or tag, as the CMS resolved them
 * (chains collapsed, slugs a live page holds again left out), and `url /404.html 410` per
 * deleted post's URL. Made from the model alone, so a
 * full build and an incremental update write the same bytes.
 */
import type { RedirectKind, SlugRedirect } from '@blog/shared';
import { postUrl } from '../../src/lib/posts';

export const REDIRECTS_PATH = '/_redirects';

const URL_OF: Record<RedirectKind, (slug: string) => string> = {
  post: (slug) => postUrl({ slug }),
  category: (slug) => `/category/${encodeURIComponent(slug)}/`,
  tag: (slug) => `/tag/${encodeURIComponent(slug)}/`,
};

/** A deleted post's URL: the 404 page's body with 410 Gone (Netlify; Cloudflare Pages skips the line and serves its 404). */
const GONE = '/404.html 410';

export function formatRedirects(redirects: SlugRedirect[] = []): string {
  const lines = redirects
    .map(({ kind, from, to }) => [URL_OF[kind](from), to === null ? GONE : `${URL_OF[kind](to)} 301`] as const)
    .filter(([from, rule]) => !rule.startsWith(`${from} `))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([from, rule]) => `${from} ${rule}`);
  return ['# Old URLs of renamed posts, categories and tags, and deleted posts (written by the site engine).', ...lines, ''].join(
    '\n',
  );
}
