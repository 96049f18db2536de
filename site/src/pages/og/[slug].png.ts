/**
 * /og/{slug}.png: the generated Open Graph card of a post without a cover (lib/og). Rendered by
 * the site engine like every page (engine/paths.ts lists one per such post, keyed by what it
 * shows), from the content-keyed cache when the card was made before.
 */
import type { APIRoute } from 'astro';
import { getPost } from '../../lib/posts';
import { siteData } from '../../lib/siteData';
import { cachedOgCard } from '../../lib/og/cache';
import { ogCardOf } from '../../lib/og/ogImage';

export const GET: APIRoute = async ({ params }) => {
  const post = await getPost(params.slug ?? '');
  if (!post || post.featuredImage) return new Response(null, { status: 404 });
  const png = await cachedOgCard(ogCardOf(post), siteData().ogCacheDir);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
