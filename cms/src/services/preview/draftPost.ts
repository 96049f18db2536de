import type { Payload } from 'payload';
import { ERROR_CODES, TR, slugify, uniqueSlug, type Post, type PostPreviewInput, type TagRef } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { findPost } from '../posts/listPosts';
import { lexicalToText } from '../../lib/lexicalText';

/**
 * The post a preview shows, as it would be once published: the form's values over the saved
 * post (edit) or a new one by the signed-in user. Read-only: unknown tags are shown by name and
 * not created, the slug is the one a save would choose.
 */
export async function draftPost(payload: Payload, input: PostPreviewInput, userId: number | string): Promise<Post> {
  const saved = input.id === undefined ? null : await findPost(payload, String(input.id));
  if (input.id !== undefined && (!saved || String(saved.id) !== String(input.id)))
    throw new HttpError(ERROR_CODES.NOT_FOUND, TR.post.notFound);
  const category = input.categoryId === undefined ? null : await findCategory(payload, input.categoryId);
  const now = new Date().toISOString();
  const publishedAt = input.publishedAt ? new Date(input.publishedAt).toISOString() : (saved?.publishedAt ?? now);
  return {
    id: saved?.id ?? 'preview',
    title: input.title ?? '',
    slug: saved?.slug ?? (await newSlug(payload, input.title ?? '')),
    excerpt: input.excerpt ?? null,
    content: input.content ?? '',
    categoryId: category?.id ?? null,
    category,
    tags: await tagRefs(payload, input.tags ?? []),
    featuredImage: input.featuredImage ?? null,
    featuredImageAlt: input.featuredImageAlt ?? null,
    status: 'PUBLISHED',
    publishedAt,
    createdAt: saved?.createdAt ?? now,
    updatedAt: now,
    viewCount: saved?.viewCount ?? 0,
    author: saved?.author ?? (await authorOf(payload, userId)),
  };
}

async function findCategory(payload: Payload, id: number | string) {
  const found = await payload.findByID({
    collection: 'categories',
    id: id as number,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  if (!found)
    throw new HttpError(ERROR_CODES.VALIDATION_ERROR, TR.post.categoryNotFound, {
      details: { validation: { categoryId: TR.post.categoryNotFound } },
    });
  return { id: found.id, name: found.name, slug: found.slug ?? '' };
}

async function tagRefs(payload: Payload, names: string[]): Promise<TagRef[]> {
  if (names.length === 0) return [];
  const slugs = names.map((name) => slugify(name));
  const { docs } = await payload.find({
    collection: 'tags',
    where: { slug: { in: slugs } },
    limit: slugs.length,
    depth: 0,
    overrideAccess: true,
  });
  const bySlug = new Map(docs.map((doc) => [doc.slug, doc]));
  return names.map((name, i) => {
    const doc = bySlug.get(slugs[i]!);
    return doc ? { id: doc.id, name: doc.name, slug: doc.slug ?? slugs[i]! } : { name, slug: slugs[i]! };
  });
}

/** The slug a first save would give (slugFromField): the title's, unique among the posts. */
async function newSlug(payload: Payload, title: string): Promise<string> {
  return uniqueSlug(slugify(title) || 'preview', async (candidate) => {
    const { totalDocs } = await payload.count({
      collection: 'posts',
      where: { slug: { equals: candidate } },
      overrideAccess: true,
    });
    return totalDocs > 0;
  });
}

async function authorOf(payload: Payload, userId: number | string): Promise<Post['author']> {
  const user = await payload.findByID({
    collection: 'users',
    id: userId as number,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  return { name: user?.name || 'Admin', avatar: user?.avatar ?? null, bio: (user && lexicalToText(user.bio)) || null };
}
