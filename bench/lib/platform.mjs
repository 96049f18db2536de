import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const cmsDir = path.join(root, 'cms');
const SECRET = 'bench-secret-not-for-production-0123456789';
export const ADMIN = { email: 'admin@example.com', password: 'admin123' };

/** The environment of a benchmark platform on `dataDir` and `port` (`extra` overrides). */
export function platformEnv(dataDir, port, extra = {}) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'cms.db')}`,
    PAYLOAD_SECRET: SECRET,
    SITE_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_ON_START: 'true',
    SMTP_URL: '',
    REBUILD_WEBHOOK_URL: '',
    SITE_BUILD: 'off',
    JOBS_AUTORUN: 'false',
    NEXT_TELEMETRY_DISABLED: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}

/** A tool of cms/src/cli/ as the npm scripts run it (cms/scripts/cli.mjs), with no npm process in the measured tree. */
export const toolArgs = (tool, ...args) => [path.join(cmsDir, 'scripts/cli.mjs'), tool, ...args];

function runNode(args, env, { quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: cmsDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => {
      output += d;
      if (!quiet) process.stderr.write(d);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited ${code}\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * A fresh data folder: migrations, the demo content, then synthetic posts up to `posts` and
 * `subscribers`; `env` overrides the platform's variables (another database, a media bucket).
 */
export async function prepareData(dataDir, { posts, subscribers = 0, port, env = {} }) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const out = await runNode(
    toolArgs('seedSynthetic', '--posts', String(posts), '--subscribers', String(subscribers)),
    platformEnv(dataDir, port, env),
  );
  const line = out
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  writeFileSync(path.join(dataDir, SEEDED), JSON.stringify({ posts, subscribers }));
  return JSON.parse(line ?? '{}');
}

const SEEDED = 'bench-seeded.json';

/** The number of posts `dataDir` was seeded with by prepareData, or null. */
export function seededWith(dataDir) {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, SEEDED), 'utf8')).posts;
  } catch {
    return null;
  }
}

/** Starts scripts/server.mjs (the production platform) and waits for its health check. */
export async function startPlatform(dataDir, port, extra = {}) {
  const env = platformEnv(dataDir, port, extra);
  const child = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  const keep = (d) => (logs = (logs + d).slice(-20000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = env.SITE_URL;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform exited (${child.exitCode})\n${logs.slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`the platform did not start\n${logs.slice(-4000)}`);
    const ok = await fetch(`${url}/api/v1/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    env,
    child,
    logs: () => logs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs one local site build (cms/src/cli/buildSite.ts) against a running platform. */
export const buildCommand = () => [process.execPath, toolArgs('buildSite')];

/** Signs in as the admin: the bearer token for /api/v1 admin calls. */
export async function adminToken(url) {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.accessToken ?? body.data.token;
}
