#!/usr/bin/env node
/**
 * Runs a command-line tool of src/cli/ (npm run seed, import, export; the bench's seeder and site
 * build): bundles it with the cms's sources and @blog/shared (esbuild), every other package left to
 * Node, into cms/.cli/<hash of the bundle>/, then runs it in this process.
 *   node scripts/cli.mjs <seed | transfer | seedSynthetic | buildSite> [its arguments…]
 * Why not tsx: its loader hooks sat in front of each of Payload's thousands of modules, so
 * `npm run export` took 21 s of CPU to start on an empty database; bundled, 5 s.
 * A bundle's folder is named after its contents and moved into place whole, so tools started side
 * by side (tests, a running import beside a new one) never read a half-written chunk; one unused
 * for a day is removed (a long import loads chunks lazily, so a folder in use is never removed).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOLS = ['seed', 'transfer', 'seedSynthetic', 'buildSite'];
const KEEP_UNUSED_MS = 24 * 3600_000;

/** `pkg/sub/path`: a deep import, which Node may not resolve by itself (no `exports`, a folder). */
const deepImport = (specifier) => specifier.split('/').length > (specifier.startsWith('@') ? 2 : 1);

/** Packages stay Node's (one copy, loaded natively); the workspace's own TypeScript is bundled. */
const packagesToNode = {
  name: 'packages-to-node',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@blog/') || args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:') || !deepImport(args.path)) return { path: args.path, external: true };
      // What a bundler finds for `nodemailer/lib/smtp-pool`, a folder Node's ESM refuses.
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolving' });
      return found.errors.length ? undefined : { path: found.path, external: true };
    });
  },
};

/** Bundles every tool (they share chunks); returns the folder that holds them. */
async function bundleTools() {
  const result = await build({
    entryPoints: TOOLS.map((tool) => path.join(cmsDir, 'src/cli', `${tool}.ts`)),
    outdir: path.join(cmsDir, '.cli', 'out'),
    write: false,
    bundle: true,
    splitting: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    plugins: [packagesToNode],
    logLevel: 'warning',
    // Some CommonJS code in the bundle calls require(): give the ESM chunks one.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
  const root = path.join(cmsDir, '.cli');
  const dir = path.join(root, hash.digest('hex').slice(0, 16));
  try {
    statSync(dir);
    utimesSync(dir, new Date(), new Date());
  } catch {
    const staging = path.join(root, `.staging-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    for (const file of result.outputFiles) {
      const target = path.join(staging, path.relative(path.join(root, 'out'), file.path));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.contents);
    }
    try {
      renameSync(staging, dir);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another process put the same bundle there first
    }
  }
  for (const name of readdirSync(root)) {
    const other = path.join(root, name);
    // Another tool starting now may be pruning the same folder: gone already is fine.
    const unusedMs = Date.now() - (statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (other !== dir && unusedMs > KEEP_UNUSED_MS) rmSync(other, { recursive: true, force: true });
  }
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const tool = process.argv[2];
  if (!TOOLS.includes(tool)) {
    console.error(`usage: node scripts/cli.mjs <${TOOLS.join(' | ')}> [arguments]`);
    process.exit(2);
  }
  const dir = await bundleTools();
  // The tool reads its own arguments from process.argv.slice(2), as when it ran alone.
  process.argv.splice(2, 1);
  // Payload's and Next's code compiled once and kept in Node's compile cache (as scripts/server.mjs does).
  nodeModule.enableCompileCache?.();
  await import(pathToFileURL(path.join(dir, `${tool}.mjs`)).href);
}
