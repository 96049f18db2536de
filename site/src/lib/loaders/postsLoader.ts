/**
 * Loads every public post from the CMS, keyed by slug. Each post is validated with the
 * shared schema and its markdown turned into content blocks once: a post whose digest
 * did not change since the last build is not processed again.
 */
import type { Loader } from 'astro/loaders';
import { blocksToText, markdownToBlocks, postSchema, WORDS_PER_MINUTE } from '@blog/shared';
import type { Post } from '@blog/shared';
import { fetchAll } from './fetchList';
import type { StoredPost } from './storedPost';

/** Bump when the stored shape or the block parser changes, so cached entries are rebuilt. */
const PROCESSING_VERSION = 'post-v1';
const SUMMARY_LENGTH = 180;

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SUMMARY_LENGTH) return flat;
  const cut = flat.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The stored form of a post: the API fields plus blocks, reading time and a summary. */
export function toStoredPost(post: Post): StoredPost {
  const blocks = markdownToBlocks(post.content);
  const text = blocksToText(blocks);
  const words = text.split(/\s+/).filter(Boolean).length;
  return {
    ...post,
    blocks,
    readingTime: post.readingTime ?? Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
    summary: post.excerpt?.trim() || summarize(text),
  };
}

export function postsLoader(): Loader {
  return {
    name: 'blog-posts',
    load: async ({ store, logger, generateDigest }) => {
      const started = Date.now();
      const raw = await fetchAll('blogs', { sortBy: 'publishedAt', sortOrder: 'desc' });
      const seen = new Set<string>();
      let processed = 0;
      for (const item of raw) {
        const parsed = postSchema.safeParse(item);
        if (!parsed.success) {
          logger.warn(`skipping an invalid post: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
          continue;
        }
        const post = parsed.data;
        if (post.status !== 'PUBLISHED' || seen.has(post.slug)) continue;
        seen.add(post.slug);
        const digest = generateDigest({ version: PROCESSING_VERSION, post });
        if (store.get(post.slug)?.digest === digest) continue;
        store.set({ id: post.slug, data: { ...toStoredPost(post) }, digest });
        processed += 1;
      }
      for (const key of store.keys()) if (!seen.has(key)) store.delete(key);
      logger.info(`${seen.size} posts (${processed} processed) in ${Date.now() - started} ms`);
    },
  };
}
