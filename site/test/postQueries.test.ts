import { describe, expect, it } from 'vitest';
import { relatedPosts as theRule } from '@blog/shared';
import { byPublishedDesc, featuredPost, isPostUrl, postUrl, relatedPosts, slugOfPostUrl, trendingPosts } from '../src/lib/posts';
import { post } from './engineModel';

/** What the pick in one pass must equal: the stable sort by views, then the newer post. */
const bySort = (posts: ReturnType<typeof post>['entry'][], count: number) =>
  [...posts].sort((a, b) => b.viewCount - a.viewCount || Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!)).slice(0, count);

describe('trendingPosts and featuredPost (picked in one pass)', () => {
  it('equal the first of a stable sort by views, ties to the newer post and then to the earlier in the list', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 50; round++) {
      // Few distinct views and days: many ties, some complete (same views, same date).
      const posts = Array.from(
        { length: 40 },
        (_, i) => post(i, 1, 1 + Math.floor(random() * 5), { viewCount: Math.floor(random() * 4) }).entry,
      );
      for (const count of [1, 3, 10, 40, 60])
        expect(trendingPosts(posts, count).map((p) => p.id)).toEqual(bySort(posts, count).map((p) => p.id));
      expect(featuredPost(posts)?.id).toBe(bySort(posts, 1)[0]!.id);
    }
    expect(trendingPosts([], 3)).toEqual([]);
    expect(featuredPost([])).toBeUndefined();
    expect(trendingPosts([post(1, 1, 1).entry], 0)).toEqual([]);
  });
});

describe("relatedPosts (each category's newest, found once per post list)", () => {
  it('answers as the shared rule given every post, newest first', () => {
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 40; round++) {
      // Categories of 0 to a dozen posts, some posts without one, and a post that is not in the list (a preview).
      const posts = Array.from({ length: 30 }, (_, i) => {
        const record = post(i, 1 + Math.floor(random() * 6) ** 2, 1 + Math.floor(random() * 9));
        return random() < 0.1 ? { ...record.entry, category: null } : record.entry;
      });
      const everyPost = [...posts].sort(byPublishedDesc);
      const outsider = post(99, 4, 3).entry;
      for (const count of [1, 3, 5])
        for (const one of [...posts, outsider])
          expect(relatedPosts(one, posts, count).map((p) => p.id)).toEqual(theRule(one, everyPost, count).map((p) => p.id));
    }
  });

  it('answers the same given a list already newest first (as the engine keeps it), ties and other date formats among it', () => {
    const at = (day: number, hour: number) => new Date(Date.UTC(2026, 0, day, hour)).toISOString();
    // Newest first: equal publishedAt ordered by createdAt, and two posts equal in both (kept in list order).
    const inOrder = [
      post(1, 1, 9, { publishedAt: at(9, 0), createdAt: at(9, 2) }).entry,
      post(2, 2, 9, { publishedAt: at(9, 0), createdAt: at(9, 1) }).entry,
      post(3, 1, 8, { publishedAt: at(8, 0), createdAt: at(8, 0) }).entry,
      post(4, 1, 8, { publishedAt: at(8, 0), createdAt: at(8, 0) }).entry,
      post(5, 2, 7).entry,
      post(6, 1, 6).entry,
    ];
    // The same posts, one date written another way (no longer comparable as text): sorted instead.
    const otherFormat = inOrder.map((p) => (p.id === 5 ? { ...p, publishedAt: '2026-01-07' } : p));
    // Out of order: the newest post last.
    const outOfOrder = [...inOrder.slice(1), inOrder[0]!];
    for (const list of [inOrder, otherFormat, outOfOrder])
      for (const one of list)
        for (const count of [1, 2, 3])
          expect(relatedPosts(one, list, count).map((p) => p.id)).toEqual(
            theRule(one, [...list].sort(byPublishedDesc), count).map((p) => p.id),
          );
  });
});

describe('postUrl and its inverse', () => {
  it('gives back the slug of every article path, odd characters included', () => {
    for (const slug of ['merhaba-dunya', 'çağrı-öğün', 'a b/c?d#e%f', 'x'.repeat(200)]) {
      const url = postUrl({ slug });
      expect(isPostUrl(url)).toBe(true);
      expect(slugOfPostUrl(url)).toBe(slug);
    }
    expect(isPostUrl('/category/blog/')).toBe(false);
  });
});
