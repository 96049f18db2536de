import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort, spawnServer, type RunningServer } from '../helpers/spawnServer';

// Each case starts the real server (scripts/server.mjs over the production build).
vi.setConfig({ testTimeout: 240_000 });

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const OPERATOR_PASSWORD = 'S3cret-Operator-Pass!';
const SECRET = 'a-chosen-secret-of-forty-characters-long!';
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) {
    await server.stop();
    server.cleanup();
  }
});

/** Starts scripts/server.mjs and waits for it to exit (or gives up after `waitMs`). */
async function startAndWaitForExit(env: Record<string, string | undefined>, waitMs = 30_000) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-cms-refuse-'));
  const port = await freePort();
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'cms.db')}`,
    SITE_URL: `http://127.0.0.1:${port}`,
    SITE_BUILD: 'off',
    JOBS_AUTORUN: 'false',
    SMTP_URL: '',
    REBUILD_WEBHOOK_URL: '',
  };
  for (const key of ['ADMIN_PASSWORD', 'PAYLOAD_SECRET', 'PRODUCTION']) delete fullEnv[key];
  for (const [key, value] of Object.entries(env)) if (value !== undefined) fullEnv[key] = value;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'server.mjs')], {
    cwd: repoRoot,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, waitMs);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  rmSync(dataDir, { recursive: true, force: true });
  return { code, output };
}

describe('production mode refuses to start without chosen credentials', () => {
  it.each([
    ['no ADMIN_PASSWORD', { PRODUCTION: 'true', PAYLOAD_SECRET: SECRET }, /ADMIN_PASSWORD/],
    ['the demo password', { PRODUCTION: 'true', PAYLOAD_SECRET: SECRET, ADMIN_PASSWORD: 'admin123' }, /ADMIN_PASSWORD/],
    ['no PAYLOAD_SECRET', { PRODUCTION: 'true', ADMIN_PASSWORD: OPERATOR_PASSWORD }, /PAYLOAD_SECRET/],
  ])('%s: exits with a clear message', async (_case, env, message) => {
    const { code, output } = await startAndWaitForExit(env);
    expect(code, output.slice(-2000)).not.toBeNull();
    expect(code).not.toBe(0);
    expect(output).toMatch(message);
    expect(output).toMatch(/production/i);
    // The refusal never prints a password.
    expect(output).not.toContain(OPERATOR_PASSWORD);
  });

  it('starts with a chosen password and secret, and shows no demo login', async () => {
    const server = await spawnServer({ PRODUCTION: 'true', ADMIN_PASSWORD: OPERATOR_PASSWORD, PAYLOAD_SECRET: SECRET });
    servers.push(server);
    const demo = await fetch(`${server.url}/api/v1/auth/demo-credentials`);
    const text = await demo.text();
    expect(demo.status).toBe(200);
    expect(JSON.parse(text).data).toBeNull();
    expect(text).not.toContain(OPERATOR_PASSWORD);
  });
});

describe('an operator-chosen admin password never leaves the server', () => {
  let server: RunningServer;

  it('demo-credentials answers null, before and after a sign-in', async () => {
    server = await spawnServer({ ADMIN_PASSWORD: OPERATOR_PASSWORD });
    servers.push(server);
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${server.url}/api/v1/auth/demo-credentials`);
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(JSON.parse(text).data).toBeNull();
      expect(text).not.toContain(OPERATOR_PASSWORD);
      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: OPERATOR_PASSWORD }),
      });
      expect(login.status).toBe(200);
    }
  });

  it('a failed Payload login (and any client error) logs at most one short line, no stack trace', async () => {
    const before = server.logs().split('\n').length;
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${i + 1}` },
        body: JSON.stringify({ email: 'admin@example.com', password: `wrong-${i}` }),
      });
      expect(res.status).toBe(401);
    }
    // A GraphQL read the caller may not make: Payload wraps its 403 in a GraphQL error.
    const forbidden = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ User(id: 1) { email } }' }),
    });
    expect(((await forbidden.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 500)); // let the log flush
    const added = server
      .logs()
      .split('\n')
      .slice(before - 1)
      .filter((l) => l.trim());
    expect(added.length, added.join('\n')).toBeLessThanOrEqual(4);
    expect(added.join('\n')).not.toMatch(/^\s+at /m);
    expect(added.join('\n')).not.toContain('wrong-');
  });
});
