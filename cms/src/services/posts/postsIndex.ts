import type { Payload } from 'payload';
import { postChanges, postVersions, type PostVersion } from '../../db';
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

/**
 * How far before the engine's last index a change is looked for again: a write whose updatedAt
 * was set before that index was read but committed after it, or another machine's clock a little
 * behind. What is sent again compares equal and costs nothing.
 */
const CHANGES_MARGIN_MS = 5 * 60_000;

/**
 * The latest updatedAt of any post, public or not (one read of the index on it): it only grows, so
 * one older than the engine saw last means a database restored from an older backup. Of public
 * posts only, every row would be read (~0.2 s warm, seconds cold at 100,000 posts).
 */
async function lastUpdatedAt(payload: Payload): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
    pagination: false,
  });
  return docs[0]?.updatedAt ?? null;
}

/**
 * The site engine's sync, as of now (`asOf`, for its next call): with `since` (the `asOf` of its
 * last one) only what changed, with the public posts' count and id sum by which it checks its
 * copy; otherwise, or where the database has no fast path, every public post. Either way the
 * latest updatedAt of any post: one older than the engine's last means a restored database.
 */
export async function postsIndexSince(payload: Payload, since: Date | null) {
  const asOf = new Date().toISOString();
  const changes = since
    ? await postChanges(payload, new Date(since.getTime() - CHANGES_MARGIN_MS)).catch((error: unknown) => {
        payload.logger.warn(`[site] the posts changed since ${since.toISOString()} could not be read: ${String(error)}`);
        return null;
      })
    : null;
  const last = await lastUpdatedAt(payload);
  if (changes) {
    const { live, ...rest } = changes;
    return { asOf, delta: true as const, posts: live, ...rest, lastUpdatedAt: last };
  }
  return { asOf, delta: false as const, posts: await postsIndex(payload), lastUpdatedAt: last };
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
