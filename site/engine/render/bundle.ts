/**
 * The server bundle: `astro build` of the site (templates only, no content and no setting: the
 * data and SITE_URL reach the pages at render time), once per version of the sources, shared by
 * every data folder on this checkout (a test run's platforms build it once, not once each).
 *
 * The template fingerprint is the bundle's key plus the settings baked into pages (SITE_URL, the
 * header's and footer's links): a changed fingerprint means a full build of the pages, a changed
 * key also a new bundle.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { SITE_LINK_SETTINGS, SITE_URL, childEnv, paths, siteDir } from '../config';
import { testSwitches } from '../testSwitches';

const SOURCES = ['src', 'public', 'engine', 'astro.config.mjs', 'package.json', '../package-lock.json', '../shared/src'];
/** Bundles kept besides the one in use (a quick return to a previous template, platforms on an older checkout state). */
const KEEP_BUNDLES = 3;
const KEY_LENGTH = 16;
/** Being built: holds the builder's pid (the bundle's folder + this). */
const BUILDING = '.building';

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) return yield entry;
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** The bundle's key: a hash of the sources (and the broken-template test switch), no settings. */
function bundleKey(): string {
  const hash = createHash('sha1');
  hash.update(`${testSwitches.brokenTemplate() ? 'broken' : ''}\0`);
  for (const source of SOURCES) {
    for (const file of files(path.join(siteDir, source))) {
      hash.update(path.relative(siteDir, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, KEY_LENGTH);
}

/** The bundle's key, a dot, and a hash of the settings every page shows. */
export function templateFingerprint(): string {
  const settings = createHash('sha1').update(`${SITE_URL}\0`);
  // The header's and footer's links are settings baked into every page: a change rebuilds them.
  for (const [name, value] of SITE_LINK_SETTINGS) settings.update(`${name}=${value ?? '\u0001unset'}\0`);
  return `${bundleKey()}.${settings.digest('hex').slice(0, 8)}`;
}

/** The bundle of a template fingerprint. */
export const bundleDir = (fingerprint: string): string => path.join(paths.bundles, fingerprint.slice(0, KEY_LENGTH));

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The bundle is used now: pruning goes by last use (the `.complete` file's time). */
export function touchBundle(dir: string): void {
  try {
    const now = new Date();
    utimesSync(path.join(dir, '.complete'), now, now);
  } catch {
    // Not complete (yet): nothing to mark.
  }
}

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
 * The bundles used least recently go, but the one in use and the KEEP_BUNDLES used last; so do
 * the folders of the layout before bundles were shared (one per data folder). A bundle being
 * built by a live process is left alone.
 */
export async function pruneBundles(fingerprint: string): Promise<void> {
  const current = path.basename(bundleDir(fingerprint));
  const names = readdirSync(paths.bundles).filter((name) => name !== current && !name.endsWith(BUILDING));
  const building = (name: string) => {
    try {
      return alive(Number(readFileSync(path.join(paths.bundles, name + BUILDING), 'utf8')));
    } catch {
      return false;
    }
  };
  const lastUse = (name: string) => {
    try {
      return statSync(path.join(paths.bundles, name, '.complete')).mtimeMs;
    } catch {
      return 0;
    }
  };
  const bundles = names.filter((name) => name.length === KEY_LENGTH && !building(name)).sort((a, b) => lastUse(b) - lastUse(a));
  // One of before may still be read by a platform started before the upgrade: it goes once its
  // data folder is gone or nothing was built in it for a day.
  const legacy = names.filter((name) => {
    const folder = path.join(paths.bundles, name);
    if (name.length === KEY_LENGTH || !existsSync(path.join(folder, '.data-folder'))) return false;
    if (!existsSync(readFileSync(path.join(folder, '.data-folder'), 'utf8'))) return true;
    const built = readdirSync(folder).map((bundle) => lastUse(path.join(name, bundle)));
    return Math.max(0, ...built) < Date.now() - 24 * 3_600_000;
  });
  await Promise.all(
    [...bundles.slice(KEEP_BUNDLES), ...legacy].map((name) =>
      rm(path.join(paths.bundles, name), { recursive: true, force: true }),
    ),
  );
}

/** Waits while another live process builds `dir`; true when it finished it. */
async function waitForBuilder(dir: string): Promise<boolean> {
  for (;;) {
    if (existsSync(path.join(dir, '.complete'))) return true;
    let holder: number;
    try {
      holder = Number(readFileSync(dir + BUILDING, 'utf8'));
    } catch {
      return existsSync(path.join(dir, '.complete'));
    }
    if (holder === process.pid || !alive(holder)) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Builds the bundle for `fingerprint` unless it exists; returns its folder (client/ and server/).
 * One process builds a bundle at a time (its pid in `<bundle>.building`); another needing the same
 * one waits for it (two platforms of a test run starting at once).
 */
export async function ensureBundle(fingerprint: string, log: (message: string) => void): Promise<string> {
  const dir = bundleDir(fingerprint);
  const complete = () => existsSync(path.join(dir, 'server', 'entry.mjs')) && existsSync(path.join(dir, '.complete'));
  mkdirSync(paths.bundles, { recursive: true });
  for (;;) {
    if (complete()) {
      touchBundle(dir);
      return dir;
    }
    try {
      writeFileSync(dir + BUILDING, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      if (await waitForBuilder(dir)) continue;
      // Its builder died: take the build over.
      rmSync(dir + BUILDING, { force: true });
    }
  }
  try {
    if (complete()) return dir;
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
        SITE_INJECT_BROKEN: testSwitches.brokenTemplate() ? '1' : '',
        NODE_ENV: 'production',
        ASTRO_TELEMETRY_DISABLED: '1',
      }),
    );
    writeFileSync(path.join(dir, '.complete'), fingerprint.slice(0, KEY_LENGTH));
    log(`server bundle built in ${Date.now() - started} ms`);
  } finally {
    rmSync(dir + BUILDING, { force: true });
  }
  await pruneBundles(fingerprint);
  return dir;
}
