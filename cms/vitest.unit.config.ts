import { defineConfig } from 'vitest/config';

/**
 * The fast tier: pure modules (router, ids, schemas, limiter keys), no server and no `next build`.
 * A worker's files share its modules (isolate off): each file imported Payload again, two thirds of
 * the tier's time (60 s → 22 s alone here); test/unit/setup.ts undoes what a file stubbed.
 */
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    setupFiles: ['./test/unit/setup.ts'],
    // Some run a migration on a real SQLite file: seconds on a busy 2-core machine.
    testTimeout: 20_000,
    // …and in a beforeAll too (revisionsMigration.test.ts): past Vitest's 10 s at a load of 20+.
    hookTimeout: 30_000,
    // The router's siteUpdate effect starts the queue only when this process runs the jobs.
    env: { JOBS_AUTORUN: 'true', SITE_BUILD: 'local' },
  },
});
