/**
 * Phase 3, finish: once every page is written their compressed copies are added; once everything
 * has settled, `_headers` gains any new inline-script hash, the update's manifest is written, the
 * state saved and the journal cleared (only now: a kill before this is repaired by the next
 * update), and bodies no post uses any more are removed.
 */
import path from 'node:path';
import { writeHeaders } from '../output/headers';
import { writeManifest } from '../output/manifest';
import { clearJournal, saveState, type EngineState } from '../state';
import type { BodyStore } from '../sync/bodies';
import type { SearchState } from '../search/liveIndex';
import type { Served } from './serve';

export async function compressPages(served: Served, phases: Record<string, number>, since: number): Promise<void> {
  const count = await served.writer.compressDeferred();
  phases.compressMs = Date.now() - since;
  phases.compressed = count;
}

/** Returns the state saved (the Engine keeps it for the next update) and the manifest's file. */
export async function finish(
  bodies: BodyStore,
  previous: EngineState,
  served: Served,
  search: SearchState,
  reason: string,
): Promise<{ state: EngineState; manifest: string }> {
  const { writer, model } = served;
  let scriptHashes = previous.scriptHashes;
  if ([...writer.scriptHashes].some((hash) => !scriptHashes.includes(hash)))
    scriptHashes = await writeHeaders(writer, [...scriptHashes, ...writer.scriptHashes]);
  const manifest = await writeManifest({
    kind: 'incremental',
    reason,
    build: path.basename(previous.liveDir),
    ...writer.changes,
  });
  const state: EngineState = { ...previous, model, search, scriptHashes, pageKeys: served.keys };
  saveState(state);
  clearJournal();
  await bodies.prune(model.posts.map((record) => record.bodyDigest));
  return { state, manifest };
}
