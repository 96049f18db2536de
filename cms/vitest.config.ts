import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The fast tier runs on its own (vitest.unit.config.ts), without the server.
    exclude: ['test/unit/**', '**/node_modules/**'],
    environment: 'node',
    globalSetup: ['./test/setup/globalSetup.ts'],
    // One server for the whole run: files run one after another against it.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});
