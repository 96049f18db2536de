import { describe, expect, it, vi } from 'vitest';
import { createSearch, loadPagefind, toCard } from '../src/lib/pagefind';
import type { PagefindApi, PagefindResultData } from '../src/lib/pagefind';

function meta(n: number, extra: Record<string, string> = {}): PagefindResultData {
  return {
    url: `/blog/post-${n}/`,
    excerpt: `<mark>Match</mark> in post ${n}`,
    meta: {
      title: `Post ${n}`,
      excerpt: `Excerpt ${n}`,
      image: `/media/${n}.jpg`,
      date: '2026-03-05T10:00:00.000Z',
      author: 'Ada',
      category: 'JavaScript',
      categorySlug: 'javascript',
      readingTime: '7',
      viewCount: '120',
      ...extra,
    },
  };
}

function fakePagefind(count: number) {
  const data = Array.from({ length: count }, (_, i) => vi.fn(async () => meta(i + 1)));
  const search = vi.fn<PagefindApi['search']>(async () => ({
    results: data.map((load, i) => ({ id: String(i), data: load })),
  }));
  return { api: { search } satisfies PagefindApi, search, data };
}

/** A Pagefind bundle whose calls do nothing. */
const quietApi = (): PagefindApi => ({
  options: vi.fn(),
  init: vi.fn(),
  mergeIndex: vi.fn(),
  search: vi.fn(async () => ({ results: [] })),
});

/** loadPagefind, fresh, with `api` as the bundle and `shards` as the answer for shards.json. */
async function loadWith(api: PagefindApi, shards: Response) {
  vi.resetModules();
  vi.doMock('/pagefind/pagefind.js', () => api);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => shards),
  );
  const { loadPagefind: load, META_WEIGHTS } = await import('../src/lib/pagefind');
  const loaded = await load().finally(() => {
    vi.doUnmock('/pagefind/pagefind.js');
    vi.unstubAllGlobals();
  });
  return { loaded, META_WEIGHTS };
}

