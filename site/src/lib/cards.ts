/** A post as an article card (the same shape the Pagefind meta gives the islands). */
import { EN } from '@blog/shared';
import type { CardData } from './cardData';
import type { StoredPost } from './loaders/storedPost';
import { postUrl } from './posts';

export function authorName(post: Pick<StoredPost, 'author'>): string {
  return post.author?.name?.trim() || EN.authorFallback;
}

/** The cover's alternative text: the one given with the post, else its title. */
export function coverAlt(post: Pick<StoredPost, 'title' | 'featuredImageAlt'>): string {
  return post.featuredImageAlt?.trim() || post.title;
}

export function toCard(post: StoredPost): CardData {
  return {
    url: postUrl(post),
    title: post.title,
    excerpt: post.summary,
    image: post.featuredImage ?? null,
    ...(post.featuredImage && post.featuredImageAlt?.trim() ? { imageAlt: post.featuredImageAlt.trim() } : {}),
    date: post.publishedAt ?? post.createdAt,
    author: authorName(post),
    category: post.category?.name ?? '',
    categorySlug: post.category?.slug ?? '',
    readingTime: post.readingTime,
    viewCount: post.viewCount,
  };
}
