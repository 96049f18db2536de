import { describe, it, expect } from 'vitest';
import { blocksToText, markdownToBlocks, readingTimeMinutes } from '../src/markdown';
import type { ContentBlock, ListBlock } from '../src/markdown';
import { fallbackBlocks, markdownToBlocksWith } from '../src/markdown/parseMarkdown';

/** The single block a one-block document yields. */
function only(markdown: string): ContentBlock {
  const blocks = markdownToBlocks(markdown);
  expect(blocks).toHaveLength(1);
  return blocks[0] as ContentBlock;
}

describe('markdownToBlocks: basics', () => {
  it('returns [] for empty and whitespace-only input', () => {
    expect(markdownToBlocks('')).toEqual([]);
    expect(markdownToBlocks('   \n\t\n  ')).toEqual([]);
  });

  it('maps a paragraph to inline html', () => {
    expect(only('Hello *world*, **bold** `code` ~~gone~~ and a  \nbreak.')).toEqual({
      type: 'paragraph',
      html: 'Hello <em>world</em>, <strong>bold</strong> <code>code</code> <del>gone</del> and a<br>\nbreak.',
    });
  });

  it('escapes special characters in text', () => {
    expect(only('1 < 2 & "x"')).toEqual({ type: 'paragraph', html: '1 &#x3C; 2 &#x26; "x"' });
  });

  it('keeps blocks in document order', () => {
    const types = markdownToBlocks('# T\n\ntext\n\n---\n\n```\nx\n```\n\n> q').map((block) => block.type);
    expect(types).toEqual(['heading', 'paragraph', 'divider', 'code', 'quote']);
  });

  it('resolves reference links defined elsewhere in the document', () => {
    const blocks = markdownToBlocks('See [the docs][docs].\n\n[docs]: /docs "Docs"');
    expect(blocks).toEqual([{ type: 'paragraph', html: 'See <a href="/docs" title="Docs">the docs</a>.' }]);
  });

  it('autolinks bare urls (GFM) as external links', () => {
    expect(only('Visit https://example.com now')).toEqual({
      type: 'paragraph',
      html: 'Visit <a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a> now',
    });
  });
});

describe('images', () => {
  it('maps a lone image with a title to an image block with caption', () => {
    expect(only('![A cat](/media/cat.jpg "Our cat, Tekir")')).toEqual({
      type: 'image',
      src: '/media/cat.jpg',
      alt: 'A cat',
      caption: 'Our cat, Tekir',
    });
  });

  it('omits the caption when there is no title', () => {
    const block = only('![Logo](https://cdn.example.com/logo.png)');
    expect(block).toEqual({ type: 'image', src: 'https://cdn.example.com/logo.png', alt: 'Logo' });
    expect('caption' in block).toBe(false);
  });

  it('accepts plain relative paths and strips markup from alt and caption', () => {
    expect(only('![a <b>bold</b> cat](img/cat.png "<i>cap</i>")')).toEqual({
      type: 'image',
      src: 'img/cat.png',
      alt: 'a bold cat',
      caption: 'cap',
    });
  });

  it('drops image blocks with an unsafe src', () => {
    expect(markdownToBlocks('![x](javascript:alert(1))')).toEqual([]);
    expect(markdownToBlocks('![x](data:image/png;base64,AAA)')).toEqual([]);
  });

  it('keeps an image mixed with text inside the paragraph html', () => {
    expect(only('Look: ![dot](/dot.png) here')).toEqual({
      type: 'paragraph',
      html: 'Look: <img src="/dot.png" alt="dot"> here',
    });
  });
});

describe('headings', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('maps level %i with text, html and id', (level) => {
    expect(only(`${'#'.repeat(level)} Level ${level} *title*`)).toEqual({
      type: 'heading',
      level,
      text: `Level ${level} title`,
      html: `Level ${level} <em>title</em>`,
      id: `level-${level}-title`,
    });
  });

  it('slugifies Turkish text to an ascii id', () => {
    expect(only('## Çığ Şöyle Işıl Ürün İstanbul')).toMatchObject({
      text: 'Çığ Şöyle Işıl Ürün İstanbul',
      id: 'cig-soyle-isil-urun-istanbul',
    });
  });

  it('maps setext headings too', () => {
    expect(only('Title\n=====')).toMatchObject({ type: 'heading', level: 1, id: 'title' });
  });
});

describe('code', () => {
  it('takes the first word of the info string, lowercased, as the language', () => {
    expect(only('```TypeScript title="a.ts"\nconst a = 1 < 2;\n```')).toEqual({
      type: 'code',
      language: 'typescript',
      content: 'const a = 1 < 2;',
    });
  });

  it("uses 'text' without a language", () => {
    expect(only('```\nplain <b>text</b>\n```')).toEqual({ type: 'code', language: 'text', content: 'plain <b>text</b>' });
    expect(only('    indented code')).toEqual({ type: 'code', language: 'text', content: 'indented code' });
  });

  it("falls back to 'text' for an implausible language name", () => {
    expect(only('```<script>\nx\n```')).toMatchObject({ type: 'code', language: 'text' });
  });
});

