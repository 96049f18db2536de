import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Whether a build output (the CMS's `.next`, the markdown worker bundle in `cms/.worker`) must be
 * made again before `npm start` runs it: missing, older than a source or the lockfile, or made by
 * another Node.js (its native modules and bundled target). Each build records the runtime it ran
 * on in STAMP beside its output (`node scripts/lib/freshness.mjs stamp <dir>`).
 */
const SKIP = new Set(['node_modules', '.next', 'dist']);
export const STAMP = '.blog-build.json';

/** Newest modification time (ms) of the given files and of any file under the given folders. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(target, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      visit(path.join(target, entry.name));
    }
  };
  paths.forEach(visit);
  return newest;
}

/** The runtime a build depends on: Node's version and its native-module ABI. */
export function runtimeId() {
  return `node ${process.version} (abi ${process.versions.modules}, ${process.platform}-${process.arch})`;
}

/** Records, beside a build's output, the runtime it was made with. */
export function writeStamp(dir) {
  writeFileSync(path.join(dir, STAMP), `${JSON.stringify({ runtime: runtimeId(), builtAt: new Date().toISOString() })}\n`);
}

function readStamp(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Why `target` must be built again, or null when it is fresh. `target`: `marker` (the file the
 * build writes last), `stampDir` (where its STAMP is), `sources` (files and folders), `lockfile`.
 */
export function staleReason({ marker, stampDir, sources, lockfile }) {
  if (!existsSync(marker)) return 'not built yet';
  const stamp = readStamp(stampDir);
  if (!stamp) return 'no record of the Node.js it was built with';
  if (stamp.runtime !== runtimeId()) return `built with ${stamp.runtime}, running ${runtimeId()}`;
  const builtAt = statSync(marker).mtimeMs;
  if (lockfile && existsSync(lockfile) && statSync(lockfile).mtimeMs > builtAt) return `${path.basename(lockfile)} changed since`;
  if (newestMtime(sources) > builtAt) return 'sources changed since';
  return null;
}

/** What `npm start` (and the bench) keep built, under the repository `root`. */
export function buildTargets(root) {
  const at = (...parts) => path.join(root, ...parts);
  const lockfile = at('package-lock.json');
  const worker = {
    name: 'the markdown worker bundle (cms/.worker)',
    marker: at('cms/.worker/markdown-worker.mjs'),
    stampDir: at('cms/.worker'),
    // The worker bundles its own sources and @blog/shared with the remark stack.
    sources: [
      at('cms/src/services/markdown'),
      at('shared/src'),
      at('shared/package.json'),
      at('cms/scripts/build-markdown-worker.mjs'),
    ],
    lockfile,
    command: [process.execPath, [at('cms/scripts/build-markdown-worker.mjs')]],
  };
  const cms = {
    name: 'the CMS and the admin (next build; a few minutes the first time)',
    marker: at('cms/.next/BUILD_ID'),
    stampDir: at('cms/.next'),
    sources: [at('cms/src'), at('shared/src'), at('shared/package.json'), at('cms/next.config.mjs'), at('cms/package.json')],
    lockfile,
    // `npm run build` in cms makes the worker bundle too.
    command: ['npm', ['run', 'build', '--workspace', '@blog/cms']],
    covers: [worker],
  };
  return [cms, worker];
}

/** The builds to run, in order, with why: a target another one's build covers is not run twice. */
export function plan(targets, { rebuild = false } = {}) {
  const steps = [];
  const covered = new Set();
  for (const target of targets) {
    if (covered.has(target)) continue;
    const reason = rebuild ? 'asked to rebuild' : staleReason(target);
    if (!reason) continue;
    steps.push({ target, reason });
    for (const other of target.covers ?? []) covered.add(other);
  }
  return steps;
}

// node scripts/lib/freshness.mjs stamp <dir>: run by the builds once their output is complete.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, dir] = process.argv.slice(2);
  if (command !== 'stamp' || !dir) {
    console.error('usage: node scripts/lib/freshness.mjs stamp <dir>');
    process.exit(2);
  }
  writeStamp(path.resolve(dir));
}
