import type { Context } from '../context';
import { respond } from '../respond';
import { postsIndex as readPostsIndex, taxonomyNames } from '../../../services/posts/postsIndex';

/**
 * GET site/posts-index: every public post's id, slug, updatedAt and view count, and the
 * categories and tags (names and slugs): the site engine's cheap way to see what changed since
 * its last update (it then fetches only those posts). Public data only, no bodies: 10,000 posts
 * are ~1 MB.
 */
export async function postsIndex(ctx: Context): Promise<Response> {
  const [posts, taxonomies] = await Promise.all([readPostsIndex(ctx.payload), taxonomyNames(ctx.payload)]);
  return respond({ posts, ...taxonomies });
}
