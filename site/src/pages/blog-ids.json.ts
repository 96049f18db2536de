/**
 * /blog-ids.json: post id → slug, for the public link that uses the id in place of the slug.
 * The platform server answers /blog/{id} with a 301 to /blog/{slug}/ from this map (one file
 * instead of a redirect page per post, which cost a tenth of every build's time).
 */
import type { APIRoute } from 'astro';
import { getPosts } from '../lib/posts';

export const GET: APIRoute = async () => {
  const posts = await getPosts();
  const slugs = new Set(posts.map((post) => post.slug));
  const ids = Object.fromEntries(posts.filter((post) => !slugs.has(String(post.id))).map((post) => [String(post.id), post.slug]));
  return new Response(JSON.stringify(ids), { headers: { 'content-type': 'application/json' } });
};
