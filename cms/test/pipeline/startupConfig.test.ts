import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort, spawnServer, type RunningServer } from '../helpers/spawnServer';

// Each case starts the real server (scripts/server.mjs over the production build).
vi.setConfig({ testTimeout: 240_000 });

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const OPERATOR_PASSWORD = 'S3cret-Operator-Pass!';
const SECRET = 'a-chosen-secret-of-forty-characters-long!';
/** Production needs a mail server; nothing is sent in these tests, so nothing listens there. */
const SMTP = 'smtp://127.0.0.1:1';
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) {
    await server.stop();
    server.cleanup();
  }
});

/** Starts scripts/server.mjs (or `script`) and waits for it to exit (or gives up after `waitMs`). */
async function startAndWaitForExit(env: Record<string, string | undefined>, waitMs = 30_000, script = 'server.mjs') {
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
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete fullEnv[key];
    else fullEnv[key] = value;
  }
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', script)], {
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
  const production = { PRODUCTION: 'true', SMTP_URL: SMTP, PAYLOAD_SECRET: SECRET, ADMIN_PASSWORD: OPERATOR_PASSWORD };
  it.each([
    ['no ADMIN_PASSWORD', { ...production, ADMIN_PASSWORD: undefined }, /ADMIN_PASSWORD is not set/],
    ['the demo password', { ...production, ADMIN_PASSWORD: 'admin123' }, /ADMIN_PASSWORD is the demo password/],
    ['a common password', { ...production, ADMIN_PASSWORD: 'password' }, /ADMIN_PASSWORD is too easy to guess/],
    ['a run of digits', { ...production, ADMIN_PASSWORD: '12345678' }, /ADMIN_PASSWORD is too easy to guess/],
    ['no PAYLOAD_SECRET', { ...production, PAYLOAD_SECRET: undefined }, /PAYLOAD_SECRET is not set/],
    ['a secret of 48 × "a"', { ...production, PAYLOAD_SECRET: 'a'.repeat(48) }, /PAYLOAD_SECRET has too little entropy/],
    ['a repeated word as secret', { ...production, PAYLOAD_SECRET: 'secret'.repeat(8) }, /PAYLOAD_SECRET has too little entropy/],
    [
      'the admin e-mail as password',
      { ...production, ADMIN_PASSWORD: 'admin@example.com' },
      /ADMIN_PASSWORD is the administrator's e-mail/,
    ],
    ['the secret as password', { ...production, ADMIN_PASSWORD: SECRET }, /ADMIN_PASSWORD is the same as PAYLOAD_SECRET/],
    [
      'the placeholder secret',
      { ...production, PAYLOAD_SECRET: 'change-me-to-a-long-random-string' },
      /PAYLOAD_SECRET is an example's placeholder/,
    ],
    ['no SMTP_URL', { ...production, SMTP_URL: undefined }, /SMTP_URL is not set/],
    ['an SMTP_URL that is no mail server', { ...production, SMTP_URL: 'http://mail.example.com' }, /SMTP_URL must be an smtp/],
  ])('%s: exits at once with a clear message', async (_case, env, message) => {
    // 30 s is a deadline, not a measurement: the check runs before Next loads (about a second on an idle machine).
    const { code, output } = await startAndWaitForExit(env, 30_000);
    expect(code, output.slice(-2000)).not.toBeNull();
    expect(code).not.toBe(0);
    expect(output).toMatch(message);
    expect(output).toMatch(/production/i);
    // The refusal never prints a password or a secret.
    for (const value of [OPERATOR_PASSWORD, SECRET, 'a'.repeat(48)]) expect(output).not.toContain(value);
  });

  it.each([
    ['a MongoDB server', { DATABASE_URL: 'mongodb://127.0.0.1:1/blog' }],
    ['a PostgreSQL server', { DATABASE_URL: 'postgres://blog@127.0.0.1:1/blog' }],
    ['media in a bucket', { MEDIA_STORAGE: 's3', MEDIA_BUCKET: 'media' }],
  ])('several machines (%s) without PAYLOAD_SECRET: exits with one clear line, in any mode', async (_case, env) => {
    const { code, output } = await startAndWaitForExit(env, 30_000);
    expect(code, output.slice(-2000)).not.toBeNull();
    expect(code).not.toBe(0);
    const said = output.split('\n').filter((line) => line.includes('PAYLOAD_SECRET'));
    expect(said, output.slice(-2000)).toHaveLength(1);
    expect(said[0]).toMatch(/Refusing to start: PAYLOAD_SECRET is not set.*every machine must sign with the same secret/);
  });

  it('an invalid variable outside production mode also exits (it used to throw and answer 500)', async () => {
    const { code, output } = await startAndWaitForExit({ PAYLOAD_SECRET: 'short' }, 60_000);
    expect(code, output.slice(-2000)).not.toBeNull();
    expect(code).not.toBe(0);
    expect(output).toMatch(/Invalid environment[\s\S]*PAYLOAD_SECRET/);
  });

  it('starts with a chosen password and secret, and shows no demo login', async () => {
    const server = await spawnServer({
      PRODUCTION: 'true',
      ADMIN_PASSWORD: OPERATOR_PASSWORD,
      PAYLOAD_SECRET: SECRET,
      SMTP_URL: SMTP,
    });
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

describe('a port that is taken', () => {
  it.each([
    ['scripts/server.mjs', {}, 'server.mjs'],
    ['scripts/server.mjs with two workers', { WEB_CONCURRENCY: '2' }, 'server.mjs'],
    ['npm start (scripts/start.mjs)', {}, 'start.mjs'],
  ])('%s exits non-zero, with one line that says so', async (_case, env, script) => {
    const taken = createServer((_req, res) => res.writeHead(404).end());
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)),
    );
    try {
      const { code, output } = await startAndWaitForExit({ ...env, PORT: String(port) }, 180_000, script);
      expect(code, output.slice(-2000)).not.toBeNull();
      expect(code).not.toBe(0);
      const said = output.split('\n').filter((line) => line.includes('Cannot listen'));
      expect(said, output.slice(-2000)).toEqual([
        `[server] Cannot listen on 127.0.0.1:${port}: the port is in use by another program. Stop that program, or set PORT to a free port.`,
      ]);
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      taken.close();
    }
  });
});
