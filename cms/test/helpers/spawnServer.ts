import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySeedTemplate, templateFits } from './seedTemplate';

const cmsDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.dirname(cmsDir);

export interface RunningServer {
  url: string;
  /** The server's process (Next runs in it; the site engine is its child). */
  pid: number;
  dataDir: string;
  secret: string;
  env: Record<string, string | undefined>;
  logs: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** Stops and starts again on the same data (a restart). */
  restart: (extraEnv?: Record<string, string | undefined>) => Promise<RunningServer>;
  cleanup: () => void;
}

/** Whether `port` can be bound on loopback right now. */
function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

// Files of the `platform` lane run side by side (vitest.config.ts sets CMS_TEST_LANES): a port is
// free when asked for and bound a moment later, so each vitest worker draws from its own slice of
// 10000-31999 (below the kernel's ephemeral ports, which outgoing connections take) and never hands
// one out twice; two files cannot pick the same one. (Not the kernel's
// pick by parity: Linux gives bind(0) even ports first, so a lane of odd ports waited for ever.)
// The last slice is the `api` lane's (CMS_TEST_LANE), which may run beside them in a vitest process
// of its own (scripts/test.mjs); read when asked, since its global setup sets it for its server.
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  const lanes = Number(process.env.CMS_TEST_LANES) || 1;
  const pool = (Number(process.env.VITEST_POOL_ID) || 1) - 1;
  const lane = process.env.CMS_TEST_LANE ? Number(process.env.CMS_TEST_LANE) : lanes > 1 ? pool % (lanes - 1) : 0;
  const SLICE = Math.floor(22_000 / lanes);
  for (let attempt = 0; attempt < 1_000; attempt++) {
    const port = 10_000 + lane * SLICE + Math.floor(Math.random() * SLICE);
    if (handedOut.has(port) || !(await canBind(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port in lane ${lane} of ${lanes}`);
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
 * (to test a default). A fresh folder starts as a copy of the seeded template when the lane made
 * one and `env` changes nothing the seed writes (helpers/seedTemplate.ts); otherwise the server
 * seeds it.
 */
export async function spawnServer(
  env: Record<string, string | undefined> = {},
  existing?: { dataDir: string; secret: string; port: number },
): Promise<RunningServer> {
  const dataDir = existing?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'blog-cms-test-'));
  if (!existing && templateFits(env)) copySeedTemplate(dataDir);
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
    pid: child.pid!,
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
