import type { Context } from '../context';
import { respond } from '../respond';
import { publicPostsWhere } from '../../../access/publishedOrAdmin';

/**
 * GET site/posts-index: every public post's id, slug, updatedAt and view count, the site engine's
 * cheap way to see what changed since its last update (it then fetches only those posts). Public
 * data only; no bodies, so 10,000 posts are ~0.6 MB.
 */
export async function postsIndex(ctx: Context): Promise<Response> {
  const { docs } = await ctx.payload.find({
    collection: 'posts',
    where: publicPostsWhere(),
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true, viewCount: true },
    overrideAccess: true,
  });
  return respond(docs.map((doc) => ({ id: doc.id, slug: doc.slug ?? String(doc.id), updatedAt: doc.updatedAt, viewCount: doc.viewCount ?? 0 })));
}
