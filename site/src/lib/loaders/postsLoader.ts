/**
 * Loads every public post from the CMS, keyed by slug. Each post is validated with the
 * shared schema and processed (blocks, highlighting) once, in worker threads: a post whose
 * digest did not change since the last build is not processed again. The store keeps the
 * card fields; the body goes to postBodies.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { postSchema } from '@blog/shared';
import type { Post } from '@blog/shared';
import { fetchAll } from './fetchList';
import { processPosts } from './workerPool';
import { hasBody, pruneBodies, writeBody } from './postBodies';
import { postsWriteDone } from './storeWrites';

/** Bump when the stored shape or the block parser changes, so cached entries are rebuilt. */
// Bumped when the rendering of bodies changes (v4: tables boxed in a scroll region).
const PROCESSING_VERSION = 'post-v4';

export function postsLoader(): Loader {
  return {
    name: 'blog-posts',
    load: async (context) => {
      try {
        await loadPosts(context);
      } finally {
        postsWriteDone();
      }
    },
  };
}

async function loadPosts({ store, logger, generateDigest }: LoaderContext): Promise<void> {
  const started = Date.now();
  const raw = await fetchAll('blogs', { sortBy: 'publishedAt', sortOrder: 'desc' });
  const fetched = Date.now();
  const seen = new Set<string>();
  const changed: { post: Post; digest: string }[] = [];
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
    if (store.get(post.slug)?.digest !== digest || !hasBody(post.slug)) changed.push({ post, digest });
  }
  const processed = await processPosts(
    changed.map((c) => c.post),
    (message) => logger.warn(message),
  );
  processed.forEach(({ entry, body }, index) => {
    writeBody(entry.slug, body);
    store.set({ id: entry.slug, data: { ...entry }, digest: changed[index]!.digest });
  });
  for (const key of store.keys()) if (!seen.has(key)) store.delete(key);
  pruneBodies(seen);
  logger.info(`${seen.size} posts (${changed.length} processed) in ${Date.now() - started} ms (fetch ${fetched - started} ms)`);
}
