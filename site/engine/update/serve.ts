/**
 * Phase 1, serve: sync what changed, work out the pages it touches, name them in the journal,
 * then remove the pages of removed posts and render the changed post's page and every page a
 * reader reaches first (home, the first page of each list, feeds, search page). When this returns
 * the change is served.
 */
import { mkdirSync } from 'node:fs';
import { paths } from '../config';
import { SiteWriter, pool } from '../output/writer';
import { affectedPaths, changedArticles, pageKeys, type Affected, type KeyMemo } from '../paths';
import { fileOfPath, type Renderer } from '../render/renderer';
import { renderPaths } from '../render/renderPaths';
import { readJournal, writeJournal, type EngineState, type Journal } from '../state';
import type { BodyStore } from '../sync/bodies';
import type { SiteModel } from '../sync/model';
import { incrementalSync } from '../sync/sync';
import { testSwitches } from '../testSwitches';
import type { Log } from '../types';

export interface Served {
  model: SiteModel;
  fetched: number;
  processed: number;
  /** The page keys of `model` (the next update's "before"). */
  keys: Map<string, string>;
  affected: Affected;
  /** Every path the journal names. */
  journalPaths: string[];
  /** The journal an interrupted update left (its paths are rendered again), or null. */
  interrupted: Journal | null;
  writer: SiteWriter;
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
): Promise<Served> {
  const interrupted = readJournal();
  const { model, fetched, processed } = await incrementalSync(state.model, bodies, log);
  phases.syncMs = Date.now() - started;
  const before = keysBefore ?? pageKeys(state.model, [], memo);
  const keys = pageKeys(model, renderer.staticPaths(), memo);
  const affected = affectedPaths(before, keys, changedArticles(state.model, model, memo), interrupted?.paths ?? []);
  mkdirSync(paths.tmp, { recursive: true });
  const journalPaths = [...affected.first, ...affected.second, ...affected.later, ...affected.removed];
  writeJournal({ paths: journalPaths, search: [] });
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
  await pool(affected.removed, 8, (urlPath) => writer.remove(fileOfPath(urlPath)));
  await renderPaths(renderer, writer, affected.first);
  return { model, fetched, processed, keys, affected, journalPaths, interrupted, writer };
}
