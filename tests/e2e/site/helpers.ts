import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Shared helpers of the public static site's browser tests. The data is discovered through
 * the API (`/api/v1/blogs`, `/categories`, `/tags`), narrowed to what the built site actually
 * has (its /rss.xml lists every public post, its /search page every category and tag): other
 * specs may add content through the API after the site was built, and that is not on the
 * static site until the next build.
 */

export interface ApiTerm {
  id: number;
  name: string;
  slug: string;
}

export interface ApiPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  category: ApiTerm | null;
  tags: ApiTerm[];
  featuredImage: string | null;
  publishedAt: string | null;
  createdAt: string;
  viewCount: number;
  readingTime: number;
  author: { name?: string | null } | null;
}

/** A category or tag with the number of the site's posts that carry it. */
export interface SiteTerm {
  name: string;
  slug: string;
  count: number;
}

export interface SiteData {
  /** Newest first, as the site lists them. */
  posts: ApiPost[];
  categories: SiteTerm[];
  tags: SiteTerm[];
}

async function getData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

let cached: Promise<SiteData> | undefined;

/** The site's posts, categories and tags (read once per worker). */
export function siteData(request: APIRequestContext): Promise<SiteData> {
  cached ??= (async () => {
    const [apiPosts, categories, tags, rss, searchPage] = await Promise.all([
      getData<ApiPost[]>(request, '/api/v1/blogs?limit=100'),
      getData<ApiTerm[]>(request, '/api/v1/blogs/categories'),
      getData<ApiTerm[]>(request, '/api/v1/blogs/tags'),
      request.get('/rss.xml').then((response) => response.text()),
      request.get('/search/').then((response) => response.text()),
    ]);
    // The search page's island props list every category and tag the build saw.
    const built = searchPage.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    const onSite = (term: ApiTerm) => built.includes(`"slug":[0,${JSON.stringify(term.slug)}]`);
    const posts = apiPosts
      .filter((post) => rss.includes(`/blog/${post.slug}/</link>`))
      .sort((a, b) => Date.parse(b.publishedAt ?? b.createdAt) - Date.parse(a.publishedAt ?? a.createdAt));
    const count = (test: (post: ApiPost) => boolean) => posts.filter(test).length;
    return {
      posts,
      categories: categories
        .filter(onSite)
        .map(({ name, slug }) => ({ name, slug, count: count((p) => p.category?.slug === slug) })),
      tags: tags
        .filter(onSite)
        .map(({ name, slug }) => ({ name, slug, count: count((p) => p.tags.some((t) => t.slug === slug)) })),
    };
  })();
  cached.catch(() => (cached = undefined));
  return cached;
}

/** The term with the most posts. */
export function busiest(terms: readonly SiteTerm[]): SiteTerm {
  const top = [...terms].sort((a, b) => b.count - a.count)[0];
  if (!top || top.count === 0) throw new Error('no term with posts');
  return top;
}

/** A post's date as the site shows it (en-US, "March 5, 2026"). */
export function publicDate(post: Pick<ApiPost, 'publishedAt' | 'createdAt'>): string {
  return new Date(post.publishedAt ?? post.createdAt).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const authorOf = (post: ApiPost): string => post.author?.name?.trim() || 'Admin';
export const articlePath = (post: Pick<ApiPost, 'slug'>): string => `/blog/${post.slug}/`;

/** The first post whose markdown has a fenced code block and an external link (else any). */
export function richPost(posts: readonly ApiPost[]): ApiPost {
  const rich = posts.find((p) => p.featuredImage && p.content.includes('```') && /\]\(https?:\/\//.test(p.content));
  const post = rich ?? posts[0];
  if (!post) throw new Error('the site has no posts');
  return post;
}

/** A word that occurs in the text of at least `min` posts (a query that gives many results). */
export function commonWord(posts: readonly ApiPost[], min: number): string {
  const docs = posts.map((post) => `${post.title} ${post.content}`.toLowerCase());
  const words = new Set(docs.flatMap((doc) => doc.match(/\b[a-z]{6,}\b/g) ?? []));
  const word = [...words].find((candidate) => docs.filter((doc) => new RegExp(`\\b${candidate}\\b`).test(doc)).length >= min);
  if (!word) throw new Error(`no word is in ${min} posts`);
  return word;
}

/** Waits until the named React island has hydrated (Astro drops `ssr` once it has). */
export async function hydrated(page: Page, component: string): Promise<Locator> {
  const island = page.locator(`astro-island[component-export="${component}"]`).first();
  await expect(island).toBeAttached();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  return island;
}

/** The article cards of a list (home feed or search results). */
export const cardTitles = (scope: Page | Locator): Locator => scope.locator('.card-grid .card__title');

/** Collects uncaught page errors (check it is empty at the end of a test). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A query no post matches, not even by Pagefind's prefix matching (no indexed word starts with "qq"). */
export const NO_MATCH = 'qqqxqqq';
