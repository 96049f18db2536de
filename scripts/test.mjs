#!/usr/bin/env node
/**
 * `npm test`: every tier, with what can overlap overlapped, then a table of where the time went
 * (docs/test-time.md keeps the figures). Tiers that overlap never share a data folder or a port:
 * each platform has its own (cms/test/helpers/spawnServer.ts, scripts/e2e.mjs).
 *
 *   1. lint, audit   beside   the build (turbo: the cms `next build`, cached when fresh)
 *   2. the site engine bundled once (scripts/lib/warmEngine.mjs), then side by side:
 *        tiers: the fast tiers (two lanes), then cms integration's `platform` lane (the longest path)
 *        e2e:   scripts/e2e.mjs (a platform of its own, Playwright in Chromium), then cms
 *               integration's `api` lane (one server, its files one by one; ports of its own),
 *               then the typecheck and the site's .astro tests
 *
 * TEST_SERIAL=1 runs the two lanes of step 2 one after the other (to time a tier on its own).
 * `--quick` (npm run test:quick) runs only the four fast tiers, two at a time (no build, no server).
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestPackages } from './lib/testPackages.mjs';
import { warmSiteEngine } from './lib/warmEngine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serial = process.env.TEST_SERIAL === '1';
const timings = [];
const children = new Set();
/** The last lines of each failed step, printed again above the table: a CI log shows only its tail. */
const failures = [];
const TAIL_LINES = 100;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Runs one command, its lines prefixed with the lane's name; resolves true when it passed. */
function step(lane, name, command, args, cwd = root) {
  const started = Date.now();
  const startLoad = load();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
    children.add(child);
    const tail = [];
    const keep = (line) => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    };
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          keep(line);
          process.stdout.write(`[${lane}] ${line}\n`);
        }
      });
      stream.on('end', () => {
        if (!rest) return;
        keep(rest);
        process.stdout.write(`[${lane}] ${rest}\n`);
      });
    }
    child.on('exit', (code, signal) => {
      children.delete(child);
      const passed = code === 0;
      timings.push({ name, seconds: (Date.now() - started) / 1000, passed, load: `${startLoad} → ${load()}` });
      if (!passed) {
        process.stdout.write(`[${lane}] ${name} failed (${signal ?? `exit ${code}`})\n`);
        failures.push({ name, tail });
      }
      resolve(passed);
    });
  });
}

/** Runs steps one after another; stops the lane at the first failure. */
async function lane(name, steps) {
  for (const [label, command, args, cwd] of steps) if (!(await step(name, label, command, args, cwd))) return false;
  return true;
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });

/**
 * The typecheck and the site's .astro tests. In `npm test` they run after the `api` lane: that lane
 * ends ~2 minutes before the `platform` lane, which then starts ~90 s sooner (round 39).
 * After the build: `next build` rewrites cms/next-env.d.ts, which tsc reads.
 */
const afterBuildChecks = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['site .astro tests', 'npx', ['vitest', 'run', '--config', 'vitest.astro.config.ts'], path.join(root, 'site')],
];

/** The fast tiers, each with its own config, two side by side (one per core). */
const quick = async () =>
  (
    await Promise.all([
      // The admin's components (happy-dom, each file isolated) take as long as the other four together.
      lane('quick-a', [
        ['shared', 'npm', ['test', '--workspace', '@blog/shared']],
        ['cms unit', 'npm', ['run', 'test:unit', '--workspace', '@blog/cms']],
        ['site unit', 'npm', ['run', 'test:unit', '--workspace', '@blog/site']],
      ]),
      lane('quick-b', [['cms admin components', 'npm', ['run', 'test:admin', '--workspace', '@blog/cms']]]),
    ])
  ).every(Boolean);

const started = Date.now();
if (process.argv.includes('--quick')) report(await quick());
// Chromium, sqlite3 and PostgreSQL from Debian, installed on a fresh machine before anything runs.
ensureTestPackages();

// Lint beside the build, not beside the fast tiers: there its CPU slowed them (lint 439 s, the
// fast tiers 400-440 s instead of ~265 s), which the integration tier waits for (round 35).
const [checks, built] = await Promise.all([
  lane('checks', [
    ['lint', 'npm', ['run', 'lint']],
    ['audit', 'npm', ['run', 'audit']],
  ]),
  lane('build', [['build (turbo: shared, cms)', 'npm', ['run', 'build']]]),
]);

let passed = checks && built;
if (built) {
  await warmSiteEngine();
  // The integration tier follows the fast tiers rather than starting beside them: three lanes at
  // once took 1,932 s here, the integration tier 1,775 s of it at a load of ~10, and the tests
  // with wall-clock limits fare better at less (docs/test-time.md, round 33).
  const cms = path.join(root, 'cms');
  const tiers = () => lane('tiers', [['cms integration: platform', 'npx', ['vitest', 'run', '--project', 'platform'], cms]]);
  // The `api` lane (one server, ~2 minutes) after the browser suite, which ends long before the
  // `platform` lane: off the longest path, and not beside the fast tiers' CPU work.
  const e2e = () =>
    lane('e2e', [
      ['e2e (Playwright)', process.execPath, ['scripts/e2e.mjs']],
      ['cms integration: api', 'npx', ['vitest', 'run', '--project', 'api'], cms],
      ...afterBuildChecks,
    ]);
  const both = () => quick().then((ok) => tiers().then((rest) => ok && rest));
  const results = serial ? [await both(), await e2e()] : await Promise.all([both(), e2e()]);
  passed &&= results.every(Boolean);
}

report(passed);

/** The table of where the time went, then the exit code. */
function report(ok) {
  const total = (Date.now() - started) / 1000;
  for (const f of failures) console.log(`\n--- ${f.name} FAILED: its last ${f.tail.length} lines ---\n${f.tail.join('\n')}`);
  console.log(
    `\n${process.argv.includes('--quick') ? 'npm run test:quick' : 'npm test'}: ${ok ? 'passed' : 'FAILED'} in ${total.toFixed(0)} s (load ${load()})`,
  );
  console.log('| step | seconds | result | load (1, 5, 15 min) at start → end |\n| --- | ---: | --- | --- |');
  for (const t of timings) console.log(`| ${t.name} | ${t.seconds.toFixed(0)} | ${t.passed ? 'ok' : 'FAILED'} | ${t.load} |`);
  process.exit(ok ? 0 : 1);
}
