/**
 * The archive a route asks for, from the site data: every archive is worked out once per post
 * list (a full build renders hundreds of archive pages from the same list).
 */
import {
  allArchives,
  archiveDescription,
  archivePage,
  parsePageParam,
  type ArchiveKind,
  type ArchivePage,
  type ArchiveTerm,
} from './archives';
import type { StoredPost } from './loaders/storedPost';
import { siteData } from './siteData';

const cache = new WeakMap<readonly StoredPost[], Map<string, ArchiveTerm>>();

function archives(posts: readonly StoredPost[]): Map<string, ArchiveTerm> {
  let map = cache.get(posts);
  if (!map) cache.set(posts, (map = new Map(allArchives(posts).map((a) => [`${a.kind}:${a.slug}`, a]))));
  return map;
}

export interface ArchiveRoute {
  archive: ArchivePage;
  /** The category's description (categories only). */
  description: string | null;
}

/**
 * The page an archive route shows, or null (a 404): `pageParam` undefined for the first page,
 * else the `[page]` parameter (2 or more; `/page/1/` is no page, its URL is the archive's own).
 */
export function loadArchive(kind: ArchiveKind, slug: string | undefined, pageParam?: string): ArchiveRoute | null {
  const page = pageParam === undefined ? 1 : parsePageParam(pageParam);
  if (page === null) return null;
  if (kind === 'all' && page === 1) return null;
  const data = siteData();
  const term = archives(data.posts).get(`${kind}:${kind === 'all' ? '' : (slug ?? '')}`);
  const archive = term ? archivePage(term, page) : null;
  if (!archive) return null;
  return { archive, description: archiveDescription(data.categories, archive) };
}
