/** The crawlable archives: which pages exist (src/lib/archives.ts) and what a change re-renders (engine keys). */
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@blog/shared';
import type { StoredPost } from '../src/lib/loaders/storedPost';
import {
  allArchives,
  archiveHeading,
  archivePage,
  archivePages,
  archivePath,
  findArchive,
  pagerLinks,
  parsePageParam,
  sitemapArchivePaths,
} from '../src/lib/archives';
import { affectedPaths, changedArticles, pageKeys } from '../engine/paths';
import type { PostRecord, SiteModel } from '../engine/sync/model';
import { model as engineModel, post as enginePost, tag } from './engineModel';

/** Even posts carry the tag 'even'; categories 1-4 (4 has no posts). */
const post = (id: number, categoryId: number, day: number, extra: Partial<StoredPost> = {}) =>
  enginePost(id, categoryId, day, { tags: id % 2 === 0 ? [tag('even')] : [], ...extra });
const model = (records: PostRecord[]) => engineModel(records, [1, 2, 3, 4]);

/** 25 posts: categories 1-3 in turn (cat-1 has 9, so one page; the full list has 3 pages). */
const base = Array.from({ length: 25 }, (_, i) => post(i + 1, (i % 3) + 1, i + 1));
const entries = (records: PostRecord[]) => model(records).posts.map((r) => r.entry);
/** Archive pages (…/): a category's feed (…/rss.xml) is a page kind of its own. */
const ARCHIVE_PAGE = /^\/(page|category|tag)\/.*\/$/;
const archivePathsOf = (keys: Map<string, string>) => [...keys.keys()].filter((p) => ARCHIVE_PAGE.test(p)).sort();

function diff(before: PostRecord[] | SiteModel, after: PostRecord[] | SiteModel) {
  const a = Array.isArray(before) ? model(before) : before;
  const b = Array.isArray(after) ? model(after) : after;
  const affected = affectedPaths(pageKeys(a), pageKeys(b), changedArticles(a, b));
  // What the update renders at all: the first pages before it is served, the deeper list pages after.
  return { ...affected, rendered: [...affected.first, ...affected.later] };
}
const archivesIn = (paths: string[]) => paths.filter((p) => ARCHIVE_PAGE.test(p)).sort();
const feedsIn = (paths: string[]) => paths.filter((p) => p.endsWith('/rss.xml')).sort();

describe('archive URLs', () => {
  it('page 1 is the archive itself; later pages are …/page/{n}/; slugs are encoded', () => {
    expect(archivePath('all', '', 1)).toBe('/');
    expect(archivePath('all', '', 2)).toBe('/page/2/');
    expect(archivePath('category', 'web-dev', 1)).toBe('/category/web-dev/');
    expect(archivePath('tag', 'c#', 3)).toBe('/tag/c%23/page/3/');
  });

  it('a [page] parameter is a number from 2 on, written plainly', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('15')).toBe(15);
    for (const bad of ['1', '0', '02', '-2', '2.5', 'two', '', undefined, '1e3']) expect(parsePageParam(bad)).toBeNull();
  });
});

