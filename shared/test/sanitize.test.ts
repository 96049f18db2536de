import { describe, it, expect } from 'vitest';
import { markdownToBlocks } from '../src/markdown';
import type { ContentBlock } from '../src/markdown';
import { isSafeImageSrc } from '../src/markdown/sanitize';

/**
 * Payloads from OWASP's XSS filter-evasion cheat sheet (plus a few mXSS classics).
 * Each is fed both as a raw HTML block and inline inside a paragraph.
 */
const PAYLOADS: string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="javas&#99;ript&colon;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<body onload=alert(1)>',
  '<iframe src=javascript:alert(1)></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object type="text/x-scriptlet" data="http://xss.rocks/scriptlet.html"></object>',
  '<embed src="javascript:alert(1)">',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" type="image/svg+xml">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<DIV STYLE="width: expression(alert(1));">x</DIV>',
  '<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE><UL><LI>XSS</br>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<form action=javascript:alert(1)><button>x</button></form>',
  '<button formaction=javascript:alert(1)>x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<BODY BACKGROUND="javascript:alert(1)">',
  '<TABLE BACKGROUND="javascript:alert(1)"><tr><td>x</td></tr></TABLE>',
  '<IMG DYNSRC="javascript:alert(1)">',
  '<IMG LOWSRC="javascript:alert(1)">',
  '<IMG SRC=javascript:alert(1)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<picture><source srcset="javascript:alert(1)"><img src="/ok.png"></picture>',
  '<div itemscope itemtype="javascript:alert(1)">x</div>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<textarea><script>alert(1)</script></textarea>',
  '<!--<img src="--><img src=x onerror=alert(1)>',
  '<scr<script>ipt>alert(1)</script>',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](&#106;avascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD4=)',
  '![x](javascript:alert(1))',
  '![x](data:image/png;base64,AAA)',
  '![x](jav&#x09;ascript:alert(1))',
];

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
};

/** Decodes HTML character references, repeatedly (double-encoded values too). */
function decodeEntities(input: string): string {
  let previous = '';
  let text = input;
  while (text !== previous) {
    previous = text;
    text = text
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
      .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole);
  }
  return text;
}

const FORBIDDEN_TAGS = /<\s*(script|iframe|object|embed|style|form|meta|base|link)\b/i;
const EVENT_HANDLER = /\son[a-z]+\s*=/i;
const DANGEROUS_URL = /(javascript|vbscript|data):/i;

