import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Previews are found by whichever worker process the preview link's new connection reaches
 * (WEB_CONCURRENCY > 1): a fresh copy of the module, as another process has, finds what this one
 * kept.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-preview-'));
const load = async () => {
  vi.resetModules();
  return import('../../src/services/preview/previewStore');
};

beforeAll(() => {
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('DATABASE_URL', `file:${path.join(dataDir, 'cms.db')}`);
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('preview store', () => {
  it('a preview kept by one process is found by another until it expires', async () => {
    const first = await load();
    const now = Date.now();
    const id = await first.keepPreview({ html: '<p>draft</p>', csp: "default-src 'self'", expires: now + 60_000 }, now);
    const other = await load();
    expect(await other.findPreview(id, now)).toEqual({ html: '<p>draft</p>', csp: "default-src 'self'", expires: now + 60_000 });
    expect(await other.findPreview(id, now + 61_000)).toBeNull();
  });

  it('refuses ids that are not its own shape (no path out of the folder)', async () => {
    const store = await load();
    expect(await store.findPreview('../cms.db')).toBeNull();
    expect(await store.findPreview('')).toBeNull();
  });

  it('keeps at most 50 previews, the oldest going first', async () => {
    const store = await load();
    const now = Date.now();
    for (let i = 0; i < 55; i += 1) await store.keepPreview({ html: String(i), csp: '', expires: now + 60_000 }, now);
    expect(readdirSync(path.join(dataDir, 'previews')).length).toBeLessThanOrEqual(50);
  });
});
