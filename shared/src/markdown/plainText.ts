/** Plain text of content blocks, for excerpts and reading time. */
import type { ContentBlock, ListBlock } from './blocks';
import { markdownToBlocks } from './parseMarkdown';
import { htmlToText } from './text';

const WORDS_PER_MINUTE = 200;

function listToText(list: ListBlock): string {
  return list.items
    .map((item) => [htmlToText(item.html), ...item.children.map(listToText)].filter(Boolean).join('\n'))
    .join('\n');
}

function blockToText(block: ContentBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'quote':
    case 'html':
      return htmlToText(block.html);
    case 'heading':
      return block.text;
    case 'callout':
      return [block.title, htmlToText(block.html)].filter(Boolean).join('\n');
    case 'list':
      return listToText(block);
    case 'code':
      return block.content.trim();
    case 'image':
      return block.caption ?? '';
    case 'divider':
      return '';
  }
}

/**
 * Plain text of the blocks, one block per paragraph ("\n\n"), HTML entities decoded.
 * Code blocks are included (they are read too); images contribute their caption only.
 */
export function blocksToText(blocks: ContentBlock[]): string {
  return joinBlockTexts(blockTexts(blocks));
}

/** The text of each block, in order: for callers that join more than one selection of them. */
export const blockTexts = (blocks: ContentBlock[]): string[] => blocks.map(blockToText);

/** Block texts joined as blocksToText joins them. */
export const joinBlockTexts = (texts: string[]): string => texts.filter((text) => text !== '').join('\n\n');

/** Reading time of plain text at 200 words per minute, rounded up, at least 1 minute. */
export function readingTimeOfText(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Reading time of a post's markdown (see readingTimeOfText). */
export function readingTimeMinutes(markdown: string): number {
  return readingTimeOfText(blocksToText(markdownToBlocks(markdown)));
}
