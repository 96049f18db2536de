/**
 * One incremental update of the live site, as named phases and the order between them:
 *
 *   serve (first pages: served) ── social cards, ids ── planRest (every page's key) ──┬─ search: recent index ──(recentWritten)──┐ ... (pagesWritten) ── shards
 *                                                                                       ├─ related lists (engine thread)           │
 *                                                                                       └─ deeper pages (render pool: after recentWritten, so search answers first)
 *   related + deeper ──(pagesWritten)── compress copies
 *   everything settled ── finish (headers, manifest, state, journal)
 *
 * Everything settles before the update ends, failed or not: nothing of it may write on behind the
 * next update.
 */
import type { UpdateResult } from '@blog/shared/siteEngine';
import type { RenderPool } from '../render/pool';
import type { Renderer } from '../render/renderer';
import type { KeyMemo } from '../keyMemo';
import type { RecentIndex } from '../search/recentIndex';
import type { EngineState } from '../state';
import type { BodyStore } from '../sync/bodies';
import type { Log } from '../types';
import { deeper } from './deeper';
import { compressPages, finish } from './finish';
import { Gate } from './gate';
import { related } from './related';
import { SearchPhase } from './search';
import { planRest, renderAfterServed, serve } from './serve';

export interface RunInput {
  reason: string;
  /** Called once the directly changed pages are live. */
  onServed?: (ms: number) => void;
  /** The state the live site was rendered from, and its page keys when known. */
  state: EngineState;
  keys: Map<string, string> | null;
  /** The Engine's memo of the entries' JSON (the page keys of unchanged posts cost nothing). */
  keyMemo: KeyMemo;
  /** The renderer of the live templates (loading while the run already listens for changes). */
  renderer: Promise<Renderer>;
  /** The Engine's render pool for `pages` deeper pages, or null to render them on this thread. */
  workersFor: (pages: number) => RenderPool | null;
  recentIndex: RecentIndex;
  bodies: BodyStore;
  log: Log;
}

export interface RunOutcome {
  result: UpdateResult;
  state: EngineState;
  keys: Map<string, string>;
}

export class UpdateRun {
  private readonly started = Date.now();
  private readonly phases: Record<string, number> = {};
  private search: SearchPhase | null = null;
  /** A change queued before the search phase exists still leaves it the shards (see noteChangeWaiting). */
  private changeWaiting = false;

  constructor(private readonly input: RunInput) {}

  /** A change was queued while this update runs: it leaves the search shards' rebuild to the next one. */
  noteChangeWaiting(): void {
    this.changeWaiting = true;
    this.search?.noteChangeWaiting();
  }

  async execute(): Promise<RunOutcome> {
    const { input, phases, started } = this;
    const renderer = await input.renderer;
    const servedFirst = await serve(input.bodies, input.state, input.keys, input.keyMemo, renderer, input.log, phases, started);
    const servedMs = Date.now() - started;
    phases.servedMs = servedMs;
    input.onServed?.(servedMs);
    await renderAfterServed(servedFirst, renderer);
    const served = await planRest(servedFirst, input.keyMemo);
    phases.keysMs = Date.now() - started;
    const workers = input.workersFor(served.affected.later.length);
    // The workers load the new model while the recent index is written.
    workers?.sendModel(served.model);

    const recentWritten = new Gate();
    const pagesWritten = new Gate();
    const since = Date.now();
    const search = (this.search = new SearchPhase(
      input.bodies,
      input.state,
      served,
      input.recentIndex,
      { recentWritten, pagesWritten },
      phases,
      started,
    ));
    if (this.changeWaiting) search.noteChangeWaiting();
    const searching = search.run();
    const relating = related(renderer, served, phases, since);
    // The pool's workers start once search answers right; the engine's own thread renders at once.
    const deepening = (workers ? recentWritten.opened : Promise.resolve()).then(() =>
      deeper(renderer, workers, served, phases, since),
    );
    let pagesMs = 0;
    void Promise.allSettled([relating, deepening]).then(() => {
      pagesMs = Date.now() - started;
      pagesWritten.open();
    });
    const compressing = pagesWritten.opened.then(() => compressPages(served, phases, since));
    const settled = await Promise.allSettled([searching, relating, deepening, compressing]);
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;

    const { state, manifest } = await finish(input.bodies, input.state, served, search.state, input.reason);
    const { affected } = served;
    return {
      result: {
        kind: 'incremental',
        pages: affected.first.length + affected.second.length + affected.later.length,
        posts: served.model.posts.length,
        fetched: served.fetched,
        processed: served.processed,
        ms: Date.now() - started,
        servedMs,
        pagesMs: Math.max(servedMs, pagesMs, search.rightMs),
        phases,
        dir: input.state.liveDir,
        manifest,
      },
      state,
      keys: served.keys,
    };
  }
}
