import type { Payload } from 'payload';
import { relatedPosts, type Post } from '@blog/shared';
import { publicPostsWhere } from '../../access';
import { listPosts } from './listPosts';
import { postSort } from './postQuery';

/**
 * `blogs/{slug}/related` (spec section 7) with the shared rule the site uses: the post's category's
 * newest, else the latest. Null when no public post has the slug.
 */
export async function findRelatedPosts(payload: Payload, slug: string, limit: number): Promise<Post[] | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ slug: { equals: slug } }, publicPostsWhere()] },
    limit: 1,
    depth: 0,
    select: { slug: true, category: true },
  });
  const post = docs[0];
  if (!post) return null;
  const others = { id: { not_equals: post.id } };
  const sort = postSort('publishedAt', 'desc');
  // The rule's candidates: the category's newest, then the latest overall.
  const [byCategory, latest] = await Promise.all([
    post.category
      ? listPosts(
          payload,
          { and: [publicPostsWhere(), others, { category: { equals: post.category } }] },
          { page: 1, limit, sort },
        )
      : null,
    listPosts(payload, { and: [publicPostsWhere(), others] }, { page: 1, limit, sort }),
  ]);
  const categoryId = typeof post.category === 'object' ? post.category?.id : post.category;
  const self = { slug: post.slug ?? slug, category: categoryId == null ? null : { id: categoryId } };
  return relatedPosts(self, [...(byCategory?.posts ?? []), ...latest.posts], limit);
}
