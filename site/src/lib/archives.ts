/**
 * The crawlable archives: the full list in numbered pages (`/`, `/page/2/`, …) and a list per
 * category (`/category/{slug}/`) and per tag (`/tag/{slug}/`), each paged like the home list
 * (`/category/{slug}/page/2/`, …). Pure functions over the post list, shared by the pages, the
 * sitemap and the site engine's page keys (engine/paths.ts), so all three agree on which pages
 * exist. A category or tag without public posts has no archive (as in Ghost: its URL is a 404).
 */
import { EN, PAGE_SIZE } from '@blog/shared';
import type { StoredPost } from './loaders/storedPost';

export type ArchiveKind = 'all' | 'category' | 'tag';

export interface ArchiveTerm {
  kind: ArchiveKind;
  /** The term's slug ('' for the full list). */
  slug: string;
  /** The term's name ('' for the full list). */
  name: string;
  /** Its posts, newest first (the order of the list they were taken from). */
  posts: StoredPost[];
}

export interface ArchivePage extends ArchiveTerm {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** The posts of this page. */
  items: StoredPost[];
}

const ARCHIVE_PAGE_SIZE = PAGE_SIZE.home;

function pageCount(total: number, size: number = ARCHIVE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The first page of an archive: `/`, `/category/{slug}/` or `/tag/{slug}/`. */
export function archiveBase(kind: ArchiveKind, slug = ''): string {
  return kind === 'all' ? '/' : `/${kind}/${encodeURIComponent(slug)}/`;
}

/** A category's RSS feed (its posts only, the latest PAGE_SIZE.feed), linked from its archive pages. */
export const categoryFeedPath = (slug: string): string => `${archiveBase('category', slug)}rss.xml`;

/** Page `page` of an archive (page 1 is the archive's own URL; there is no `/page/1/`). */
export function archivePath(kind: ArchiveKind, slug: string, page: number): string {
  const base = archiveBase(kind, slug);
  return page <= 1 ? base : `${base}page/${page}/`;
}

/**
 * A `[page]` route parameter as a page number of 2 or more, or null: `1` (its URL is the
 * archive's own), `0`, `02`, `-1` and words are no page.
 */
export function parsePageParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 ? page : null;
}

/** Every category (kind 'category') or tag with at least one post, in first-seen order of `posts`. */
export function archiveTerms(posts: readonly StoredPost[], kind: 'category' | 'tag'): ArchiveTerm[] {
  // Once per post list and kind: the page keys, the lists, the feeds and the sitemap each ask (at
  // 100,000 posts ~100 ms a walk, on a publish's served path). The terms are read, never changed.
  let known = termsOf.get(posts);
  if (!known) termsOf.set(posts, (known = {}));
  return (known[kind] ??= groupTerms(posts, kind));
}

const termsOf = new WeakMap<readonly StoredPost[], Partial<Record<'category' | 'tag', ArchiveTerm[]>>>();

function groupTerms(posts: readonly StoredPost[], kind: 'category' | 'tag'): ArchiveTerm[] {
  const terms = new Map<string, ArchiveTerm>();
  const add = (ref: { slug?: string | null; name?: string | null } | null | undefined, post: StoredPost) => {
    if (!ref?.slug) return;
    let term = terms.get(ref.slug);
    if (!term) terms.set(ref.slug, (term = { kind, slug: ref.slug, name: ref.name ?? ref.slug, posts: [] }));
    term.posts.push(post);
  };
  for (const post of posts) {
    if (kind === 'category') add(post.category, post);
    else for (const tag of post.tags ?? []) add(tag, post);
  }
  return [...terms.values()];
}

/** The archive of one term (null when it has no posts), or the full list. */
export function findArchive(posts: readonly StoredPost[], kind: ArchiveKind, slug = ''): ArchiveTerm | null {
  if (kind === 'all') return { kind, slug: '', name: '', posts: [...posts] };
  const matches = (ref: { slug?: string | null } | null | undefined) => !!ref?.slug && ref.slug === slug;
  const list =
    kind === 'category'
      ? posts.filter((post) => matches(post.category))
      : posts.filter((post) => (post.tags ?? []).some(matches));
  if (list.length === 0) return null;
  const first = list[0]!;
  const ref = kind === 'category' ? first.category : (first.tags ?? []).find(matches);
  return { kind, slug, name: ref?.name ?? slug, posts: list };
}

/** Page `page` of an archive, or null when it has no such page. */
export function archivePage(archive: ArchiveTerm, page: number): ArchivePage | null {
  const count = pageCount(archive.posts.length);
  if (!Number.isInteger(page) || page < 1 || page > count) return null;
  const items = archive.posts.slice((page - 1) * ARCHIVE_PAGE_SIZE, page * ARCHIVE_PAGE_SIZE);
  return { ...archive, page, pageCount: count, items };
}

/** Every page of an archive (the full list's page 1 is the home page, which is not an archive page). */
export function* archivePages(archive: ArchiveTerm): Generator<ArchivePage> {
  const count = pageCount(archive.posts.length);
  for (let page = archive.kind === 'all' ? 2 : 1; page <= count; page++) yield archivePage(archive, page)!;
}

/** Every archive of the site: the full list, then each category's and each tag's. */
export function allArchives(posts: readonly StoredPost[]): ArchiveTerm[] {
  return [findArchive(posts, 'all')!, ...archiveTerms(posts, 'category'), ...archiveTerms(posts, 'tag')];
}

/** The heading in the spec's words: 'Category: {slug}', 'Tag: {slug}', 'Latest Articles'. */
export function archiveHeading(archive: Pick<ArchiveTerm, 'kind' | 'slug'>): string {
  if (archive.kind === 'category') return EN.headings.category(archive.slug);
  if (archive.kind === 'tag') return EN.headings.tag(archive.slug);
  return EN.headings.latest;
}

/** A category archive's description (trimmed; null without one, and for tags and the full list). */
export function archiveDescription(
  categories: readonly { slug: string; description?: string | null | undefined }[],
  archive: Pick<ArchiveTerm, 'kind' | 'slug'>,
): string | null {
  if (archive.kind !== 'category') return null;
  return categories.find((category) => category.slug === archive.slug)?.description?.trim() || null;
}

/** The archives listed in the sitemap: each category's and tag's first page (as Ghost lists tags). */
export function sitemapArchivePaths(posts: readonly StoredPost[]): string[] {
  return [...archiveTerms(posts, 'category'), ...archiveTerms(posts, 'tag')].map((term) => archiveBase(term.kind, term.slug));
}

/** Previous and next page URLs (null at either end). */
export function pagerLinks(page: Pick<ArchivePage, 'kind' | 'slug' | 'page' | 'pageCount'>): {
  prev: string | null;
  next: string | null;
} {
  return {
    prev: page.page > 1 ? archivePath(page.kind, page.slug, page.page - 1) : null,
    next: page.page < page.pageCount ? archivePath(page.kind, page.slug, page.page + 1) : null,
  };
}
