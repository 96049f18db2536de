import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildCommand, cmsDir, root } from './platform.mjs';
import { runMeasured } from './processTree.mjs';

/** Astro's and the site engine's caches (server bundles, engine bundle, Vite's dependency cache): a cold build makes them again. */
const CACHES = ['site/.astro', 'site/.renderer', 'site/node_modules/.astro', 'site/node_modules/.vite'];

/**
 * One full cold site build through the site engine (server bundle, sync, render, Pagefind, swap, then the pages'
 * .br/.gz), against a running platform: wall time to the swap (the new site live: the work Hugo + Pagefind do)
 * and to the end (the compressed copies written), and peak memory of the whole process tree; then the same full
 * build again as a template change runs it (a new bundle, the bodies kept), unless `rebuild` is false.
 */
export async function coldBuild(platform, { rebuild: withRebuild = true } = {}) {
  const build = async () => {
    for (const cache of CACHES) rmSync(path.join(root, cache), { recursive: true, force: true });
    const [command, args] = buildCommand();
    const { seconds, peakMB, output } = await runMeasured(command, args, { cwd: cmsDir, env: platform.env });
    const line = output
      .trim()
      .split('\n')
      .reverse()
      .find((l) => l.startsWith('{'));
    const result = line ? JSON.parse(line) : {};
    // The process's time less what ran after the swap (the engine reports both ends).
    const afterLive = result.servedMs !== undefined && result.ms !== undefined ? (result.ms - result.servedMs) / 1000 : 0;
    return {
      seconds: Number((seconds - afterLive).toFixed(1)),
      doneSeconds: Number(seconds.toFixed(1)),
      peakMB,
      pages: result.pages ?? null,
      phases: result.phases ?? null,
    };
  };
  const cold = await build();
  if (!withRebuild) return cold;
  // The full build a template change or a deploy runs: a new bundle and every page again, with the
  // post bodies (markdown and highlighting, made once per post version) kept from the build before.
  const rebuild = await build();
  return { ...cold, rebuildSeconds: rebuild.seconds, rebuildDoneSeconds: rebuild.doneSeconds, rebuildPhases: rebuild.phases };
}
