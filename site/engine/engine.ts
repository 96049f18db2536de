/**
 * The site engine's one object: it owns what lives between updates (the state and page keys of
 * the live site, the loaded renderer, the render pool's warm workers, what the recent index
 * remembers) and runs one update at a time, incremental (update/run.ts) or full (build.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PreviewResult, UpdateResult } from '@blog/shared/siteEngine';
import { settings } from './config';
import { fullBuild } from './build';
import { withEngineLock } from './lock';
import { prunableBuilds, removeBuilds } from './output/builds';
import { KeyMemo } from './keyMemo';
import { pageKeys } from './paths';
import { renderPreview, type PreviewRequest } from './preview';
import { bundleDir, templateFingerprint, touchBundle } from './render/bundle';
import { RenderPool } from './render/pool';
import { Renderer } from './render/renderer';
import { preloadTexts } from './search/indexer';
import { RecentIndex } from './search/recentIndex';
import { currentBuildDir, loadState, type EngineState } from './state';
import { BodyStore } from './sync/bodies';
import type { Log } from './types';
import { UpdateRun } from './update/run';
import { rehearseServe } from './update/serve';

export interface UpdateOptions {
  reason: string;
  /** Called once the directly changed pages are live. */
  onServed?: (ms: number) => void;
  /** Always build everything (deploys, template changes, the dashboard's rebuild). */
  full?: boolean;
}

export class Engine {
  /** The live site's state (the state file is read once per process) and its page keys. */
  private state: EngineState | null = null;
  private keys: Map<string, string> | null = null;
  /** One renderer per bundle for the life of the process (loading one is slow). */
  private renderer: { bundle: string; renderer: Promise<Renderer> } | null = null;
  /** Render workers kept warm between updates (the bundle loaded) for the deeper list pages. */
  private pool: RenderPool | null = null;
  private readonly bodies = new BodyStore();
  /** The entries' JSON behind the page keys, kept while the entries are (paths.ts). */
  private readonly keyMemo = new KeyMemo();
  private readonly recentIndex = new RecentIndex(this.bodies);
  /** Updates and warm-ups, one after another. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Updates asked for and not started yet: the warm-up's last part gives way to them. */
  private waiting = 0;
  /** The incremental update running now, told when a change is queued. */
  private running: UpdateRun | null = null;
  /** Old builds being removed beside the updates (one removal at a time), or null. */
  private pruning: Promise<void> | null = null;

  constructor(private readonly log: Log) {}

  /** Runs an update after those already asked for; a failure forgets the in-memory state. */
  update(options: UpdateOptions): Promise<UpdateResult> {
    this.waiting += 1;
    const job = this.queue.then(() => {
      this.waiting -= 1;
      return withEngineLock(() => this.runUpdate(options)).catch((error: unknown) => {
        // The next update starts from the saved state (and repairs from the journal).
        this.state = null;
        this.keys = null;
        throw error;
      });
    });
    this.queue = job.catch(() => undefined);
    return job;
  }

  /**
   * Loads what an update needs ahead of the first change, so a server that just started publishes
   * as fast as one that has been running: first what the served path needs (state, server bundle,
   * page keys), then, behind any update queued meanwhile, the rest (render workers, search texts:
   * at 100,000 posts seconds a first publish would otherwise wait for).
   */
  warm(): void {
    const failed = (error: unknown) => this.log(`warm-up failed: ${String(error)}`);
    // Loads in its own thread, beside the rest (and when a full build comes first, for the publish after it).
    this.bodies.workers.warm();
    this.queue = this.queue
      .then(async () => {
        const rest = await this.warmNow();
        if (rest) this.queue = this.queue.then(rest).catch(failed);
      })
      .catch(failed);
  }

  /** A change was queued: the running update leaves the search shards' rebuild to the next one. */
  noteChangeWaiting(): void {
    this.running?.noteChangeWaiting();
  }

  /** A draft's article page with the live templates and model; beside any update (it writes nothing). */
  async preview(request: PreviewRequest): Promise<PreviewResult> {
    this.state ??= loadState();
    const live = this.state;
    if (!live || !existsSync(path.join(bundleDir(live.template), '.complete'))) return { ok: false, reason: 'no-site' };
    return renderPreview(request, live, await this.rendererOf(bundleDir(live.template)), this.log, this.bodies.workers);
  }

  private rendererOf(bundle: string): Promise<Renderer> {
    if (this.renderer?.bundle !== bundle) {
      touchBundle(bundle);
      this.renderer = { bundle, renderer: Renderer.load(bundle) };
    }
    return this.renderer.renderer;
  }

  /** The warm pool for this bundle, started when missing or broken; null when workers are off. */
  private poolFor(bundle: string): RenderPool | null {
    if (settings.updateWorkers < 1) return null;
    if (this.pool?.bundle === bundle && this.pool.usable) return this.pool;
    void this.pool?.close();
    return (this.pool = new RenderPool(bundle, settings.updateWorkers));
  }

