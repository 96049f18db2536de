import { existsSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { env } from '../../env';

/** data/site/current → builds/<id>: the live site is a symlink swapped atomically. */
export const sitePaths = {
  root: env.siteBuildsDir,
  builds: path.join(env.siteBuildsDir, 'builds'),
  current: path.join(env.siteBuildsDir, 'current'),
  /** A test hook: while this file exists, builds include a template that throws. */
  breakFlag: path.join(env.siteBuildsDir, 'inject-broken-template'),
};

export function currentBuildDir(): string | null {
  try {
    return path.resolve(sitePaths.root, readlinkSync(sitePaths.current));
  } catch {
    return existsSync(sitePaths.current) ? sitePaths.current : null;
  }
}

export function hasLiveSite(): boolean {
  const dir = currentBuildDir();
  return !!dir && existsSync(path.join(dir, 'index.html'));
}
