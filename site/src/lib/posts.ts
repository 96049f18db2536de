/** Render-time queries over the site data (posts, categories, tags; spec sections 5, 7, 9). */
import { PAGE_SIZE, relatedPosts as sharedRelatedPosts } from '@blog/shared';
import type { Category, Tag } from '@blog/shared';
import type { StoredPost } from './loaders/storedPost';
import { siteData } from './siteData';

export type { StoredPost };

const time = (value: string | null | undefined): number => (value ? Date.parse(value) || 0 : 0);

/** Newest first by publishedAt (then createdAt), the public list order. */
export function byPublishedDesc(a: StoredPost, b: StoredPost): number {
  return time(b.publishedAt) - time(a.publishedAt) || time(b.createdAt) - time(a.createdAt);
}

/** Most viewed first; ties go to the newer post. */
function byViewsDesc(a: StoredPost, b: StoredPost): number {
  return b.viewCount - a.viewCount || byPublishedDesc(a, b);
}

/** Every public post, newest first (the engine keeps them sorted). */
export async function getPosts(): Promise<StoredPost[]> {
  return siteData().posts;
}

/** By slug, once per post list (an article page looks its post up). */
const bySlug = new WeakMap<StoredPost[], Map<string, StoredPost>>();

/** One public post by slug. */
export async function getPost(slug: string): Promise<StoredPost | undefined> {
  const posts = siteData().posts;
  let map = bySlug.get(posts);
  if (!map) bySlug.set(posts, (map = new Map(posts.map((post) => [post.slug, post]))));
  return map.get(slug);
}

/** The featured post: the most popular article; if none, the latest. */
export function featuredPost(posts: StoredPost[]): StoredPost | undefined {
  return [...posts].sort(byViewsDesc)[0];
}

/** The trending posts: the most viewed (3). */
export function trendingPosts(posts: StoredPost[], count: number = PAGE_SIZE.trending): StoredPost[] {
  return [...posts].sort(byViewsDesc).slice(0, count);
}

/** Sorted once per post list: related posts are asked for on every article page. */
const newestFirst = new WeakMap<StoredPost[], StoredPost[]>();

/** Related posts (the shared rule): the same category by publishedAt desc, else the latest (3 on the article page). */
export function relatedPosts(post: StoredPost, posts: StoredPost[], count: number = PAGE_SIZE.relatedOnArticle): StoredPost[] {
  let sorted = newestFirst.get(posts);
  if (!sorted) newestFirst.set(posts, (sorted = [...posts].sort(byPublishedDesc)));
  return sharedRelatedPosts(post, sorted, count);
}

type Counted = Pick<Category | Tag, 'name' | 'slug' | 'blogCount'>;

export function byCountDesc(a: Counted, b: Counted): number {
  return b.blogCount - a.blogCount || a.name.localeCompare(b.name, 'en');
}

/** Popular tags: the first 10 by blog count, descending. */
export async function popularTags(count: number = PAGE_SIZE.sidebarTags): Promise<Tag[]> {
  return [...siteData().tags].sort(byCountDesc).slice(0, count);
}

/** Every category, by count then name (the search page's filter list, the 404 links). */
export async function getCategories(): Promise<Category[]> {
  return [...siteData().categories].sort(byCountDesc);
}

/** The sidebar's categories: the same rule as the tags (the first 10 by blog count). */
export async function sidebarCategories(count: number = PAGE_SIZE.sidebarTags): Promise<Category[]> {
  return (await getCategories()).slice(0, count);
}

/** Every tag, by count then name (the search page's filter list). */
export async function getTags(): Promise<Tag[]> {
  return [...siteData().tags].sort(byCountDesc);
}

/** The article page URL of a post. */
export function postUrl(post: Pick<StoredPost, 'slug'>): string {
  return `/blog/${encodeURIComponent(post.slug)}/`;
}
