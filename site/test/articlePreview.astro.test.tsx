/**
 * The admin preview is the article: for the same markdown, the admin's preview component and the
 * site's article body (Blocks.astro, rendered by Astro) produce the same HTML.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getContainerRenderer as reactRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markdownToBlocks, plainCodeHtml, type ContentBlock } from '@blog/shared/markdown';
// The one test that crosses the workspaces: it compares the admin's preview with the site's article.
// eslint-disable-next-line house/boundaries
import { MarkdownPreview } from '../../cms/src/admin/blogForm/preview/MarkdownPreview';
import Blocks from '../src/components/blocks/Blocks.astro';

const ARTICLE = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/test/fixtures/article.md'), 'utf8');

/** Parsed and serialised by one DOM, so entity spellings (&#x26; / &amp;) do not count. */
function canonical(html: string, { codeAsText = false } = {}): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  for (const script of box.querySelectorAll('script')) script.remove();
  // Highlighting is the one allowed difference: the preview shows the same code, unhighlighted.
  if (codeAsText) for (const pre of box.querySelectorAll('.code-block pre')) pre.replaceWith(pre.textContent ?? '');
  return box.innerHTML.trim();
}

async function siteBody(blocks: ContentBlock[], highlighted?: (string | null)[]): Promise<string> {
  // Astro 6+ containers render framework islands only with the renderers they are given.
  const container = await AstroContainer.create({ renderers: await loadRenderers([reactRenderer()]) });
  return container.renderToString(Blocks, { props: { blocks, highlighted } });
}

function previewBody(markdown: string): string {
  const { container } = render(<MarkdownPreview markdown={markdown} />);
  const body = container.querySelector('.prose');
  if (!body) throw new Error('no preview body');
  return body.innerHTML;
}

describe('admin preview = live article', () => {
  const blocks = markdownToBlocks(ARTICLE);

  it('the fixture covers every block kind', () => {
    const kinds = new Set(blocks.map((block) => block.type));
    expect([...kinds].sort()).toEqual(['callout', 'code', 'divider', 'heading', 'html', 'image', 'list', 'paragraph', 'quote']);
  });

  it('gives the same HTML when the site is given the code unhighlighted', async () => {
    const plain = blocks.map((block) => (block.type === 'code' ? plainCodeHtml(block.content, block.language) : null));
    const site = canonical(await siteBody(blocks, plain));
    expect(site).toContain('class="callout callout--warning"');
    expect(canonical(previewBody(ARTICLE))).toBe(site);
  });

  it('differs from the highlighted article only inside the code', async () => {
    const site = await siteBody(blocks);
    expect(site).toContain('astro-code github-dark-default');
    expect(site).toContain('data-copy-code'); // and the Copy script comes with it
    expect(site).toMatch(/<script\b/);
    expect(canonical(previewBody(ARTICLE), { codeAsText: true })).toBe(canonical(site, { codeAsText: true }));
  });
});
