/** The change → pages mapping of the site engine (engine/paths.ts): pure, so tested on models. */
import { describe, expect, it } from 'vitest';
import { KeyMemo } from '../engine/keyMemo';
import { affectedPaths, afterServed, changedArticles, firstPaths, liveOrder, pageKeys } from '../engine/paths';
import type { SiteModel } from '../engine/sync/model';
import { model, post, tag } from './engineModel';

const base = Array.from({ length: 30 }, (_, i) => post(i + 1, (i % 3) + 1, i + 1));

function diff(before: SiteModel, after: SiteModel) {
  return affectedPaths(pageKeys(before), pageKeys(after), changedArticles(before, after));
}

describe('affected paths', () => {
  it('an unchanged model touches nothing', () => {
    expect(diff(model(base), model(base))).toEqual({ first: [], second: [], later: [], removed: [] });
  });

  it('a publish renders the post, the lists and feeds first, then the articles whose related list shows it', () => {
    const added = post(99, 2, 60);
    const { first, second, later, removed } = diff(model(base), model([...base, added]));
    expect(first).toEqual(expect.arrayContaining(['/blog/post-99/', '/', '/search/', '/rss.xml', '/blog-ids.json']));
    expect(later).toContain('/sitemap-0.xml');
    expect(first.filter((p) => p.startsWith('/blog/'))).toEqual(['/blog/post-99/']);
    // Every other article of category 2 now lists the new post among its newest three.
    const sameCategory = base.filter((r) => r.entry.category!.id === 2).map((r) => `/blog/${r.entry.slug}/`);
    expect(second.sort()).toEqual(sameCategory.sort());
    expect(removed).toEqual([]);
  });

  it('a publish shifts the deeper pages of the paginated lists: they come after the lists readers reach first', () => {
    const { first, later } = diff(model(base), model([...base, post(99, 2, 60)]));
    // 31 posts: /page/2/ to /page/4/ each move by one post, and so do category 2's own pages.
    expect(later).toEqual(expect.arrayContaining(['/page/2/', '/page/3/', '/page/4/']));
    expect(later.every((p) => /\/page\/\d+\/$|^\/sitemap-/.test(p))).toBe(true);
    expect(first).toEqual(expect.arrayContaining(['/', '/category/cat-2/']));
    expect(first.some((p) => /\/page\/\d+\/$/.test(p))).toBe(false);
  });

  it('an edit of an old post re-renders its page and only the lists that show it', () => {
    const edited = base.map((r) => (r.entry.id === 1 ? { ...r, bodyDigest: 'body-1-v2' } : r));
    const { first, second } = diff(model(base), model(edited));
    expect(first).toEqual(['/blog/post-1/']);
    expect(second).toEqual([]);
  });

  it("bookkeeping that only moves a post's updatedAt does not re-render the related lists that show it", () => {
    const newest = base.at(-1)!;
    const touched = base.map((r) => (r === newest ? { ...r, entry: { ...r.entry, updatedAt: '2026-06-01T00:00:00.000Z' } } : r));
    const { first, second } = diff(model(base), model(touched));
    expect(first).toContain(`/blog/${newest.entry.slug}/`);
    expect(second).toEqual([]);
  });

  it('an unpublish removes the page and re-renders the pages that listed it', () => {
    const newest = base.at(-1)!;
    const { first, second, later, removed } = diff(model(base), model(base.filter((r) => r !== newest)));
    // Its page and its generated social card (it has no cover).
    expect(removed).toEqual([`/blog/${newest.entry.slug}/`, `/og/${newest.entry.slug}.png`]);
    expect(first).toEqual(expect.arrayContaining(['/', '/search/', '/rss.xml', '/blog-ids.json']));
    // The sitemap is a crawler's: it follows the pages a reader reaches first.
    expect(later).toEqual(expect.arrayContaining(['/sitemap-0.xml']));
    expect(second.length).toBeGreaterThan(0);
  });

  it('a category rename re-renders the posts of the category (their badge) and the pages that list categories', () => {
    const renamed = base.map((r) =>
      r.entry.category!.id === 3 ? { ...r, entry: { ...r.entry, category: { id: 3, name: 'Renamed', slug: 'cat-3' } } } : r,
    );
    const after = model(renamed);
    after.categories = after.categories.map((c) => (c.id === 3 ? { ...c, name: 'Renamed' } : c));
    const { first } = diff(model(base), after);
    for (const r of base.filter((r) => r.entry.category!.id === 3)) expect(first).toContain(`/blog/${r.entry.slug}/`);
    expect(first).toEqual(expect.arrayContaining(['/', '/search/', '/404']));
  });

  it('renders again, or removes, the paths an interrupted update had started on', () => {
    const keys = pageKeys(model(base));
    expect(affectedPaths(keys, keys, new Set(), ['/blog/post-3/', '/blog/gone/'])).toEqual({
      first: [],
      second: ['/blog/post-3/'],
      later: [],
      removed: ['/blog/gone/'],
    });
  });

  it('a page the page kinds do not list is rendered on every update', () => {
    const m = model(base);
    const { first } = affectedPaths(pageKeys(m, ['/about/']), pageKeys(m, ['/about/']), new Set());
    expect(first).toEqual(['/about/']);
  });
});

