/**
 * The server bundle: `astro build` of the site (templates only, no content: the data reaches the
 * pages at render time), once per template fingerprint — a hash of the site's sources, its
 * config, the lockfile and the settings baked into pages. A changed fingerprint means a new
 * bundle and a full build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { SITE_LINK_VARIABLES } from '../../src/lib/siteLinks';
import { SITE_URL, paths, siteDir } from '../config';

const SOURCES = ['src', 'public', 'engine', 'astro.config.mjs', 'package.json', '../package-lock.json', '../shared/src'];
const KEEP_BUNDLES = 2;

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) return yield entry;
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

export function templateFingerprint(): string {
  const hash = createHash('sha1');
  hash.update(`${SITE_URL}\0${existsSync(paths.breakFlag) ? 'broken' : ''}\0`);
  // The header's and footer's links are settings baked into every page: a change rebuilds them.
  for (const name of SITE_LINK_VARIABLES) hash.update(`${name}=${process.env[name] ?? '\u0001unset'}\0`);
  for (const source of SOURCES) {
    for (const file of files(path.join(siteDir, source))) {
      hash.update(path.relative(siteDir, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export const bundleDir = (fingerprint: string): string => path.join(paths.bundles, fingerprint);

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: siteDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(output) : reject(new Error(`astro build failed (${signal ?? `exit ${code}`})\n${output}`)),
    );
  });
}

/** Builds the bundle for `fingerprint` unless it exists; returns its folder (client/ and server/). */
export async function ensureBundle(fingerprint: string, log: (message: string) => void): Promise<string> {
  const dir = bundleDir(fingerprint);
  if (existsSync(path.join(dir, 'server', 'entry.mjs')) && existsSync(path.join(dir, '.complete'))) return dir;
  await rm(dir, { recursive: true, force: true });
  const started = Date.now();
  await run(process.execPath, [path.join(siteDir, '../node_modules/astro/astro.js'), 'build'], {
    ...process.env,
    SITE_OUT_DIR: dir,
    SITE_URL,
    SITE_INJECT_BROKEN: existsSync(paths.breakFlag) ? '1' : '',
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path.join(dir, '.complete'), fingerprint);
  log(`server bundle built in ${Date.now() - started} ms`);
  // Older bundles go (the newest few stay for a quick return to a previous template).
  const others = readdirSync(paths.bundles)
    .filter((name) => name !== fingerprint)
    .map((name) => ({ name, time: statSync(path.join(paths.bundles, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  await Promise.all(
    others.slice(KEEP_BUNDLES - 1).map(({ name }) => rm(path.join(paths.bundles, name), { recursive: true, force: true })),
  );
  return dir;
}