describe('searchPosts over Pagefind', () => {
  it('lists every post newest first for a blank query, with the filters', async () => {
    const { api, search } = fakePagefind(3);
    const run = createSearch(async () => api);
    await run({ query: '  ', category: 'javascript', tag: 'react', limit: 12 });
    expect(search).toHaveBeenCalledWith(null, {
      filters: { category: 'javascript', tag: 'react' },
      sort: { publishedAt: 'desc' },
    });
  });

  it('keeps relevance order for a text query without a sort, and sorts when asked', async () => {
    const { api, search } = fakePagefind(3);
    const run = createSearch(async () => api);
    await run({ query: ' react ', limit: 5 });
    expect(search).toHaveBeenLastCalledWith('react', { filters: {} });
    await run({ query: 'react', sortBy: 'viewCount', sortOrder: 'asc', limit: 5 });
    expect(search).toHaveBeenCalledWith('react', { filters: {}, sort: { viewCount: 'asc' } });
  });

  it('drops pages found only through zero-weight metadata (relevance score 0), sorted or not', async () => {
    const scores = [2.5, 0, 0.4, 0];
    const data = scores.map((_, i) => vi.fn(async () => meta(i + 1)));
    // Relevance order by score; a sorted search scores by rank (Pagefind's behaviour).
    const search = vi.fn<PagefindApi['search']>(async (_term, options) => ({
      results: options?.sort
        ? [3, 2, 1, 0].map((i, rank) => ({ id: String(i), score: rank, data: data[i]! }))
        : scores.map((score, i) => ({ id: String(i), score, data: data[i]! })),
    }));
    const run = createSearch(async () => ({ search }));
    const relevance = await run({ query: 'webp', limit: 12 });
    expect(relevance.total).toBe(2);
    expect(relevance.items.map((item) => item.title)).toEqual(['Post 1', 'Post 3']);
    const sorted = await run({ query: 'webp', sortBy: 'title', sortOrder: 'asc', limit: 12 });
    expect(sorted.total).toBe(2);
    expect(sorted.items.map((item) => item.title)).toEqual(['Post 3', 'Post 1']);
    // Without text every page of the filter is listed (a sort rank of 0 included).
    expect((await run({ query: null, sortBy: 'title', limit: 12 })).total).toBe(4);
  });

  it('sets the metadata weights before the index is initialised, then merges the other shards', async () => {
    const calls: string[] = [];
    const api: PagefindApi = {
      options: vi.fn(async () => void calls.push('options')),
      init: vi.fn(async () => void calls.push('init')),
      mergeIndex: vi.fn(async (path: string) => void calls.push(`merge ${path}`)),
      search: vi.fn(async () => ({ results: [] })),
    };
    const { loaded, META_WEIGHTS } = await loadWith(api, new Response(JSON.stringify({ count: 3 })));
    expect(calls).toEqual(['options', 'init', 'merge /pagefind/shard-1/', 'merge /pagefind/shard-2/']);
    expect(api.options).toHaveBeenCalledWith({ ranking: { metaWeights: META_WEIGHTS } });
    expect(api.mergeIndex).toHaveBeenCalledWith('/pagefind/shard-1/', { ranking: { metaWeights: META_WEIGHTS } });
    expect(loaded.shards).toBe(3);
    expect(META_WEIGHTS).toMatchObject({ title: 5, tags: 3, image: 0, date: 0, viewCount: 0, createdAt: 0 });
  });

  it('an index without a shards file is one shard', async () => {
    const api = quietApi();
    const { loaded } = await loadWith(api, new Response('not found', { status: 404 }));
    expect(loaded.shards).toBe(1);
    expect(api.mergeIndex).not.toHaveBeenCalled();
  });

  it('while the site updates, merges the index of recent changes as one more shard and keeps its stale ids', async () => {
    const api = quietApi();
    const layout = { count: 2, recent: true, stale: ['en_1', 'en_2'] };
    const { loaded } = await loadWith(api, new Response(JSON.stringify(layout)));
    expect(vi.mocked(api.mergeIndex!).mock.calls.map(([path]) => path)).toEqual(['/pagefind/shard-1/', '/pagefind/recent/']);
    expect(loaded.shards).toBe(3);
    expect([...loaded.stale!]).toEqual(['en_1', 'en_2']);
  });

  it('never answers with a record the index of recent changes replaced, in a text or a sorted search', async () => {
    // Shard 0 still holds the old record of post 2 (en_old); the recent index (shard 2) its new one.
    const records: Record<string, { id: string; n: number; date: string }[]> = {
      '0': [
        { id: 'en_old', n: 2, date: '2026-05-01' },
        { id: 'en_a', n: 1, date: '2026-04-01' },
      ],
      '1': [{ id: 'en_b', n: 3, date: '2026-03-01' }],
      '2': [{ id: 'en_new', n: 2, date: '2026-05-01' }],
    };
    const result = ({ id, n, date }: { id: string; n: number; date: string }) => ({
      id,
      score: 1,
      data: async () => meta(n, { date, title: `Post ${n} ${id}` }),
    });
    const search = vi.fn<PagefindApi['search']>(async (_term, options) => ({
      results: options?.filters?.shard ? records[options.filters.shard]!.map(result) : Object.values(records).flat().map(result),
    }));
    const run = createSearch(async () => ({ search, shards: 3, stale: new Set(['en_old']) }));
    const sorted = await run({ query: null, limit: 10 });
    expect(sorted.total).toBe(3);
    expect(sorted.items.map((item) => item.title)).toEqual(['Post 2 en_new', 'Post 1 en_a', 'Post 3 en_b']);
    const text = await run({ query: 'post', limit: 10 });
    expect(text.total).toBe(3);
    expect(text.items.map((item) => item.title)).not.toContain('Post 2 en_old');
  });

  it('answers with a post once when the main index and the index of recent changes both have it', async () => {
    // A new post: the index of recent changes has it, and the main index, updated meanwhile and
    // fetched lazily after, has it too (another record id). The header's list showed it twice.
    const search = vi.fn<PagefindApi['search']>(async () => ({
      results: [
        { id: 'en_recent', score: 2, data: async () => meta(7) },
        { id: 'en_main', score: 2, data: async () => meta(7) },
        { id: 'en_other', score: 1, data: async () => meta(8) },
      ],
    }));
    const run = createSearch(async () => ({ search, shards: 2 }));
    const found = await run({ query: 'match', limit: 5 });
    expect(found.items.map((item) => item.url)).toEqual(['/blog/post-7/', '/blog/post-8/']);
  });

  it('merges the sorted lists of several shards by the sort key, loading only what the page needs', async () => {
    // Three shards, each sorted by date within itself (as Pagefind does per index).
    const dates = [
      ['2026-05-09', '2026-05-05', '2026-05-01'],
      ['2026-05-08', '2026-05-07', '2026-05-02'],
      ['2026-05-06', '2026-05-04', '2026-05-03'],
    ];
    const loads = new Map<string, () => Promise<PagefindResultData>>();
    const search = vi.fn<PagefindApi['search']>(async (_term, options) => {
      const shard = Number(options?.filters?.shard);
      const order = options?.sort?.publishedAt === 'asc' ? [...dates[shard]!].reverse() : dates[shard]!;
      return {
        results: order.map((date) => {
          const load = loads.get(date) ?? vi.fn(async () => meta(Number(date.slice(-1)), { date, title: `Post ${date}` }));
          loads.set(date, load);
          return { id: date, data: load };
        }),
      };
    });
    const run = createSearch(async () => ({ search, shards: 3 }));
    const first = await run({ query: null, category: 'javascript', limit: 4 });
    expect(first.total).toBe(9);
    expect(first.totalPages).toBe(3);
    expect(first.items.map((item) => item.date)).toEqual(['2026-05-09', '2026-05-08', '2026-05-07', '2026-05-06']);
    expect(search).toHaveBeenCalledWith(null, { filters: { category: 'javascript', shard: '1' }, sort: { publishedAt: 'desc' } });
    // The page's items and each shard's next head: not the whole lists.
    expect([...loads.values()].filter((load) => vi.mocked(load).mock.calls.length > 0).length).toBeLessThan(9);
    const second = await run({ query: null, category: 'javascript', page: 2, limit: 4 });
    expect(second.items.map((item) => item.date)).toEqual(['2026-05-05', '2026-05-04', '2026-05-03', '2026-05-02']);
    const oldest = await run({ query: null, sortOrder: 'asc', limit: 2 });
    expect(oldest.items.map((item) => item.date)).toEqual(['2026-05-01', '2026-05-02']);
  });

  it('a text query over several shards without a sort is one merged search (by score)', async () => {
    const search = vi.fn<PagefindApi['search']>(async () => ({
      results: [2, 1].map((n) => ({ id: String(n), score: n, data: async () => meta(n) })),
    }));
    const run = createSearch(async () => ({ search, shards: 4 }));
    const page = await run({ query: 'react', limit: 10 });
    expect(search).toHaveBeenCalledTimes(1);
    expect(page.items.map((item) => item.title)).toEqual(['Post 2', 'Post 1']);
  });

  it("loads only the requested page's data and reports the totals", async () => {
    const { api, data } = fakePagefind(30);
    const run = createSearch(async () => api);
    const page = await run({ query: null, page: 3, limit: 12 });
    expect(page.total).toBe(30);
    expect(page.totalPages).toBe(3);
    expect(page.items.map((item) => item.title)).toEqual(Array.from({ length: 6 }, (_, i) => `Post ${25 + i}`));
    expect(data.filter((load) => load.mock.calls.length > 0)).toHaveLength(6);
    expect(data[0]).not.toHaveBeenCalled();
  });

  it('maps the page meta to a card', () => {
    expect(toCard(meta(1))).toEqual({
      url: '/blog/post-1/',
      title: 'Post 1',
      excerpt: 'Excerpt 1',
      image: '/media/1.jpg',
      date: '2026-03-05T10:00:00.000Z',
      author: 'Ada',
      category: 'JavaScript',
      categorySlug: 'javascript',
      readingTime: 7,
      viewCount: 120,
    });
    const bare = toCard({ url: '/blog/x/', excerpt: '<mark>Hello</mark> world', meta: { title: 'X' } });
    expect(bare).toMatchObject({ excerpt: 'Hello world', image: null, author: 'Admin', readingTime: 0, viewCount: 0 });
  });

  it("rejects with 'Search failed' when the index cannot be loaded", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"count":1}')),
    );
    await expect(loadPagefind()).rejects.toThrow('Search failed');
    vi.unstubAllGlobals();
  });
});
