#!/usr/bin/env node
/**
 * Checks what a newcomer gets from `npm start` on a clean clone: the seeded site at /, the admin,
 * the API and Payload's panel, all at one origin; then Ctrl-C stops it cleanly.
 * Uses a temporary data folder and a free port so it never touches ./data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localOrigin } from '@blog/shared/defaults';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = await new Promise((resolve) => {
  const srv = createServer();
  srv.listen(0, '127.0.0.1', () => {
    const { port: p } = srv.address();
    srv.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-start-'));
const base = localOrigin(port);
const child = spawn('npm', ['start'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'cms.db')}`,
    SITE_URL: base,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
let output = '';
child.stdout.on('data', (d) => {
  output += d.toString();
  process.stdout.write(d);
});

const failures = [];
const check = async (pathname, expect) => {
  const res = await fetch(`${base}${pathname}`, { redirect: 'manual' }).catch((e) => ({
    status: 0,
    text: async () => String(e),
  }));
  const body = await res.text();
  const ok = res.status === 200 && expect.test(body);
  console.log(`[check-start] ${ok ? 'ok  ' : 'FAIL'} GET ${pathname} → ${res.status}`);
  if (!ok) failures.push(`${pathname}: ${res.status}`);
};

try {
  const deadline = Date.now() + 20 * 60 * 1000;
  while (!/Blog platform is up/.test(output)) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('npm start did not come up within 20 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
  await check('/', /Latest Articles/);
  await check('/search/', /<html/);
  await check('/admin/login', /<html/);
  await check('/api/v1/health', /"status":"ok"/);
  await check('/api/v1/blogs?limit=1', /"success":true/);
  await check('/cms/login', /<html/);
  if (!/admin@example\.com \/ admin123/.test(output)) failures.push('the demo credentials were not printed');
} catch (error) {
  failures.push(error.message);
} finally {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  const exited = await Promise.race([
    child.exitCode !== null ? Promise.resolve(true) : new Promise((r) => child.once('exit', () => r(true))),
    new Promise((r) => setTimeout(() => r(false), 10_000)),
  ]);
  if (!exited) {
    failures.push('Ctrl-C did not stop it within 10 s');
    signal('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`[check-start] failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('[check-start] npm start serves the site, the admin and the API, and stops cleanly.');
