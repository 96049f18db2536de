/**
 * Markdown → article content blocks (spec section 3). Parsing is remark (GFM);
 * every HTML field goes through the sanitising hast pipeline of ./render.
 */
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import { combineExtensions } from 'micromark-util-combine-extensions';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import type { Code, Definition, Heading, Paragraph, Root, RootContent } from 'mdast';
import type { CodeBlock, ContentBlock, HeadingBlock, ImageBlock } from './blocks';
import { slugify } from '../slugify';
import { detectCallout } from './callouts';
import { extractFootnotes, footnotesList } from './footnotes';
import { markdownLimitExceeded } from './limits';
import { listToBlock } from './lists';
import { createRenderer } from './render';
import type { Renderer } from './render';
import { isSafeImageSrc } from './sanitize';
import { escapeHtml, hastToText, stripTags } from './text';

/**
 * GFM (remark-gfm's five extensions, in its order), each with a text it cannot match without.
 * Every extension tries its constructs all through a body, and together they were ~60% of the
 * parse: a body without `|` gets no table extension, and so on, and parses to the same tree.
 */
const GFM = [
  // www., http(s):// and e-mail addresses (mailto: and xmpp: ones hold an @ too).
  { needs: /www\.|https?:|@/i, micromark: gfmAutolinkLiteral(), mdast: gfmAutolinkLiteralFromMarkdown() },
  { needs: /\[\^/, micromark: gfmFootnote(), mdast: gfmFootnoteFromMarkdown() },
  { needs: /~/, micromark: gfmStrikethrough(), mdast: gfmStrikethroughFromMarkdown() },
  // A table's delimiter row has pipes, or a colon against its dashes (`:-`, `-:`: one column, no pipes).
  { needs: /\||:-|-:/, micromark: gfmTable(), mdast: gfmTableFromMarkdown() },
  { needs: /\[[\sxX]\]/, micromark: gfmTaskListItem(), mdast: gfmTaskListItemFromMarkdown() },
];

const processors = new Map<number, Processor<Root>>();

/** A remark parser with the GFM extensions whose bit is set in `mask`. */
function processorFor(mask: number): Processor<Root> {
  let processor = processors.get(mask);
  if (!processor) {
    const used = GFM.filter((_, index) => mask & (1 << index));
    processor = unified()
      .use(remarkParse)
      .use(function gfmSubset() {
        const data = this.data();
        // Combined as remark-gfm combines them: all five give remark-gfm's own parser.
        (data.micromarkExtensions ??= []).push(combineExtensions(used.map((extension) => extension.micromark)));
        (data.fromMarkdownExtensions ??= []).push(...used.map((extension) => extension.mdast));
      }) as unknown as Processor<Root>;
    processors.set(mask, processor);
  }
  return processor;
}

/** Parses markdown into an mdast root. */
export type MarkdownParser = (markdown: string) => Root;

/** Remark with the GFM extensions the text can use (the tests hold it equal to remark-gfm's parser). */
export const parseMarkdown: MarkdownParser = (markdown) =>
  processorFor(GFM.reduce((mask, extension, index) => (extension.needs.test(markdown) ? mask | (1 << index) : mask), 0)).parse(
    markdown,
  );

/** The result of a failed parse: the raw text, escaped, as one paragraph. */
export function fallbackBlocks(markdown: string): ContentBlock[] {
  return [{ type: 'paragraph', html: escapeHtml(String(markdown)) }];
}

/**
 * A body beyond the parser's bounds (see ./limits; refused at save, but it may predate the
 * rule) is shown as its text, flat: one escaped paragraph per blank-line-separated chunk.
 */
export function plainTextBlocks(markdown: string): ContentBlock[] {
  return markdown
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => ({ type: 'paragraph', html: escapeHtml(chunk) }));
}

/** A paragraph holding a single image and nothing but whitespace → image block. */
function toImageBlock(paragraph: Paragraph): ImageBlock | null | undefined {
  const meaningful = paragraph.children.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
  const image = meaningful[0];
  if (meaningful.length !== 1 || image?.type !== 'image') return undefined;
  if (!isSafeImageSrc(image.url)) return null;
  const block: ImageBlock = { type: 'image', src: image.url.trim(), alt: stripTags(image.alt ?? '') };
  const caption = stripTags(image.title ?? '').trim();
  if (caption) block.caption = caption;
  return block;
}

function toHeadingBlock(heading: Heading, render: Renderer): HeadingBlock {
  const text = hastToText(render.inlineTree(heading.children)).replace(/\s+/g, ' ');
  const html = render.inline(heading.children);
  return { type: 'heading', level: heading.depth, text, html, id: slugify(text) };
}

function toCodeBlock(code: Code): CodeBlock {
  const word = (code.lang ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  // Anything unusual in the info string is not a language name we can trust.
  const language = /^[a-z0-9_+#.-]+$/.test(word) ? word : 'text';
  return { type: 'code', language, content: code.value };
}

/** Wraps sanitised HTML in a block of the given type, dropping it when empty. */
function htmlBlock<T extends 'paragraph' | 'quote' | 'html'>(type: T, html: string) {
  return html === '' ? null : { type, html };
}

function toBlock(node: RootContent, render: Renderer): ContentBlock | null | undefined {
  switch (node.type) {
    case 'paragraph': {
      const image = toImageBlock(node);
      return image === undefined ? htmlBlock('paragraph', render.inline(node.children)) : image;
    }
    case 'heading':
      return toHeadingBlock(node, render);
    case 'code':
      return toCodeBlock(node);
    case 'blockquote': {
      const callout = detectCallout(node);
      if (!callout) return htmlBlock('quote', render.html(node.children));
      const { variant, title, body } = callout;
      return { type: 'callout', variant, title, html: render.html(body) };
    }
    case 'list':
      return listToBlock(node, render);
    case 'thematicBreak':
      return { type: 'divider' };
    case 'definition':
      return null;
    default:
      // html, table and anything else as sanitised HTML (dropped when nothing survives).
      return htmlBlock('html', render.html([node]));
  }
}

/**
 * Markdown → blocks with an injectable parser. Exported for tests (to exercise
 * the failure fallback); use `markdownToBlocks`.
 */
export function markdownToBlocksWith(markdown: string, parse: MarkdownParser): ContentBlock[] {
  if (typeof markdown !== 'string' || markdown.trim() === '') return [];
  if (markdownLimitExceeded(markdown)) return plainTextBlocks(markdown);
  try {
    const tree = parse(markdown);
    const footnotes = extractFootnotes(tree);
    const definitions = tree.children.filter((node): node is Definition => node.type === 'definition');
    const render = createRenderer(definitions);
    const blocks: ContentBlock[] = [];
    for (const node of tree.children) {
      const block = toBlock(node, render);
      if (block) blocks.push(block);
    }
    if (footnotes.length > 0) {
      const list = render.html([footnotesList(footnotes)]);
      blocks.push({ type: 'html', html: `<section class="footnotes">${list}</section>` });
    }
    return blocks;
  } catch {
    return fallbackBlocks(markdown);
  }
}

/** Converts markdown into sanitised content blocks; never throws. */
export function markdownToBlocks(markdown: string): ContentBlock[] {
  return markdownToBlocksWith(markdown, parseMarkdown);
}
