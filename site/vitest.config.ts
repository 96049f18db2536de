import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.ts?(x)'],
    setupFiles: ['./test/setup.ts'],
  },
});
