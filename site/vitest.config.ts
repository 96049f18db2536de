import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.ts?(x)'],
    exclude: ['test/**/*.astro.test.ts?(x)', '**/node_modules/**'], // vitest.astro.config.ts runs those
    setupFiles: ['./test/setup.ts'],
  },
});
