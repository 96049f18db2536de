/**
 * Backup and restore (scripts/backup.mjs, scripts/restore.mjs) of a real platform: the backup is
 * made while posts and subscribers are being written; the archive is restored into a new data
 * folder and a second platform started on it has the same posts, subscribers, media files and
 * signing secret (an access token of the first is accepted, the admin signs in). Then what a
 * restore refuses, each time leaving the target as it was: a database a running platform has
 * open, an archive that is not one, a database that fails SQLite's check, an entry backup.json
 * names but the archive lacks, an entry changed since the backup. The archive and the CLI export
 * are private (0600) from the moment they are opened, before their first byte.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { create, extract } from 'tar';
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

const probeScript = path.join(repoRoot, 'cms/test/helpers/openModeProbe.mjs');
function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  { nodeArgs = [] as string[], cwd = repoRoot } = {},
) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const scriptPath = path.isAbsolute(script) ? script : path.join(repoRoot, 'scripts', script);
  const child = spawn(process.execPath, [...nodeArgs, scriptPath, ...args], { cwd, env: childEnv });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** Every file under `dir` (symlinks as their target) with its SHA-256: what a refused restore must leave alone. */
function snapshot(dir: string, relative = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const name = path.join(relative, entry.name);
    if (entry.isDirectory()) Object.assign(files, snapshot(dir, name));
    else
      files[name] = entry.isSymbolicLink()
        ? 'link'
        : createHash('sha256')
            .update(readFileSync(path.join(dir, name)))
            .digest('hex');
  }
  return files;
}
/** One sentence on one line: no stack trace. */
const oneLine = (output: string) => {
  expect(output.trim().split('\n'), output).toHaveLength(1);
  expect(output).not.toMatch(/^\s+at /m);
};

/** The good archive (set by the first test), and the platform it was made from, still running. */
let goodArchive = '';
let running: RunningServer;