function assertSafe(blocks: ContentBlock[]): void {
  // JSON escapes \t and \n; unescape them before looking inside the values.
  const json = JSON.stringify(blocks);
  const decoded = decodeEntities(json.replace(/\\[tnr]/g, ' ').replace(/\\"/g, '"'));
  // Browsers ignore whitespace and control characters inside a URL scheme.
  // eslint-disable-next-line no-control-regex
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  for (const text of [json, decoded]) {
    expect(text).not.toMatch(FORBIDDEN_TAGS);
    expect(text).not.toMatch(EVENT_HANDLER);
  }
  expect(decoded).not.toMatch(DANGEROUS_URL);
  expect(compact).not.toMatch(DANGEROUS_URL);
}

describe('XSS payloads', () => {
  it('has a substantial payload list', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  describe.each(PAYLOADS)('%s', (payload) => {
    it('is neutralised as a raw html block', () => {
      const blocks = markdownToBlocks(`Before.\n\n${payload}\n\nAfter.`);
      // The document was really parsed (no fallback): the surrounding paragraphs survive.
      expect(blocks[0]).toEqual({ type: 'paragraph', html: 'Before.' });
      expect(blocks[blocks.length - 1]).toEqual({ type: 'paragraph', html: 'After.' });
      assertSafe(blocks);
    });

    it('is neutralised inline in a paragraph', () => {
      const blocks = markdownToBlocks(`Some text ${payload} more text.`);
      expect(blocks.length).toBeGreaterThan(0);
      expect(JSON.stringify(blocks)).toContain('Some text');
      assertSafe(blocks);
    });

    it('is neutralised inside a list, a quote and a callout', () => {
      const blocks = markdownToBlocks(`- item ${payload}\n\n> quote ${payload}\n\n> [!NOTE]\n> ${payload}`);
      expect(blocks.map((block) => block.type)).toEqual(['list', 'quote', 'callout']);
      assertSafe(blocks);
    });
  });

  it('escapes markup-like text that markdown does not treat as html', () => {
    // micromark rejects `//>` in inline html, so this stays (escaped) text.
    const [block] = markdownToBlocks('Some text <base href=javascript:alert(1)//> more.');
    expect(block).toEqual({ type: 'paragraph', html: 'Some text &#x3C;base href=javascript:alert(1)//> more.' });
  });

  it('drops attribute values holding markup (mutation XSS)', () => {
    const [block] = markdownToBlocks('<p title="</noscript><img src=x onerror=alert(1)>">x</p>');
    expect(block).toEqual({ type: 'html', html: '<p>x</p>' });
  });

  it('keeps the visible text of a javascript: autolink but not the link target', () => {
    const blocks = markdownToBlocks('<javascript:alert(1)>');
    expect(blocks).toEqual([{ type: 'paragraph', html: '<a>javascript:alert(1)</a>' }]);
  });

  it('drops raw html that sanitises to nothing', () => {
    expect(markdownToBlocks('<script>alert(1)</script>')).toEqual([]);
    expect(markdownToBlocks('<!-- a comment -->')).toEqual([]);
    expect(markdownToBlocks('<iframe src="https://example.com"></iframe>')).toEqual([]);
  });

  it('keeps safe raw html and strips only the dangerous parts', () => {
    const [block] = markdownToBlocks('<div class="x" onclick="alert(1)"><b>bold</b> <em>it</em></div>');
    expect(block).toEqual({ type: 'html', html: '<div><b>bold</b> <em>it</em></div>' });
  });

  it('prefixes ids from raw html to prevent DOM clobbering', () => {
    const [block] = markdownToBlocks('<p id="location">x</p>');
    expect(block).toEqual({ type: 'html', html: '<p id="user-content-location">x</p>' });
  });

  it('allows only http, https, mailto and relative hrefs', () => {
    const html = JSON.stringify(
      markdownToBlocks(
        '[a](https://a.com) [b](http://b.com) [c](mailto:c@d.com) [d](/d) [e](e.html) [f](#f) [g](ftp://g.com) [h](tel:1)',
      ),
    );
    for (const href of ['https://a.com', 'http://b.com', 'mailto:c@d.com', '/d', 'e.html', '#f']) {
      expect(html).toContain(`href=\\"${href}\\"`);
    }
    expect(html).not.toContain('ftp:');
    expect(html).not.toContain('tel:');
  });

  it('allows language classes on code and span only', () => {
    const [block] = markdownToBlocks(
      '<pre><code class="language-ts">x</code></pre><span class="language-js">y</span><div class="language-x">z</div>',
    );
    expect(block).toEqual({
      type: 'html',
      html: '<pre><code class="language-ts">x</code></pre><span class="language-js">y</span><div>z</div>',
    });
  });
});

describe('external links', () => {
  it('gives absolute http(s) links target and rel', () => {
    const [block] = markdownToBlocks('[a](https://example.com) and [b](http://example.org/x?y=1)');
    expect(block).toEqual({
      type: 'paragraph',
      html:
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a> and ' +
        '<a href="http://example.org/x?y=1" target="_blank" rel="noopener noreferrer">b</a>',
    });
  });

  it('marks external links in raw html, lists, headings, quotes and callouts too', () => {
    const blocks = markdownToBlocks(
      '<p><a href="https://x.com">raw</a></p>\n\n- [l](https://x.com)\n\n## [h](https://x.com)\n\n> [q](https://x.com)\n\n> [!TIP]\n> [c](https://x.com)',
    );
    const json = JSON.stringify(blocks);
    expect(json.match(/target=\\"_blank\\" rel=\\"noopener noreferrer\\"/g)).toHaveLength(5);
  });

  it('leaves relative, fragment and mailto links alone', () => {
    const [block] = markdownToBlocks('[a](/posts/x) [b](../y) [c](#top) [d](mailto:a@b.co)');
    expect(block).toEqual({
      type: 'paragraph',
      html: '<a href="/posts/x">a</a> <a href="../y">b</a> <a href="#top">c</a> <a href="mailto:a@b.co">d</a>',
    });
  });

  it('replaces a target/rel written in raw html', () => {
    const [internal, external] = markdownToBlocks(
      '<a href="/x" target="_top" rel="opener">in</a>\n\n<a href="https://x.com" target="_self">out</a>',
    );
    // A line holding inline html only is still a paragraph in markdown.
    expect(internal).toEqual({ type: 'paragraph', html: '<a href="/x">in</a>' });
    expect(external).toEqual({
      type: 'paragraph',
      html: '<a href="https://x.com" target="_blank" rel="noopener noreferrer">out</a>',
    });
  });
});

describe('isSafeImageSrc', () => {
  it.each(['https://cdn.example.com/a.png', 'http://x.com/a.png', '/media/a.png', 'media/a.png', './a.png', '../a.png'])(
    'accepts %s',
    (src) => expect(isSafeImageSrc(src)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:image/png;base64,AAA',
    'file:///etc/passwd',
    'ftp://x.com/a.png',
    '\\\\evil.com\\a.png',
    '',
  ])('rejects %j', (src) => expect(isSafeImageSrc(src)).toBe(false));
});
