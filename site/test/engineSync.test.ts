import { describe, expect, it } from 'vitest';
import { indexMarks, splitByDelta, termKeys, termsRenamed } from '../engine/sync/sync';
import { insertSorted, sortPosts } from '../engine/sync/model';
import type { PostIndex, PostVersion } from '../engine/sync/source';
import { model, post } from './engineModel';

/** The engine's check of a delta index (only the posts changed since its last sync) against what it holds. */
const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
// Synced last from an index whose latest updatedAt (of any post, drafts too) was day 5.
const held = { ...model([post(1, 1, 1), post(2, 1, 2), post(3, 2, 3)]), indexLastUpdatedAt: day(5) };
const version = (id: number, updatedAt: string, viewCount = 0, slug = `post-${id}`): PostVersion => ({
  id,
  slug,
  updatedAt,
  viewCount,
});
const delta = (posts: PostVersion[], gone: number[], total: number, idSum: number, lastUpdatedAt: string): PostIndex => ({
  lastUpdatedAt,
  posts,
  categories: [],
  tags: [],
  redirects: [],
  asOf: day(10),
  delta: { gone, total, idSum },
});
const ids = (records: { entry: { id: number | string } }[]) => records.map((record) => Number(record.entry.id));

describe('splitByDelta', () => {
  it('leaves the held posts as they were, compares the changed and new ones, and drops a gone one', () => {
    const edited = version(2, day(9), 5);
    const created = version(4, day(9));
    const split = splitByDelta(held, delta([edited, created], [3], 3, 1 + 2 + 4, day(9)))!;
    expect(ids(split.unchanged)).toEqual([1]);
    // The same record objects: a kept post costs nothing downstream (changedArticles, the page keys).
    expect(split.unchanged[0]).toBe(held.posts.find((record) => record.entry.id === 1));
    expect(split.versions).toEqual([edited, created]);
    expect([...split.held.keys()]).toEqual(['2']);
    expect(split.held.get('2')).toBe(held.posts.find((record) => record.entry.id === 2));
  });

  it('is null when a post was deleted unseen: the count and the id sum differ', () => {
    expect(splitByDelta(held, delta([], [], 2, 1 + 2, day(2)))).toBeNull();
    expect(splitByDelta(held, delta([], [], 3, 1 + 2 + 5, day(5)))).toBeNull();
  });

  it('is null when the database holds older rows than the engine has seen (restored from a backup)', () => {
    // The same posts, but the database's latest edit is older than the one the engine last saw.
    expect(splitByDelta(held, delta([], [], 3, 6, day(4)))).toBeNull();
    expect(ids(splitByDelta(held, delta([], [], 3, 6, day(5)))!.unchanged)).toEqual(ids(held.posts));
  });

  it('compares every post of a whole index', () => {
    const whole: PostIndex = { posts: [version(7, day(1))], categories: [], tags: [], redirects: [] };
    const split = splitByDelta(held, whole)!;
    expect(split.versions).toBe(whole.posts);
    expect(split.unchanged).toEqual([]);
    expect([...split.held.keys()].sort()).toEqual(['1', '2', '3']);
  });
});

describe('insertSorted', () => {
  // Same-day posts tie on the dates: the slug decides, as sortPosts does.
  const records = Array.from({ length: 60 }, (_, i) =>
    post(i + 1, 1, 1 + ((i * 7) % 9), i % 5 === 0 ? { createdAt: day(20 + (i % 3)) } : {}),
  );
  it('puts added records where sortPosts would, among records already in order', () => {
    for (const pick of [[0], [3, 17, 59], [10, 11, 12, 13, 40]]) {
      const added = pick.map((i) => records[i]!);
      const base = sortPosts(records.filter((_, i) => !pick.includes(i)));
      expect(insertSorted(base, added).map((r) => r.entry.slug)).toEqual(sortPosts([...records]).map((r) => r.entry.slug));
    }
  });
});

describe('the check of embedded terms', () => {
  const index = (categories = held.categories, tags = held.tags) => ({ categories, tags });
  it('is skipped when the lists are as before and the last sync fetched nothing that differed', () => {
    const { categories, tags } = termKeys(index());
    expect(termsRenamed(held, categories, tags)).toBe(false);
    const renamed = termKeys(index([{ ...held.categories[0]!, name: 'Renamed' }, ...held.categories.slice(1)]));
    expect(termsRenamed(held, renamed.categories, renamed.tags)).toBe(true);
    expect(termsRenamed({ ...held, termsUnchecked: true }, categories, tags)).toBe(true);
  });
  it('is asked of the next sync when a post fetched now embeds another name than the lists (a rename meanwhile)', () => {
    const lists = { ...delta([], [], 3, 6, day(5)), categories: held.categories, tags: held.tags };
    expect(indexMarks(lists, held.posts).termsUnchecked).toBeUndefined();
    const stale = post(4, 1, 4, { category: { id: 1, name: 'Old name', slug: 'cat-1' } });
    expect(indexMarks(lists, [stale]).termsUnchecked).toBe(true);
  });
});
