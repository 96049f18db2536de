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
 * Removes every build but the live one and the one before it (kept to roll back): what a crashed
 * or killed full build left, and what a full build superseded. Asynchronous: a build folder holds
 * thousands of files, and the engine answers previews meanwhile.
 */
export async function pruneBuilds(): Promise<void> {
  const live = currentBuildDir();
  const liveName = live && path.dirname(live) === paths.builds ? path.basename(live) : null;
  const names = (await readdir(paths.builds).catch(() => [] as string[])).sort();
  const previous = liveName ? names.filter((name) => name < liveName).at(-1) : undefined;
  await Promise.all([
    ...names
      .filter((name) => name !== liveName && name !== previous)
      .map((name) => rm(path.join(paths.builds, name), { recursive: true, force: true })),
    rm(`${paths.current}.next`, { force: true }),
  ]);
}
