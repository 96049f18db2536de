/**
 * Phase 1, serve: sync what changed, key only the pages a reader reaches first (the changed
 * posts' pages, home, the first page of each list, feeds, sitemap, search page), name them in the
 * journal, remove the pages of removed posts and render those. When `serve` returns the change is
 * served; `planRest` then keys every page (at 100,000 posts seconds of work a reader no longer
 * waits for) and names the rest in the journal: the related lists and deeper list pages.
 */
import { mkdirSync } from 'node:fs';
import { paths, settings } from '../config';
import { SiteWriter, pool } from '../output/writer';
import type { KeyMemo } from '../keyMemo';
import {
  affectedPaths,
  afterServed as isAfterServed,
  changedArticles,
  firstPaths,
  isDeeper,
  liveOrder,
  pageKeys,
  type Affected,
} from '../paths';
import { fileOfPath, type Renderer } from '../render/renderer';
import { renderPaths } from '../render/renderPaths';
import { readJournal, writeJournal, type EngineState, type Journal } from '../state';
import type { BodyStore } from '../sync/bodies';
import type { SiteModel } from '../sync/model';
import { incrementalSync } from '../sync/sync';
import { testSwitches } from '../testSwitches';
import type { Log } from '../types';

interface ServedFirst {
  model: SiteModel;
  fetched: number;
  processed: number;
  /** The page keys of the live site before this update, and the paths of changed articles. */
  before: Map<string, string>;
  direct: Set<string>;
  routes: string[];
  /** Rendered and removed so far (`afterServed` among them, once renderAfterServed has run). */
  first: string[];
  /** Of `first`, those rendered right after the served point (paths.ts `afterServed`). */
  afterServed: string[];
  removedFirst: string[];
  /** The journal an interrupted update left (its paths are rendered again), or null. */
  interrupted: Journal | null;
  writer: SiteWriter;
}

export interface Served extends Omit<ServedFirst, 'before' | 'direct' | 'routes' | 'first' | 'afterServed' | 'removedFirst'> {
  /** The page keys of `model` (the next update's "before"). */
  keys: Map<string, string>;
  affected: Affected;
  /** Every path the journal names. */
  journalPaths: string[];
}

export async function serve(
  bodies: BodyStore,
  state: EngineState,
  keysBefore: Map<string, string> | null,
  memo: KeyMemo,
  renderer: Renderer,
  log: Log,
  phases: Record<string, number>,
  started: number,
): Promise<ServedFirst> {
  const interrupted = readJournal();
  const { model, fetched, processed } = await incrementalSync(state.model, bodies, log);
  phases.syncMs = Date.now() - started;
  const before = keysBefore ?? pageKeys(state.model, [], memo);
  const direct = changedArticles(state.model, model, memo);
  const routes = renderer.staticPaths();
  const keyed = Date.now();
  const firstKeys = pageKeys(model, routes, memo, direct);
  const keyedFirst = Date.now();
  const { first, removed } = firstPaths(before, firstKeys, model, interrupted?.paths ?? [], memo);
  const split = `before and direct ${keyed - started - phases.syncMs}, first ${keyedFirst - keyed}, compare ${Date.now() - keyedFirst}`;
  phases.firstKeysMs = Date.now() - started;
  mkdirSync(paths.tmp, { recursive: true });
  // An interrupted update's paths stay named until planRest names everything: a kill before then
  // leaves them for the next repair.
  writeJournal({ paths: [...new Set([...first, ...removed, ...(interrupted?.paths ?? [])])], search: [] });
  // Pages go live first and get their .br/.gz once all are written; a repair also adds the copies
  // an interrupted update did not write.
  const writer = new SiteWriter(state.liveDir, paths.tmp, {
    existing: true,
    deferPages: true,
    syncFiles: true,
    repairCopies: interrupted !== null,
    delayMs: testSwitches.slowWritesMs(),
  });
  renderer.setModel(model);
  // Removed first: an unpublished post is down at once (a list may link to it for a moment).
  await pool(removed, 8, (urlPath) => writer.remove(fileOfPath(urlPath)));
  const times: [string, number][] = [];
  const renderStarted = Date.now();
  const afterServed = first.filter(isAfterServed);
  const pages = first.filter((urlPath) => !isAfterServed(urlPath));
  for (const batch of liveOrder(pages))
    await renderPaths(renderer, writer, batch, settings.profile ? (urlPath, ms) => times.push([urlPath, ms]) : undefined);
  if (settings.profile) {
    const slowest = times.sort((a, b) => b[1] - a[1]).slice(0, 6);
    log(
      `serve: sync ${phases.syncMs} ms, first keys ${phases.firstKeysMs! - phases.syncMs!} ms (${split}), ` +
        `${pages.length} first pages rendered in ${Date.now() - renderStarted} ms (slowest: ${slowest.map(([p, ms]) => `${p} ${ms}`).join(', ')})`,
    );
  }
  return { model, fetched, processed, before, direct, routes, first, afterServed, removedFirst: removed, interrupted, writer };
}

