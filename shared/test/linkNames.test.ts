import { describe, expect, it } from 'vitest';
import { markdownToBlocks } from '../src/markdown';

/** Issue #35: an image without alt text inside a link leaves the link without a name (axe link-name). */

function html(markdown: string): string {
  return markdownToBlocks(markdown)
    .map((block) => ('html' in block ? block.html : ''))
    .join('\n');
}
const altOf = (markup: string) => /<img[^>]*\salt="([^"]*)"/.exec(markup)?.[1];

describe('image links get a name', () => {
  it('names the image by its file name when it has neither alt text nor a title', () => {
    expect(altOf(html('[![](https://cdn.example.com/img/sunset-over_the-bosphorus.jpg?w=800)](https://example.com)'))).toBe(
      'sunset over the bosphorus',
    );
    expect(altOf(html('See [![](/media/photo%20one.webp)](/blog/x) here.'))).toBe('photo one');
  });

  it("prefers the image's title (the caption the author gave)", () => {
    expect(altOf(html('[![](/media/a.png "Galata at dusk")](/blog/galata)'))).toBe('Galata at dusk');
  });

  it('names raw HTML image links too, and falls back to "Image" when the address names no file', () => {
    expect(altOf(html('<a href="/x"><img src="/media/harbour-map.png"></a>'))).toBe('harbour map');
    expect(altOf(html('<a href="/x"><img src="https://example.com/" alt=""></a>'))).toBe('Image');
  });

  it('leaves links that already have a name alone', () => {
    expect(altOf(html('[![Bridge at night](/media/b.png)](/blog/b)'))).toBe('Bridge at night');
    // Named by its text: the image stays decorative.
    expect(altOf(html('[Read more ![](/media/arrow.png)](/blog/b)'))).toBe('');
    expect(altOf(html('<a href="/x" aria-label="Home"><img src="/media/logo.png" alt=""></a>'))).toBe('');
    // An image outside a link keeps what the author wrote.
    expect(html('Text ![](/media/inline.png) text')).toMatch(/<img[^>]*alt=""/);
  });
});
