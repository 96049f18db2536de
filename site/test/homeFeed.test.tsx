import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeFeed } from '../src/islands/HomeFeed';
import type { SearchFn } from '../src/lib/pagefind';
import { advance, cards, deferred, pagedSearch } from './helpers';

const ALL = cards(25);

function setup(url: string, search: SearchFn = pagedSearch(ALL)) {
  window.history.replaceState(null, '', url);
  const featured = document.createElement('section');
  featured.id = 'featured';
  document.body.append(featured);
  render(<HomeFeed initialItems={ALL.slice(0, 10)} total={ALL.length} search={search} />);
  return { search, featured };
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const titles = () => screen.getAllByRole('article').map((article) => article.querySelector('h3')?.textContent);
const lastCall = (search: SearchFn) => vi.mocked(search).mock.lastCall?.[0];

describe('HomeFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('server-renders the first page of cards and Load More as a link to /page/2/ (it works without JavaScript)', () => {
    const html = renderToString(<HomeFeed initialItems={ALL.slice(0, 10)} total={25} search={pagedSearch(ALL)} />);
    expect(html).toContain('Latest Articles');
    expect(html).toContain('Post 10');
    expect(html).toContain('class="card"');
    expect(html).toMatch(/<a class="button load-more" href="\/page\/2\/">Load More<\/a>/);
  });

  it('server-renders no Load More when everything fits on the first page', () => {
    const html = renderToString(<HomeFeed initialItems={ALL.slice(0, 10)} total={10} search={pagedSearch(ALL)} />);
    expect(html).not.toContain('Load More');
  });

  it('with JavaScript a plain click on the link appends in place and moves the link on; a Ctrl-click follows it', async () => {
    const { search } = setup('/');
    await advance();
    const link = screen.getByRole('link', { name: 'Load More' });
    expect(link.getAttribute('href')).toBe('/page/2/');
    // A click that opens a tab is the browser's: not intercepted, nothing loaded here.
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(search).not.toHaveBeenCalled();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await advance();
    expect(titles()).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Load More' }).getAttribute('href')).toBe('/page/3/');
  });

  it("shows 'Latest Articles' and the server's first page without searching; the featured block stays", async () => {
    const { search, featured } = setup('/');
    await advance();
    expect(heading()).toBe('Latest Articles');
    expect(titles()).toHaveLength(10);
    expect(search).not.toHaveBeenCalled();
    expect(featured.hidden).toBe(false);
  });

  it('Load More appends the next pages of 10 (newest first) and disappears at the last page', async () => {
    const { search } = setup('/');
    await advance();
    fireEvent.click(screen.getByRole('link', { name: 'Load More' }));
    await advance();
    expect(lastCall(search)).toEqual({
      query: null,
      category: null,
      tag: null,
      sortBy: 'publishedAt',
      sortOrder: 'desc',
      page: 2,
      limit: 10,
    });
    expect(titles()).toHaveLength(20);
    expect(titles()[10]).toBe('Post 11');
    fireEvent.click(screen.getByRole('link', { name: 'Load More' }));
    await advance();
    expect(lastCall(search)).toMatchObject({ page: 3 });
    expect(titles()).toHaveLength(25);
    expect(screen.queryByRole('link', { name: 'Load More' })).toBeNull();
  });

  it.each([
    ['/?category=javascript', 'Category: javascript', { category: 'javascript', tag: null, query: null }],
    ['/?tag=react', 'Tag: react', { category: null, tag: 'react', query: null }],
    ['/?search=hooks', 'Search: "hooks"', { category: null, tag: null, query: 'hooks' }],
    ['/?q=state%20machines', 'Search: "state machines"', { category: null, tag: null, query: 'state machines' }],
  ])('with %s: heading %s, featured hidden, page 1 loaded from the index', async (url, title, params) => {
    const { search, featured } = setup(url, pagedSearch(cards(12, 100)));
    expect(screen.getByRole('status').textContent).toBe('Loading articles...');
    await advance();
    expect(heading()).toBe(title);
    expect(featured.hidden).toBe(true);
    expect(search).toHaveBeenCalledTimes(1);
    expect(lastCall(search)).toEqual({ ...params, sortBy: 'publishedAt', sortOrder: 'desc', page: 1, limit: 10 });
    expect(titles()[0]).toBe('Post 100');
    expect(titles()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await advance();
    expect(lastCall(search)).toMatchObject({ ...params, page: 2 });
    expect(titles()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("shows 'No articles found.' when a filter matches nothing", async () => {
    setup('/?tag=nothing', pagedSearch([]));
    await advance();
    expect(screen.getByRole('status').textContent).toBe('No articles found.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("shows 'Failed to fetch posts' when the filtered list cannot load", async () => {
    const pending = deferred<never>();
    setup(
      '/?category=javascript',
      vi.fn<SearchFn>(() => pending.promise),
    );
    await advance();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    pending.reject(new Error('offline'));
    await advance();
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch posts');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("shows 'Failed to load more posts' and keeps the list when Load More fails", async () => {
    const search = pagedSearch(ALL);
    setup('/', search);
    await advance();
    search.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByRole('link', { name: 'Load More' }));
    await advance();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load more posts');
    expect(titles()).toHaveLength(10);
    fireEvent.click(screen.getByRole('link', { name: 'Load More' }));
    await advance();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(titles()).toHaveLength(20);
  });

  it('marks the server-rendered list (hidden while a URL filter is unread) until a filter replaces it', async () => {
    const html = renderToString(<HomeFeed initialItems={ALL.slice(0, 10)} total={25} search={pagedSearch(ALL)} />);
    expect(html).toContain('data-unfiltered="true"');
    setup('/?tag=css');
    await advance();
    expect(document.querySelector('.home-feed')?.hasAttribute('data-unfiltered')).toBe(false);
  });

  it("a blank filter (?q=%20) is none: the page's early 'has-filter' mark is dropped", async () => {
    document.documentElement.classList.add('has-filter');
    const { search } = setup('/?q=%20');
    await advance();
    expect(document.documentElement.classList.contains('has-filter')).toBe(false);
    expect(search).not.toHaveBeenCalled();
    expect(titles()).toHaveLength(10);
  });
});
