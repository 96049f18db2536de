/**
 * Brings the engine's model up to date with the CMS. A full sync reads every post; an
 * incremental one reads the post index (id, slug, updatedAt, views) and the taxonomies, and
 * fetches only the posts that are new, edited, or whose category or tags were renamed. Bodies
 * are made only for markdown not seen before.
 */
import type { Post } from '@blog/shared';
import { toEntry } from '../../src/lib/loaders/processPost';
import { readBody, type BodyStore } from './bodies';
import type { PostRecord, SiteModel } from './model';
import { insertSorted, sortPosts } from './model';
import { fetchAllPosts, fetchPostIndex, fetchPosts, type PostIndex, type PostVersion } from './source';
import type { Category, Tag } from '@blog/shared';
import { resolveThumbs } from './thumbs';
import { processBodies } from './workerPool';
import { settings } from '../config';

export interface SyncResult {
  model: SiteModel;
  fetched: number;
  processed: number;
}

/** Records for fetched posts: bodies made for new markdown (in workers when many). */
async function toRecords(
  posts: Post[],
  bodies: BodyStore,
  log: (message: string) => void,
): Promise<{ records: PostRecord[]; processed: number }> {
  const digests = posts.map((post) => bodies.digest(post.content));
  const todo = new Map<string, string>();
  posts.forEach((post, index) => {
    const digest = digests[index]!;
    if (!bodies.has(digest)) todo.set(digest, post.content);
  });
  // Each body is stored as it comes (its text kept), while the workers make the next ones.
  const todoDigests = [...todo.keys()];
  const texts = new Map<string, string>();
  const writes: Promise<void>[] = [];
  await processBodies([...todo.values()], log, {
    standby: bodies.workers,
    onBody: (index, body) => {
      const digest = todoDigests[index]!;
      texts.set(digest, body.text);
      writes.push(bodies.write(digest, body));
    },
  });
  await Promise.all(writes);
  const records = posts.map((post, index) => {
    const digest = digests[index]!;
    return { entry: toEntry(post, texts.get(digest) ?? readBody(digest).text), bodyDigest: digest };
  });
  return { records, processed: todo.size };
}

function dedupeBySlug(records: PostRecord[]): PostRecord[] {
  const seen = new Set<string>();
  return sortPosts(records).filter((record) => !seen.has(record.entry.slug) && seen.add(record.entry.slug));
}

/** More records than this are sorted with the rest rather than inserted one by one. */
const INSERT_AT_MOST = 500;

/**
 * The model's posts from `kept` (in the previous model's order when `inOrder`) and `added`: a few
 * added ones are inserted in place, unless one takes a kept post's slug (then all are sorted and
 * deduplicated, as a full sync does).
 */
function orderedPosts(kept: PostRecord[], added: PostRecord[], inOrder: boolean): PostRecord[] {
  if (!inOrder || added.length > INSERT_AT_MOST) return dedupeBySlug([...kept, ...added]);
  const slugs = new Set(added.map((record) => record.entry.slug));
  if (slugs.size < added.length || kept.some((record) => slugs.has(record.entry.slug))) return dedupeBySlug([...kept, ...added]);
  return insertSorted(kept, added);
}

/**
 * Post counts of the categories and tags from the model's posts (the public counts: every post
 * here is live), the same way in a full build and an update.
 */
function withCounts(
  index: { categories: Category[]; tags: Tag[] },
  posts: PostRecord[],
): { categories: Category[]; tags: Tag[] } {
  const categories = new Map<string, number>();
  const tags = new Map<string, number>();
  for (const { entry } of posts) {
    if (entry.category) categories.set(String(entry.category.id), (categories.get(String(entry.category.id)) ?? 0) + 1);
    for (const id of new Set(entry.tags.map((tag) => String(tag.id)))) tags.set(id, (tags.get(id) ?? 0) + 1);
  }
  return {
    categories: index.categories.map((c) => ({ ...c, blogCount: categories.get(String(c.id)) ?? 0 })),
    tags: index.tags.map((t) => ({ ...t, blogCount: tags.get(String(t.id)) ?? 0 })),
  };
}

export async function fullSync(previous: SiteModel, bodies: BodyStore, log: (message: string) => void): Promise<SyncResult> {
  const t0 = Date.now();
  const [posts, index] = await Promise.all([fetchAllPosts(log), fetchPostIndex()]);
  const t1 = Date.now();
  const { records, processed } = await toRecords(posts, bodies, log);
  if (settings.profile) log(`sync: fetch ${t1 - t0} ms, bodies ${Date.now() - t1} ms`);
  const all = dedupeBySlug(records);
  const thumbs = await resolveThumbs(
    all.flatMap((r) => (r.entry.featuredImage ? [r.entry.featuredImage] : [])),
    previous.thumbs,
  );
  return {
    model: { posts: all, ...withCounts(index, all), thumbs, redirects: index.redirects, ...indexMarks(index, all) },
    fetched: posts.length,
    processed,
  };
}

/**
 * What the next sync asks and checks by (model.ts): the index's marks, and whether a post fetched
 * now embeds other term names than the index's lists (then the next sync checks every post).
 */
export function indexMarks(index: PostIndex, fetched: PostRecord[]) {
  const { categories, tags } = termKeys(index);
  return {
    indexAsOf: index.asOf,
    indexLastUpdatedAt: index.lastUpdatedAt ?? undefined,
    termsUnchecked: fetched.some((record) => termsChanged(record.entry, categories, tags)) || undefined,
  };
}

export const termKeys = (index: Pick<PostIndex, 'categories' | 'tags'>) => ({
  categories: new Map(index.categories.map((c) => [String(c.id), termKey(c)])),
  tags: new Map(index.tags.map((t) => [String(t.id), termKey(t)])),
});

