/**
 * One incremental update of the live site: sync what changed, work out the pages it touches,
 * render those into the live folder (the post's own page and the lists first, then the articles
 * whose related list changed), rebuild the search index shards whose posts changed, write the
 * update's manifest, save the state. Falls back to a full build when there is no usable state.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from './config';
import { fullBuild } from './build';
import { writeManifest } from './output/manifest';
import { writeHeaders } from './output/headers';
import { SiteWriter, pool } from './output/writer';
import { affectedPaths, changedArticles, pageKeys } from './paths';
import { bundleDir, templateFingerprint } from './render/bundle';
import { getRenderer } from './render/cache';
import { renderPaths } from './render/renderPaths';
import { renderRelatedLists } from './render/relatedLists';
import { RenderPool } from './render/pool';
import { postUrl, relatedPosts } from '../src/lib/posts';
import { fileOfPath } from './render/renderer';
import { updateSearchIndex } from './search/liveIndex';
import { preloadTexts, stopIndexing } from './search/indexer';
import { readFragmentUrls, recordDigests, settleRecentIndex, writeRecentIndex } from './search/recentIndex';
import { clearJournal, currentBuildDir, loadState, readJournal, saveState, writeJournal, type EngineState } from './state';
import { pruneBodies } from './sync/bodies';
import { incrementalSync } from './sync/sync';
import type { Log, UpdateResult } from './types';

/** The state kept in memory between updates (the state file is read once per process). */
let memory: EngineState | null = null;
let memoryKeys: Map<string, string> | null = null;
/** Set when a change is queued while an update runs (main.ts): an update follows at once. */
let changeWaiting = false;
/** While the shards are rebuilt behind a live recent index, and whether that was stopped. */
let rebuildingShards = false;
let shardsStopped = false;
/**
 * Render workers kept warm between updates (the bundle loaded): a publish shifts ~1,300 deeper
 * list pages at 10,000 posts, which they render while this thread splices the related lists.
 * They start once the index of recent changes is written, so search answers first.
 */
let renderPool: RenderPool | null = null;
const POOL_WORKERS = Number(process.env.SITE_UPDATE_WORKERS || 2);
/** Fewer deeper pages than this render on this thread (sending the model costs ~60 ms a worker). */
const POOL_MIN_PAGES = Number(process.env.SITE_UPDATE_WORKERS_MIN || 100);

function poolFor(bundle: string): RenderPool | null {
  if (POOL_WORKERS < 1) return null;
  if (renderPool?.bundle === bundle && renderPool.usable) return renderPool;
  void renderPool?.close();
  return (renderPool = new RenderPool(bundle, POOL_WORKERS));
}

export const noteChangeWaiting = (): void => {
  changeWaiting = true;
  // Search already answers right: the waiting change is served now, not after ~12 s of indexing.
  if (rebuildingShards && !shardsStopped) {
    shardsStopped = true;
    void stopIndexing();
  }
};

/** Why the incremental state cannot be used, or null when it can. */
function staleReason(state: EngineState | null, template: string): string | null {
  if (!state) return 'no incremental state';
  if (state.template !== template) return 'the templates changed';
  const live = currentBuildDir();
  if (!live || path.resolve(live) !== path.resolve(state.liveDir) || !existsSync(path.join(live, 'index.html')))
    return 'the live site is not the one the state describes';
  if (!existsSync(path.join(bundleDir(template), '.complete'))) return 'no server bundle';
  return null;
}

export interface UpdateOptions {
  reason: string;
  /** Called once the directly changed pages are live. */
  onServed?: (ms: number) => void;
  /** Always build everything (deploys, template changes, the dashboard's rebuild). */
  full?: boolean;
}

