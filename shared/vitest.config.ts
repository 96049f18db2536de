import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The markdown corpus parses in seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
