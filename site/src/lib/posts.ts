/** Render-time queries over the site data (posts, categories, tags; spec sections 5, 7, 9). */
import { PAGE_SIZE } from '@blog/shared';
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

/** One public post by slug. */
export async function getPost(slug: string): Promise<StoredPost | undefined> {
  return postIndex(siteData().posts).bySlug.get(slug);
}

/** The featured post: the most popular article; if none, the latest. */
export function featuredPost(posts: StoredPost[]): StoredPost | undefined {
  return [...posts].sort(byViewsDesc)[0];
}

/** The trending posts: the most viewed (3). */
export function trendingPosts(posts: StoredPost[], count: number = PAGE_SIZE.trending): StoredPost[] {
  return [...posts].sort(byViewsDesc).slice(0, count);
}

interface PostIndex {
  /** Every post, newest first. */
  all: StoredPost[];
  /** Posts by category id, newest first. */
  byCategory: Map<number | string, StoredPost[]>;
  bySlug: Map<string, StoredPost>;
}

/** Built once per post list: related posts are asked for on every article page. */
const indexes = new WeakMap<StoredPost[], PostIndex>();

function postIndex(posts: StoredPost[]): PostIndex {
  let index = indexes.get(posts);
  if (!index) {
    const all = [...posts].sort(byPublishedDesc);
    const byCategory = new Map<number | string, StoredPost[]>();
    for (const post of all) {
      const id = post.category?.id;
      if (id === undefined) continue;
      const list = byCategory.get(id);
      if (list) list.push(post);
      else byCategory.set(id, [post]);
    }
    index = { all, byCategory, bySlug: new Map(all.map((post) => [post.slug, post])) };
    indexes.set(posts, index);
  }
  return index;
}

/** Related posts: the same category by publishedAt desc, else the latest posts (3 on the article page). */
export function relatedPosts(post: StoredPost, posts: StoredPost[], count: number = PAGE_SIZE.relatedOnArticle): StoredPost[] {
  const { all, byCategory } = postIndex(posts);
  const categoryId = post.category?.id;
  const sameCategory = categoryId === undefined ? [] : (byCategory.get(categoryId) ?? []);
  const pool = sameCategory.some((other) => other.slug !== post.slug) ? sameCategory : all;
  const related: StoredPost[] = [];
  for (const other of pool) {
    if (related.length >= count) break;
    if (other.slug !== post.slug) related.push(other);
  }
  return related;
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
