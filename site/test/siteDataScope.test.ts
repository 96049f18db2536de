import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { siteData, type SiteData } from '../src/lib/siteData';
import { getPost, getPosts } from '../src/lib/posts';

/** The site data of a draft preview (site/engine/preview.ts) reaches its own render only. */
const data = (slug: string): SiteData =>
  ({ posts: [{ slug, title: slug }], categories: [], tags: [], thumbs: new Map(), body: () => ({}) }) as unknown as SiteData;

afterEach(() => {
  globalThis.__BLOG_SITE_DATA__ = undefined;
  globalThis.__BLOG_SITE_DATA_SCOPE__ = undefined;
});

describe('siteData with a scope', () => {
  it('inside the scope the scoped data wins; renders running beside it keep the shared data', async () => {
    const scope = new AsyncLocalStorage<SiteData>();
    globalThis.__BLOG_SITE_DATA_SCOPE__ = scope;
    globalThis.__BLOG_SITE_DATA__ = data('live');
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    const live = (async () => {
      const seen: string[] = [];
      for (let i = 0; i < 4; i++) {
        seen.push((await getPosts())[0]!.slug);
        await tick();
      }
      return seen;
    })();
    const preview = scope.run(data('draft'), async () => {
      const seen: string[] = [];
      for (let i = 0; i < 4; i++) {
        await tick();
        seen.push((await getPost('draft'))?.slug ?? 'missing');
      }
      return seen;
    });
    expect(await preview).toEqual(['draft', 'draft', 'draft', 'draft']);
    expect(await live).toEqual(['live', 'live', 'live', 'live']);
    expect(siteData().posts[0]!.slug).toBe('live');
  });

  it('without a scope or outside it, the shared data', () => {
    globalThis.__BLOG_SITE_DATA__ = data('live');
    expect(siteData().posts[0]!.slug).toBe('live');
    globalThis.__BLOG_SITE_DATA_SCOPE__ = new AsyncLocalStorage<SiteData>();
    expect(siteData().posts[0]!.slug).toBe('live');
  });
});
