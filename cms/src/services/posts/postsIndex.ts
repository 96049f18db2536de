import type { Payload } from 'payload';
import { postVersions, type PostVersion } from '../../db';
import { publicPostsWhere } from '../../access';

export type { PostVersion };

/** Every public post's id, slug, updatedAt and view count: what the site engine diffs against. */
export async function postsIndex(payload: Payload): Promise<PostVersion[]> {
  const fast = await postVersions(payload).catch(() => null);
  if (fast) return fast;
  const { docs } = await payload.find({
    collection: 'posts',
    where: publicPostsWhere(),
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true, viewCount: true },
  });
  return docs.map((doc) => ({
    id: doc.id,
    slug: doc.slug ?? String(doc.id),
    updatedAt: doc.updatedAt,
    viewCount: doc.viewCount ?? 0,
  }));
}

/** Categories and tags without their post counts (the engine counts its own posts). */
export async function taxonomyNames(payload: Payload) {
  const [categories, tags] = await Promise.all([
    payload.find({ collection: 'categories', sort: 'name', pagination: false, depth: 0 }),
    payload.find({ collection: 'tags', sort: 'name', pagination: false, depth: 0 }),
  ]);
  return {
    categories: categories.docs.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description ?? null,
      slug: c.slug ?? '',
      createdAt: c.createdAt ?? null,
    })),
    tags: tags.docs.map((t) => ({ id: t.id, name: t.name, slug: t.slug ?? '' })),
  };
}
