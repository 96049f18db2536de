/**
 * The server bundle: `astro build` of the site (templates only, no content: the data reaches the
 * pages at render time), once per template fingerprint — a hash of the site's sources, its
 * config, the lockfile and the settings baked into pages. A changed fingerprint means a new
 * bundle and a full build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { SITE_LINK_SETTINGS, SITE_URL, childEnv, paths, siteDir } from '../config';
import { testSwitches } from '../testSwitches';

const SOURCES = ['src', 'public', 'engine', 'astro.config.mjs', 'package.json', '../package-lock.json', '../shared/src'];
const KEEP_BUNDLES = 2;
/** The data folder a folder of bundles belongs to (config.ts: `paths.bundles`). */
const OWNER = '.data-folder';

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) return yield entry;
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

export function templateFingerprint(): string {
  const hash = createHash('sha1');
  hash.update(`${SITE_URL}\0${testSwitches.brokenTemplate() ? 'broken' : ''}\0`);
  // The header's and footer's links are settings baked into every page: a change rebuilds them.
  for (const [name, value] of SITE_LINK_SETTINGS) hash.update(`${name}=${value ?? '\u0001unset'}\0`);
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

/**
 * This data folder's older bundles go (the newest few stay for a quick return to a previous
 * template), and so do the bundles of data folders that no longer exist (a test's temporary
 * one); those of any other data folder are left alone.
 */
export async function pruneBundles(fingerprint: string): Promise<void> {
  const own = readdirSync(paths.bundles)
    .filter((name) => name !== fingerprint && name !== OWNER)
    .map((name) => ({ name, time: statSync(path.join(paths.bundles, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  const all = path.dirname(paths.bundles);
  const orphans = readdirSync(all).filter((name) => {
    const folder = path.join(all, name);
    if (folder === paths.bundles) return false;
    // A bundle of the layout before data folders had their own: nobody reads it any more.
    if (existsSync(path.join(folder, '.complete'))) return true;
    try {
      return !existsSync(readFileSync(path.join(folder, OWNER), 'utf8'));
    } catch {
      // No owner yet: its first bundle is being built.
      return false;
    }
  });
  await Promise.all([
    ...own.slice(KEEP_BUNDLES - 1).map(({ name }) => rm(path.join(paths.bundles, name), { recursive: true, force: true })),
    ...orphans.map((name) => rm(path.join(all, name), { recursive: true, force: true })),
  ]);
}

/** Builds the bundle for `fingerprint` unless it exists; returns its folder (client/ and server/). */
export async function ensureBundle(fingerprint: string, log: (message: string) => void): Promise<string> {
  const dir = bundleDir(fingerprint);
  if (existsSync(path.join(dir, 'server', 'entry.mjs')) && existsSync(path.join(dir, '.complete'))) return dir;
  await rm(dir, { recursive: true, force: true });
  const started = Date.now();
  // Astro's CLI where npm put it (hoisted or kept in site/), as its package.json names it.
  const astroPackage = createRequire(path.join(siteDir, 'package.json')).resolve('astro/package.json');
  const astroBin = path.join(
    path.dirname(astroPackage),
    (JSON.parse(readFileSync(astroPackage, 'utf8')) as { bin: { astro: string } }).bin.astro,
  );
  await run(
    process.execPath,
    [astroBin, 'build'],
    childEnv({
      SITE_OUT_DIR: dir,
      SITE_URL,
      SITE_INJECT_BROKEN: testSwitches.brokenTemplate() ? '1' : '',
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
    }),
  );
  writeFileSync(path.join(dir, '.complete'), fingerprint);
  writeFileSync(path.join(paths.bundles, OWNER), paths.root);
  log(`server bundle built in ${Date.now() - started} ms`);
  await pruneBundles(fingerprint);
  return dir;
}
