/**
 * The build folders under data/site/builds and the live symlink data/site/current. Only the
 * engine touches them, and only while it holds the data folder's lock (lock.ts), so no other
 * engine is mid-build when it cleans up.
 */
import { readdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '../config';
import { currentBuildDir } from '../state';

/** A new build's folder; ids are ISO times, so names sort by age. */
export const newBuildDir = (): string => path.join(paths.builds, new Date().toISOString().replace(/[:.]/g, '-'));

/** Points data/site/current at `dir` with one rename: readers see the old site or the new one. */
export async function swapCurrent(dir: string): Promise<void> {
  const next = `${paths.current}.next`;
  await rm(next, { force: true });
  await symlink(path.relative(paths.root, dir), next);
  await rename(next, paths.current);
}

/**
 * The builds to remove: every one but the live one and the one before it (kept to roll back), so
 * what a crashed or killed full build left and what a full build superseded; and the scratch link
 * a killed swap left goes now. Listed between updates (the engine's queue), so no folder named
 * here is one an update writes, even while removeBuilds works through them beside later updates.
 */
export async function prunableBuilds(): Promise<string[]> {
  await rm(`${paths.current}.next`, { force: true });
  const live = currentBuildDir();
  const liveName = live && path.dirname(live) === paths.builds ? path.basename(live) : null;
  const names = (await readdir(paths.builds).catch(() => [] as string[])).sort();
  const previous = liveName ? names.filter((name) => name < liveName).at(-1) : undefined;
  return names.filter((name) => name !== liveName && name !== previous).map((name) => path.join(paths.builds, name));
}

/**
 * Removes `dirs` (prunableBuilds' list). Asynchronous: a build folder holds thousands of files (at
 * 100,000 posts removing one takes about a minute), and the engine updates and answers previews
 * meanwhile.
 */
export async function removeBuilds(dirs: string[]): Promise<void> {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}
