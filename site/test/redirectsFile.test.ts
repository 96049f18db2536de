/** The site's `_redirects` (engine/output/redirects.ts) and its place among the page kinds. */
import { describe, expect, it } from 'vitest';
import { formatRedirects, REDIRECTS_PATH } from '../engine/output/redirects';
import { pageKeys } from '../engine/paths';
import { fileOfPath } from '../engine/render/renderer';
import type { SiteModel } from '../engine/sync/model';

const model = (redirects?: SiteModel['redirects']): SiteModel => ({
  posts: [],
  categories: [],
  tags: [],
  thumbs: new Map(),
  redirects,
});

describe('_redirects', () => {
  it('one 301 line per old URL of a post, category and tag, a 410 for a deleted post, sorted', () => {
    const text = formatRedirects([
      { kind: 'tag', from: 'old-tag', to: 'new-tag' },
      { kind: 'post', from: 'old-post', to: 'new-post' },
      { kind: 'category', from: 'old-cat', to: 'new-cat' },
      { kind: 'post', from: 'deleted-post', to: null },
    ]);
    expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '/blog/deleted-post/ /404.html 410',
      '/blog/old-post/ /blog/new-post/ 301',
      '/category/old-cat/ /category/new-cat/ 301',
      '/tag/old-tag/ /tag/new-tag/ 301',
      '',
    ]);
  });

  it('never writes a line that leads to itself, and encodes slugs as URLs', () => {
    const text = formatRedirects([
      { kind: 'post', from: 'same', to: 'same' },
      { kind: 'post', from: 'a b', to: 'ç' },
    ]);
    expect(text).not.toContain('/blog/same/');
    expect(text).toContain('/blog/a%20b/ /blog/%C3%A7/ 301');
  });

  it('is the file `_redirects`, whose key changes exactly when the redirects do', () => {
    expect(fileOfPath(REDIRECTS_PATH)).toBe('_redirects');
    const none = pageKeys(model()).get(REDIRECTS_PATH);
    expect(none).toBeDefined();
    expect(pageKeys(model([])).get(REDIRECTS_PATH)).toBe(none);
    const one = pageKeys(model([{ kind: 'post', from: 'a', to: 'b' }])).get(REDIRECTS_PATH);
    expect(one).not.toBe(none);
    expect(pageKeys(model([{ kind: 'post', from: 'a', to: 'c' }])).get(REDIRECTS_PATH)).not.toBe(one);
  });
});
