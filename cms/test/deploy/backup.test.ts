/**
 * Backup and restore (scripts/backup.mjs, scripts/restore.mjs) of a real platform: the backup is
 * made while posts and subscribers are being written; the archive is restored into a new data
 * folder and a second platform started on it has the same posts, subscribers, media files and
 * signing secret (an access token of the first is accepted, the admin signs in).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ADMIN } from '../helpers/auth';
import { freePort, spawnServer, type RunningServer } from '../helpers/spawnServer';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 60_000 });

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'blog-backup-test-'));
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) {
    await server.stop();
    server.cleanup();
  }
  rmSync(work, { recursive: true, force: true });
});

let ipCount = 0;
const ip = () => `10.88.2.${(ipCount++ % 250) + 1}`;
async function call(server: RunningServer, token: string, method: string, p: string, body?: unknown) {
  const res = await fetch(`${server.url}/api/v1/${p}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': ip() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}
async function login(server: RunningServer) {
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
    body: JSON.stringify(ADMIN),
  });
  return { status: res.status, token: ((await res.json()) as any).data?.accessToken as string };
}
/** Every row of an admin list, page by page. */
async function all(server: RunningServer, token: string, p: string) {
  const rows: any[] = [];
  for (let page = 1; ; page++) {
    const res = await call(server, token, 'GET', `${p}?limit=100&page=${page}`);
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    if (res.body.data.length < 100) return rows;
  }
}
const posts = async (server: RunningServer, token: string) =>
  new Map(
    (await all(server, token, 'blogs/admin/blogs')).map((p) => [
      p.id,
      { title: p.title, slug: p.slug, status: p.status, publishedAt: p.publishedAt },
    ]),
  );
const subscribers = async (server: RunningServer, token: string) =>
  new Map(
    (await all(server, token, 'newsletter/admin/subscriptions')).map((s) => [s.id, { email: s.email, isActive: s.isActive }]),
  );
const mediaFiles = (dataDir: string) =>
  new Map(
    readdirSync(path.join(dataDir, 'media'))
      .filter((name) => statSync(path.join(dataDir, 'media', name)).isFile())
      .map((name) => [name, readFileSync(path.join(dataDir, 'media', name))]),
  );

function runScript(script: string, args: string[], env: Record<string, string | undefined>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', script), ...args], { cwd: repoRoot, env: childEnv });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('npm run backup / npm run restore', () => {
  it('a backup made under writes restores into a new data folder as the same site', async () => {
    // The secret generated into the data folder (no PAYLOAD_SECRET), as a plain deployment has it.
    const original = await spawnServer({ PAYLOAD_SECRET: undefined });
    servers.push(original);
    const { token } = await login(original);

    for (const [i, color] of ['#c0392b', '#2980b9'].entries()) {
      const png = await sharp({ create: { width: 40 + i, height: 30, channels: 3, background: color } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `backup-${i}.png`);
      const res = await fetch(`${original.url}/api/v1/upload/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip() },
        body: form,
      });
      expect(res.status).toBe(201);
    }
    const categoryId = (await call(original, token, 'GET', 'blogs/categories')).body.data[0].id;

    // Writers: a post and a subscriber at a time, until told to stop.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const post = await call(original, token, 'POST', 'blogs/admin/blogs', {
          title: `Under backup ${i}`,
          content: `# Post ${i}\n\nWritten while the backup runs.`,
          categoryId,
          status: 'DRAFT',
        });
        expect(post.status).toBe(201);
        const sub = await fetch(`${original.url}/api/v1/newsletter/subscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
          body: JSON.stringify({ email: `reader${i}.${Date.now()}@example.com` }),
        });
        expect(sub.status).toBeLessThan(300);
        written++;
      }
    })();
    while (written < 3) await new Promise((r) => setTimeout(r, 50));

    const postsBefore = await posts(original, token);
    const subscribersBefore = await subscribers(original, token);
    const mediaBefore = mediaFiles(original.dataDir);
    const writtenBefore = written;
    const archive = path.join(work, 'site-backup.tar.gz');
    const backup = await runScript('backup.mjs', [archive], {
      DATA_DIR: original.dataDir,
      DATABASE_URL: original.env.DATABASE_URL,
    });
    expect(backup.code, backup.output).toBe(0);
    const writtenDuring = written - writtenBefore;
    writing = false;
    await writer;
    expect(statSync(archive).mode & 0o077).toBe(0);
    const postsAfter = await posts(original, token);
    const subscribersAfter = await subscribers(original, token);

    // A fresh data folder, restored, then a platform started on it.
    const restoredDir = path.join(work, 'restored');
    const restore = await runScript('restore.mjs', [archive], { DATA_DIR: restoredDir, DATABASE_URL: undefined });
    expect(restore.code, restore.output).toBe(0);
    const again = await runScript('restore.mjs', [archive], { DATA_DIR: restoredDir, DATABASE_URL: undefined });
    expect(again.code).toBe(1);
    expect(again.output).toContain('restore into a fresh DATA_DIR');
    const restored = await spawnServer(
      { PAYLOAD_SECRET: undefined, DATABASE_URL: `file:${path.join(restoredDir, 'cms.db')}` },
      { dataDir: restoredDir, secret: '', port: await freePort() },
    );
    servers.push(restored);

    // The secret came back: the first platform's access token is good here; the admin signs in.
    expect((await call(restored, token, 'GET', 'blogs/admin/blogs?limit=1')).status).toBe(200);
    const signIn = await login(restored);
    expect(signIn.status).toBe(200);

    // Posts and subscribers: everything there before the backup began, nothing written after it
    // ended, and each one as the first platform has it (a consistent copy, no half-written row).
    const postsRestored = await posts(restored, signIn.token);
    const subscribersRestored = await subscribers(restored, signIn.token);
    for (const [id, post] of postsBefore) expect(postsRestored.get(id), `post ${id}`).toEqual(post);
    for (const [id, post] of postsRestored) expect(postsAfter.get(id), `post ${id}`).toEqual(post);
    for (const [id, sub] of subscribersBefore) expect(subscribersRestored.get(id), `subscriber ${id}`).toEqual(sub);
    for (const [id, sub] of subscribersRestored) expect(subscribersAfter.get(id), `subscriber ${id}`).toEqual(sub);
    expect(postsRestored.size).toBeGreaterThanOrEqual(postsBefore.size);
    // The copy was made while writes went on (else this test would show nothing about them).
    expect(writtenDuring).toBeGreaterThan(0);

    // Media: the same files, byte for byte, served by the restored platform.
    const mediaRestored = mediaFiles(restoredDir);
    expect([...mediaRestored.keys()].sort()).toEqual([...mediaBefore.keys()].sort());
    expect(mediaRestored.size).toBeGreaterThanOrEqual(2);
    for (const [name, bytes] of mediaBefore) {
      expect(mediaRestored.get(name)!.equals(bytes), name).toBe(true);
      const served = await fetch(`${restored.url}/media/${encodeURIComponent(name)}`);
      expect(served.status, name).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes), name).toBe(true);
    }
    // Private, as the platform keeps them.
    expect(statSync(restoredDir).mode & 0o077).toBe(0);
    expect(statSync(path.join(restoredDir, '.payload-secret')).mode & 0o077).toBe(0);
  });
});
