/**
 * The build folders under data/site/builds and the live symlink data/site/current. Only the
 * engine touches them, and only while it holds the data folder's lock (lock.ts), so no other
 * engine is mid-build when it cleans up.
 */
import { spawn } from 'node:child_process';
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
  const builds = names.filter((name) => !name.startsWith(ASIDE));
  const previous = liveName ? builds.filter((name) => name < liveName).at(-1) : undefined;
  return names.filter((name) => name !== liveName && name !== previous).map((name) => path.join(paths.builds, name));
}

/** A build being removed: renamed aside first (its own name is free at once), then deleted. */
const ASIDE = '.removing-';

/**
 * Removes `dirs` (prunableBuilds' list): each renamed aside at once, then deleted by a child
 * process. At 100,000 posts a build holds ~400,000 files; deleted in the engine, their removal
 * filled its file-system thread pool and the update beside it waited ~60 s for its own reads and
 * writes. What a stopped removal leaves is listed again next time.
 */
export async function removeBuilds(dirs: string[]): Promise<void> {
  const aside: string[] = [];
  for (const dir of dirs) {
    const name = path.basename(dir);
    const target = name.startsWith(ASIDE) ? dir : path.join(path.dirname(dir), `${ASIDE}${name}`);
    if (
      target === dir ||
      (await rename(dir, target).then(
        () => true,
        () => false,
      ))
    )
      aside.push(target);
  }
  if (aside.length === 0) return;
  await new Promise<void>((resolve) => {
    const remover = spawn(
      process.execPath,
      [
        '-e',
        'for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true })',
        ...aside,
      ],
      { stdio: 'ignore' },
    );
    remover.on('exit', () => resolve());
    remover.on('error', () => resolve());
  });
}
