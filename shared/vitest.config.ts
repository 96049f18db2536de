import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Pure modules, nothing stubbed: a worker's files share its modules (16 s → 8 s here).
    isolate: false,
    // The markdown corpus parses in seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