export async function update(log: Log, options: UpdateOptions): Promise<UpdateResult> {
  const template = templateFingerprint();
  memory ??= loadState();
  // Another process (`npm run build:site`) may have built since this state was read.
  if (!options.full && staleReason(memory, template)) {
    memory = loadState();
    memoryKeys = null;
  }
  const stale = options.full ? 'a full build was asked for' : staleReason(memory, template);
  if (stale) {
    log(`full build: ${stale}`);
    void renderPool?.close();
    renderPool = null;
    memory = null;
    memoryKeys = null;
    const { result, state, keys } = await fullBuild(log, options.reason, options.onServed);
    memory = state;
    memoryKeys = keys;
    return result;
  }
  const state = memory!;
  const started = Date.now();
  // This update reads every change made so far.
  changeWaiting = false;
  shardsStopped = false;
  const phases: Record<string, number> = {};
  const renderer = await getRenderer(bundleDir(template));
  const journal = readJournal();
  const { model, fetched, processed } = await incrementalSync(state.model, log);
  phases.syncMs = Date.now() - started;
  const before = memoryKeys ?? pageKeys(state.model);
  const after = pageKeys(model, renderer.staticPaths());
  const affected = affectedPaths(before, after, changedArticles(state.model, model), journal?.paths ?? []);
  mkdirSync(paths.tmp, { recursive: true });
  const journalPaths = [...affected.first, ...affected.second, ...affected.later, ...affected.removed];
  writeJournal({ paths: journalPaths, search: [], pid: process.pid });
  // A test hook: with this file present every write waits a little (a kill then lands mid-update;
  // the file may hold the wait in ms).
  const slowFile = path.join(paths.root, 'test-slow-writes');
  const slow = existsSync(slowFile) ? Number(readFileSync(slowFile, 'utf8')) || 400 : 0;
  const writer = new SiteWriter(state.liveDir, paths.tmp, true, slow);
  // Pages go live first and get their .br/.gz once all are written; a repair also adds the copies
  // an interrupted update did not write.
  writer.deferPages = true;
  writer.syncFiles = true;
  writer.repairCopies = journal !== null;
  renderer.setModel(model);
  // Removed first: an unpublished post is down at once (a list may link to it for a moment).
  await pool(affected.removed, 8, (urlPath) => writer.remove(fileOfPath(urlPath)));
  await renderPaths(renderer, writer, affected.first);
  const servedMs = Date.now() - started;
  phases.servedMs = servedMs;
  options.onServed?.(servedMs);
  const workers = affected.later.length >= POOL_MIN_PAGES ? poolFor(bundleDir(template)) : null;
  workers?.sendModel(model);
  // Search: the changed posts alone first (search/recentIndex.ts: searchable in a fraction of a
  // second), then Pagefind (its own process) rebuilds the shards that hold them. The journal names
  // those shards before any of their files is written; after an interrupted update the live
  // shards may not hold the records the state lists, so only the shards are rebuilt.
  let search = state.search;
  // When search first answered right (the recent index, or the rebuilt shards), and when every page was written.
  let searchRightMs = 0;
  let pagesWrittenMs = 0;
  let pagesDone = () => {};
  const pagesWritten = new Promise<void>((resolve) => (pagesDone = resolve));
  let recentDone = () => {};
  const recentWritten = new Promise<void>((resolve) => (recentDone = resolve));
  const t = Date.now();
  const searching = (async () => {
    let base: ReturnType<typeof recordDigests>;
    let recent: Awaited<ReturnType<typeof writeRecentIndex>> | null;
    try {
      base = search.base ?? recordDigests(state.model);
      recent = journal ? null : await writeRecentIndex(base, model, writer, search);
    } finally {
      recentDone();
    }
    const rebuildShards = async () => {
      search = await updateSearchIndex(
        model,
        writer,
        search,
        Array.isArray(journal?.search) ? journal.search : [],
        (shards) => writeJournal({ paths: journalPaths, search: shards, pid: process.pid }),
        () => shardsStopped,
      );
    };
    if (recent) {
      search = recent;
      phases.recentMs = Date.now() - t;
      searchRightMs = Date.now() - started;
      // Search already answers right: the pages below get the two cores first.
      await pagesWritten;
      // A change waiting (or one that comes meanwhile: noteChangeWaiting stops the rebuild) has
      // its update rebuild the shards instead, so a burst of changes waits for one rebuild. The
      // recent index keeps answering; shards rebuilt before a stop hold the new records too, and
      // the next recent index lists those as stale.
      shardsStopped ||= changeWaiting;
      if (!shardsStopped) {
        rebuildingShards = true;
        await rebuildShards().finally(() => (rebuildingShards = false));
      }
      if (shardsStopped) {
        search = { ...search, base };
        phases.searchDeferred = 1;
        return;
      }
    } else {
      await rebuildShards();
      searchRightMs = Date.now() - started;
    }
    search = { ...search, base: undefined };
    await settleRecentIndex(writer, search);
    phases.searchMs = Date.now() - t;
  })();
  // The related lists (spliced: render/relatedLists.ts) and the deeper list pages; without an index
  // of recent changes, beside Pagefind.
  const bySlug = new Map(model.posts.map((record) => [postUrl(record.entry), record.entry]));
  const posts = model.posts.map((record) => record.entry);
  const related = renderRelatedLists(renderer, writer, affected.second, (urlPath) => {
    const post = bySlug.get(urlPath);
    return post
      ? relatedPosts(post, posts)
          .map((p) => p.slug)
          .join('\u0000')
      : `missing:${urlPath}`;
  }).then((counts) => {
    phases.relatedMs = Date.now() - t;
    phases.relatedSpliced = counts.spliced;
  });
  if (workers) phases.laterInWorkers = affected.later.length;
  const deeper = (
    workers
      ? recentWritten.then(() => workers.render(model, writer, affected.later))
      : renderPaths(renderer, writer, affected.later)
  ).then(() => {
    phases.laterMs = Date.now() - t;
  });
  void Promise.allSettled([related, deeper]).then(() => {
    pagesWrittenMs = Date.now() - started;
    pagesDone();
  });
  const compressing = pagesWritten
    .then(() => writer.compressDeferred())
    .then((count) => {
      phases.compressMs = Date.now() - t;
      phases.compressed = count;
    });
  // All settle before the update ends, failed or not: nothing of it may write on behind the next
  // update.
  const settledAll = await Promise.allSettled([searching, related, deeper, compressing]);
  const failed = settledAll.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  let scriptHashes = state.scriptHashes;
  if ([...writer.scriptHashes].some((hash) => !scriptHashes.includes(hash)))
    scriptHashes = await writeHeaders(writer, [...scriptHashes, ...writer.scriptHashes]);
  const manifest = await writeManifest({
    kind: 'incremental',
    reason: options.reason,
    build: path.basename(state.liveDir),
    ...writer.changes,
  });
  memory = { ...state, model, search, scriptHashes };
  memoryKeys = after;
  saveState(memory);
  clearJournal();
  await pruneBodies(model.posts.map((record) => record.bodyDigest));
  return {
    kind: 'incremental',
    pages: affected.first.length + affected.second.length + affected.later.length,
    posts: model.posts.length,
    fetched,
    processed,
    ms: Date.now() - started,
    servedMs,
    pagesMs: Math.max(servedMs, pagesWrittenMs, searchRightMs),
    phases,
    dir: state.liveDir,
    manifest,
  };
}

/**
 * Loads what an update needs (state, server bundle, page keys, search texts) ahead of the first
 * change, so a server that just started publishes as fast as one that has been running.
 */
export async function warm(log: Log): Promise<void> {
  const template = templateFingerprint();
  memory ??= loadState();
  if (staleReason(memory, template)) return;
  const renderer = await getRenderer(bundleDir(template));
  memoryKeys ??= pageKeys(memory!.model, renderer.staticPaths());
  // A site this big shifts enough list pages on a publish for the workers to pay off.
  if (memoryKeys.size >= POOL_MIN_PAGES * 10) poolFor(bundleDir(template));
  preloadTexts(memory!.model);
  await readFragmentUrls(memory!.liveDir, memory!.search);
  log(`engine warm: ${memory!.model.posts.length} posts, ${memoryKeys.size} pages`);
}

/**
 * The live site's templates, model and script hashes (a draft preview renders with them), or
 * null before the first build. Read-only: the caller must not change what it gets.
 */
export function liveState(): Pick<EngineState, 'template' | 'model' | 'scriptHashes'> | null {
  memory ??= loadState();
  return memory;
}

/** Forget the in-memory state (after a failure: the next update starts from the saved state). */
export function forget(): void {
  memory = null;
  memoryKeys = null;
}
