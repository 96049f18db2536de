/**
 * A post from the API → what the pages render: the body (markdown parsed into content blocks,
 * code highlighted, plain text), once per post version, and the stored entry (reading time,
 * summary), cheap, made again whenever the post's other fields change. Pure, so the body can
 * be made in a worker.
 */
import { blocksToText, blockTexts, joinBlockTexts, markdownToBlocks, plainTextBlocks, readingTimeOfText } from '@blog/shared';
import type { Post } from '@blog/shared';
import { highlight } from '../highlight';
import type { PostBody } from './postBodies';
import type { StoredPost } from './storedPost';

const SUMMARY_LENGTH = 180;

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SUMMARY_LENGTH) return flat;
  const cut = flat.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export async function processBody(markdown: string): Promise<PostBody> {
  const blocks = markdownToBlocks(markdown);
  // Each block's text once (it parses the block's HTML): the page's text has the code, search's not.
  const texts = blockTexts(blocks);
  const text = joinBlockTexts(texts);
  const highlighted = await Promise.all(
    blocks.map((block) => (block.type === 'code' ? highlight(block.content, block.language) : Promise.resolve(null))),
  );
  return { blocks, highlighted, text, searchText: joinBlockTexts(texts.filter((_, index) => blocks[index]!.type !== 'code')) };
}

/** A body whose markdown could not be processed in time: its text, escaped and flat (linear work). */
export function processBodyAsText(markdown: string): PostBody {
  const blocks = plainTextBlocks(markdown);
  const text = blocksToText(blocks);
  return { blocks, highlighted: blocks.map(() => null), text, searchText: text };
}

/** The card and page fields of a post, given its body's text. */
export function toEntry(post: Post, text: string): StoredPost {
  const { content: _markdown, ...fields } = post;
  return {
    ...fields,
    readingTime: post.readingTime ?? readingTimeOfText(text),
    summary: post.excerpt?.trim() || summarize(text),
  };
}
