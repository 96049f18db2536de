#!/usr/bin/env node
/**
 * Starts the site engine (main.ts): bundles its TypeScript with esbuild into
 * node_modules/.astro/engine/ when the sources changed, then runs it. Packages stay external
 * (resolved from node_modules); @blog/shared and the site's own modules are bundled.
 *
 *   node site/engine/run.mjs [update|full] [reason]
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.BLOG_SITE_DIR ??= siteDir;
process.env.NODE_ENV = 'production';
process.chdir(siteDir);

function* sources(dir) {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.(ts|mjs)$/.test(name)) yield full;
  }
}

const hash = createHash('sha1');
for (const dir of ['engine', 'src/lib', '../shared/src'])
  for (const file of sources(path.join(siteDir, dir))) hash.update(file).update(readFileSync(file));
const outdir = path.join(siteDir, 'node_modules/.astro/engine', hash.digest('hex').slice(0, 12));
const outfile = path.join(outdir, 'main.mjs');
if (!existsSync(outfile)) {
  mkdirSync(outdir, { recursive: true });
  await build({
    // The engine, and the workers it starts beside it: pages (render/pool.ts) and bodies (sync/workerPool.ts).
    entryPoints: [
      path.join(siteDir, 'engine/main.ts'),
      path.join(siteDir, 'engine/render/renderWorker.ts'),
      path.join(siteDir, 'engine/sync/processWorker.ts'),
    ],
    outdir,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
    define: { 'import.meta.env': '{}' },
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    plugins: [
      {
        name: 'external-packages-but-shared',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@blog/shared') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
await import(pathToFileURL(outfile).href);
