/**
 * The sitemap (sitemaps.org): one index and one list of every public page, in the format
 * @astrojs/sitemap wrote when the site was a static build.
 */
import { absoluteUrl } from './config';
import { getPosts, postUrl } from './posts';
import { sitemapArchivePaths } from './archives';

/** Pages besides the articles that belong in the sitemap (not: unsubscribe, the newsletter forms' result pages, 404). */
const STATIC_PAGES = ['/', '/search/', '/newsletter/'];

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

const xml = (body: string): Response =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>${body}`, {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });

export function sitemapIndex(): Response {
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${escapeXml(absoluteUrl('/sitemap-0.xml'))}</loc></sitemap></sitemapindex>`,
  );
}

export async function sitemapPages(): Promise<Response> {
  const posts = await getPosts();
  // Each category's and tag's archive (its first page; later pages are reached by rel=next).
  const paths = [...STATIC_PAGES, ...posts.map(postUrl), ...sitemapArchivePaths(posts)].sort();
  const urls = paths.map((p) => `<url><loc>${escapeXml(absoluteUrl(p))}</loc></url>`).join('');
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
}
