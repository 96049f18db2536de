import { a as absoluteUrl } from './config_D23xK3ia.mjs';
import { a as getPosts, p as postUrl } from './posts_CxBcI_12.mjs';

const STATIC_PAGES = ["/", "/search/"];
const escapeXml = (text) => text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch);
const xml = (body) => new Response(`<?xml version="1.0" encoding="UTF-8"?>${body}`, { headers: { "content-type": "application/xml; charset=utf-8" } });
function sitemapIndex() {
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${escapeXml(absoluteUrl("/sitemap-0.xml"))}</loc></sitemap></sitemapindex>`
  );
}
async function sitemapPages() {
  const paths = [...STATIC_PAGES, ...(await getPosts()).map(postUrl)].sort();
  const urls = paths.map((p) => `<url><loc>${escapeXml(absoluteUrl(p))}</loc></url>`).join("");
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
}

export { sitemapIndex as a, sitemapPages as s };