/** Right after the served point: see ServedFirst's `afterServed`. */
export async function renderAfterServed(served: ServedFirst, renderer: Renderer): Promise<void> {
  await renderPaths(renderer, served.writer, served.afterServed);
}

/**
 * Every page's key, and what is left to do: the articles whose related list changed, the deeper
 * list pages (with any other changed page not served yet), the pages gone that are still there.
 * The journal names them before any is touched; the removals are done here.
 */
export async function planRest(served: ServedFirst, memo: KeyMemo): Promise<Served> {
  const { model, before, direct, routes, first, removedFirst, interrupted, writer } = served;
  const keys = pageKeys(model, routes, memo);
  const all = affectedPaths(before, keys, direct, interrupted?.paths ?? []);
  const done = new Set([...first, ...removedFirst]);
  const affected: Affected = {
    first,
    second: all.second.filter((path) => !done.has(path)),
    later: [...all.first, ...all.later].filter((path) => !done.has(path)),
    removed: [...removedFirst, ...all.removed.filter((path) => !done.has(path))],
  };
  const journalPaths = [...affected.first, ...affected.second, ...affected.later, ...affected.removed];
  writeJournal({ paths: journalPaths, search: [] });
  await pool(
    affected.removed.filter((path) => !done.has(path)),
    8,
    (urlPath) => writer.remove(fileOfPath(urlPath)),
  );
  const { fetched, processed } = served;
  return { model, fetched, processed, keys, affected, journalPaths, interrupted, writer };
}

/** At most this many pages are rendered by the rehearsal (one of each kind: enough to run each template once). */
const REHEARSED_PAGES = 12;

/** A page's template, roughly: '/', '/rss.xml', 'blog/2/', 'category/2/', 'category/3/rss.xml', … */
function pageKind(urlPath: string): string {
  const parts = urlPath.split('/').filter(Boolean);
  if (parts.length <= 1) return urlPath;
  const last = parts[parts.length - 1]!;
  return `${parts[0]}/${parts.length}/${last.includes('.') ? last : ''}`;
}

/**
 * The served path once, writing nothing (the engine's warm-up, after its state is loaded): one
 * first page of each kind the live site has (the newest article, home, a category's and a tag's
 * first page, the feeds, search, 404) rendered into memory, then the first pages keyed as a
 * publish of the newest post keys them. Without it the first publish after a start ran this code
 * for the first time: at 100,000 posts served in 1.43 s against 0.93 s. `yielding` is asked
 * before each page and before the keys: an update arriving meanwhile runs with what is warm by
 * then rather than wait for the rest (a publish 0.25 s after a start waited ~1 s for it all).
 * `keys`: the live site's page keys (only their paths are read). Returns the pages rendered.
 */
export async function rehearseServe(
  model: SiteModel,
  keys: Map<string, string>,
  memo: KeyMemo,
  renderer: Renderer,
  yielding: () => boolean = () => false,
): Promise<number> {
  const newest = model.posts[0];
  if (!newest) return 0;
  const article = memo.url(newest.entry);
  const kinds = new Map<string, string>([[pageKind(article), article]]);
  for (const urlPath of keys.keys()) {
    if (!isAfterServed(urlPath) && !isDeeper(urlPath) && !kinds.has(pageKind(urlPath))) kinds.set(pageKind(urlPath), urlPath);
  }
  const sample = [...kinds.values()].slice(0, REHEARSED_PAGES);
  renderer.setModel(model);
  // One at a time: an update arriving meanwhile waits for one page at most, not for all of them.
  let rendered = 0;
  for (const urlPath of sample) {
    // A render settles in microtasks: the engine reads its messages (an update asked for) only
    // when its event loop turns, so turn it before asking.
    await new Promise((resolve) => setImmediate(resolve));
    if (yielding()) return rendered;
    await renderer.render(urlPath);
    rendered += 1;
  }
  await new Promise((resolve) => setImmediate(resolve));
  if (!yielding()) pageKeys(model, renderer.staticPaths(), memo, new Set([article]));
  return rendered;
}
