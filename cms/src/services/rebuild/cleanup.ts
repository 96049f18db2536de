import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { env } from '../../env';
import { currentBuildDir, sitePaths } from './sitePaths';
import { siteEnginePid } from './siteEngine';

/** Where Astro writes a build before it moves under data/site/builds (see buildLocally). */
export const astroOutRoot = path.join(env.siteDir, '.builds');

/** A build's working folder name: its id and the process that builds it. */
export const astroOutName = (id: string) => `${id}-p${process.pid}`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const list = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * Removes what crashed or killed builds left behind: Astro output folders of builds no process is
 * running (another server on this checkout may be building: its folder carries its live pid), and
 * builds under data/site/builds other than the live one and the one before it (kept to roll back).
 * Called at start and before each build, while this process runs no build. Asynchronous: a build
 * folder holds thousands of files, the server keeps answering meanwhile.
 */
export async function removeStaleBuilds(): Promise<string[]> {
  const removed: string[] = [];
  // A site engine of another process (`npm run build:site`) is building: its folder is not stale.
  const holder = Number(await readFile(path.join(sitePaths.root, 'engine', 'lock'), 'utf8').catch(() => '0'));
  if (holder && holder !== siteEnginePid() && isRunning(holder)) return removed;
  const remove = async (dir: string) => {
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  };
  const jobs: Promise<void>[] = [];
  for (const name of await list(astroOutRoot)) {
    const pid = Number(/-p(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && isRunning(pid)) continue;
    jobs.push(remove(path.join(astroOutRoot, name)));
  }
  const live = currentBuildDir();
  const liveName = live && path.dirname(live) === sitePaths.builds ? path.basename(live) : null;
  // Build ids are ISO timestamps: names sort by age.
  const builds = (await list(sitePaths.builds)).sort();
  const previous = liveName ? builds.filter((name) => name < liveName).at(-1) : undefined;
  for (const name of builds) {
    if (name !== liveName && name !== previous) jobs.push(remove(path.join(sitePaths.builds, name)));
  }
  jobs.push(rm(`${sitePaths.current}.next`, { force: true }));
  await Promise.all(jobs);
  return removed;
}
