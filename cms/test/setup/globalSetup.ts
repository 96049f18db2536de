import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const cmsDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.dirname(cmsDir);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`cms exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`cms did not answer ${url}/api/v1/health within ${timeoutMs} ms`);
}

/**
 * Starts the real platform server (scripts/server.mjs, production build) on a free port with a
 * fresh SQLite file in a temporary data folder, seeded on start. CMS_TEST_URL (+ CMS_TEST_SECRET)
 * points the tests at an already running server instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.CMS_TEST_URL) {
    project.provide('baseUrl', process.env.CMS_TEST_URL);
    project.provide('secret', process.env.CMS_TEST_SECRET ?? '');
    project.provide('dataDir', process.env.CMS_TEST_DATA_DIR ?? '');
    return;
  }
  if (!existsSync(path.join(cmsDir, '.next', 'BUILD_ID'))) {
    throw new Error('The cms is not built: run `npm run build` first (turbo does this before `npm test`).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-cms-test-'));
  const port = await freePort();
  const secret = randomBytes(24).toString('hex');
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'server.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'cms.db')}`,
      PAYLOAD_SECRET: secret,
      SITE_URL: url,
      TRUST_PROXY: 'true',
      SMTP_URL: '',
      REBUILD_WEBHOOK_URL: '',
      SITE_BUILD: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${logs.join('').slice(-4000)}`);
  }
  project.provide('baseUrl', url);
  project.provide('secret', secret);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    secret: string;
    dataDir: string;
  }
}
