#!/usr/bin/env node
/**
 * Bundles the markdown worker (src/services/markdown/markdownWorker.ts, with @blog/shared and
 * the remark stack) into one self-contained file, cms/.worker/markdown-worker.mjs. Next bundles
 * the cms's own sources, so a worker thread needs a JavaScript file of its own; `npm run build`
 * (and `npm run dev`) make it first. Usage: node scripts/build-markdown-worker.mjs [outfile]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { writeStamp } from '../../scripts/lib/freshness.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_OUTFILE = path.join(cmsDir, '.worker', 'markdown-worker.mjs');

export async function buildMarkdownWorker(outfile = DEFAULT_OUTFILE) {
  await build({
    entryPoints: [path.join(cmsDir, 'src/services/markdown/markdownWorker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Some CommonJS dependencies call require(): give the ESM bundle one.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  // The runtime it was built for, which npm start compares with its own (scripts/lib/freshness.mjs).
  writeStamp(path.dirname(outfile));
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = await buildMarkdownWorker(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`markdown worker: ${path.relative(process.cwd(), file)}`);
}
