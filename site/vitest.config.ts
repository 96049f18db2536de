import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.ts?(x)'],
    exclude: ['test/**/*.astro.test.ts?(x)', '**/node_modules/**'], // vitest.astro.config.ts runs those
    setupFiles: ['./test/setup.ts'],
  },
});
