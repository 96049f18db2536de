/** Site engine models for the engine's pure tests (enginePaths, archives): posts, terms, counts. */
import type { StoredPost } from '../src/lib/loaders/storedPost';
import type { PostRecord, SiteModel } from '../engine/sync/model';

export const category = (id: number) => ({ id, name: `Cat ${id}`, slug: `cat-${id}` });
export const tag = (slug: string) => ({ id: slug.length, name: slug.toUpperCase(), slug });

/** Post `id` in category `categoryId`, published on day `day` of 2026, without tags unless `extra` has them. */
export function post(id: number, categoryId: number, day: number, extra: Partial<StoredPost> = {}): PostRecord {
  const date = new Date(Date.UTC(2026, 0, day)).toISOString();
  return {
    bodyDigest: `body-${id}`,
    entry: {
      id,
      title: `Post ${id}`,
      slug: `post-${id}`,
      excerpt: null,
      categoryId,
      category: category(categoryId),
      tags: [],
      featuredImage: null,
      status: 'PUBLISHED',
      publishedAt: date,
      createdAt: date,
      updatedAt: date,
      viewCount: 0,
      readingTime: 1,
      author: { name: 'Admin', avatar: null, bio: null },
      summary: `Summary ${id}`,
      ...extra,
    } as StoredPost,
  };
}

/** The posts newest first, categories `categoryIds` and the posts' tags, counted as the engine counts them. */
export function model(records: PostRecord[], categoryIds = [1, 2, 3]): SiteModel {
  const sorted = [...records].sort((a, b) => Date.parse(b.entry.publishedAt!) - Date.parse(a.entry.publishedAt!));
  const slugs = [...new Set(sorted.flatMap((r) => r.entry.tags.map((t) => t.slug ?? '')))];
  return {
    posts: sorted,
    categories: categoryIds.map((id) => ({
      ...category(id),
      description: null,
      blogCount: sorted.filter((r) => r.entry.category?.id === id).length,
    })),
    tags: slugs.map((slug) => ({
      ...tag(slug),
      blogCount: sorted.filter((r) => r.entry.tags.some((own) => own.slug === slug)).length,
    })),
    thumbs: new Map(),
  };
}