describe('npm run backup / npm run restore', () => {
  it('a backup made under writes restores into a new data folder as the same site', async () => {
    // The secret generated into the data folder (no PAYLOAD_SECRET), as a plain deployment has it.
    const original = await spawnServer({ PAYLOAD_SECRET: undefined });
    servers.push(original);
    running = original;
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
    goodArchive = archive;
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

describe('npm run restore refuses, and leaves the target as it was', () => {
  /** A copy of the good archive, unpacked, changed by `change`, packed again. */
  async function tampered(name: string, change: (dir: string, meta: any) => void) {
    const dir = path.join(work, `tamper-${name}`);
    mkdirSync(dir, { recursive: true });
    await extract({ file: goodArchive, cwd: dir });
    const meta = JSON.parse(readFileSync(path.join(dir, 'backup.json'), 'utf8'));
    change(dir, meta);
    writeFileSync(path.join(dir, 'backup.json'), JSON.stringify(meta));
    const file = path.join(work, `${name}.tar.gz`);
    await create({ gzip: true, file, cwd: dir, portable: true }, readdirSync(dir));
    return file;
  }
  const sha = (file: string) => `sha256:${createHash('sha256').update(readFileSync(file)).digest('hex')}`;
  let target = '';
  const restoreInto = (dir: string, archive: string, ...flags: string[]) =>
    runScript('restore.mjs', [archive, ...flags], { DATA_DIR: dir, DATABASE_URL: undefined });

  it('a database that a running platform has open (--force or not)', async () => {
    const db = path.join(running.dataDir, 'cms.db');
    const inode = statSync(db).ino;
    const { token } = await login(running);
    const before = await posts(running, token);
    const refused = await restoreInto(running.dataDir, goodArchive, '--force');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is in use .*stop the platform/);
    oneLine(refused.output);
    // The same file, nothing moved aside, nothing left behind; the platform reads what it wrote.
    expect(statSync(db).ino).toBe(inode);
    expect(readdirSync(running.dataDir).filter((n) => /\.replaced-|^\.restore-/.test(n))).toEqual([]);
    expect(await posts(running, token)).toEqual(before);
  });

  it.each([
    ['a file that is no archive', async () => path.join(work, 'site-backup.tar.gz.missing'), /There is no archive at /],
    [
      'bytes that are no tar.gz',
      async () => {
        const file = path.join(work, 'garbage.tar.gz');
        writeFileSync(file, 'not an archive at all');
        return file;
      },
      /is not a readable backup archive/,
    ],
    [
      'a database that is garbage (its checksum recorded to match)',
      () =>
        tampered('garbage-db', (dir, meta) => {
          writeFileSync(path.join(dir, 'cms.db'), Buffer.alloc(8192, 7));
          meta.files['cms.db'] = sha(path.join(dir, 'cms.db'));
        }),
      /The database in the archive is not a readable SQLite database/,
    ],
    [
      'backup.json naming an entry the archive lacks',
      () =>
        tampered('missing-entry', (_dir, meta) => {
          meta.contents.push('site');
          meta.files['site/current/index.html'] = meta.files['cms.db'];
        }),
      /lists site in backup\.json but does not contain it/,
    ],
    [
      'a media file changed since the backup',
      () =>
        tampered('changed-media', (dir) => {
          const media = readdirSync(path.join(dir, 'media')).find((n) => n.endsWith('.png'))!;
          writeFileSync(path.join(dir, 'media', media), 'replaced');
        }),
      /media\/.*\.png in the archive does not match the checksum recorded at backup time/,
    ],
    [
      'a file backup.json does not list',
      () => tampered('unlisted', (dir) => writeFileSync(path.join(dir, 'media', 'extra.txt'), 'extra')),
      /holds media\/extra\.txt, which backup\.json does not list/,
    ],
  ])('%s', async (_case, archive, message) => {
    if (!target) {
      target = path.join(work, 'target');
      expect((await restoreInto(target, goodArchive)).code).toBe(0);
    }
    const before = snapshot(target);
    const refused = await restoreInto(target, await archive(), '--force');
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(message);
    oneLine(refused.output);
    expect(snapshot(target)).toEqual(before);
  });
});

describe('private from the first byte', () => {
  /** The permission bits each time `file` was opened by the script (openModeProbe.mjs). */
  const modesAtOpen = (file: string) => {
    const out = `${file}.modes`;
    return {
      env: { OPEN_MODE_PROBE_FILE: file, OPEN_MODE_PROBE_OUT: out },
      read: () => (existsSync(out) ? readFileSync(out, 'utf8').trim().split('\n') : []),
    };
  };

  it('the backup archive is 0600 when it is opened, and never overwrites a file', async () => {
    const archive = path.join(work, 'private.tar.gz');
    const probe = modesAtOpen(archive);
    const env = { DATA_DIR: running.dataDir, DATABASE_URL: running.env.DATABASE_URL, ...probe.env };
    const backup = await runScript('backup.mjs', [archive], env, { nodeArgs: ['--import', probeScript] });
    expect(backup.code, backup.output).toBe(0);
    expect(probe.read()).toEqual(['600']);
    const again = await runScript('backup.mjs', [archive], env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/exists already/);
    oneLine(again.output);
  });

  it('the CLI export (every subscriber) is 0600 when opened, an older readable file replaced', async () => {
    const file = path.join(work, 'export.zip');
    writeFileSync(file, 'an older export', { mode: 0o644 });
    const probe = modesAtOpen(file);
    const exported = await runScript(
      path.join(repoRoot, 'cms/scripts/cli.mjs'),
      ['transfer', 'export', file],
      { ...running.env, ...probe.env, NODE_ENV: 'production' },
      { nodeArgs: ['--import', probeScript], cwd: path.join(repoRoot, 'cms') },
    );
    expect(exported.code, exported.output).toBe(0);
    expect(probe.read()).toEqual(['600']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  });
});
