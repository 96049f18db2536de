import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareMenu } from '../src/islands/ShareMenu';
import { advance } from './helpers';

const URL_ = 'https://blog.example.com/blog/hello-world/';
const TITLE = 'Hello & welcome';

function setNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

function setup() {
  render(
    <div>
      <p>outside</p>
      <ShareMenu url={URL_} title={TITLE} />
    </div>,
  );
  const toggle = screen.getByRole('button', { name: 'Share' });
  const panel = () => document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
  fireEvent.click(toggle);
  return { toggle, panel };
}

describe('ShareMenu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setNavigator('share', undefined);
  });
  afterEach(() => {
    setNavigator('share', undefined);
  });

  it('opens and closes with its toggle and focuses the first item', () => {
    const { toggle, panel } = setup();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Share on X' }));
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
  });

  it.each([
    ['Share on X', `https://x.com/intent/tweet?url=${encodeURIComponent(URL_)}&text=Hello%20%26%20welcome`],
    ['Share on LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(URL_)}`],
    ['Share on WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${URL_}`)}`],
  ])('%s opens a 600x400 popup', (name, expected) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { toggle } = setup();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0]!;
    expect(url).toBe(expected);
    expect(target).toBe('_blank');
    expect(String(features).split(',')).toEqual(expect.arrayContaining(['width=600', 'height=400', 'noopener']));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("copies the link: 'Link copied!' for 2 s", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator('clipboard', { writeText });
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await advance();
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole('button', { name: 'Link copied!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Link copied!');
    await advance(1999);
    expect(screen.queryByRole('button', { name: 'Link copied!' })).not.toBeNull();
    await advance(1);
    expect(screen.queryAllByText('Link copied!')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it.each([
    ['the clipboard refuses', { writeText: () => Promise.reject(new Error('denied')) }],
    ['there is no clipboard', undefined],
  ])("shows 'Failed to copy link.' when %s", async (_name, clipboard) => {
    setNavigator('clipboard', clipboard);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await advance();
    expect(screen.getByRole('status').textContent).toBe('Failed to copy link.');
    expect(screen.queryByText('Link copied!')).toBeNull();
  });

  it('closes on a click outside but not inside', () => {
    const { toggle } = setup();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Copy link' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrow keys and closes on Escape, focusing the toggle', () => {
    const { toggle, panel } = setup();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Share on LinkedIn');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Copy link');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('offers the native share only when navigator.share exists', async () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });

  it('uses navigator.share with the title and URL', async () => {
    const share = vi.fn(() => Promise.resolve());
    setNavigator('share', share);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_ });
    await advance();
  });
});
