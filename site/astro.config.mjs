// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import siteEngineAdapter from './engine/adapter/index.mjs';

/**
 * `client:interaction`: hydrate an island on the first pointerdown, focusin or keydown inside it;
 * `client:seen`: once it is in view, or on that first interaction. Both replay what the visitor
 * did before it had hydrated (src/lib/directives/replay.ts).
 */
/** @type {import('astro').AstroIntegration} */
const interactionDirective = {
  name: 'blog:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/lib/directives/interaction.ts', import.meta.url)),
      });
      addClientDirective({
        name: 'seen',
        entrypoint: fileURLToPath(new URL('./src/lib/directives/seen.ts', import.meta.url)),
      });
    },
  },
};

/** The publish pipeline's test hook: a template that fails the build (SITE_INJECT_BROKEN=1). */
/** @type {import('astro').AstroIntegration} */
const brokenTemplateHook = {
  name: 'blog:test-broken-template',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      if (process.env.SITE_INJECT_BROKEN !== '1') return;
      injectRoute({
        pattern: '/__broken',
        entrypoint: fileURLToPath(new URL('./src/lib/testHooks/BrokenTemplate.astro', import.meta.url)),
      });
    },
  },
};

/**
 * The site is built once per template change as a server bundle (the engine's adapter) and its
 * pages are rendered by the site engine (engine/), which also writes the static files: a
 * change re-renders only the pages it touches (README, "The publish pipeline"). No `site`: the
 * bundle is shared by every data folder, so pages take SITE_URL at render time (lib/config.ts).
 */
export default defineConfig({
  output: 'server',
  adapter: siteEngineAdapter(),
  outDir: process.env.SITE_OUT_DIR || './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), interactionDirective, brokenTemplateHook],
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  prefetch: false,
  vite: {
    // The shared package ships TypeScript sources.
    ssr: { noExternal: ['@blog/shared'] },
    // Gzip-sizing every chunk for the log costs time on every publish's rebuild.
    build: { reportCompressedSize: false },
  },
});
