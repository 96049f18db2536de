import { defineConfig } from 'vitest/config';

/**
 * The site's unit tests, in two projects:
 * - `engine`: modules without a DOM (`*.test.ts`), in Node, their files sharing one module graph
 *   per worker (isolate off: each file re-imported the engine and its dependencies, 2/3 of the
 *   tier's time);
 * - `dom`: the islands and what needs a document (`*.test.tsx`, `*.dom.test.ts`), each file in a
 *   fresh happy-dom, since a DOM left by one file changes what the next sees.
 * The `.astro` component tests run on their own (vitest.astro.config.ts).
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    setupFiles: ['./test/setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.dom.test.ts', 'test/**/*.astro.test.ts?(x)', '**/node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['test/**/*.test.tsx', 'test/**/*.dom.test.ts'],
          exclude: ['test/**/*.astro.test.ts?(x)', '**/node_modules/**'],
        },
      },
    ],
  },
});