describe('the key memo (the Engine keeps one across updates)', () => {
  it('gives the same keys and changes as a fresh one, over a run of updates', () => {
    const memo = new KeyMemo();
    const edited = base.map((r) => (r.entry.id === 4 ? { ...r, entry: { ...r.entry, title: 'Edited' } } : r));
    const covered = base.map((r) => (r.entry.id === 3 ? { ...r, entry: { ...r.entry, featuredImage: '/media/c.jpg' } } : r));
    const thumbed = { ...model(covered), thumbs: new Map([['/media/c.jpg', '/media/c-thumb.webp']]) };
    const described = model(covered);
    described.categories[0] = { ...described.categories[0]!, description: 'About cat 1' };
    // Each step changes what some page shows without a new entry object: a thumbnail made, a description.
    const models = [
      model(base),
      model([...base, post(99, 2, 60)]),
      model(edited),
      model(base),
      model(covered),
      thumbed,
      described,
      model(base),
    ];
    for (const [before, after] of models.slice(1).map((m, i) => [models[i]!, m] as const)) {
      expect(pageKeys(after, [], memo)).toEqual(pageKeys(after));
      expect(changedArticles(before, after, memo)).toEqual(changedArticles(before, after));
    }
  });

  it('serialises an entry object once: a kept record is not read again', () => {
    const memo = new KeyMemo();
    const entry = { ...base[0]!.entry };
    const first = memo.entry(entry);
    entry.title = 'changed in place';
    // The sync never edits an entry in place (a change is a new object), so the memo may trust identity.
    expect(memo.entry(entry)).toBe(first);
    expect(memo.entry({ ...entry })).not.toBe(first);
  });
});

describe('social cards (/og/{slug}.png)', () => {
  it('a post without a cover has one; a post with a cover has none', () => {
    const covered = base.map((r) => (r.entry.id === 2 ? { ...r, entry: { ...r.entry, featuredImage: '/media/two.jpg' } } : r));
    const keys = pageKeys(model(covered));
    expect(keys.has('/og/post-1.png')).toBe(true);
    expect(keys.has('/og/post-2.png')).toBe(false);
  });

  it("a title edit re-renders the post's card and page; a body edit or a view count does not touch the card", () => {
    const retitled = base.map((r) => (r.entry.id === 1 ? { ...r, entry: { ...r.entry, title: 'New title' } } : r));
    expect(diff(model(base), model(retitled)).first).toEqual(expect.arrayContaining(['/blog/post-1/', '/og/post-1.png']));
    const counted = base.map((r) => (r.entry.id === 1 ? { ...r, bodyDigest: 'v2', entry: { ...r.entry, viewCount: 7 } } : r));
    expect(diff(model(base), model(counted)).first).not.toContain('/og/post-1.png');
  });

  it('a category rename re-renders the cards of its posts only', () => {
    const renamed = base.map((r) =>
      r.entry.category!.id === 1 ? { ...r, entry: { ...r.entry, category: { ...r.entry.category!, name: 'Renamed' } } } : r,
    );
    const cards = diff(model(base), model(renamed)).first.filter((p) => p.startsWith('/og/'));
    expect(cards.sort()).toEqual(
      base
        .filter((r) => r.entry.category!.id === 1)
        .map((r) => `/og/${r.entry.slug}.png`)
        .sort(),
    );
  });

  it("adding a cover removes the card, and finding the cover's 1200×630 rendition re-renders its page", () => {
    const covered = base.map((r) => (r.entry.id === 1 ? { ...r, entry: { ...r.entry, featuredImage: '/media/one.jpg' } } : r));
    expect(diff(model(base), model(covered)).removed).toEqual(['/og/post-1.png']);
    const withVariant = model(covered);
    withVariant.thumbs.set('og:/media/one.jpg', '/media/one-1200x630.jpg');
    const { first, second } = diff(model(covered), withVariant);
    expect([...first, ...second]).toEqual(['/blog/post-1/']);
  });
});

