import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const cmsDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.dirname(cmsDir);

export interface RunningServer {
  url: string;
  dataDir: string;
  secret: string;
  env: Record<string, string | undefined>;
  logs: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** Stops and starts again on the same data (a restart). */
  restart: (extraEnv?: Record<string, string | undefined>) => Promise<RunningServer>;
  cleanup: () => void;
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Files of the `platform` lane run side by side (vitest.config.ts sets CMS_TEST_LANES): a port is
// free when asked for and bound a moment later, so each vitest worker takes only the ports of its
// own residue (port % lanes) and never hands one out twice; two files cannot pick the same one.
const lanes = Number(process.env.CMS_TEST_LANES) || 1;
const lane = (Number(process.env.VITEST_POOL_ID) || 1) % lanes;
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (port % lanes === lane && !handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`cms exited with code ${child.exitCode}\n${logs().slice(-4000)}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`cms did not answer within ${timeoutMs} ms\n${logs().slice(-4000)}`);
}

/**
 * The real platform server (scripts/server.mjs, production build) on a free port with a fresh
 * SQLite file in a temporary data folder. `env` adds or overrides variables; `undefined` unsets one
 * (to test a default).
 */
export async function spawnServer(
  env: Record<string, string | undefined> = {},
  existing?: { dataDir: string; secret: string; port: number },
): Promise<RunningServer> {
  const dataDir = existing?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'blog-cms-test-'));
  const port = existing?.port ?? (await freePort());
  const secret = existing?.secret ?? randomBytes(24).toString('hex');
  const url = `http://127.0.0.1:${port}`;
  const fullEnv: Record<string, string | undefined> = {
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
    JOBS_AUTORUN: 'false',
    ...env,
  };
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...fullEnv };
  for (const [name, value] of Object.entries(fullEnv)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'server.mjs')], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (d: Buffer) => chunks.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => chunks.push(d.toString()));
  const logs = () => chunks.join('');
  try {
    await waitForHealth(url, child, logs, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  return {
    url,
    dataDir,
    secret,
    env: fullEnv,
    logs,
    stop,
    restart: async (extraEnv = {}) => {
      await stop();
      return spawnServer({ ...env, ...extraEnv }, { dataDir, secret, port });
    },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