describe('which archive pages exist', () => {
  it('the full list from page 2, every category and tag with posts, 10 a page; no page for an empty category', () => {
    expect(archivePathsOf(pageKeys(model(base)))).toEqual(
      [
        '/page/2/',
        '/page/3/',
        '/category/cat-1/',
        '/category/cat-2/',
        '/category/cat-3/',
        '/tag/even/',
        '/tag/even/page/2/',
      ].sort(),
    );
  });

  it('a page lists its 10 posts newest first, with its heading in the spec words and its neighbours', () => {
    const posts = entries(base);
    const all = archivePage(findArchive(posts, 'all')!, 3)!;
    expect(all.items.map((p) => p.id)).toEqual([5, 4, 3, 2, 1]);
    expect(archiveHeading(all)).toBe('Latest Articles');
    expect(pagerLinks(all)).toEqual({ prev: '/page/2/', next: null });
    expect(pagerLinks(archivePage(findArchive(posts, 'all')!, 2)!)).toEqual({ prev: '/', next: '/page/3/' });
    const even = findArchive(posts, 'tag', 'even')!;
    expect(archiveHeading(even)).toBe('Tag: even');
    expect([...archivePages(even)].map((p) => p.items.map((x) => x.id))).toEqual([
      [24, 22, 20, 18, 16, 14, 12, 10, 8, 6],
      [4, 2],
    ]);
    const cat = archivePage(findArchive(posts, 'category', 'cat-2')!, 1)!;
    expect(archiveHeading(cat)).toBe('Category: cat-2');
    expect(cat.items.every((p) => p.category?.slug === 'cat-2')).toBe(true);
    expect(pagerLinks(cat)).toEqual({ prev: null, next: null });
    expect(archivePage(findArchive(posts, 'category', 'cat-2')!, 2)).toBeNull();
    expect(findArchive(posts, 'category', 'cat-4')).toBeNull();
    expect(findArchive(posts, 'tag', 'nope')).toBeNull();
  });

  it('every post is on exactly one page of each archive it belongs to', () => {
    const posts = entries(base);
    for (const archive of allArchives(posts)) {
      const listed = [...archivePages(archive)].flatMap((p) => p.items);
      const expected = archive.kind === 'all' ? posts.slice(10) : archive.posts;
      expect(listed).toEqual(expected);
    }
  });

  it('the sitemap lists each category and tag archive', () => {
    expect(sitemapArchivePaths(entries(base)).sort()).toEqual([
      '/category/cat-1/',
      '/category/cat-2/',
      '/category/cat-3/',
      '/tag/even/',
    ]);
  });
});

describe('what a change re-renders among the archives', () => {
  it('a body edit or a view count touches no archive page', () => {
    const edited = base.map((r) => (r.entry.id === 3 ? { ...r, bodyDigest: 'new' } : r));
    expect(archivesIn(diff(base, edited).rendered)).toEqual([]);
    const viewed = base.map((r) => (r.entry.id === 3 ? { ...r, entry: { ...r.entry, viewCount: 99 } } : r));
    expect(archivesIn(diff(base, viewed).rendered)).toEqual([]);
  });

  it("a publish re-renders the full list's pages (everything moves down) and its own category's, not the others", () => {
    const added = post(101, 2, 60); // odd: no tag
    const { first, later, rendered, removed } = diff(base, [...base, added]);
    expect(archivesIn(rendered)).toEqual(['/category/cat-2/', '/page/2/', '/page/3/'].sort());
    // The first page of an archive is served with the post; its deeper pages follow.
    expect(archivesIn(first)).toEqual(['/category/cat-2/']);
    expect(later.sort()).toEqual(['/page/2/', '/page/3/', '/sitemap-0.xml']);
    expect(removed).toEqual([]);
  });

  it('a post moving category re-renders both categories and the full-list page that shows its badge', () => {
    const moved = base.map((r) => (r.entry.id === 25 ? post(25, 3, 25) : r));
    // Post 25 is the newest: on the home page, not on /page/n/.
    expect(archivesIn(diff(base, moved).rendered)).toEqual(['/category/cat-1/', '/category/cat-3/']);
    const old = base.map((r) => (r.entry.id === 2 ? post(2, 3, 2) : r));
    expect(archivesIn(diff(base, old).rendered)).toEqual([
      '/category/cat-2/',
      '/category/cat-3/',
      '/page/3/',
      '/tag/even/page/2/',
    ]);
  });

  it('a category rename (new name and slug) moves its archive and re-renders the pages that show its badge', () => {
    const renamed = base.map((r) =>
      r.entry.category?.id === 1 ? { ...r, entry: { ...r.entry, category: { id: 1, name: 'Renamed', slug: 'renamed' } } } : r,
    );
    const after = model(renamed);
    after.categories = after.categories.map((c) => (c.id === 1 ? { ...c, name: 'Renamed', slug: 'renamed' } : c));
    const { rendered, removed } = diff(model(base), after);
    expect(removed.sort()).toEqual(['/category/cat-1/', '/category/cat-1/rss.xml']);
    expect(rendered).toContain('/category/renamed/');
    expect(rendered).toContain('/category/renamed/rss.xml');
    expect(rendered).toEqual(
      expect.arrayContaining(['/page/2/', '/page/3/', '/tag/even/', '/tag/even/page/2/', '/sitemap-0.xml']),
    );
    expect(rendered).not.toContain('/category/cat-2/');
  });

  it("a category's description re-renders its archive only", () => {
    const after = model(base);
    after.categories = after.categories.map((c) => (c.id === 2 ? { ...c, description: 'About two.' } : c));
    expect(archivesIn(diff(model(base), after).rendered)).toEqual(['/category/cat-2/']);
  });

  it('an unpublish that empties a tag or shortens the list removes the pages that disappear', () => {
    // 11 posts left, none tagged: /page/2/ stays, /page/3/ and the tag's pages go.
    const fewer = base.filter((r) => Number(r.entry.id) > 3 && Number(r.entry.id) % 2 === 1);
    const { removed, later } = diff(base, fewer);
    expect(removed.filter((p) => !p.startsWith('/blog/') && !p.startsWith('/og/')).sort()).toEqual([
      '/page/3/',
      '/tag/even/',
      '/tag/even/page/2/',
    ]);
    expect(later).toContain('/sitemap-0.xml');
  });
});

