import { runSiteEngine, type EngineResult } from './siteEngine';
import { removeStaleBuilds } from './cleanup';

/**
 * Brings the local site up to date through the site engine: an incremental update of the live
 * folder, or a full build into a fresh folder swapped in with one rename (on a template change,
 * without usable incremental state, or when `full`). A failed or killed update leaves every
 * page served; the next update repairs what it had started.
 */
export async function buildLocally(
  reason = 'build',
  options: { full?: boolean; onServed?: (ms: number) => void } = {},
): Promise<EngineResult> {
  // What a crashed or killed full build left (this process runs one update at a time: runRebuild's lock).
  await removeStaleBuilds();
  return runSiteEngine(reason, options);
}
