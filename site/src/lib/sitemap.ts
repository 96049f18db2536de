/**
 * The sitemap (sitemaps.org): an index and the lists of every public page it points at, in the
 * format @astrojs/sitemap wrote when the site was a static build. The protocol allows at most
 * 50,000 URLs per list, so past that the pages are split over /sitemap-0.xml, /sitemap-1.xml, …
 * (100,000 posts: three lists) in sorted order (sitemapFiles.ts), and the index names each.
 */
import { absoluteUrl } from './config';
import { getPosts } from './posts';
import { sitemapFilePath, sitemapFiles, sitemapPaths } from './sitemapFiles';

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

const xml = (body: string): Response =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>${body}`, {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });

function sitemapIndexXml(files: number): string {
  const entries = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${escapeXml(absoluteUrl(sitemapFilePath(index)))}</loc></sitemap>`,
  ).join('');
  return `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`;
}

function sitemapFileXml(paths: readonly string[]): string {
  const urls = paths.map((p) => `<url><loc>${escapeXml(absoluteUrl(p))}</loc></url>`).join('');
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

export async function sitemapIndex(): Promise<Response> {
  return xml(sitemapIndexXml(sitemapFiles(sitemapPaths(await getPosts())).length));
}

/** /sitemap-{n}.xml; null past the last list (a 404). */
export async function sitemapPages(param: string | undefined): Promise<Response | null> {
  const index = /^\d+$/.test(param ?? '') ? Number(param) : -1;
  const file = sitemapFiles(sitemapPaths(await getPosts()))[index];
  return file ? xml(sitemapFileXml(file)) : null;
}
