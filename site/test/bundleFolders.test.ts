import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * Every platform on one checkout shares the server bundle of its sources (a test run built one per
 * platform: an `astro build` each); the settings its pages show stay in the template fingerprint.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'bundle-folders-'));
const siteDir = path.join(scratch, 'site');
mkdirSync(path.join(siteDir, 'src'), { recursive: true });
writeFileSync(path.join(siteDir, 'src', 'page.astro'), '<p>a page</p>');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The engine's config and bundle module as a platform on `dataDir` at `siteUrl` loads them. */
async function platformOn(dataDir: string, siteUrl: string) {
  vi.resetModules();
  vi.stubEnv('BLOG_SITE_DIR', siteDir);
  vi.stubEnv('SITE_DATA_DIR', path.join(dataDir, 'site'));
  vi.stubEnv('SITE_URL', siteUrl);
  const { paths } = await import('../engine/config');
  const bundle = await import('../engine/render/bundle');
  vi.unstubAllEnvs();
  return { paths, ...bundle };
}

/** A finished bundle, as ensureBundle leaves it, last used `minutesAgo`. */
function fakeBundle(dir: string, minutesAgo = 0) {
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'server', 'entry.mjs'), '');
  writeFileSync(path.join(dir, '.complete'), 'fake');
  const at = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(path.join(dir, '.complete'), at, at);
}

describe('server bundles', () => {
  it('two data folders on different URLs share one bundle; their fingerprints differ', async () => {
    const a = await platformOn(path.join(scratch, 'a'), 'http://127.0.0.1:4001');
    const b = await platformOn(path.join(scratch, 'b'), 'https://blog.example.com');
    expect(a.paths.bundles).toBe(b.paths.bundles);
    expect(a.templateFingerprint()).not.toBe(b.templateFingerprint());
    expect(a.bundleDir(a.templateFingerprint())).toBe(b.bundleDir(b.templateFingerprint()));
  });

  it('prunes the bundles used least recently (not the one in use, nor one being built) and the per-data-folder ones of before', async () => {
    const a = await platformOn(path.join(scratch, 'a'), 'http://127.0.0.1:4001');
    const bundles = a.paths.bundles;
    const name = (n: number) => `bbbb00000000000${n}`;
    for (const n of [1, 2, 3, 4, 5]) fakeBundle(path.join(bundles, name(n)), 100 - n);
    // The one in use was used longest ago of all; one is being built by this (live) process.
    fakeBundle(path.join(bundles, 'cccc000000000000'), 500);
    mkdirSync(path.join(bundles, 'dddd000000000000'));
    writeFileSync(path.join(bundles, 'dddd000000000000.building'), String(process.pid));
    // The layout before: a folder per data folder with its bundles in it. It goes once its data
    // folder is gone or it has not been built in for a day (a platform started before the upgrade reads it).
    const before = (folder: string, owner: string, minutesAgo: number) => {
      fakeBundle(path.join(bundles, folder, 'eeee000000000000'), minutesAgo);
      writeFileSync(path.join(bundles, folder, '.data-folder'), owner);
    };
    mkdirSync(path.join(scratch, 'a', 'site'), { recursive: true });
    before('0123456789aa', path.join(scratch, 'gone', 'site'), 5);
    before('0123456789ab', path.join(scratch, 'a', 'site'), 5);
    before('0123456789ac', path.join(scratch, 'a', 'site'), 2 * 24 * 60);

    await a.pruneBundles('cccc000000000000.12345678');
    const kept = (n: string) => existsSync(path.join(bundles, n));
    expect([1, 2, 3, 4, 5].map((n) => kept(name(n)))).toEqual([false, false, true, true, true]);
    expect(kept('cccc000000000000')).toBe(true);
    expect(kept('dddd000000000000')).toBe(true);
    expect(['0123456789aa', '0123456789ab', '0123456789ac'].map(kept)).toEqual([false, true, false]);
  });

  it("waits for another live process building the same bundle and uses it; takes over a dead builder's", async () => {
    const a = await platformOn(path.join(scratch, 'a'), 'http://127.0.0.1:4001');
    const fingerprint = a.templateFingerprint();
    const dir = a.bundleDir(fingerprint);
    rmSync(dir, { recursive: true, force: true });
    const builder = spawn('sleep', ['30']);
    writeFileSync(`${dir}.building`, String(builder.pid));
    setTimeout(() => {
      fakeBundle(dir);
      rmSync(`${dir}.building`);
      builder.kill();
    }, 1_500);
    const started = Date.now();
    expect(await a.ensureBundle(fingerprint, () => {})).toBe(dir);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    // The other's bundle, not a build of this one (this scratch checkout has no Astro to build with).
    expect(readFileSync(path.join(dir, '.complete'), 'utf8')).toBe('fake');

    rmSync(dir, { recursive: true, force: true });
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(`${dir}.building`, String(dead.pid));
    // It builds (and fails here, without Astro) rather than wait on a builder that is gone.
    await expect(a.ensureBundle(fingerprint, () => {})).rejects.toThrow(/astro/);
    expect(existsSync(`${dir}.building`)).toBe(false);
  });
});
