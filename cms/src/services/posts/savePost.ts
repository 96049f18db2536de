import type { Payload } from 'payload';
import { ERROR_CODES, TR, type PostInput, type PostUpdate, type Post } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { resolveTags } from '../taxonomy/tags';
import { POST_POPULATE, serializePost } from './serializePost';

async function assertCategory(payload: Payload, id: number | string | string): Promise<void> {
  const found = await payload.findByID({
    collection: 'categories',
    id: id as number,
    depth: 0,
    disableErrors: true,
  });
  if (!found) {
    throw new HttpError(ERROR_CODES.VALIDATION_ERROR, TR.post.categoryNotFound, {
      details: { validation: { categoryId: TR.post.categoryNotFound } },
    });
  }
}

/**
 * Only a PUBLISHED post takes a publish date (spec section 4); the hook fills one when missing.
 * Taking a post off the site (DRAFT, ARCHIVED, INACTIVE) keeps the stored date whatever the
 * request says (a draft save omits it, an update sends null), so republishing keeps it.
 */
function publishDate(status: string | undefined, publishedAt: string | null | undefined): string | null | undefined {
  if (status === undefined) return publishedAt === undefined ? undefined : publishedAt;
  if (status !== 'PUBLISHED') return undefined;
  return publishedAt ? new Date(publishedAt).toISOString() : undefined;
}

function toData(input: Partial<PostInput>, tagIds: number[] | undefined) {
  const data: Record<string, unknown> = {};
  if (input.title !== undefined) data.title = input.title;
  if ('excerpt' in input) data.excerpt = input.excerpt ?? null;
  if (input.content !== undefined) data.content = input.content;
  if (input.categoryId !== undefined) data.category = input.categoryId;
  if (tagIds !== undefined) data.tags = tagIds;
  if ('featuredImage' in input) data.featuredImage = input.featuredImage || null;
  if ('featuredImageAlt' in input) data.featuredImageAlt = input.featuredImageAlt || null;
  if (input.status !== undefined) data.status = input.status;
  const date = publishDate(input.status, input.publishedAt);
  if (date !== undefined) data.publishedAt = date;
  return data;
}

async function reload(payload: Payload, id: number | string): Promise<Post> {
  const doc = await payload.findByID({ collection: 'posts', id, depth: 1, populate: POST_POPULATE });
  return serializePost(doc);
}

export async function createPost(payload: Payload, input: PostInput, authorId: number | string): Promise<Post> {
  await assertCategory(payload, input.categoryId);
  const tagIds = await resolveTags(payload, input.tags);
  const doc = await payload.create({
    collection: 'posts',
    data: { ...toData(input, tagIds), author: authorId as number, viewCount: 0 } as never,
  });
  return reload(payload, doc.id);
}

export async function updatePost(payload: Payload, id: number | string, input: PostUpdate): Promise<Post> {
  if (input.categoryId !== undefined) await assertCategory(payload, input.categoryId);
  const tagIds = input.tags !== undefined ? await resolveTags(payload, input.tags) : undefined;
  await payload.update({ collection: 'posts', id, data: toData(input, tagIds) as never });
  return reload(payload, id);
}

/** Duplicate: a DRAFT copy titled '<title> (Copy)', no publish date, no views. */
export async function duplicatePost(payload: Payload, id: number | string, authorId: number | string): Promise<Post> {
  const source = await payload.findByID({ collection: 'posts', id, depth: 0 });
  const doc = await payload.create({
    collection: 'posts',
    data: {
      title: `${source.title} (Copy)`.slice(0, 200),
      excerpt: source.excerpt,
      content: source.content,
      category: source.category as number,
      tags: (source.tags ?? []) as number[],
      featuredImage: source.featuredImage,
      featuredImageAlt: source.featuredImageAlt,
      status: 'DRAFT',
      publishedAt: null,
      viewCount: 0,
      author: authorId as number,
    },
  });
  return reload(payload, doc.id);
}

/** Which of these ids name a post. */
export async function existingPostIds(payload: Payload, ids: (number | string)[]): Promise<Set<number | string>> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: {},
  });
  return new Set(docs.map((d) => d.id));
}

export async function deletePost(payload: Payload, id: number | string): Promise<void> {
  // Its views and deliveries go with it (the collection's delete hooks).
  await payload.delete({ collection: 'posts', id });
}
