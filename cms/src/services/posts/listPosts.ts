import type { Payload, Where } from 'payload';
import { paginationMeta, type PaginationMeta, type Post } from '@blog/shared';
import { parseId } from '../../lib/ids';
import { POST_POPULATE, serializePost } from './serializePost';

export interface ListOptions {
  page: number;
  limit: number;
  sort: string[];
}

/** One page of posts, serialised, with the spec's pagination meta. */
export async function listPosts(
  payload: Payload,
  where: Where | null,
  { page, limit, sort }: ListOptions,
): Promise<{ posts: Post[]; pagination: PaginationMeta }> {
  if (!where) return { posts: [], pagination: paginationMeta(0, page, limit) };
  const result = await payload.find({
    collection: 'posts',
    where,
    page,
    limit,
    sort,
    depth: 1,
    populate: POST_POPULATE,
  });
  return { posts: result.docs.map(serializePost), pagination: paginationMeta(result.totalDocs, page, limit) };
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
