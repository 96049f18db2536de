/** /sitemap-{n}.xml: the n-th list of public pages (lib/sitemap: at most 50,000 URLs each). */
import type { APIRoute } from 'astro';
import { sitemapPages } from '../lib/sitemap';

export const GET: APIRoute = async ({ params }) => (await sitemapPages(params.n)) ?? new Response(null, { status: 404 });
