/** Reads the public content from the CMS `/api/v1`: the cheap post index, posts, categories, tags. */
import { categorySchema, parseEnvelope, postSchema, REVALIDATE_HEADER, slugRedirectSchema, tagSchema } from '@blog/shared';
import type { Category, Post, SlugRedirect, Tag } from '@blog/shared';
import { CMS_URL, REVALIDATE_TOKEN } from '../config';

const TIMEOUT_MS = 60_000;
const PARALLEL = 6;

/** One line of the post index: what decides whether a post must be fetched again. */
export interface PostVersion {
  id: number | string;
  slug: string;
  updatedAt: string;
  viewCount: number;
}

/**
 * What is committed now, not the public cache's copy: the CMS that started this engine gives it
 * the secret for that. Run by hand (no secret), it reads what anonymous readers get, which the
 * CMS clears on every change.
 */
const headers: Record<string, string> = { accept: 'application/json' };
if (REVALIDATE_TOKEN) headers[REVALIDATE_HEADER] = REVALIDATE_TOKEN;

async function get<T>(pathAndQuery: string): Promise<{ data: T; totalPages: number }> {
  const url = `${CMS_URL}/api/v1/${pathAndQuery}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers });
  const body: unknown = await response.json().catch(() => null);
  const envelope = parseEnvelope<T>(body, response.status);
  if (!envelope.success) throw new Error(`GET ${url}: ${envelope.error.message} (${envelope.error.status})`);
  return { data: envelope.data, totalPages: envelope.meta?.pagination?.totalPages ?? 1 };
}

/** Runs `task` over `items`, PARALLEL at a time, keeping the order. */
async function inParallel<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

export interface PostIndex {
  /** Every public post; with `delta`, only those changed since the `since` asked for. */
  posts: PostVersion[];
  /** The CMS's time of this index (a CMS from before sends none: every sync reads the whole index). */
  asOf?: string;
  /**
   * Only what changed: the posts written since that are not public now, and the public posts'
   * count and id sum, by which the engine checks its copy.
   */
  delta?: { gone: (number | string)[]; total: number; idSum: number };
  /** The latest updatedAt of any post: it only grows, so a smaller one than before means a restored database. */
  lastUpdatedAt?: string | null;
  /** Without post counts (blogCount 0): the engine counts its own posts (counts.ts). */
  categories: Category[];
  tags: Tag[];
  /** Old slugs → current ones (a CMS from before redirects sends none). */
  redirects: SlugRedirect[];
}

type IndexData = {
  posts: PostVersion[];
  categories: unknown[];
  tags: unknown[];
  redirects?: unknown[];
  asOf?: string;
  delta?: boolean;
  gone?: (number | string)[];
  total?: number;
  idSum?: number;
  lastUpdatedAt?: string | null;
};

/**
 * Every public post's id, slug, updatedAt and view count, and the taxonomies (GET site/posts-index);
 * with `since` (the `asOf` of an index read before), only the posts changed since.
 */
export async function fetchPostIndex(since?: string): Promise<PostIndex> {
  const { data } = await get<IndexData>(`site/posts-index${since ? `?since=${encodeURIComponent(since)}` : ''}`);
  const parse = <T>(items: unknown[], schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }): T[] =>
    items
      .map((item) => schema.safeParse({ blogCount: 0, ...(item as object) }))
      .flatMap((r) => (r.success && r.data ? [r.data] : []));
  return {
    posts: data.posts,
    asOf: data.asOf,
    delta: data.delta ? { gone: data.gone ?? [], total: data.total ?? -1, idSum: data.idSum ?? -1 } : undefined,
    lastUpdatedAt: data.lastUpdatedAt ?? null,
    categories: parse<Category>(data.categories, categorySchema),
    tags: parse<Tag>(data.tags, tagSchema),
    redirects: (data.redirects ?? []).flatMap((item) => {
      const parsed = slugRedirectSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

const validPost = (raw: unknown, warn: (message: string) => void): Post | null => {
  const parsed = postSchema.safeParse(raw);
  if (parsed.success && parsed.data.status === 'PUBLISHED') return parsed.data;
  if (!parsed.success) warn(`skipping an invalid post: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return null;
};

/** The given posts in full; a post that is no longer public is left out. */
export async function fetchPosts(ids: (number | string)[], warn: (message: string) => void): Promise<Post[]> {
  const posts = await inParallel(ids, async (id) => {
    try {
      return validPost((await get<unknown>(`blogs/${encodeURIComponent(String(id))}`)).data, warn);
    } catch (error) {
      if (error instanceof Error && /\(404\)$/.test(error.message)) return null;
      throw error;
    }
  });
  return posts.filter((post): post is Post => post !== null);
}

/** Every public post in full, pages of 100 read in parallel (a full build). */
export async function fetchAllPosts(warn: (message: string) => void): Promise<Post[]> {
  const query = (page: number) => `blogs?sortBy=publishedAt&sortOrder=desc&limit=100&page=${page}`;
  const first = await get<unknown[]>(query(1));
  const rest = await inParallel(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => i + 2),
    async (page) => (await get<unknown[]>(query(page))).data,
  );
  return [first.data, ...rest]
    .flat()
    .map((raw) => validPost(raw, warn))
    .filter((post): post is Post => post !== null);
}
