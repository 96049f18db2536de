#!/usr/bin/env node
/**
 * The end-to-end runner: a fresh platform on a free port (temporary data folder, seeded), the
 * static site built against it, then Playwright in Debian's Chromium over tests/e2e.
 *
 *   node scripts/e2e.mjs [playwright args…]      E2E_BASE_URL=… skips starting a platform
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestPackages } from './lib/testPackages.mjs';
import { run, waitFor } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const extraArgs = process.argv.slice(2);

async function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// Debian's Chromium (and the rest `npm test` needs), installed on a fresh machine (scripts/lib/testPackages.mjs).
if (!process.env.CHROMIUM_PATH) ensureTestPackages();

let server;
let dataDir;
let baseUrl = process.env.E2E_BASE_URL;
const env = { ...process.env };
// However this runner ends (a failed first build throws before the tests), the platform it started
// does not outlive it.
process.on('exit', () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
});

if (!baseUrl) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'blog-e2e-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'cms.db')}`,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SITE_URL: baseUrl,
    TRUST_PROXY: 'true',
    E2E_DATA_DIR: dataDir,
  });
  console.log(`[e2e] starting the platform at ${baseUrl} (data: ${dataDir})`);
  server = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${baseUrl}/api/v1/health`, { child: server });
  // The publish pipeline builds the site on the first start (Astro + Pagefind): wait for it.
  console.log('[e2e] waiting for the first site build');
  const deadline = Date.now() + 10 * 60 * 1000;
  for (;;) {
    const health = await fetch(`${baseUrl}/api/v1/health`)
      .then((r) => r.json())
      .catch(() => null);
    if (health?.data?.site?.live) break;
    if (health?.data?.site?.lastBuild === 'failed') throw new Error('[e2e] the first site build failed');
    if (Date.now() > deadline) throw new Error('[e2e] the site was not built within 10 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

let code = 1;
try {
  await run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...extraArgs], {
    cwd: root,
    env: { ...env, E2E_BASE_URL: baseUrl, E2E_SECRET: env.PAYLOAD_SECRET ?? '', E2E_DATA_DIR: env.E2E_DATA_DIR ?? '' },
  });
  code = 0;
} catch (error) {
  console.error(`[e2e] ${error.message}`);
} finally {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  if (dataDir && !process.env.E2E_KEEP) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
