import { describe, expect, it } from 'vitest';
import { hasCodeBlock, markdownToBlocks, plainCodeHtml, renderBlocks, type ContentBlock } from '../src/markdown/index';

describe('renderBlocks', () => {
  it('escapes the values it puts in attributes and text', () => {
    const blocks: ContentBlock[] = [
      { type: 'image', src: '/a.png?x=1&y="2"', alt: 'a "quoted" <alt>', caption: '<b>not bold</b>' },
      { type: 'callout', variant: 'warning', title: 'Say "hi" & <go>', html: '<p>ok</p>' },
    ];
    const html = renderBlocks(blocks);
    expect(html).toContain('src="/a.png?x=1&amp;y=&quot;2&quot;"');
    expect(html).toContain('alt="a &quot;quoted&quot; &lt;alt&gt;"');
    expect(html).toContain('<figcaption>&lt;b&gt;not bold&lt;/b&gt;</figcaption>');
    expect(html).toContain('aria-label="Say &quot;hi&quot; &amp; &lt;go&gt;"');
    expect(html).toContain('<span>Say &quot;hi&quot; &amp; &lt;go&gt;</span>');
  });

  it('uses the highlighted HTML of a code block by its index, plain escaped code otherwise', () => {
    const blocks = markdownToBlocks('Intro\n\n```js\nlet a = 1 < 2;\n```\n\n```\nplain <b>\n```');
    const html = renderBlocks(blocks, { highlighted: [null, '<pre class="shiki">HL</pre>'] });
    expect(html).toContain('<span class="code-block__lang">js</span>');
    expect(html).toContain('<pre class="shiki">HL</pre>');
    expect(html).toContain('<span class="code-block__lang">text</span>');
    expect(html).toContain('<pre class="astro-code" tabindex="0" data-language="text"><code>plain &lt;b&gt;</code></pre>');
    expect(html.match(/data-pagefind-ignore/g)).toHaveLength(2);
    expect(
      html.match(
        /<button type="button" class="code-block__copy" data-copy-code aria-label="Copy code to clipboard" hidden>Copy<\/button>/g,
      ),
    ).toHaveLength(2);
    expect(hasCodeBlock(blocks)).toBe(true);
    expect(hasCodeBlock(markdownToBlocks('no code'))).toBe(false);
  });

  it('drops trailing newlines of plain code, keeps its inner lines', () => {
    expect(plainCodeHtml('a\n\nb\n\n', 'ts')).toBe(
      '<pre class="astro-code" tabindex="0" data-language="ts"><code>a\n\nb</code></pre>',
    );
  });

  it('shows a markdown h1 as an h2 with its anchor id, and marks task lists', () => {
    const html = renderBlocks(markdownToBlocks('# Top\n\n- [x] done\n- [ ] open\n- plain\n\n3. three'));
    expect(html).toContain('<h2 id="top" class="heading-anchor">Top</h2>');
    expect(html).toContain(
      '<ul class="task-list"><li class="task-list__item"><input type="checkbox" checked disabled aria-label="Done">done</li>',
    );
    expect(html).toContain(
      '<li class="task-list__item"><input type="checkbox" disabled aria-label="To do">open</li><li>plain</li></ul>',
    );
    expect(html).toContain('<ol start="3"><li>three</li></ol>');
  });

  it('renders nothing for no blocks', () => {
    expect(renderBlocks([])).toBe('');
  });
});
