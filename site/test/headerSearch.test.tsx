import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from '../src/islands/HeaderSearch';
import type { SearchFn } from '../src/lib/pagefind';
import { advance, cards, deferred, pagedSearch } from './helpers';

function setup(search: SearchFn = pagedSearch(cards(8)), navigate = vi.fn()) {
  render(<HeaderSearch search={search} navigate={navigate} />);
  const toggle = screen.getByRole('button', { name: 'Search' });
  fireEvent.click(toggle);
  const input = screen.getByRole('searchbox', { name: 'Search articles' });
  return { toggle, input, navigate };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('HeaderSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('server-renders a closed toggle that controls the hidden panel', () => {
    const html = renderToString(<HeaderSearch search={pagedSearch([])} />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<button[^>]*aria-controls="[^"]+"/);
    expect(html).toContain('>Search</span>');
    expect(html).toMatch(/<div[^>]*hidden=""/);
  });

  it('opens on click and focuses the text box', () => {
    const { toggle, input } = setup();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(document.activeElement).toBe(input);
  });

  it('searches once, 300 ms after the last keystroke (typing again restarts the wait)', async () => {
    const search = pagedSearch(cards(3));
    const { input } = setup(search);
    type(input, 're');
    await advance(200);
    type(input, 'rea');
    await advance(299);
    expect(search).not.toHaveBeenCalled();
    await advance(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ query: 'rea', limit: 5, page: 1 }));
    await advance(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('shows at most 5 results with category, title, excerpt, author and en-US date, and a view-all link', async () => {
    const { input } = setup(pagedSearch(cards(8)));
    type(input, ' react ');
    await advance(300);
    const options = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem');
    expect(options).toHaveLength(5);
    const first = within(options[0]!);
    expect(first.getByText('JavaScript')).toBeTruthy();
    expect(first.getByText('Post 1')).toBeTruthy();
    expect(first.getByText('Excerpt of post 1')).toBeTruthy();
    expect(first.getByText('Author 1')).toBeTruthy();
    expect(first.getByText('March 5, 2026')).toBeTruthy();
    expect(first.getByRole('link').getAttribute('href')).toBe('/blog/post-1/');
    expect(screen.getByRole('link', { name: 'View all results' }).getAttribute('href')).toBe('/search?q=react');
    expect(screen.getByRole('status').textContent).toBe('Found 8 article(s)');
  });

  it("shows 'Searching...' while the search runs", async () => {
    const pending = deferred<Awaited<ReturnType<SearchFn>>>();
    const { input } = setup(vi.fn<SearchFn>(() => pending.promise));
    type(input, 'react');
    await advance(300);
    expect(screen.getByRole('status').textContent).toBe('Searching...');
    pending.resolve({ items: [], total: 0, totalPages: 0 });
    await advance();
    expect(screen.getByRole('status').textContent).toBe('No articles found for "react"');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View all results' })).toBeNull();
  });

  it("shows 'Error: {message}', with 'Search failed' when the error has no message", async () => {
    const search = vi.fn<SearchFn>().mockRejectedValueOnce(new Error('Index unavailable')).mockRejectedValueOnce(new Error(''));
    const { input } = setup(search);
    type(input, 'react');
    await advance(300);
    expect(screen.getByRole('status').textContent).toBe('Error: Index unavailable');
    type(input, 'vue');
    await advance(300);
    expect(screen.getByRole('status').textContent).toBe('Error: Search failed');
  });

  it('sends nothing for a blank query and clears the results at once', async () => {
    const search = pagedSearch(cards(3));
    const { input } = setup(search);
    type(input, '   ');
    await advance(1000);
    expect(search).not.toHaveBeenCalled();
    type(input, 'react');
    await advance(300);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    type(input, ' ');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await advance(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('moves the focus through the results with the arrow keys and opens one with Enter', async () => {
    const { input, navigate } = setup(pagedSearch(cards(3)));
    type(input, 'react');
    await advance(300);
    const links = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');
    const focused = () => document.activeElement;
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(focused()).toBe(links[0]);
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    expect(focused()).toBe(links[2]);
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    expect(focused()).toBe(links[0]);
    fireEvent.keyDown(focused()!, { key: 'ArrowUp' });
    expect(focused()).toBe(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(focused()).toBe(links[2]);
    fireEvent.keyDown(focused()!, { key: 'ArrowUp' });
    expect(focused()).toBe(links[1]);
    fireEvent.keyDown(focused()!, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/blog/post-2/');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('goes to /search?q= on Enter without a highlighted result, and does nothing when blank', async () => {
    const { input, navigate } = setup(pagedSearch(cards(3)));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).not.toHaveBeenCalled();
    type(input, 'react hooks');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/search?q=react%20hooks');
  });

  it('closes on Escape and gives the focus back to the toggle', async () => {
    const { toggle, input } = setup();
    type(input, 'react');
    await advance(300);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { toggle, input } = setup();
    fireEvent.pointerDown(input);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