  /** Why the incremental state cannot be used, or null when it can. */
  private staleReason(template: string): string | null {
    const state = this.state;
    if (!state) return 'no incremental state';
    if (state.template !== template) return 'the templates changed';
    const live = currentBuildDir();
    if (!live || path.resolve(live) !== path.resolve(state.liveDir) || !existsSync(path.join(live, 'index.html')))
      return 'the live site is not the one the state describes';
    if (!existsSync(path.join(bundleDir(template), '.complete'))) return 'no server bundle';
    return null;
  }

  /** Lists the builds to remove now and removes them in the background, unless a removal still runs. */
  private async startPruning(): Promise<void> {
    if (this.pruning) return;
    // Listed before this update goes on (a full build makes its folder after); removed beside it.
    const doomed = await prunableBuilds();
    this.keepPruning(removeBuilds(doomed));
  }

  private keepPruning(removal: Promise<void>): void {
    const running: Promise<void> = removal
      .catch((error: unknown) => this.log(`pruning old builds failed: ${String(error)}`))
      .finally(() => {
        if (this.pruning === running) this.pruning = null;
      });
    this.pruning = running;
  }

  private async runUpdate(options: UpdateOptions): Promise<UpdateResult> {
    // What a crashed or killed build left, and what the last full build superseded (under the
    // lock: no other engine is building in this data folder), removed beside this update: the
    // first publish after a full build at 100,000 posts waited ~60 s for it.
    await this.startPruning();
    const template = templateFingerprint();
    this.state ??= loadState();
    // Another process (`npm run build:site`) may have built since this state was read.
    if (!options.full && this.staleReason(template)) {
      this.state = loadState();
      this.keys = null;
    }
    const stale = options.full ? 'a full build was asked for' : this.staleReason(template);
    if (stale) {
      this.log(`full build: ${stale}`);
      void this.pool?.close();
      this.pool = null;
      this.state = null;
      this.keys = null;
      const built = await fullBuild(
        this.bodies,
        this.keyMemo,
        this.log,
        options.reason,
        (bundle) => this.rendererOf(bundle),
        options.onServed,
      );
      this.state = built.state;
      this.keys = built.keys;
      this.keepPruning(built.pruning);
      // A full build of stored bodies starts no body worker: the next publish's is loaded now.
      this.bodies.workers.warm();
      return built.result;
    }
    const bundle = bundleDir(template);
    const run = new UpdateRun({
      reason: options.reason,
      onServed: options.onServed,
      state: this.state!,
      // A state loaded from disk brings the keys it was saved with (no cold keying on the served path).
      keys: this.keys ?? this.state!.pageKeys ?? null,
      keyMemo: this.keyMemo,
      renderer: this.rendererOf(bundle),
      workersFor: (pages) => (pages >= settings.updateWorkersMin ? this.poolFor(bundle) : null),
      recentIndex: this.recentIndex,
      bodies: this.bodies,
      log: this.log,
    });
    this.running = run;
    try {
      const outcome = await run.execute();
      this.state = outcome.state;
      this.keys = outcome.keys;
      return outcome.result;
    } finally {
      this.running = null;
    }
  }

  /** The served path's part of the warm-up; returns the rest, to run after what is queued by then. */
  private async warmNow(): Promise<(() => Promise<void>) | null> {
    const started = Date.now();
    const template = templateFingerprint();
    this.state ??= loadState();
    const stateMs = Date.now() - started;
    if (this.staleReason(template)) return null;
    const state = this.state!;
    const bundle = bundleDir(template);
    const renderer = await this.rendererOf(bundle);
    const rendererMs = Date.now() - started;
    this.keys ??= state.pageKeys ?? pageKeys(state.model, renderer.staticPaths(), this.keyMemo);
    const pages = this.keys.size;
    this.log(`engine ready for updates in ${Date.now() - started} ms (state ${stateMs} ms, renderer ${rendererMs - stateMs} ms)`);
    return async () => {
      // An update in between may have replaced the state: warm what is live now.
      const live = this.state;
      if (!live || live.template !== template) return;
      // A site this big shifts enough list pages on a publish for the workers to pay off.
      if (pages >= settings.updateWorkersMin * 10) this.poolFor(bundle);
      // Unless an update ran meanwhile (it ran the served path itself).
      if (live === state && this.waiting === 0) {
        const rehearsing = Date.now();
        const rehearsed = await rehearseServe(live.model, this.keys ?? new Map(), this.keyMemo, renderer, () => this.waiting > 0);
        this.log(`engine rehearsed a publish's served path in ${Date.now() - rehearsing} ms (${rehearsed} pages)`);
      }
      if (this.waiting > 0) return;
      await preloadTexts(live.model, this.bodies, () => this.waiting > 0);
      if (this.waiting > 0) return;
      await this.recentIndex.readFragmentUrls(live.liveDir, live.search);
      this.log(`engine warm: ${live.model.posts.length} posts, ${pages} pages`);
    };
  }
}
