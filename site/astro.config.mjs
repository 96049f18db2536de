// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { writeSecurityHeaders } from './src/lib/securityHeaders.mjs';

// Like the CMS: without SITE_URL the site is where the platform listens (PORT).
const SITE_URL = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`;

/** Pages that must not be listed in the sitemap: the unsubscribe screen, the newsletter forms' result pages, 404. */
const NOT_IN_SITEMAP = [/\/unsubscribe\/?$/, /\/newsletter\/[^/]+\/?$/, /\/404\/?$/];

/** `client:interaction`: hydrate an island on the first pointerdown, focusin or keydown inside it. */
/** @type {import('astro').AstroIntegration} */
const interactionDirective = {
  name: 'blog:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/lib/directives/interaction.ts', import.meta.url)),
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
      injectRoute({ pattern: '/__broken', entrypoint: fileURLToPath(new URL('./src/lib/testHooks/BrokenTemplate.astro', import.meta.url)) });
    },
  },
};

/**
 * After the build: `_headers` with the security headers and the hash of every inline script
 * (the CSP allows no other inline script). The platform server sends them; Netlify and
 * Cloudflare Pages read the same file.
 */
/** @type {import('astro').AstroIntegration} */
const securityHeaders = {
  name: 'blog:security-headers',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const { hashes } = await writeSecurityHeaders(fileURLToPath(dir));
      logger.info(`_headers written (${hashes} inline script hashes)`);
    },
  },
};

export default defineConfig({
  site: SITE_URL,
  outDir: process.env.SITE_OUT_DIR || './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [
    react(),
    interactionDirective,
    brokenTemplateHook,
    securityHeaders,
    sitemap({ filter: (page) => !NOT_IN_SITEMAP.some((pattern) => pattern.test(page)) }),
  ],
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
