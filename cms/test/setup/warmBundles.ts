import { existsSync } from 'node:fs';
import path from 'node:path';
import { warmSiteEngine } from '../../../scripts/lib/warmEngine.mjs';

const cmsDir = path.resolve(import.meta.dirname, '../..');

/**
 * Before the `platform` lane's files start servers side by side: the build is there, and the site
 * engine's bundle is written once, before any of them loads it.
 */
export default async function warmBundles() {
  if (!existsSync(path.join(cmsDir, '.next', 'BUILD_ID'))) {
    throw new Error('The cms is not built: run `npm run build` first (turbo does this before `npm test`).');
  }
  await warmSiteEngine();
}
