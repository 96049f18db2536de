#!/usr/bin/env node
/**
 * npm start: builds what is not built, starts the platform at http://localhost:$PORT,
 * lets the first start migrate and seed the database, and prints where everything is.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './lib/freshness.mjs';
import { run, waitFor } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 3000);
const base = `http://localhost:${port}`;
const step = (text) => console.log(`\n▸ ${text}`);

const cmsSources = ['cms/src', 'shared/src', 'cms/next.config.mjs', 'cms/package.json'].map((p) => path.join(root, p));
if (process.argv.includes('--rebuild') || isStale(path.join(root, 'cms/.next/BUILD_ID'), cmsSources)) {
  step('Building the CMS and the admin (next build; a few minutes the first time)…');
  await run('npm', ['run', 'build', '--workspace', '@blog/cms'], { cwd: root });
}

step(`Starting the platform on ${base}…`);
const server = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
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
