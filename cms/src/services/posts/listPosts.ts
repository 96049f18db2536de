import type { Payload, Where } from 'payload';
import { paginationMeta, type PaginationMeta, type Post } from '@blog/shared';
import { parseId } from '../../lib/ids';
import { POST_POPULATE, serializePost } from './serializePost';

export interface ListOptions {
  page: number;
  limit: number;
  sort: string[];
}

/**
 * One page of posts, serialised, with the spec's pagination meta. In two steps: the page's ids
 * (and the count) first, then those posts with their relations. In one step the adapter's query
 * carries each row's tag subquery, and SQLite runs it for every row an OFFSET skips: the last page
 * of 16,000 posts took 3-4 times the first (issue 38); the ids alone walk the (status,
 * publishedAt) index. Same where, same sort both times, so the page and its order are unchanged.
 */
export async function listPosts(
  payload: Payload,
  where: Where | null,
  { page, limit, sort }: ListOptions,
): Promise<{ posts: Post[]; pagination: PaginationMeta }> {
  if (!where) return { posts: [], pagination: paginationMeta(0, page, limit) };
  const ids = await payload.find({ collection: 'posts', where, page, limit, sort, depth: 0, select: {} });
  const pageIds = ids.docs.map((doc) => doc.id);
  const result = pageIds.length
    ? await payload.find({
        collection: 'posts',
        where: { id: { in: pageIds } },
        pagination: false,
        sort,
        depth: 1,
        populate: POST_POPULATE,
      })
    : { docs: [] };
  return { posts: result.docs.map(serializePost), pagination: paginationMeta(ids.totalDocs, page, limit) };
}

/**
 * A post by slug, or by id when the key looks like one (a slug match wins: '/blog/2024' may be a
 * slug); `where` narrows it (public visibility). One lookup per kind of key: `slug = ? OR id = ?`
 * beside the public filter made SQLite walk the index of every public post (~0.2-0.4 s a post at
 * 100,000, on the site engine's served path), where each alone is one row of its own index.
 */
export async function findPost(payload: Payload, key: string, where?: Where): Promise<Post | null> {
  const id = parseId(key);
  const lookups: Where[] = [{ slug: { equals: key } }];
  if (id !== null) lookups.push({ id: { equals: id } });
  for (const byKey of lookups) {
    const { docs } = await payload.find({
      collection: 'posts',
      where: where ? { and: [byKey, where] } : byKey,
      limit: 1,
      pagination: false,
      depth: 1,
      populate: POST_POPULATE,
    });
    if (docs[0]) return serializePost(docs[0]);
  }
  return null;
}
