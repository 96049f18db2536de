import { getRssString } from '@astrojs/rss';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import type { StoredPost } from '../src/lib/loaders/storedPost';
import { rssItem } from '../src/lib/rssItem';

const TRICKY = '<b>bold</b> & "quotes"';

function post(overrides: Partial<StoredPost> = {}): StoredPost {
  return {
    id: 7,
    title: 'Escaping <b>titles</b> & more',
    slug: 'escaping',
    excerpt: TRICKY,
    summary: TRICKY,
    categoryId: 1,
    category: { id: 1, name: 'Q&A', slug: 'q-a' },
    tags: [{ id: 2, name: 'C<T>', slug: 'c-t' }],
    featuredImage: null,
    status: 'PUBLISHED',
    publishedAt: '2026-03-05T10:00:00.000Z',
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    viewCount: 0,
    readingTime: 1,
    author: { name: 'Ann & "Bob" <ab>', avatar: null, bio: null },
    ...overrides,
  } as StoredPost;
}

/** The feed as a feed reader gets it: built like /rss.xml, read by a real RSS parser. */
async function readFeed(item: StoredPost) {
  const xml = await getRssString({
    title: 'The Blog',
    description: 'Test',
    site: 'https://blog.example',
    items: [rssItem(item, '/blog/escaping/', item.author?.name ?? 'Admin')],
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
  });
  const feed = await new Parser({ customFields: { item: ['dc:creator'] } }).parseString(xml);
  return { xml, item: feed.items[0]! as Parser.Item & { 'dc:creator'?: string } };
}

describe('RSS items', () => {
  it('give a feed reader the excerpt as text: its markup characters are shown, not rendered', async () => {
    const { item } = await readFeed(post());
    // <description> is HTML for a reader: its text (what the reader shows) is the excerpt exactly.
    expect(item.contentSnippet).toBe(TRICKY);
    expect(item.content).toBe('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;');
    expect(item.content).not.toContain('<b>');
  });

  it('keep the title, link, author and categories exact', async () => {
    const { item } = await readFeed(post());
    expect(item.title).toBe('Escaping <b>titles</b> & more');
    expect(item.link).toBe('https://blog.example/blog/escaping/');
    expect(item['dc:creator']).toBe('Ann & "Bob" <ab>');
    expect(item.categories).toEqual(['Q&A', 'C<T>']);
    expect(item.isoDate).toBe('2026-03-05T10:00:00.000Z');
  });

  it('leave a plain excerpt as it is', async () => {
    const { item } = await readFeed(post({ summary: 'Plain words, nothing else.' }));
    expect(item.content).toBe('Plain words, nothing else.');
    expect(item.contentSnippet).toBe('Plain words, nothing else.');
  });
});
