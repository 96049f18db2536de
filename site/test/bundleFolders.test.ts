import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * Two platforms on one checkout (a test run beside a running one) each keep their own server
 * bundles: one's build never prunes the other's, which made the other's next publish a full build.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'bundle-folders-'));
const siteDir = path.join(scratch, 'site');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The engine's config and bundle module as a platform on `dataDir` loads them. */
async function platformOn(dataDir: string) {
  vi.resetModules();
  vi.stubEnv('BLOG_SITE_DIR', siteDir);
  vi.stubEnv('SITE_DATA_DIR', path.join(dataDir, 'site'));
  const { paths } = await import('../engine/config');
  const bundle = await import('../engine/render/bundle');
  vi.unstubAllEnvs();
  return { paths, ...bundle };
}

/** A finished bundle, as ensureBundle leaves it. */
function fakeBundle(bundles: string, owner: string, fingerprint: string) {
  mkdirSync(path.join(bundles, fingerprint, 'server'), { recursive: true });
  writeFileSync(path.join(bundles, fingerprint, '.complete'), fingerprint);
  writeFileSync(path.join(bundles, '.data-folder'), owner);
}

describe('server bundles per data folder', () => {
  it('keeps each data folder its own bundles, and drops those of data folders that are gone', async () => {
    const dataA = mkdtempSync(path.join(scratch, 'a-'));
    const dataB = mkdtempSync(path.join(scratch, 'b-'));
    for (const data of [dataA, dataB]) mkdirSync(path.join(data, 'site'));
    const dataGone = path.join(scratch, 'gone');
    const a = await platformOn(dataA);
    const b = await platformOn(dataB);
    const gone = await platformOn(dataGone);
    expect(a.paths.bundles).not.toBe(b.paths.bundles);
    expect(a.bundleDir('f1')).not.toBe(b.bundleDir('f1'));

    fakeBundle(a.paths.bundles, a.paths.root, 'aaaa000000000001');
    fakeBundle(gone.paths.bundles, gone.paths.root, 'cccc000000000001');
    // B builds three template versions in a row: its older ones go, A's stays.
    for (const fingerprint of ['bbbb000000000001', 'bbbb000000000002', 'bbbb000000000003']) {
      fakeBundle(b.paths.bundles, b.paths.root, fingerprint);
      await b.pruneBundles(fingerprint);
    }
    expect(existsSync(path.join(a.paths.bundles, 'aaaa000000000001', '.complete'))).toBe(true);
    expect(existsSync(path.join(b.paths.bundles, 'bbbb000000000003'))).toBe(true);
    expect(existsSync(path.join(b.paths.bundles, 'bbbb000000000001'))).toBe(false);
    expect(existsSync(gone.paths.bundles)).toBe(false);
  });
});
