import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Component tests of the admin skin: happy-dom, no server (the main config's globalSetup
 * starts one). Run: npx vitest run --config test/admin/vitest.config.ts [file]
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@/': fileURLToPath(new URL('../../src/', import.meta.url)) } },
  test: {
    include: ['test/admin/**/*.test.tsx', 'test/admin/**/*.test.ts'],
    environment: 'happy-dom',
    // Worker threads start faster than child processes (65 → 59 CPU s here); each file stays
    // isolated, since most mock modules (vi.mock) that others import for real.
    pool: 'threads',
    setupFiles: ['test/admin/support/setup.ts'],
    environmentOptions: { happyDOM: { url: 'http://localhost:3100/admin' } },
    globals: false,
    testTimeout: 10_000,
  },
});
