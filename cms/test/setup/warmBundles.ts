import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { warmSiteEngine } from '../../../scripts/lib/warmEngine.mjs';
import { ensureSeedTemplate } from '../helpers/seedTemplate';
import { freePort, spawnServer } from '../helpers/spawnServer';

const cmsDir = path.resolve(import.meta.dirname, '../..');

/**
 * Before the `platform` lane's files start servers side by side: the build is there, the site
 * engine's bundle is written once, before any of them loads it, and the seeded data folder their
 * servers start from is made once (helpers/seedTemplate.ts) by a real start.
 */
export default async function warmBundles(project: TestProject) {
  if (!existsSync(path.join(cmsDir, '.next', 'BUILD_ID'))) {
    throw new Error('The cms is not built: run `npm run build` first (turbo does this before `npm test`).');
  }
  // The lane's slice of ports (vitest.config.ts), as its files get.
  Object.assign(process.env, { CMS_TEST_LANES: project.config.env.CMS_TEST_LANES });
  await Promise.all([
    warmSiteEngine(),
    ensureSeedTemplate(async (dataDir) => {
      const server = await spawnServer({}, { dataDir, secret: randomBytes(24).toString('hex'), port: await freePort() });
      await server.stop();
    }),
  ]);
}
