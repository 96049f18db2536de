import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildCommand, cmsDir, root } from './platform.mjs';
import { runMeasured } from './processTree.mjs';

/** Astro's and the site engine's caches (server bundles, engine bundle, Vite's dependency cache): a cold build makes them again. */
const CACHES = ['site/.astro', 'site/.renderer', 'site/node_modules/.astro', 'site/node_modules/.vite'];

/**
 * One full cold site build through the site engine (server bundle, sync, render, Pagefind, precompression, swap),
 * against a running platform: wall time and peak memory of the whole process tree.
 */
export async function coldBuild(platform) {
  for (const cache of CACHES) rmSync(path.join(root, cache), { recursive: true, force: true });
  const [command, args] = buildCommand();
  const { seconds, peakMB, output } = await runMeasured(command, args, { cwd: cmsDir, env: platform.env });
  const line = output
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  const result = line ? JSON.parse(line) : {};
  return { seconds: Number(seconds.toFixed(1)), peakMB, pages: result.pages ?? null, phases: result.phases ?? null };
}
