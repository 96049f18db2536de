import { cpSync, existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { childEnv, env } from '../../env';
import { currentBuildDir, sitePaths } from './sitePaths';
import { runProcess } from './runProcess';
import { precompress, removeBuildLeftovers } from './precompress';
import { astroOutName, astroOutRoot, removeStaleBuilds } from './cleanup';

const BUILD_TIMEOUT_MS = 20 * 60 * 1000;

/** Points data/site/current at `dir` with one rename: readers see the old site or the new one. */
function swapCurrent(dir: string): void {
  const next = `${sitePaths.current}.next`;
  rmSync(next, { force: true });
  symlinkSync(path.relative(sitePaths.root, dir), next);
  renameSync(next, sitePaths.current);
}

/**
 * Builds the static site (Astro, then Pagefind) into a fresh folder and swaps it in. A failed
 * or killed build leaves the live site as it was.
 */
/** Moves a finished build into place (a rename; a copy when the data folder is on another disk). */
function moveInto(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch {
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

export async function buildLocally(): Promise<{ pages: number; dir: string; phases: Record<string, number> }> {
  const started = Date.now();
  const phases: Record<string, number> = {};
  mkdirSync(sitePaths.builds, { recursive: true });
  // What a crashed or killed build left (this process runs no other build: runRebuild's lock).
  await removeStaleBuilds();
  const id = new Date().toISOString().replace(/[:.]/g, '-');
  // Astro builds inside site/ (an output folder outside its root makes it leave its server
  // chunks in the output); the finished folder then moves under data/site/builds/.
  const out = path.join(astroOutRoot, astroOutName(id));
  const dir = path.join(sitePaths.builds, id);
  const node = process.execPath;
  const modules = path.join(env.repoRoot, 'node_modules');
  const buildEnv = childEnv({
    CMS_URL: env.selfUrl,
    SITE_URL: env.siteUrl,
    SITE_OUT_DIR: out,
    SITE_INJECT_BROKEN: existsSync(sitePaths.breakFlag) ? '1' : '',
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  try {
    const astroLog = await runProcess(node, [path.join(modules, 'astro/astro.js'), 'build'], {
      cwd: env.siteDir,
      env: buildEnv,
      timeoutMs: BUILD_TIMEOUT_MS,
    });
    phases.astroMs = Date.now() - started;
    // The posts loader's line: how many posts the build read, and how many it had to process.
    const loaded = /(\d+) posts \((\d+) processed\)/.exec(astroLog);
    if (loaded) Object.assign(phases, { posts: Number(loaded[1]), processed: Number(loaded[2]) });
    if (!existsSync(path.join(out, 'index.html'))) throw new Error('The build produced no index.html');
    await removeBuildLeftovers(out);
    // Pagefind indexes the pages while they are compressed (it only reads them); then its own
    // output (the small scripts; the index is compressed already).
    const previous = currentBuildDir();
    const [log] = await Promise.all([
      runProcess(node, [path.join(modules, 'pagefind/lib/runner/bin.cjs'), '--site', out], {
        cwd: env.siteDir,
        env: buildEnv,
        timeoutMs: BUILD_TIMEOUT_MS,
      }),
      precompress(out, { skip: ['pagefind'], previous }),
    ]);
    await precompress(path.join(out, 'pagefind'), { previous: previous && path.join(previous, 'pagefind') });
    phases.indexAndCompressMs = Date.now() - started - phases.astroMs;
    moveInto(out, dir);
    swapCurrent(dir);
    await removeStaleBuilds();
    const pages = Number(/Indexed (\d+) pages?/i.exec(log)?.[1] ?? 0);
    return { pages, dir, phases };
  } catch (error) {
    await Promise.all([rm(out, { recursive: true, force: true }), rm(dir, { recursive: true, force: true })]);
    throw error;
  }
}
