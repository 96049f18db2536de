/**
 * Keeps the live site's sharded search index (shards.ts) in step with the model. Only shards
 * whose posts changed are rebuilt. Pagefind names its index, filter and fragment files by their
 * content, so a shard's new files go in beside the old ones and the shard's entry file, which
 * points at them, is replaced last, in one rename. Superseded files stay for a while: a reader
 * whose search page loaded an older entry file asks for its index chunks and fragments as they
 * type, minutes later perhaps, and several publishes may have come in between.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { postUrl } from '../../src/lib/posts';
import { searchFields } from '../../src/lib/searchRecord';
import { paths, settings } from '../config';
import type { BodyStore } from '../sync/bodies';
import type { PostRecord, SiteModel } from '../sync/model';
import { pool, type SiteWriter } from '../output/writer';
import { writeSearchIndex } from './indexer';
import { SHARDS_FILE, shardCount, shardDir, shardOf, shardsJson } from './shards';

const ENTRY = 'pagefind-entry.json';
/** Files Pagefind names by a hash of their content (`en_3f2a9c1.pf_fragment`, `pagefind.en_….pf_meta`). */
const CONTENT_NAMED = /(^|[/.])[a-z-]+_[0-9a-f]{7,}\.pf_[a-z]+$/;

/** How long a superseded generation's files stay (the newest superseded one stays regardless). */
const RETAIN_MS = settings.searchRetainMs;

/** Files of a superseded generation of a shard's index, and when it was superseded. */
export interface RetiredFiles {
  files: string[];
  at: number;
}

export interface SearchFiles {
  /** Files of the shard's live index (relative to its folder). */
  files: string[];
  /** Superseded generations still kept, newest first. */
  previous: RetiredFiles[];
  /** A key of everything the shard holds: equal keys, equal answers. */
  key: string;
}

export interface SearchState {
  count: number;
  shards: SearchFiles[];
  /** The index of recent changes (recentIndex.ts), when one was ever written. */
  recent?: SearchFiles;
  /**
   * While the shards' rebuild is put off (a change was waiting): URL → digest of each record the
   * shards still hold. Absent: they hold the state's model.
   */
  base?: Record<string, string>;
}

/**
 * The model's posts by shard, each sorted by slug. No shard is empty (Pagefind writes no index
 * for none, and the browser could not merge it): while one is, the count halves. The layout
 * depends only on the set of slugs, so a fresh full build makes the same one.
 */
export function shardRecords(model: SiteModel, target = shardCount(model.posts.length)): PostRecord[][] {
  for (let count = target; ; count /= 2) {
    const shards: PostRecord[][] = Array.from({ length: count }, () => []);
    for (const record of model.posts) shards[shardOf(record.entry.slug, count)]!.push(record);
    if (count > 1 && shards.some((list) => list.length === 0)) continue;
    for (const list of shards) list.sort((a, b) => (a.entry.slug < b.entry.slug ? -1 : 1));
    return shards;
  }
}

/** What a post's search record is made of: equal texts, equal records. */
export function recordText(model: SiteModel, record: PostRecord): string {
  const post = record.entry;
  const thumb = post.featuredImage ? (model.thumbs.get(post.featuredImage) ?? post.featuredImage) : '';
  return JSON.stringify([postUrl(post), record.bodyDigest, searchFields(post, thumb)]);
}

/** Each shard's key (the number of shards included: it is in every record's filters). */
export function shardKeys(model: SiteModel, shards = shardRecords(model)): string[] {
  return shards.map((records) => {
    const hash = createHash('sha1').update(`${shards.length}`);
    for (const record of records) hash.update(recordText(model, record));
    return hash.digest('hex');
  });
}

/**
 * A shard's files just became `files`: its live files so far join the superseded generations.
 * Returns the generations still kept (the newest always; the others while younger than
 * RETAIN_MS), each with only the files no newer generation has, and the files to remove now.
 */
export function retire(current: SearchFiles, files: string[], now: number): { previous: RetiredFiles[]; expired: string[] } {
  const generations = [{ files: current.files, at: now }, ...current.previous];
  const kept = generations.filter((generation, i) => i === 0 || now - generation.at < RETAIN_MS);
  const keep = new Set([...files, ...kept.flatMap((generation) => generation.files)]);
  const expired = new Set(generations.slice(kept.length).flatMap((generation) => generation.files));
  const newer = new Set(files);
  const previous = kept.map((generation) => {
    const own = generation.files.filter((file) => !newer.has(file));
    for (const file of generation.files) newer.add(file);
    return { files: own, at: generation.at };
  });
  return {
    previous: previous.filter((generation) => generation.files.length),
    expired: [...expired].filter((file) => !keep.has(file)),
  };
}

