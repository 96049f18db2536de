/**
 * Every command the README documents, typed as written into a plain shell at the repository's root
 * (no NODE_ENV, the machine's own Node first on PATH; helpers/plainShell.ts), before, during and
 * after the platform runs: each works, or refuses in one sentence where that is right (a restore
 * into the running platform). None pushes Payload's development schema (no `dev` row in
 * payload_migrations, src/payload-types.ts untouched). Then the platform starts again and serves.
 * A database that already has a `dev` row stops `npm start` with one sentence and its repair,
 * never Payload's prompt; the repair as written makes it start.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../helpers/spawnServer';
import { holdersOf, interrupt, plainShell, repoRoot, typed, waitForOutput, type PlainCommand } from '../helpers/plainShell';

vi.setConfig({ testTimeout: 30 * 60_000 });

const work = mkdtempSync(path.join(tmpdir(), 'blog-plain-shell-'));
const data = path.join(work, 'data');
const restored = path.join(work, 'restored');
const ghost = path.join(repoRoot, 'cms/test/fixtures/transfer/ghost/ghost-export.json');
const typesFile = path.join(repoRoot, 'cms/src/payload-types.ts');
const typesMtime = statSync(typesFile).mtimeMs;
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
let port = 0;
let platform: PlainCommand | null = null;

afterAll(async () => {
  if (platform) await interrupt(platform);
  rmSync(work, { recursive: true, force: true });
});

/** The README's commands, its example paths replaced by this test's. */
const commands = {
  seed: (dir: string) => `DATA_DIR=${dir} npm run seed`,
  export: (dir: string, file: string) => `DATA_DIR=${dir} npm run export -- ${file}`,
  import: (dir: string) => `DATA_DIR=${dir} npm run import -- ${ghost}`,
  backup: (dir: string, file: string) => `DATA_DIR=${dir} npm run backup -- ${file} --site`,
  restore: (dir: string, file: string, force = '') => `DATA_DIR=${dir} npm run restore -- ${file}${force}`,
  start: (dir: string) => `DATA_DIR=${dir} PORT=${port} npm start`,
};

async function migrationRows(dir: string): Promise<{ name: string; batch: number }[]> {
  const db = createClient({ url: `file:${path.join(dir, 'cms.db')}` });
  try {
    const { rows } = await db.execute('SELECT name, batch FROM payload_migrations');
    return rows.map((r) => ({ name: String(r.name), batch: Number(r.batch) }));
  } finally {
    db.close();
  }
}

async function expectNoDevPush(dir: string) {
  const rows = await migrationRows(dir);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((r) => r.batch === -1 || r.name === 'dev')).toEqual([]);
  expect(statSync(typesFile).mtimeMs).toBe(typesMtime);
}

async function ok(command: string, expected?: RegExp) {
  const { code, output } = await typed(command);
  expect(code, `${command}\n${output.slice(-3000)}`).toBe(0);
  if (expected) expect(output).toMatch(expected);
  return output;
}

/** `npm start` as typed, until it says the platform is up; then the site and the API answer. */
async function start(dir: string): Promise<PlainCommand> {
  const run = plainShell(commands.start(dir));
  platform = run; // stopped by afterAll whatever fails below
  const up = await waitForOutput(run, /Blog platform is up/);
  expect(up, run.output().slice(-4000)).toBe(true);
  const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
  expect(health.status).toBe(200);
  const home = await fetch(`http://127.0.0.1:${port}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<html');
  return run;
}

describe('the README commands in a plain shell', () => {
  it('the README documents each command as this test types it', async () => {
    for (const documented of [
      'npm run seed',
      'npm run export -- FILE.zip',
      'npm run import -- PATH',
      'npm run backup -- /srv/b/today.tar.gz --site',
      'DATA_DIR=/srv/new npm run restore -- /srv/b/today.tar.gz',
      'npm ci && npm start',
    ])
      expect(readme).toContain(documented);
    port = await freePort();
    // The shell's own node is not the pinned one: the commands must bring it themselves.
    const { output } = await typed('node --version');
    expect(output.trim()).not.toMatch(/^v24\./);
  });

  it('before the platform runs: seed, export, import, backup', async () => {
    await ok(commands.seed(data), /Seeded an empty database/);
    await expectNoDevPush(data);
    await ok(commands.export(data, path.join(work, 'before.zip')));
    expect(existsSync(path.join(work, 'before.zip'))).toBe(true);
    await ok(commands.import(data));
    await ok(commands.backup(data, path.join(work, 'before.tar.gz')));
    await expectNoDevPush(data);
  });

  it('while it runs: each works beside it, a restore into it is refused, and it keeps serving', async () => {
    platform = await start(data);
    try {
      await ok(commands.seed(data), /already has content/);
      await ok(commands.export(data, path.join(work, 'during.zip')));
      await ok(commands.import(data));
      await ok(commands.backup(data, path.join(work, 'during.tar.gz')));
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/blogs?limit=1`)).status).toBe(200);
      await expectNoDevPush(data);
      const refused = await typed(commands.restore(data, path.join(work, 'during.tar.gz'), ' --force'));
      expect(refused.code, refused.output).not.toBe(0);
      expect(refused.output).not.toMatch(/\n\s+at /); // one sentence, not a stack trace
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
    } finally {
      await interrupt(platform);
      platform = null;
    }
  });

  it('after it stopped: each works again, a restore fills a fresh folder, and both folders start and serve', async () => {
    await ok(commands.seed(data), /already has content/);
    await ok(commands.export(data, path.join(work, 'after.zip')));
    await ok(commands.import(data));
    await ok(commands.backup(data, path.join(work, 'after.tar.gz')));
    await ok(commands.restore(restored, path.join(work, 'after.tar.gz')));
    await expectNoDevPush(data);
    for (const dir of [restored, data]) {
      platform = await start(dir);
      await interrupt(platform);
      platform = null;
    }
  });

  it('a database with a dev row: npm start says so in one sentence with the repair, never prompts; the repair works', async () => {
    const db = createClient({ url: `file:${path.join(data, 'cms.db')}` });
    await db.execute(
      `INSERT INTO payload_migrations (name, batch, updated_at, created_at) VALUES ('dev', -1, '2026-01-01', '2026-01-01')`,
    );
    db.close();
    const run = plainShell(commands.start(data));
    platform = run;
    // Either the sentence, or Payload's question (then it would wait for an answer forever).
    await waitForOutput(run, /"dev" row in payload_migrations|Would you like to proceed/);
    expect(run.output()).not.toMatch(/Would you like to proceed/);
    const code = await run.exit;
    platform = null;
    expect(code, run.output().slice(-3000)).not.toBe(0);
    const output = run.output();
    const sentence = output.split('\n').find((line) => line.includes('"dev" row in payload_migrations'));
    expect(sentence, output.slice(-3000)).toBeDefined();
    // The repair it names, typed as given.
    const repair = /remove the row with: (sqlite3 .+)$/.exec(sentence!)?.[1];
    expect(repair).toBeDefined();
    const repaired = await typed(repair!);
    // (Who had the file open, if a lock refused it: CI once saw "database is locked" here.)
    expect(repaired.code, `${repaired.output}\nopen by: ${holdersOf(path.join(data, 'cms.db')).join('\n')}`).toBe(0);
    platform = await start(data);
    await expectNoDevPush(data);
  });
});
