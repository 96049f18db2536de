import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer } from '../helpers/spawnServer';

const cmsDir = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the real platform server (scripts/server.mjs, production build) on a free port with a
 * fresh SQLite file in a temporary data folder, seeded on start. CMS_TEST_URL (+ CMS_TEST_SECRET)
 * points the tests at an already running server instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.CMS_TEST_URL) {
    project.provide('baseUrl', process.env.CMS_TEST_URL);
    project.provide('secret', process.env.CMS_TEST_SECRET ?? '');
    project.provide('dataDir', process.env.CMS_TEST_DATA_DIR ?? '');
    return;
  }
  if (!existsSync(path.join(cmsDir, '.next', 'BUILD_ID'))) {
    throw new Error('The cms is not built: run `npm run build` first (turbo does this before `npm test`).');
  }
  // The lane's own slice of ports (vitest.config.ts), also for this server: the `platform` lane
  // may run beside this one in another vitest process.
  const { CMS_TEST_LANES, CMS_TEST_LANE } = project.config.env;
  Object.assign(process.env, { CMS_TEST_LANES, CMS_TEST_LANE });
  const server = await spawnServer();
  project.provide('baseUrl', server.url);
  project.provide('secret', server.secret);
  project.provide('dataDir', server.dataDir);

  return async () => {
    await server.stop();
    server.cleanup();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    secret: string;
    dataDir: string;
  }
}
