/**
 * A post from the API → what the pages render: the stored entry (reading time, summary) and the
 * body (markdown parsed into content blocks, code highlighted), once per post version. Pure, so
 * it can run in a worker.
 */
import { blocksToText, markdownToBlocks, readingTimeOfText } from '@blog/shared';
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

export async function processPost(post: Post): Promise<ProcessedPost> {
  const blocks = markdownToBlocks(post.content);
  const text = blocksToText(blocks);
  const highlighted = await Promise.all(
    blocks.map((block) => (block.type === 'code' ? highlight(block.content, block.language) : Promise.resolve(null))),
  );
  const { content: _markdown, ...fields } = post;
  return {
    entry: {
      ...fields,
      readingTime: post.readingTime ?? readingTimeOfText(text),
      summary: post.excerpt?.trim() || summarize(text),
    },
    body: { blocks, highlighted },
  };
}