describe('an update keys the first pages, serves them, then keys the rest (firstPaths)', () => {
  it('serves what the whole diff serves first and, with the rest, touches exactly the same pages', () => {
    const tagged = base.map((r) => (r.entry.id === 5 ? { ...r, entry: { ...r.entry, tags: [tag('solo')] } } : r));
    const steps: [string, SiteModel][] = [
      ['publish', model([...tagged, post(99, 2, 60)])],
      ['edit a title', model(tagged.map((r) => (r.entry.id === 7 ? { ...r, entry: { ...r.entry, title: 'New' } } : r)))],
      ['unpublish the only post of a tag', model(base)],
      ['unpublish the newest', model(tagged.filter((r) => r.entry.id !== 30))],
    ];
    for (const [what, after] of steps) {
      const before = model(tagged);
      const memo = new KeyMemo();
      const keysBefore = pageKeys(before, [], memo);
      const direct = changedArticles(before, after, memo);
      const firstKeys = pageKeys(after, [], memo, direct);
      const all = pageKeys(after, [], memo);
      // The first pages' keys are the full call's.
      for (const [path, key] of firstKeys) expect(all.get(path), `${what}: ${path}`).toBe(key);
      const whole = affectedPaths(keysBefore, all, direct);
      const { first, removed } = firstPaths(keysBefore, firstKeys, after);
      expect(first.sort(), what).toEqual(whole.first.sort());
      // Gone at once: everything gone but the deeper list pages.
      expect(removed.sort(), what).toEqual(whole.removed.filter((p) => !/\/page\/\d+\/$|^\/sitemap-/.test(p)).sort());
    }
  });
});

describe('afterServed', () => {
  it('defers only the social cards and the id map: every page a reader opens is served first', () => {
    const keys = pageKeys(model([post(1, 1, 1), post(2, 2, 2)]));
    expect([...keys.keys()].filter(afterServed).sort()).toEqual(['/blog-ids.json', '/og/post-1.png', '/og/post-2.png']);
  });
});

describe('liveOrder', () => {
  it("a renamed post's page goes live before `_redirects` points its old URL at it", () => {
    const renamed = { ...base[4]!, entry: { ...base[4]!.entry, slug: 'post-5-moved' } };
    const before = model(base);
    const after: SiteModel = {
      ...model(base.map((record) => (record === base[4] ? renamed : record))),
      redirects: [{ kind: 'post', from: 'post-5', to: 'post-5-moved' }],
    };
    const { first } = diff(before, after);
    expect(first).toEqual(expect.arrayContaining(['/blog/post-5-moved/', '/_redirects']));
    const batches = liveOrder(first);
    expect(batches).toHaveLength(2);
    expect(batches[1]).toEqual(['/_redirects']);
    expect(batches[0]).toContain('/blog/post-5-moved/');
    expect(batches.flat().sort()).toEqual([...first].sort());
  });

  it('is one batch when `_redirects` did not change', () => {
    expect(liveOrder(['/blog/a/', '/'])).toEqual([['/blog/a/', '/']]);
  });
});
