import { defineConfig } from 'vitest/config';

/**
 * `npm run test:quick`, the inner loop: the unit and component tiers (no build, no server) as
 * projects of one vitest run, so they share one pool of workers instead of four runs one after
 * another each paying its own start. QUICK_WORKERS sets the pool (default: both cores).
 */
export default defineConfig({
  test: {
    projects: [
      'shared/vitest.config.ts',
      'cms/vitest.unit.config.ts',
      'cms/test/admin/vitest.config.ts',
      'site/vitest.config.ts',
    ],
    maxWorkers: Number(process.env.QUICK_WORKERS) || 2,
  },
});
