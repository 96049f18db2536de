/**
 * A post from the API → what the pages render: the stored entry (reading time, summary) and the
 * body (markdown parsed into content blocks, code highlighted), once per post version. Pure, so
 * it can run in a worker.
 */
import { blocksToText, markdownToBlocks, plainTextBlocks, readingTimeOfText } from '@blog/shared';
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

export interface ProcessedPost {
  entry: StoredPost;
  body: PostBody;
}

function toEntry(post: Post, text: string): StoredPost {
  const { content: _markdown, ...fields } = post;
  return { ...fields, readingTime: post.readingTime ?? readingTimeOfText(text), summary: post.excerpt?.trim() || summarize(text) };
}

export async function processPost(post: Post): Promise<ProcessedPost> {
  const blocks = markdownToBlocks(post.content);
  const text = blocksToText(blocks);
  const highlighted = await Promise.all(
    blocks.map((block) => (block.type === 'code' ? highlight(block.content, block.language) : Promise.resolve(null))),
  );
  return { entry: toEntry(post, text), body: { blocks, highlighted } };
}

/** A post whose markdown could not be processed in time: its text, escaped and flat (linear work). */
export function processPostAsText(post: Post): ProcessedPost {
  const blocks = plainTextBlocks(post.content);
  return { entry: toEntry(post, blocksToText(blocks)), body: { blocks, highlighted: blocks.map(() => null) } };
}