describe('quotes and callouts', () => {
  it('maps a plain blockquote to a quote', () => {
    expect(only('> First *para*.\n>\n> Second.')).toEqual({
      type: 'quote',
      html: '<p>First <em>para</em>.</p>\n<p>Second.</p>',
    });
  });

  it.each([
    ['NOTE', 'info', 'Note'],
    ['INFO', 'info', 'Info'],
    ['IMPORTANT', 'info', 'Important'],
    ['TIP', 'success', 'Tip'],
    ['SUCCESS', 'success', 'Success'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'error', 'Caution'],
    ['ERROR', 'error', 'Error'],
  ])('maps [!%s] to a %s callout titled %s', (marker, variant, title) => {
    expect(only(`> [!${marker}]\n> Body **text**.`)).toEqual({
      type: 'callout',
      variant,
      title,
      html: '<p>Body <strong>text</strong>.</p>',
    });
  });

  it('matches markers case-insensitively', () => {
    expect(only('> [!warning]\n> Careful.')).toMatchObject({ type: 'callout', variant: 'warning', title: 'Warning' });
    expect(only('> [!Tip]\n> Hi.')).toMatchObject({ type: 'callout', variant: 'success', title: 'Tip' });
  });

  it('uses the text after the marker as a custom title', () => {
    expect(only('> [!CAUTION] Do **not** delete\n> The database.')).toEqual({
      type: 'callout',
      variant: 'error',
      title: 'Do not delete',
      html: '<p>The database.</p>',
    });
  });

  it('keeps later paragraphs and blocks of the callout body', () => {
    expect(only('> [!NOTE] Heads up\n>\n> One.\n>\n> - two')).toEqual({
      type: 'callout',
      variant: 'info',
      title: 'Heads up',
      html: '<p>One.</p>\n<ul>\n<li>two</li>\n</ul>',
    });
  });

  it('allows a callout with a title only', () => {
    expect(only('> [!TIP] Just this')).toEqual({ type: 'callout', variant: 'success', title: 'Just this', html: '' });
  });

  it('treats unknown markers and markers not at the start as plain quotes', () => {
    expect(only('> [!DANGER]\n> x')).toMatchObject({ type: 'quote' });
    expect(only('> Text [!NOTE]')).toMatchObject({ type: 'quote' });
  });
});

describe('lists', () => {
  const item = (list: ContentBlock | ListBlock | undefined, index: number) => {
    if (list?.type !== 'list') throw new Error('not a list');
    return list.items[index];
  };

  it('maps a flat unordered list', () => {
    expect(only('- one\n- *two*')).toEqual({
      type: 'list',
      ordered: false,
      items: [
        { html: 'one', children: [] },
        { html: '<em>two</em>', children: [] },
      ],
    });
  });

  it('keeps the start number of ordered lists', () => {
    expect(only('3. three\n4. four')).toMatchObject({ type: 'list', ordered: true, start: 3 });
    expect(only('1. one')).toMatchObject({ type: 'list', ordered: true, start: 1 });
  });

  it('nests lists three levels deep (ordered inside unordered)', () => {
    const list = only('- top\n  1. middle a\n  2. middle b\n     - bottom\n- top 2');
    expect(list).toEqual({
      type: 'list',
      ordered: false,
      items: [
        {
          html: 'top',
          children: [
            {
              type: 'list',
              ordered: true,
              start: 1,
              items: [
                { html: 'middle a', children: [] },
                {
                  html: 'middle b',
                  children: [{ type: 'list', ordered: false, items: [{ html: 'bottom', children: [] }] }],
                },
              ],
            },
          ],
        },
        { html: 'top 2', children: [] },
      ],
    });
  });

  it('marks task list items as checked or not', () => {
    const list = only('- [x] done\n- [ ] todo\n- plain');
    expect(item(list, 0)).toEqual({ html: 'done', checked: true, children: [] });
    expect(item(list, 1)).toEqual({ html: 'todo', checked: false, children: [] });
    expect(item(list, 2)).toEqual({ html: 'plain', children: [] });
  });

  it("joins an item's paragraphs and keeps its other blocks", () => {
    const list = only('- first\n\n  second\n\n  ```\n  code\n  ```');
    expect(item(list, 0)).toEqual({
      html: 'first<br>second<pre><code>code\n</code></pre>',
      children: [],
    });
  });
});

