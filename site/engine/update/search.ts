/**
 * Phase 2c, search: the changed posts alone first (the recent index, search/recentIndex.ts:
 * searchable in a fraction of a second), then, once every page is written, Pagefind (its own
 * process) rebuilds the shards that hold them. The journal names those shards before any of their
 * files is written; after an interrupted update the live shards may not hold the records the state
 * lists, so only the shards are rebuilt. Without a recent index (too many changed posts, or a
 * repair) the shards are rebuilt at once, beside the pages.
 */
import { stopIndexing } from '../search/indexer';
import { updateSearchIndex, type SearchState } from '../search/liveIndex';
import { settleRecentIndex, type RecentIndex } from '../search/recentIndex';
import { writeJournal, type EngineState } from '../state';
import type { BodyStore } from '../sync/bodies';
import type { Gate } from './gate';
import type { Served } from './serve';

export class SearchPhase {
  /** The search state this update leaves. */
  state: SearchState;
  /** When search first answered right (ms from the update's start). */
  rightMs = 0;
  /** A change was queued while this update ran (the Engine tells it). */
  private changeWaiting = false;
  private rebuilding = false;
  private stopped = false;

  constructor(
    private readonly bodies: BodyStore,
    private readonly previous: EngineState,
    private readonly served: Served,
    private readonly recentIndex: RecentIndex,
    private readonly gates: { recentWritten: Gate; pagesWritten: Gate },
    private readonly phases: Record<string, number>,
    private readonly started: number,
  ) {
    this.state = previous.search;
  }

  /**
   * A change waits: its update rebuilds the shards instead, so a burst of changes waits for one
   * rebuild. A rebuild under way is stopped (Pagefind's service closed): search already answers
   * right from the recent index, and the waiting change is served now, not after the indexing.
   */
  noteChangeWaiting(): void {
    this.changeWaiting = true;
    if (this.rebuilding && !this.stopped) {
      this.stopped = true;
      void stopIndexing();
    }
  }

  async run(): Promise<void> {
    const since = Date.now();
    const { model, writer, interrupted, journalPaths } = this.served;
    let base: Record<string, string>;
    let recent: SearchState | null;
    try {
      base = this.state.base ?? this.recentIndex.recordDigests(this.previous.model);
      recent = interrupted ? null : await this.recentIndex.write(base, model, writer, this.state);
    } finally {
      this.gates.recentWritten.open();
    }
    const rebuildShards = async () => {
      this.state = await updateSearchIndex(
        model,
        this.bodies,
        writer,
        this.state,
        Array.isArray(interrupted?.search) ? interrupted.search : [],
        (shards) => writeJournal({ paths: journalPaths, search: shards }),
        () => this.stopped,
      );
    };
    if (recent) {
      this.state = recent;
      this.phases.recentMs = Date.now() - since;
      this.rightMs = Date.now() - this.started;
      // Search already answers right: the pages get the cores first.
      await this.gates.pagesWritten.opened;
      // Shards rebuilt before a stop hold the new records too; the next recent index lists those as stale.
      this.stopped ||= this.changeWaiting;
      if (!this.stopped) {
        this.rebuilding = true;
        await rebuildShards().finally(() => (this.rebuilding = false));
      }
      if (this.stopped) {
        this.state = { ...this.state, base };
        this.phases.searchDeferred = 1;
        return;
      }
    } else {
      await rebuildShards();
      this.rightMs = Date.now() - this.started;
    }
    this.state = { ...this.state, base: undefined };
    await settleRecentIndex(writer, this.state);
    this.phases.searchMs = Date.now() - since;
  }
}
