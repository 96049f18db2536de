import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchPage } from '../src/islands/SearchPage';
import type { TaxonomyOption } from '../src/islands/search-page/criteria';
import type { SearchFn } from '../src/lib/pagefind';
import { advance, card, cards, pagedSearch } from './helpers';

const categories: TaxonomyOption[] = [
  { name: 'JavaScript', slug: 'javascript', blogCount: 7 },
  { name: 'Design', slug: 'design', blogCount: 3 },
  { name: 'Empty', slug: 'empty', blogCount: 0 },
];
const tags: TaxonomyOption[] = [
  { name: 'React', slug: 'react', blogCount: 5 },
  { name: 'CSS', slug: 'css', blogCount: 2 },
];

function setup(url: string, search: SearchFn = pagedSearch(cards(30))) {
  window.history.replaceState(null, '', url);
  const replaceState = vi.spyOn(window.history, 'replaceState');
  const logSearch = vi.fn();
  const warm = vi.fn();
  render(<SearchPage categories={categories} tags={tags} search={search} warm={warm} logSearch={logSearch} />);
  return { search, replaceState, logSearch, warm };
}

const input = () => screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;
const status = () => screen.getByRole('status').textContent;
const lastCall = (search: SearchFn) => vi.mocked(search).mock.lastCall?.[0];
const openPanel = () => fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SearchPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('a blank /search is no search: no count, no list, nothing sent or logged; a hint and browse links', async () => {
    const { search, logSearch } = setup('/search');
    await advance(1000);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search Articles');
    expect(search).not.toHaveBeenCalled();
    expect(status()).toBe('');
    expect(screen.queryByText(/Found \d+ article/)).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.getByText('Type a word to search every article, or pick a category or tag.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'JavaScript' }).getAttribute('href')).toBe('/search?category=javascript');
    expect(screen.getByRole('link', { name: 'React' }).getAttribute('href')).toBe('/search?tag=react');
    // Spaces are blank too: still nothing sent, nothing logged.
    fireEvent.change(input(), { target: { value: '   ' } });
    await advance(1000);
    fireEvent.submit(input().form!);
    await advance(1000);
    expect(search).not.toHaveBeenCalled();
    expect(logSearch).not.toHaveBeenCalled();
    expect(status()).toBe('');
  });

  it('emptying the box clears the results without a search; a filter alone is a search', async () => {
    const { search, logSearch, replaceState } = setup('/search?q=hooks');
    await advance();
    expect(status()).toBe('Found 30 article(s)');
    fireEvent.change(input(), { target: { value: ' ' } });
    await advance(300);
    expect(search).toHaveBeenCalledTimes(1);
    expect(status()).toBe('');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/search');
    expect(logSearch).toHaveBeenCalledTimes(1);
    openPanel();
    select('Category', 'design');
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await advance();
    expect(lastCall(search)).toEqual({
      query: null,
      category: 'design',
      tag: null,
      sortBy: 'publishedAt',
      sortOrder: 'desc',
      page: 1,
      limit: 12,
    });
    expect(status()).toBe('Found 30 article(s)');
    expect(logSearch).toHaveBeenCalledTimes(1);
  });

  it('Load More pages a search to the end', async () => {
    const { search } = setup('/search?category=javascript');
    await advance();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await advance();
    expect(lastCall(search)).toMatchObject({ category: 'javascript', page: 2, limit: 12 });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await advance();
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(screen.getByText('Post 30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('reads q (or its alias search), category and tag from the URL and writes the URL back', async () => {
    const { search, replaceState, logSearch } = setup('/search?search=hooks&category=javascript&tag=react');
    await advance();
    expect(input().value).toBe('hooks');
    expect(search).toHaveBeenCalledTimes(1);
    expect(lastCall(search)).toMatchObject({ query: 'hooks', category: 'javascript', tag: 'react', page: 1 });
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/search?q=hooks&category=javascript&tag=react');
    expect(window.location.search).toBe('?q=hooks&category=javascript&tag=react');
    expect(logSearch).toHaveBeenCalledWith('hooks', 30);
    await advance(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('searches 300 ms after typing, updates the URL, resets to page 1 and logs the search', async () => {
    const { search, replaceState, logSearch } = setup('/search?q=old');
    await advance();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await advance();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    fireEvent.change(input(), { target: { value: 'new' } });
    await advance(299);
    expect(search).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(search).toHaveBeenCalledTimes(3);
    expect(lastCall(search)).toMatchObject({ query: 'new', page: 1 });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/search?q=new');
    expect(logSearch).toHaveBeenLastCalledWith('new', 30);
  });

  it('shows a chip per active filter; removing one updates the search and the URL', async () => {
    const { search, replaceState } = setup('/search?q=hooks&category=javascript&tag=react');
    await advance();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent?.replace('×', '')),
    ).toEqual(['Search: "hooks"', 'Category: JavaScript', 'Tag: React']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Category: JavaScript' }));
    await advance();
    expect(lastCall(search)).toMatchObject({ query: 'hooks', category: null, tag: 'react', page: 1 });
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/search?q=hooks&tag=react');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Search: "hooks"' }));
    await advance();
    expect(input().value).toBe('');
    expect(lastCall(search)).toMatchObject({ query: null, tag: 'react' });
    expect(screen.getAllByRole('button', { name: /^Remove filter/ })).toHaveLength(1);
  });

  it("applies the panel's choices only on 'Apply Filters'", async () => {
    const { search, replaceState } = setup('/search');
    await advance();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    openPanel();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      screen.getAllByRole('option', { name: /Sort|Published Date|Title|View Count|Created Date/ }).map((o) => o.textContent),
    ).toEqual(['Published Date', 'Title', 'View Count', 'Created Date']);
    select('Category', 'design');
    select('Tag', 'css');
    select('Sort By', 'viewCount');
    select('Order', 'asc');
    await advance(1000);
    expect(search).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await advance();
    expect(search).toHaveBeenCalledTimes(1);
    expect(lastCall(search)).toEqual({
      query: null,
      category: 'design',
      tag: 'css',
      sortBy: 'viewCount',
      sortOrder: 'asc',
      page: 1,
      limit: 12,
    });
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/search?category=design&tag=css');
    expect((screen.getByRole('option', { name: 'Empty (0)' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it("'Clear Filters' resets the query, the filters, the sort and the URL", async () => {
    const { search, replaceState } = setup('/search?q=hooks&category=javascript');
    await advance();
    openPanel();
    select('Sort By', 'title');
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await advance();
    expect(lastCall(search)).toMatchObject({ sortBy: 'title', query: 'hooks' });
    const calls = vi.mocked(search).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await advance();
    expect(search).toHaveBeenCalledTimes(calls);
    expect(status()).toBe('');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(input().value).toBe('');
    expect((screen.getByLabelText('Sort By') as HTMLSelectElement).value).toBe('publishedAt');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/search');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('submits at once on Enter, and not when blank', async () => {
    const { search } = setup('/search');
    await advance();
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.submit(input().form!);
    await advance();
    expect(search).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { value: 'css grid' } });
    fireEvent.submit(input().form!);
    await advance();
    expect(search).toHaveBeenCalledTimes(1);
    expect(lastCall(search)).toMatchObject({ query: 'css grid' });
    await advance(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('shows the no-match state with a link home and search suggestions', async () => {
    const { logSearch } = setup('/search?q=nothing', pagedSearch([]));
    await advance();
    expect(status()).toBe('Found 0 article(s)');
    expect(screen.getByText('No articles found matching your criteria.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    const suggestions = screen.getByRole('region', { name: 'Search suggestions' });
    const links = within(suggestions)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['JavaScript', '/search?category=javascript'],
      ['Design', '/search?category=design'],
      ['React', '/search?tag=react'],
      ['CSS', '/search?tag=css'],
    ]);
    expect(within(suggestions).getAllByRole('listitem').length).toBeGreaterThan(links.length);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(logSearch).toHaveBeenCalledWith('nothing', 0);
  });

  it("shows 'Error: {message}' when the search fails ('Search failed' without a message)", async () => {
    setup('/search?q=x', vi.fn<SearchFn>().mockRejectedValue(new Error('')));
    await advance();
    expect(screen.getByRole('alert').textContent).toBe('Error: Search failed');
  });

  it("keeps the list and shows 'Error: {message}' when Load More fails ('Load more failed' without a message)", async () => {
    const search = pagedSearch(cards(30));
    setup('/search?tag=react', search);
    await advance();
    search.mockRejectedValueOnce(new Error('Chunk missing')).mockRejectedValueOnce({});
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await advance();
    expect(screen.getByRole('alert').textContent).toBe('Error: Chunk missing');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await advance();
    expect(screen.getByRole('alert').textContent).toBe('Error: Load more failed');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await advance();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(24);
  });

  it('loads the first result image with priority and the others lazily', async () => {
    setup('/search?q=x', pagedSearch([card(1), card(3), card(5)]));
    await advance();
    const images = document.querySelectorAll('.card__image img');
    expect([...images].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
  });

  it('starts loading the search index when the box gets the focus', async () => {
    const { warm, search } = setup('/search');
    await advance();
    expect(warm).not.toHaveBeenCalled();
    fireEvent.focus(input());
    expect(warm).toHaveBeenCalledTimes(1);
    expect(search).not.toHaveBeenCalled();
  });

  it("drops the page's 'has-filter' mark (which hides the server-rendered hint) once the URL is read", async () => {
    document.documentElement.classList.add('has-filter');
    setup('/search?tag=css', pagedSearch(cards(3)));
    await advance();
    expect(document.documentElement.classList.contains('has-filter')).toBe(false);
    expect(screen.queryByText(/Type a word to search/)).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
