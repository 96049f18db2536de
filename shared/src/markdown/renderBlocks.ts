/**
 * Article content blocks → the article body's HTML, written once for the public site and the
 * admin preview (so the preview is the article). Markup and classes are the site's article
 * styles' (`@blog/shared/styles/article.css`). Every block `html` field is already sanitised.
 */
import type { CalloutBlock, CalloutVariant, CodeBlock, ContentBlock, ImageBlock, ListBlock } from './blocks';
import { EN } from '../messages/en';
import { escapeHtml } from './text';

/** The icons of the callout titles (24×24 stroke paths); the site's icon set reuses them. */
export const CALLOUT_ICON_PATHS = {
  info: '<circle cx="12" cy="12" r="10"/><path d="M12 16v-4M12 8h.01"/>',
  warning:
    '<path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"/><path d="M12 9v4M12 17h.01"/>',
  'check-circle': '<circle cx="12" cy="12" r="10"/><path d="m8.5 12.5 2.5 2.5 5-5.5"/>',
  'alert-octagon': '<path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9z"/><path d="M12 8v4M12 16h.01"/>',
} as const;

const CALLOUT_ICONS: Record<CalloutVariant, keyof typeof CALLOUT_ICON_PATHS> = {
  info: 'info',
  warning: 'warning',
  success: 'check-circle',
  error: 'alert-octagon',
};

export interface RenderBlocksOptions {
  /**
   * Highlighted `<pre>` HTML of the code blocks, by block index (the site's build-time Shiki
   * output). A code block without one is shown as plain escaped code in the same markup.
   */
  highlighted?: readonly (string | null | undefined)[];
}

/** `name="value"` pairs; undefined values are left out. */
function attrs(pairs: Record<string, string | number | undefined>): string {
  return Object.entries(pairs)
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
}

/** Unhighlighted code, marked up like the highlighter's `<pre>` (same classes, same focus stop). */
export function plainCodeHtml(code: string, language: string): string {
  const lang = language || 'text';
  return `<pre class="astro-code"${attrs({ tabindex: 0, 'data-language': lang })}><code>${escapeHtml(code.replace(/\n+$/, ''))}</code></pre>`;
}

/**
 * A code block with its language label and Copy button. The button stays hidden until the
 * site's script wires it up (no JavaScript, no dead button). Not in the search index: its
 * chrome and code tokens matched unrelated queries through Pagefind's prefix matching.
 */
function codeBlock(block: CodeBlock, highlighted: string | null | undefined): string {
  const label = block.language === '' ? 'text' : block.language;
  const button = `<button type="button" class="code-block__copy" data-copy-code${attrs({ 'aria-label': EN.site.copyCodeLabel })} hidden>${escapeHtml(EN.site.copyCode)}</button>`;
  const bar = `<div class="code-block__bar"><span class="code-block__lang">${escapeHtml(label)}</span>${button}</div>`;
  const pre = highlighted ?? plainCodeHtml(block.content, block.language);
  return `<div class="code-block" data-code-block data-pagefind-ignore>${bar}${pre}</div>`;
}

function callout(block: CalloutBlock): string {
  const icon = CALLOUT_ICON_PATHS[CALLOUT_ICONS[block.variant]];
  const svg = `<svg class="icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${icon}</svg>`;
  const label = attrs({ 'aria-label': block.title || undefined });
  const title = `<div class="callout__title">${svg}<span>${escapeHtml(block.title)}</span></div>`;
  return `<aside class="callout callout--${block.variant}" role="note"${label}>${title}<div class="callout__body">${block.html}</div></aside>`;
}

/** A body image: lazy, with reserved space (a 16:9 box until it loads), caption as <figcaption>. */
function image(block: ImageBlock): string {
  const img = `<img${attrs({ src: block.src, alt: block.alt, loading: 'lazy', decoding: 'async', width: 1200, height: 675 })}>`;
  const caption = block.caption ? `<figcaption>${escapeHtml(block.caption)}</figcaption>` : '';
  return `<figure class="post-figure">${img}${caption}</figure>`;
}

/** An ordered or unordered list, with GFM task items and nested lists. */
function list(block: ListBlock): string {
  const tag = block.ordered ? 'ol' : 'ul';
  const start = block.ordered && block.start !== undefined && block.start !== 1 ? block.start : undefined;
  const isTaskList = block.items.some((item) => item.checked !== undefined);
  const items = block.items.map((item) => {
    const isTask = item.checked !== undefined;
    const box = isTask
      ? `<input type="checkbox"${item.checked ? ' checked' : ''} disabled${attrs({ 'aria-label': item.checked ? EN.site.taskDone : EN.site.taskOpen })}>`
      : '';
    return `<li${isTask ? ' class="task-list__item"' : ''}>${box}${item.html}${item.children.map(list).join('')}</li>`;
  });
  return `<${tag}${attrs({ start, class: isTaskList ? 'task-list' : undefined })}>${items.join('')}</${tag}>`;
}

function block(block: ContentBlock, highlighted: string | null | undefined): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${block.html}</p>`;
    case 'heading': {
      // The page title is the only h1: a markdown h1 is shown as an h2.
      const tag = `h${Math.min(Math.max(block.level, 2), 6)}`;
      return `<${tag}${attrs({ id: block.id || undefined, class: 'heading-anchor' })}>${block.html}</${tag}>`;
    }
    case 'image':
      return image(block);
    case 'code':
      return codeBlock(block, highlighted);
    case 'quote':
      return `<blockquote>${block.html}</blockquote>`;
    case 'list':
      return list(block);
    case 'divider':
      return '<hr>';
    case 'callout':
      return callout(block);
    case 'html':
      // Raw HTML and tables (each table comes boxed from the parser: see ./render).
      return `<div class="html-block">${block.html}</div>`;
  }
}

/** The article body's HTML for these blocks. */
export function renderBlocks(blocks: readonly ContentBlock[], options: RenderBlocksOptions = {}): string {
  const highlighted = options.highlighted ?? [];
  return blocks.map((each, index) => block(each, highlighted[index])).join('');
}

/** Whether the body has a code block (the site then adds its Copy button script). */
export function hasCodeBlock(blocks: readonly ContentBlock[]): boolean {
  return blocks.some((each) => each.type === 'code');
}
