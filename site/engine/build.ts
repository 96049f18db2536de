/**
 * The full build: every page rendered from a fresh sync into a new build folder, the client
 * assets and the search index beside them, then the live symlink swapped in one rename. Runs
 * on a template change, on a deploy, and whenever the incremental state is missing or stale.
 */
import { cp, mkdir, readdir, readFile, rm, symlink, rename } from 'node:fs/promises';
import path from 'node:path';
import { paths } from './config';
import { SiteWriter, pool } from './output/writer';
import { shouldCompress } from './output/compress';
import { pageKeys } from './paths';
import { ensureBundle, templateFingerprint } from './render/bundle';
import { renderPaths } from './render/renderPaths';
import { renderInWorkers } from './render/pool';
import { getRenderer } from './render/cache';
import { updateSearchIndex } from './search/liveIndex';
import { clearJournal, currentBuildDir, loadState, saveState, type EngineState } from './state';
import { emptyModel } from './sync/model';
import { fullSync } from './sync/sync';
import { writeManifest } from './output/manifest';
import { writeHeaders } from './output/headers';
import type { Log, UpdateResult } from './types';

const KEEP_BUILDS = 2;
/** Below this many pages, starting worker threads costs more than it saves. */
const MIN_FOR_WORKERS = Number(process.env.SITE_ENGINE_WORKERS_MIN || 300);

async function* walk(dir: string, base = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, base);
    else yield path.relative(base, full);
  }
}

/** Points data/site/current at `dir` with one rename: readers see the old site or the new one. */
async function swapCurrent(dir: string): Promise<void> {
  const next = `${paths.current}.next`;
  await rm(next, { force: true });
  await symlink(path.relative(paths.root, dir), next);
  await rename(next, paths.current);
}

/** Old builds go, asynchronously (never a synchronous delete in a serving process). */
export async function pruneBuilds(): Promise<void> {
  const live = currentBuildDir();
  const names = (await readdir(paths.builds).catch(() => [] as string[])).sort().reverse();
  await Promise.all(
    names
      .slice(KEEP_BUILDS)
      .map((name) => path.join(paths.builds, name))
      .filter((dir) => dir !== live)
      .map((dir) => rm(dir, { recursive: true, force: true })),
  );
}

/** Compresses the text files the writer did not write itself (client assets, search scripts). */
async function compressCopied(writer: SiteWriter, files: string[]): Promise<void> {
  await pool(
    files.filter((file) => shouldCompress(file, Number.MAX_SAFE_INTEGER)),
    8,
    async (file) => {
      await writer.write(file, await readFile(path.join(writer.dir, file)));
    },
  );
}

export interface FullBuild {
  result: UpdateResult;
  /** The state it saved and its page keys (kept in memory for the next update). */
  state: EngineState;
  keys: Map<string, string>;
}

/** `onLive`: called at the swap, when the new site is served (its pages' .br/.gz follow). */
export async function fullBuild(log: Log, reason: string, onLive?: (ms: number) => void): Promise<FullBuild> {
  const started = Date.now();
  const phases: Record<string, number> = {};
  const mark = (name: string, since: number) => (phases[name] = Date.now() - since);
  const template = templateFingerprint();
  let t = Date.now();
  // The bundle (`astro build`, mostly one core) and the sync (the CMS answering, then markdown in
  // workers) overlap: each fills the other's idle core.
  // Both settle before a failure is thrown: an `astro build` must never run on behind this build.
  const previous = loadState();
  const [bundled, synced] = await Promise.allSettled([
    ensureBundle(template, log).then((dir) => {
      mark('bundleMs', t);
      return dir;
    }),
    fullSync(previous?.model ?? emptyModel(), log).then((result) => {
      mark('syncMs', t);
      return result;
    }),
  ]);
  if (bundled.status === 'rejected') throw bundled.reason;
  if (synced.status === 'rejected') throw synced.reason;
  const bundle = bundled.value;
  const { model, fetched, processed } = synced.value;
  const renderer = await getRenderer(bundle);
  const id = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = path.join(paths.builds, id);
  await mkdir(paths.tmp, { recursive: true });
  try {
    await mkdir(dir, { recursive: true });
    t = Date.now();
    await cp(path.join(bundle, 'client'), dir, { recursive: true });
    const assets: string[] = [];
    for await (const file of walk(dir)) assets.push(file);
    // Written again through the writer only to add their .br/.gz (same bytes).
    const writer = new SiteWriter(dir, paths.tmp, false);
    await compressCopied(writer, assets);
    // The pages' copies are made after the swap: the two cores render and index first (a reader
    // in between gets a page uncompressed, never a stale copy: this folder is new).
    writer.deferPages = true;
    renderer.setModel(model);
    const keys = pageKeys(model, renderer.staticPaths());
    // Pagefind (its own process) indexes the shards while the pages render in worker threads.
    const searching = updateSearchIndex(model, writer, null).then((search) => {
      mark('searchMs', t);
      return search;
    });
    const urlPaths = [...keys.keys()];
    const rendering = (
      urlPaths.length >= MIN_FOR_WORKERS
        ? renderInWorkers(bundle, model, writer, urlPaths)
        : renderPaths(renderer, writer, urlPaths)
    ).then(() => mark('renderMs', t));
    // Both settle before anything is cleaned up (a failed render must not leave Pagefind writing).
    const [rendered, indexed] = await Promise.allSettled([rendering, searching]);
    if (rendered.status === 'rejected') throw rendered.reason;
    if (indexed.status === 'rejected') throw indexed.reason;
    mark('renderAndSearchMs', t);
    const search = indexed.value;
    const scriptHashes = await writeHeaders(writer, writer.scriptHashes);
    await swapCurrent(dir);
    const liveMs = Date.now() - started;
    onLive?.(liveMs);
    t = Date.now();
    await writer.compressDeferred();
    mark('compressMs', t);
    const state: EngineState = {
      template,
      liveDir: dir,
      model,
      search,
      scriptHashes,
    };
    saveState(state);
    clearJournal();
    const files: string[] = [];
    for await (const file of walk(dir)) if (!/\.(br|gz)$/.test(file)) files.push(file);
    await writeManifest({ kind: 'full', reason, build: id, added: files.sort(), changed: [], removed: [] });
    void pruneBuilds().catch((error: unknown) => log(`pruning old builds failed: ${String(error)}`));
    return {
      result: {
        kind: 'full',
        pages: keys.size,
        posts: model.posts.length,
        fetched,
        processed,
        ms: Date.now() - started,
        // Every page goes live at once, with the swap.
        servedMs: liveMs,
        pagesMs: liveMs,
        phases,
        dir,
      },
      state,
      keys,
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
