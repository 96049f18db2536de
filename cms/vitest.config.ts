import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The integration tier, in two lanes (docs/test-time.md has the figures):
 * - `api`: test/api/ runs one file after another against one shared server (globalSetup), since
 *   its files share that server's sign-in limits and rows.
 * - `platform`: every other folder starts its own servers on their own data folders and ports
 *   (helpers/spawnServer.ts), so its files run side by side: most of their time is waiting (an
 *   SMTP outage held for minutes, site builds in child processes, restarts). CMS_TEST_WORKERS sets
 *   how many at once (default: one per core; 1 runs them one by one).
 * A new file that starts its own servers goes anywhere but test/api/; one that uses the shared
 * server goes in test/api/ (helpers/api.ts refuses elsewhere).
 * `npx vitest run` runs the lanes one after the other (groupOrder); `npm test` runs each in a vitest
 * process of its own, the `api` lane after the browser suite, beside the `platform` lane.
 */
// One file per core: most of a file's time is waiting, but server starts and site builds are not,
// and a third file on two cores pushed first site builds past their hook timeouts on a busy machine.
const workers = Math.max(1, Number(process.env.CMS_TEST_WORKERS) || Math.min(4, availableParallelism()));

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 240_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'platform',
          include: ['test/**/*.test.ts'],
          // The fast tier runs on its own (vitest.unit.config.ts), without the server.
          exclude: ['test/api/**', 'test/unit/**', 'test/admin/**', '**/node_modules/**'],
          globalSetup: ['./test/setup/warmBundles.ts'],
          maxWorkers: workers,
          env: { CMS_TEST_LANES: String(workers + 1) },
          fileParallelism: workers > 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          globalSetup: ['./test/setup/globalSetup.ts'],
          // Ports of its own: `npm test` runs this lane in a vitest process beside the other's.
          env: { CMS_TEST_LANES: String(workers + 1), CMS_TEST_LANE: String(workers) },
          // One server for the lane: its files run one after another against it.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
