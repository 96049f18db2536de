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

/** A post by slug, or by id when the key looks like one; `where` narrows it (public visibility). */
export async function findPost(payload: Payload, key: string, where?: Where): Promise<Post | null> {
  const byKey: Where[] = [{ slug: { equals: key } }];
  const id = parseId(key);
  if (id !== null) byKey.push({ id: { equals: id } });
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ or: byKey }, ...(where ? [where] : [])] },
    limit: 2,
    depth: 1,
    populate: POST_POPULATE,
  });
  // A slug match wins over an id match ('/blog/2024' may be a slug).
  const doc = docs.find((d) => d.slug === key) ?? docs[0];
  return doc ? serializePost(doc) : null;
}
