import type { Post as SharedPost } from '@blog/shared';
import { readingTimeOfText } from '@blog/shared';
import type { Category, Post, Tag, User } from '../../payload-types';
import { lexicalToText } from '../../lib/lexicalText';

type Populated<T> = T | number | string | null | undefined;

const isDoc = <T extends object>(value: Populated<T>): value is T => typeof value === 'object' && value !== null;

/** A post as the API serves it (spec section 3): category and tags as objects, the author with a fallback. */
export function serializePost(doc: Post): SharedPost {
  const category = doc.category as Populated<Category>;
  const tags = (doc.tags ?? []) as Populated<Tag>[];
  const author = doc.author as Populated<User>;
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug ?? String(doc.id),
    excerpt: doc.excerpt ?? null,
    content: doc.content,
    categoryId: isDoc(category) ? category.id : (category ?? null),
    category: isDoc(category) ? { id: category.id, name: category.name, slug: category.slug ?? '' } : null,
    tags: tags.filter(isDoc).map((t) => ({ id: t.id, name: t.name, slug: t.slug ?? '' })),
    featuredImage: doc.featuredImage ?? null,
    featuredImageAlt: doc.featuredImageAlt ?? null,
    status: doc.status,
    publishedAt: doc.publishedAt ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    viewCount: doc.viewCount ?? 0,
    // Stored on save; a post from before that gets a linear estimate, not a parse on a read.
    readingTime: doc.readingTime ?? readingTimeOfText(doc.content),
    author: isDoc(author)
      ? { name: author.name || 'Admin', avatar: author.avatar ?? null, bio: lexicalToText(author.bio) || null }
      : { name: 'Admin', avatar: null, bio: null },
  };
}

/** What find() populates for a post: only the fields the serializer reads. */
export const POST_POPULATE = {
  categories: { name: true, slug: true },
  tags: { name: true, slug: true },
  users: { name: true, avatar: true, bio: true },
} as const;
