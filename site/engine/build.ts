/**
 * The full build: every page rendered from a fresh sync into a new build folder, the client
 * assets and the search index beside them, then the live symlink swapped in one rename. Runs
 * on a template change, on a deploy, and whenever the incremental state is missing or stale.
 */
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { UpdateResult } from '@blog/shared/siteEngine';
import { paths, settings } from './config';
import { newBuildDir, prunableBuilds, removeBuilds, swapCurrent } from './output/builds';
import { SiteWriter, pool } from './output/writer';
import { shouldCompress } from './output/compress';
import type { KeyMemo } from './keyMemo';
import { pageKeys } from './paths';
import { ensureBundle, templateFingerprint } from './render/bundle';
import { renderPaths } from './render/renderPaths';
import { renderInWorkers } from './render/pool';
import type { Renderer } from './render/renderer';
import { updateSearchIndex } from './search/liveIndex';
import { clearJournal, loadState, saveState, type EngineState } from './state';
import type { BodyStore } from './sync/bodies';
import { emptyModel } from './sync/model';
import { fullSync } from './sync/sync';
import { writeManifest } from './output/manifest';
import { writeHeaders } from './output/headers';
import type { Log } from './types';

async function* walk(dir: string, base = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, base);
    else yield path.relative(base, full);
  }
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
  /** Superseded builds being removed (asynchronously: the next update waits for it). */
  pruning: Promise<void>;
}

/**
 * `bodies`, `keyMemo`, `loadRenderer`: the Engine's body store, memo of the page keys and renderer of a bundle. `onLive`: called at the swap, when the new
 * site is served (its pages' .br/.gz follow).
 */
export async function fullBuild(
  bodies: BodyStore,
  keyMemo: KeyMemo,
  log: Log,
  reason: string,
  loadRenderer: (bundle: string) => Promise<Renderer>,
  onLive?: (ms: number) => void,
): Promise<FullBuild> {
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
    fullSync(previous?.model ?? emptyModel(), bodies, log).then((result) => {
      mark('syncMs', t);
      return result;
    }),
  ]);
  if (bundled.status === 'rejected') throw bundled.reason;
  if (synced.status === 'rejected') throw synced.reason;
  const bundle = bundled.value;
  const { model, fetched, processed } = synced.value;
  const renderer = await loadRenderer(bundle);
  const dir = newBuildDir();
  const id = path.basename(dir);
  await mkdir(paths.tmp, { recursive: true });
  try {
    await mkdir(dir, { recursive: true });
    t = Date.now();
    await cp(path.join(bundle, 'client'), dir, { recursive: true });
    const assets: string[] = [];
    for await (const file of walk(dir)) assets.push(file);
    // The pages' copies are made after the swap: the cores render and index first (a reader in
    // between gets a page uncompressed, never a stale copy: this folder is new).
    const writer = new SiteWriter(dir, paths.tmp, { existing: false, deferPages: true });
    // The assets are written again only to add their .br/.gz (same bytes).
    await compressCopied(writer, assets);
    renderer.setModel(model);
    const keys = pageKeys(model, renderer.staticPaths(), keyMemo);
    // Pagefind (its own process) indexes the shards while the pages render in worker threads.
    const searching = updateSearchIndex(model, bodies, writer, null).then((search) => {
      mark('searchMs', t);
      return search;
    });
    const urlPaths = [...keys.keys()];
    const rendering = (
      urlPaths.length >= settings.fullBuildWorkersMin
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
      pageKeys: keys,
    };
    saveState(state);
    clearJournal();
    const files: string[] = [];
    for await (const file of walk(dir)) if (!/\.(br|gz)$/.test(file)) files.push(file);
    await writeManifest({ kind: 'full', reason, build: id, added: files.sort(), changed: [], removed: [] });
    // Listed now, before the next update can make a folder; removed beside it.
    const pruning = removeBuilds(await prunableBuilds()).catch((error: unknown) =>
      log(`pruning old builds failed: ${String(error)}`),
    );
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
      pruning,
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