/**
 * Writes the index of `records` into the site's `dir` through `writer`, each record filtered as
 * shard `shard` (0: Pagefind's primary bundle, with its scripts); returns its new file lists.
 */
export async function replaceShard(
  model: SiteModel,
  bodies: BodyStore,
  records: PostRecord[],
  shard: number,
  writer: SiteWriter,
  current: SearchFiles | undefined,
  key: string,
  dir = shardDir(shard),
): Promise<SearchFiles> {
  const staging = path.join(paths.tmp, `pagefind-${randomBytes(6).toString('hex')}`);
  try {
    const t0 = Date.now();
    const files = await writeSearchIndex(model, bodies, staging, records, shard);
    const t1 = Date.now();
    const copy = async (file: string) => {
      await writer.write(path.join(dir, file), await readFile(path.join(staging, file)));
    };
    // Pagefind names its index files by their content: one the live shard already has is the same
    // bytes (most fragments, after an edit of one post), and is not read or written again.
    const live = new Set(current?.files ?? []);
    await pool(
      files.filter((file) => file !== ENTRY && !(CONTENT_NAMED.test(file) && live.has(file))),
      16,
      copy,
    );
    await copy(ENTRY);
    if (settings.profile)
      console.error(`[search] shard ${shard}: index ${t1 - t0} ms, copy ${files.length} files ${Date.now() - t1} ms`);
    if (!current) return { files, previous: [], key };
    const { previous, expired } = retire(current, files, Date.now());
    await pool(expired, 16, (file) => writer.remove(path.join(dir, file)));
    return { files, previous, key };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Brings the search index in `writer`'s folder from `current` (null: a fresh folder) to `model`:
 * rebuilds the shards whose key changed and those in `force` (an interrupted update's), two at a
 * time (Pagefind's service indexes them in parallel). Calls `onShards` with the shards it is
 * about to rebuild (the journal). A change in the number of shards rebuilds them all. Once
 * `stopped()` holds, a shard whose indexing fails keeps its live files (the caller stopped it).
 */
export async function updateSearchIndex(
  model: SiteModel,
  bodies: BodyStore,
  writer: SiteWriter,
  current: SearchState | null,
  force: Iterable<number> = [],
  onShards: (shards: number[]) => void = () => {},
  stopped: () => boolean = () => false,
): Promise<SearchState> {
  const records = shardRecords(model);
  const count = records.length;
  const keys = shardKeys(model, records);
  const recount = !current || current.count !== count;
  const forced = new Set(force);
  const todo = keys
    .map((key, shard) => shard)
    .filter((shard) => recount || forced.has(shard) || current.shards[shard]?.key !== keys[shard]);
  if (!todo.length) return current!;
  onShards(todo);
  const shards: SearchFiles[] = keys.map((key, shard) => current?.shards[shard] ?? { files: [], previous: [], key: '' });
  await pool(todo, 2, async (shard) => {
    try {
      shards[shard] = await replaceShard(
        model,
        bodies,
        records[shard]!,
        shard,
        writer,
        recount ? undefined : current?.shards[shard],
        keys[shard]!,
      );
    } catch (error) {
      // Stopped (stopIndexing): the shard keeps its live files and key, and is rebuilt next time.
      if (recount || !stopped()) throw error;
    }
  });
  if (recount) {
    await writer.write(SHARDS_FILE, shardsJson(count));
    // Files of the old layout that the new one does not hold go (readers mid-search lose them: rare).
    if (current) {
      const keepByDir = new Map<string, Set<string>>();
      shards.forEach((files, shard) => keepByDir.set(shardDir(shard), new Set(files.files)));
      const stale: string[] = [];
      current.shards.forEach((old, shard) => {
        const keep = keepByDir.get(shardDir(shard)) ?? new Set<string>();
        for (const file of new Set([...old.files, ...old.previous.flatMap((generation) => generation.files)]))
          if (!keep.has(file)) stale.push(path.join(shardDir(shard), file));
      });
      await pool(stale, 16, (file) => writer.remove(file));
    }
  }
  return { ...current, count, shards };
}
