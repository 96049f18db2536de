#!/usr/bin/env node
/**
 * npm start: builds what is not built or is stale (lib/freshness.mjs), starts the platform at http://localhost:$PORT,
 * lets the first start migrate and seed the database, and prints where everything is.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localOrigin } from '@blog/shared/defaults';
import { serverConfig } from './lib/config.mjs';
import { buildTargets, plan } from './lib/freshness.mjs';
import { run, waitFor } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = localOrigin(serverConfig.port);
const step = (text) => console.log(`\n▸ ${text}`);

// Whatever is missing, older than its sources or the lockfile, or built by another Node.js.
for (const { target, reason } of plan(buildTargets(root), { rebuild: process.argv.includes('--rebuild') })) {
  step(`Building ${target.name}: ${reason}…`);
  await run(target.command[0], target.command[1], { cwd: root });
}

step(`Starting the platform on ${base}…`);
const server = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
const stop = (signal) => {
  if (server.exitCode === null) server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));

step('Waiting for the database (migrations, and demo content on the first start)…');
await waitFor(`${base}/api/v1/health`, { child: server });
await waitForSite();
const demo = await fetch(`${base}/api/v1/auth/demo-credentials`)
  .then((r) => r.json())
  .catch(() => null);

/** The first start builds the static site (Astro + Pagefind): show that it is happening. */
async function waitForSite() {
  const started = Date.now();
  let announced = false;
  for (;;) {
    const health = await fetch(`${base}/api/v1/health`)
      .then((r) => r.json())
      .catch(() => null);
    const site = health?.data?.site;
    if (!site || site.live) return;
    if (site.lastBuild === 'failed') {
      console.log('  The site build failed: see the log above, and the dashboard at /admin.');
      return;
    }
    if (!announced) {
      step('Building the static site for the first time (Astro + Pagefind)…');
      announced = true;
    }
    process.stdout.write(`\r  … ${Math.round((Date.now() - started) / 1000)} s`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

console.log(`
  Blog platform is up.

    Public site     ${base}/
    Admin (TR)      ${base}/admin
    API             ${base}/api/v1
    Payload panel   ${base}/cms
${demo?.data ? `\n    Demo login      ${demo.data.email} / ${demo.data.password}\n` : ''}
  Ctrl-C stops it.
`);
