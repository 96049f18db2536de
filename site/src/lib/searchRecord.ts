/**
 * What the search index holds for an article: metadata the islands show, filters (category and
 * tag slugs) and sort keys. Pagefind also searches metadata: lib/pagefind's META_WEIGHTS says
 * which fields count (the title, tags and category do; the card-only fields do not). One rule for the article page's hidden Pagefind attributes
 * (components/PagefindMeta.astro) and the engine's index records (engine/search).
 */
import type { StoredPost } from './loaders/storedPost';
import { authorName } from './cards';

export interface SearchFields {
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sort: Record<string, string>;
}

/** `thumb`: the card thumbnail of the post's cover ('' when none). */
export function searchFields(post: StoredPost, thumb: string): SearchFields {
  const date = post.publishedAt ?? post.createdAt;
  const meta: Record<string, string> = {};
  const entries: Array<[string, string]> = [
    ['title', post.title],
    ['excerpt', post.summary],
    // The search cards show the 640×360 thumbnail.
    ['image', thumb],
    ['date', date],
    // Read back when sorted results of several index shards are merged in the browser (lib/pagefind.ts).
    ['createdAt', post.createdAt],
    ['author', authorName(post)],
    ['category', post.category?.name ?? ''],
    ['categorySlug', post.category?.slug ?? ''],
    // Searchable (the tag list on the page is outside the indexed body).
    ['tags', post.tags.map((tag) => tag.name).join(', ')],
    ['readingTime', String(post.readingTime)],
    ['viewCount', String(post.viewCount)],
  ];
  for (const [key, value] of entries) if (value !== '') meta[key] = value;
  const tagSlugs = [...new Set(post.tags.map((tag) => tag.slug).filter((slug): slug is string => Boolean(slug)))];
  const filters: Record<string, string[]> = {};
  if (post.category) filters.category = [post.category.slug];
  if (tagSlugs.length) filters.tag = tagSlugs;
  return {
    meta,
    filters,
    sort: { publishedAt: date, title: post.title.toLowerCase(), viewCount: String(post.viewCount), createdAt: post.createdAt },
  };
}