describe('other blocks', () => {
  it('maps a thematic break to a divider', () => {
    expect(only('***')).toEqual({ type: 'divider' });
  });

  it('renders a GFM table as an html block, in a focusable box that scrolls sideways', () => {
    expect(only('| a | b |\n|:--|--:|\n| 1 | **2** |')).toEqual({
      type: 'html',
      html:
        '<div class="table-wrap" role="region" aria-label="Table 1" tabindex="0"><table>\n<thead>\n<tr>\n<th align="left">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td align="left">1</td>\n<td align="right"><strong>2</strong></td>\n</tr>\n</tbody>\n</table></div>',
    });
  });

  it('numbers the boxed tables of a document, raw HTML ones and those in lists too', () => {
    const blocks = markdownToBlocks(
      '| a |\n|---|\n| 1 |\n\n<table><tr><td>x</td></tr></table>\n\n- item\n\n  | b |\n  |---|\n  | 2 |',
    );
    const html = JSON.stringify(blocks);
    expect(html.match(/aria-label=\\"Table \d\\"/g)).toEqual([
      'aria-label=\\"Table 1\\"',
      'aria-label=\\"Table 2\\"',
      'aria-label=\\"Table 3\\"',
    ]);
    expect(html.match(/tabindex=\\"0\\"><table>/g)).toHaveLength(3);
  });

  it('keeps a raw html block, sanitised', () => {
    expect(only('<details open>\n<summary>More</summary>\n<p>Hidden <i>text</i></p>\n</details>')).toEqual({
      type: 'html',
      html: '<details open>\n<summary>More</summary>\n<p>Hidden <i>text</i></p>\n</details>',
    });
    expect(only('<div align="center"><kbd>Ctrl</kbd> + <kbd>C</kbd></div>')).toEqual({
      type: 'html',
      html: '<div align="center"><kbd>Ctrl</kbd> + <kbd>C</kbd></div>',
    });
  });

  it('numbers footnotes and lists them in a final html block', () => {
    const blocks = markdownToBlocks('A[^x] and B[^y].\n\n[^y]: Why.\n[^x]: Ex.');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        html:
          'A<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="">1</a></sup> and ' +
          'B<sup><a href="#user-content-fn-2" id="user-content-fnref-2" data-footnote-ref="">2</a></sup>.',
      },
      {
        type: 'html',
        html:
          '<section class="footnotes"><ol>\n' +
          '<li id="user-content-fn-1">Ex. <a href="#user-content-fnref-1" data-footnote-backref="" aria-label="Back to reference 1">↩</a></li>\n' +
          '<li id="user-content-fn-2">Why. <a href="#user-content-fnref-2" data-footnote-backref="" aria-label="Back to reference 2">↩</a></li>\n' +
          '</ol></section>',
      },
    ]);
  });
});

describe('parse failure fallback', () => {
  it('returns the raw text, escaped, as one paragraph (real trigger: nesting deep enough to overflow the stack)', () => {
    const markdown = `<div>${'<div>'.repeat(20_000)} "a" & 'b'`;
    expect(markdownToBlocks(markdown)).toEqual([
      { type: 'paragraph', html: `&lt;div&gt;${'&lt;div&gt;'.repeat(20_000)} &quot;a&quot; &amp; &#39;b&#39;` },
    ]);
  });

  it('catches an error thrown by the parser itself', () => {
    const failing = () => {
      throw new Error('boom');
    };
    expect(markdownToBlocksWith('# <b>Hi</b> & bye', failing)).toEqual([
      { type: 'paragraph', html: '# &lt;b&gt;Hi&lt;/b&gt; &amp; bye' },
    ]);
    expect(fallbackBlocks('<script>')).toEqual([{ type: 'paragraph', html: '&lt;script&gt;' }]);
  });

  it('still returns [] for blank input without calling the parser', () => {
    const failing = () => {
      throw new Error('should not be called');
    };
    expect(markdownToBlocksWith('  \n ', failing)).toEqual([]);
  });
});

describe('blocksToText and readingTimeMinutes', () => {
  it('extracts plain text from every block kind, entities decoded', () => {
    const blocks = markdownToBlocks(
      '# Title\n\nA *b* &amp; c.\n\n- one\n  - two\n\n> [!TIP] Hint\n> Body.\n\n' +
        '![alt](/a.png "Cap")\n\n---\n\n```js\nlet x;\n```\n\n| h |\n|---|\n| cell |',
    );
    expect(blocksToText(blocks)).toBe('Title\n\nA b & c.\n\none\ntwo\n\nHint\nBody.\n\nCap\n\nlet x;\n\nh\ncell');
  });

  it('counts 200 words per minute, rounded up, at least one minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes('word '.repeat(10))).toBe(1);
    expect(readingTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readingTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readingTimeMinutes(`# Head\n\n${'**word** '.repeat(999)}`)).toBe(5);
    expect(readingTimeMinutes(`${'kelime '.repeat(1000)}\n\n- ${'x '.repeat(1)}`)).toBe(6);
  });
});
