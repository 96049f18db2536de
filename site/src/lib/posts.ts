/** Render-time queries over the site data (posts, categories, tags; spec sections 5, 7, 9). */
import { PAGE_SIZE, relatedPosts as sharedRelatedPosts } from '@blog/shared';
import type { Category, Tag } from '@blog/shared';
import type { StoredPost } from './loaders/storedPost';
import { siteData } from './siteData';

export type { StoredPost };

/** A post's date as a number (0 when missing or unreadable), for sorting. */
export const time = (value: string | null | undefined): number => (value ? Date.parse(value) || 0 : 0);

/** Newest first by publishedAt (then createdAt), the public list order. */
export function byPublishedDesc(a: StoredPost, b: StoredPost): number {
  return time(b.publishedAt) - time(a.publishedAt) || time(b.createdAt) - time(a.createdAt);
}

/** A date as `toISOString` writes it (the CMS's): such strings order as their times do. */
const isIsoUtc = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.length === 24 && value[10] === 'T' && value[23] === 'Z';

/**
 * Whether `posts` is newest first already (the engine keeps its list so), the dates compared as
 * text: at 100,000 posts parsing and sorting them cost ~0.13 s per new list, twice a publish.
 */
function inNewestOrder(posts: readonly StoredPost[]): boolean {
  for (let i = 1; i < posts.length; i += 1) {
    const a = posts[i - 1]!;
    const b = posts[i]!;
    if (!isIsoUtc(a.publishedAt) || !isIsoUtc(b.publishedAt) || !isIsoUtc(a.createdAt) || !isIsoUtc(b.createdAt)) return false;
    if (a.publishedAt < b.publishedAt || (a.publishedAt === b.publishedAt && a.createdAt < b.createdAt)) return false;
  }
  return true;
}

/** `posts` sorted by byPublishedDesc (stable), each date parsed once (not twice per comparison). */
function newestFirst(posts: readonly StoredPost[]): StoredPost[] {
  if (inNewestOrder(posts)) return [...posts];
  return posts
    .map((post) => ({ post, published: time(post.publishedAt), created: time(post.createdAt) }))
    .sort((a, b) => b.published - a.published || b.created - a.created)
    .map(({ post }) => post);
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
  const data = siteData();
  if (data.post) return data.post(slug);
  const posts = data.posts;
  let map = bySlug.get(posts);
  if (!map) bySlug.set(posts, (map = new Map(posts.map((post) => [post.slug, post]))));
  return map.get(slug);
}

/** The featured post: the most popular article; if none, the latest. */
export function featuredPost(posts: StoredPost[]): StoredPost | undefined {
  return trendingPosts(posts, 1)[0];
}

/**
 * The trending posts: the most viewed (3). The first `count` of a stable sort by views, picked in
 * one pass (sorting 100,000 posts on every update cost ~0.5 s, and a site has a few of them).
 */
export function trendingPosts(posts: StoredPost[], count: number = PAGE_SIZE.trending): StoredPost[] {
  const top: StoredPost[] = [];
  if (count < 1) return top;
  for (const post of posts) {
    if (top.length === count && byViewsDesc(post, top[count - 1]!) >= 0) continue;
    // After the equal ones: a stable sort keeps the earlier of two equal posts first.
    let at = top.length;
    while (at > 0 && byViewsDesc(post, top[at - 1]!) < 0) at--;
    top.splice(at, 0, post);
    if (top.length > count) top.pop();
  }
  return top;
}

interface Candidates {
  count: number;
  byCategory: Map<unknown, StoredPost[]>;
  latest: StoredPost[];
}

/**
 * Per post list, once: the newest `count + 1` posts of each category and overall (a post's own
 * list leaves it out). The shared rule given a category's newest and then the latest answers as
 * it does given every post (the API passes it the same), without a walk of the whole list per
 * article: 100,000 posts are a 100,000 article pages.
 */
const candidatesOf = new WeakMap<StoredPost[], Candidates>();

function candidates(posts: StoredPost[], count: number): Candidates {
  const known = candidatesOf.get(posts);
  if (known?.count === count) return known;
  const byCategory = new Map<unknown, StoredPost[]>();
  const latest: StoredPost[] = [];
  const seen = new Set<string>();
  for (const post of newestFirst(posts)) {
    // The rule skips a slug seen before; so do the lists (each then holds count + 1 distinct posts).
    if (seen.has(post.slug)) continue;
    seen.add(post.slug);
    if (latest.length <= count) latest.push(post);
    const id = post.category?.id;
    if (id === undefined) continue;
    let list = byCategory.get(id);
    if (!list) byCategory.set(id, (list = []));
    if (list.length <= count) list.push(post);
  }
  const made = { count, byCategory, latest };
  candidatesOf.set(posts, made);
  return made;
}

/** Related posts (the shared rule): the same category by publishedAt desc, else the latest (3 on the article page). */
export function relatedPosts(post: StoredPost, posts: StoredPost[], count: number = PAGE_SIZE.relatedOnArticle): StoredPost[] {
  const { byCategory, latest } = candidates(posts, count);
  const id = post.category?.id;
  return sharedRelatedPosts(post, [...(id === undefined ? [] : (byCategory.get(id) ?? [])), ...latest], count);
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

const POST_PATH = '/blog/';

/** The article page URL of a post. */
export function postUrl(post: Pick<StoredPost, 'slug'>): string {
  return `${POST_PATH}${encodeURIComponent(post.slug)}/`;
}

/** Whether a site path is an article page's (postUrl's shape). */
export const isPostUrl = (path: string): boolean => path.startsWith(POST_PATH);

/** The slug of an article path made by postUrl. */
export const slugOfPostUrl = (path: string): string => decodeURIComponent(path.slice(POST_PATH.length, -1));
