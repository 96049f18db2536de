/**
 * The site's `_redirects` (Netlify / Cloudflare Pages format, also read by scripts/server.mjs):
 * one `old new 301` line per old slug of a live post, category or tag, as the CMS resolved them
 * (chains collapsed, slugs a live page holds again left out). Made from the model alone, so a
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

export function formatRedirects(redirects: SlugRedirect[] = []): string {
  const lines = redirects
    .map(({ kind, from, to }) => [URL_OF[kind](from), URL_OF[kind](to)] as const)
    .filter(([from, to]) => from !== to)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([from, to]) => `${from} ${to} 301`);
  return ['# Old URLs of renamed posts, categories and tags (written by the site engine).', ...lines, ''].join('\n');
}
