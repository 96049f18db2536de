/** /sitemap-index.xml: points at each list of pages (one per 50,000 URLs). */
import type { APIRoute } from 'astro';
import { sitemapIndex } from '../lib/sitemap';

export const GET: APIRoute = () => sitemapIndex();