const termKey = (term: { name: string; slug?: string | undefined } | null | undefined) =>
  term ? `${term.name}\u0000${term.slug ?? ''}` : '';

/** Whether a post's embedded category or tags no longer match the taxonomy lists (renamed). */
function termsChanged(entry: PostRecord['entry'], categories: Map<string, string>, tags: Map<string, string>): boolean {
  if (entry.category && categories.get(String(entry.category.id)) !== termKey(entry.category)) return true;
  return entry.tags.some((tag) => tags.get(String(tag.id)) !== termKey(tag));
}

/**
 * Whether the kept posts' embedded terms must be checked: a category or tag differs from the
 * previous model's lists, or a post the last sync fetched embedded other names than them. Else
 * every kept post embeds the lists' names (at 100,000 posts the check took ~0.1 s a publish).
 */
export function termsRenamed(previous: SiteModel, categories: Map<string, string>, tags: Map<string, string>): boolean {
  const differs = (list: (Category | Tag)[], now: Map<string, string>) =>
    list.length !== now.size || list.some((term) => now.get(String(term.id)) !== termKey(term));
  return !!previous.termsUnchecked || differs(previous.categories, categories) || differs(previous.tags, tags);
}

/** A post index set against the model (splitByDelta). */
export interface IndexSplit {
  /** The model's records a delta index leaves as they were, in the model's order. */
  unchanged: PostRecord[];
  /** The versions to compare with the model: a delta's changed posts, or every post of a whole index. */
  versions: PostVersion[];
  /** The model's record of each of `versions`' ids it holds. */
  held: Map<string, PostRecord>;
}

/**
 * The model's posts against a post index: with a delta, the records it leaves alone are not
 * compared one by one (at 100,000 posts that walk was ~0.1-0.2 s of every publish). Null when
 * the delta does not add up to what the CMS counts (a delete), or the CMS's latest updatedAt went
 * back (a database restored from an older backup): then the whole index is read.
 */
export function splitByDelta(previous: SiteModel, index: PostIndex): IndexSplit | null {
  const { delta } = index;
  if (!delta) return { unchanged: [], versions: index.posts, held: new Map(previous.posts.map((r) => [String(r.entry.id), r])) };
  const changed = new Map(index.posts.map((version) => [String(version.id), version]));
  const gone = new Set(delta.gone.map(String));
  const unchanged: PostRecord[] = [];
  const held = new Map<string, PostRecord>();
  let idSum = 0;
  for (const record of previous.posts) {
    const id = String(record.entry.id);
    if (changed.has(id)) held.set(id, record);
    else if (!gone.has(id)) {
      unchanged.push(record);
      idSum += Number(record.entry.id);
    }
  }
  for (const version of changed.values()) idSum += Number(version.id);
  const wentBack = (index.lastUpdatedAt ?? '') < (previous.indexLastUpdatedAt ?? '');
  const adds = unchanged.length + changed.size === delta.total && idSum === delta.idSum;
  return adds && !wentBack ? { unchanged, versions: [...changed.values()], held } : null;
}

export async function incrementalSync(
  previous: SiteModel,
  bodies: BodyStore,
  log: (message: string) => void,
): Promise<SyncResult> {
  const t0 = Date.now();
  let index = await fetchPostIndex(previous.indexAsOf);
  const t1 = Date.now();
  let split = splitByDelta(previous, index);
  if (!split) {
    log("sync: the changes since the last index do not add up to the CMS's posts: reading the whole index");
    index = await fetchPostIndex();
    split = splitByDelta(previous, index)!;
  }
  const { categories, tags } = termKeys(index);
  const renamed = termsRenamed(previous, categories, tags);
  // A delta's unchanged records stay in order, and the rest are inserted among them.
  const inOrder = !!index.delta;
  const kept: PostRecord[] = [];
  const moved: PostRecord[] = [];
  const toFetch: (number | string)[] = [];
  for (const record of split.unchanged) {
    if (renamed && termsChanged(record.entry, categories, tags)) toFetch.push(record.entry.id);
    else kept.push(record);
  }
  for (const version of split.versions) {
    const old = split.held.get(String(version.id));
    if (
      !old ||
      old.entry.updatedAt !== version.updatedAt ||
      old.entry.slug !== version.slug ||
      (renamed && termsChanged(old.entry, categories, tags))
    ) {
      toFetch.push(version.id);
    } else if (old.entry.viewCount !== version.viewCount) {
      moved.push({ ...old, entry: { ...old.entry, viewCount: version.viewCount } });
    } else if (inOrder) {
      // A delta names it as changed: put back in its place (its dates may have moved it).
      moved.push(old);
    } else {
      kept.push(old);
    }
  }
  const t2 = Date.now();
  const fetched = await fetchPosts(toFetch, log);
  const { records, processed } = await toRecords(fetched, bodies, log);
  const t3 = Date.now();
  const all = orderedPosts(kept, [...moved, ...records], inOrder);
  const thumbs = await resolveThumbs(
    all.flatMap((r) => (r.entry.featuredImage ? [r.entry.featuredImage] : [])),
    previous.thumbs,
  );
  if (settings.profile)
    log(
      `sync: index ${t1 - t0} ms (${index.delta ? `${index.posts.length} changed` : 'whole'}), compare ${t2 - t1} ms, ` +
        `fetch ${t3 - t2} ms (${toFetch.length}), sort and thumbs ${Date.now() - t3} ms`,
    );
  return {
    model: { posts: all, ...withCounts(index, all), thumbs, redirects: index.redirects, ...indexMarks(index, records) },
    fetched: fetched.length,
    processed,
  };
}
