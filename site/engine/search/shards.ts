/**
 * The search index is split into shards: a post's shard is a stable hash of its slug, so an
 * update rebuilds only the shards holding changed posts (a deleted or unpublished post simply
 * leaves its shard), and a fresh full build of the same posts makes the same shards. The number
 * of shards follows the post count in powers of two, so it changes rarely (then every shard is
 * rebuilt). Shard 0 is Pagefind's primary bundle at /pagefind/; shard k > 0 lives at
 * /pagefind/shard-k/ and the browser merges it (lib/pagefind.ts, `mergeIndex`).
 */
import { createHash } from 'node:crypto';
import { settings } from '../config';

/**
 * Posts per shard the count aims under (SEARCH_SHARD_POSTS; tests use a few). Large: a
 * reader's first search loads every shard's metadata and word chunks (fewer shards load less),
 * and a change is searchable at once from the index of recent changes (recentIndex.ts) however
 * long a shard's rebuild takes.
 */
const SHARD_POSTS = settings.searchShardPosts;
const MAX_SHARDS = 16;

/** The number of shards for `posts` posts: 1, 2, 4, … up to 16. */
export function shardCount(posts: number): number {
  let count = 1;
  while (count < MAX_SHARDS && posts / count > SHARD_POSTS) count *= 2;
  return count;
}

export function shardOf(slug: string, count: number): number {
  if (count === 1) return 0;
  return createHash('sha1').update(slug).digest().readUInt32BE(0) % count;
}

/** The shard's folder under the site root. */
export const shardDir = (shard: number): string => (shard === 0 ? 'pagefind' : `pagefind/shard-${shard}`);

/**
 * The file the browser reads to learn how many shards to merge, and, while an update runs,
 * whether to merge the index of recent changes and which records it replaces (recentIndex.ts).
 */
export const SHARDS_FILE = 'pagefind/shards.json';
export const shardsJson = (count: number, recent?: { recent: boolean; stale: string[] }): Buffer =>
  Buffer.from(`${JSON.stringify({ count, ...recent })}\n`);
