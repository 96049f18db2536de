/**
 * Stopping a shard rebuild (engine/search): a change that waits has the running update stop
 * Pagefind (stopIndexing); the shard keeps its live files and key, and the next update rebuilds it.
 * Real Pagefind, on a few posts in a temporary data folder.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { model, post } from './engineModel';

const dir = mkdtempSync(path.join(tmpdir(), 'blog-search-stop-'));
process.env.SITE_DATA_DIR = dir;
const { BodyStore } = await import('../engine/sync/bodies');
const { updateSearchIndex } = await import('../engine/search/liveIndex');
const { stopIndexing } = await import('../engine/search/indexer');
const { SiteWriter } = await import('../engine/output/writer');
const { paths } = await import('../engine/config');
afterAll(async () => {
  await stopIndexing();
  rmSync(dir, { recursive: true, force: true });
});

const live = path.join(dir, 'live');
mkdirSync(live, { recursive: true });
mkdirSync(paths.tmp, { recursive: true });
const records = Array.from({ length: 6 }, (_, i) => post(i + 1, 1, i + 1));
const bodies = new BodyStore();
for (const record of records)
  void bodies.write(record.bodyDigest, { blocks: [], highlighted: [], text: '', searchText: `Body of post ${record.entry.id}.` });
const entry = () => readFileSync(path.join(live, 'pagefind', 'pagefind-entry.json'), 'utf8');

describe('a shard rebuild stopped for a waiting change', () => {
  it('leaves the shard as it was, and the next update rebuilds it', async () => {
    const first = await updateSearchIndex(model(records), bodies, new SiteWriter(live, paths.tmp, { existing: false }), null);
    const before = entry();
    const edited = model(records.map((r, i) => (i === 0 ? { ...r, entry: { ...r.entry, title: 'A new title' } } : r)));
    let stopped = false;
    // Stopped once Pagefind has the work (the next turn of the event loop), as a queued change does.
    const stop = () =>
      setImmediate(() => {
        stopped = true;
        void stopIndexing();
      });
    const kept = await updateSearchIndex(
      edited,
      bodies,
      new SiteWriter(live, paths.tmp, { existing: true }),
      first,
      [],
      stop,
      () => stopped,
    );
    expect(kept.shards).toEqual(first.shards);
    expect(entry()).toBe(before);
    // Not stopped by the update itself: the failure is an error.
    await expect(
      updateSearchIndex(edited, bodies, new SiteWriter(live, paths.tmp, { existing: true }), first, [], stop, () => false),
    ).rejects.toThrow();
    const rebuilt = await updateSearchIndex(edited, bodies, new SiteWriter(live, paths.tmp, { existing: true }), kept);
    expect(rebuilt.shards[0]!.key).not.toBe(first.shards[0]!.key);
    expect(entry()).not.toBe(before);
  });
});
