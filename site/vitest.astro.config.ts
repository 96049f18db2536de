import { getViteConfig } from 'astro/config';

/**
 * Tests that render .astro components (Astro's container API needs Astro's Vite plugins).
 * Run: npx vitest run --config vitest.astro.config.ts
 */
export default getViteConfig({
  test: {
    include: ['test/**/*.astro.test.ts?(x)'],
    environment: './test/support/happyDomSsr.ts',
  },
});
