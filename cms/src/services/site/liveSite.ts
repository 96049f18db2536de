/**
 * The live site on disk (DATA_DIR/site, the folders the engine writes and the server serves,
 * @blog/shared/siteEngine) and what a start must do about it: build it when there is none,
 * rebuild it when it predates the security headers file, or only warm the engine.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { currentBuildDir, hasLiveSite as liveSiteIn, siteDataPaths } from '@blog/shared/siteEngine';
import { env } from '../../env';

export const sitePaths = siteDataPaths(env.siteBuildsDir);
export const hasLiveSite = (): boolean => liveSiteIn(sitePaths);

/** Why a start must queue an update (no site yet, or one built before `_headers`), or null: the engine only warms. */
export function startUpdateReason(): string | null {
  if (!hasLiveSite()) return 'first start: no site yet';
  if (!existsSync(path.join(currentBuildDir(sitePaths) ?? sitePaths.current, '_headers'))) return 'security headers missing';
  return null;
}