describe('the category feeds (/category/{slug}/rss.xml)', () => {
  it('one per category with public posts, none for an empty category', () => {
    expect([...pageKeys(model(base)).keys()].filter((p) => p.startsWith('/category/') && p.endsWith('/rss.xml')).sort()).toEqual([
      '/category/cat-1/rss.xml',
      '/category/cat-2/rss.xml',
      '/category/cat-3/rss.xml',
    ]);
  });

  it("a publish re-renders its own category's feed (and the site's), a view count or a body edit none", () => {
    expect(feedsIn(diff(base, [...base, post(101, 2, 60)]).rendered)).toEqual(['/category/cat-2/rss.xml', '/rss.xml']);
    const viewed = base.map((r) => (r.entry.id === 3 ? { ...r, entry: { ...r.entry, viewCount: 99 } } : r));
    expect(feedsIn(diff(base, viewed).rendered).filter((p) => p !== '/rss.xml')).toEqual([]);
    const edited = base.map((r) => (r.entry.id === 3 ? { ...r, bodyDigest: 'new' } : r));
    expect(feedsIn(diff(base, edited).rendered)).toEqual([]);
  });

  it("a category's description re-renders its feed; moving the last post out removes it", () => {
    const after = model(base);
    after.categories = after.categories.map((c) => (c.id === 2 ? { ...c, description: 'New words' } : c));
    expect(feedsIn(diff(model(base), after).rendered)).toEqual(['/category/cat-2/rss.xml']);
    const one = [post(1, 1, 1), post(2, 2, 2)];
    const moved = [post(1, 1, 1), post(2, 1, 2)];
    expect(diff(one, moved).removed).toContain('/category/cat-2/rss.xml');
  });

  it('both feeds hold the latest PAGE_SIZE.feed posts, as the pages render them: an edit beyond touches neither', () => {
    const many = Array.from({ length: PAGE_SIZE.feed + 1 }, (_, i) => post(i + 1, 1, i + 1));
    const retitled = (id: number) => many.map((r) => (r.entry.id === id ? { ...r, entry: { ...r.entry, title: 'New' } } : r));
    // Post 1 is the oldest, just past both feeds; post 2 is the last item in them.
    expect(feedsIn(diff(many, retitled(1)).rendered)).toEqual([]);
    expect(feedsIn(diff(many, retitled(2)).rendered)).toEqual(['/category/cat-1/rss.xml', '/rss.xml']);
  });
});
