/** Superseded search index files stay for readers mid-search, then go (engine/search/liveIndex.ts); the recent index's digests. */
import { describe, expect, it } from 'vitest';
import { retire } from '../engine/search/liveIndex';
import { RecentIndex } from '../engine/search/recentIndex';
import { BodyStore } from '../engine/sync/bodies';
import { model, post } from './engineModel';

const MINUTE = 60_000;

describe('superseded search index files', () => {
  it('keeps every generation younger than half an hour, each with only the files no newer one has', () => {
    const now = 100 * MINUTE;
    const current = {
      files: ['pagefind-entry.json', 'index/en_c.pf_index', 'fragment/en_1.pf_fragment'],
      previous: [{ files: ['index/en_b.pf_index', 'fragment/en_0.pf_fragment'], at: now - 5 * MINUTE }],
      key: 'k',
    };
    const next = ['pagefind-entry.json', 'index/en_d.pf_index', 'fragment/en_1.pf_fragment'];
    const { previous, expired } = retire(current, next, now);
    expect(expired).toEqual([]);
    expect(previous).toEqual([
      { files: ['index/en_c.pf_index'], at: now },
      { files: ['index/en_b.pf_index', 'fragment/en_0.pf_fragment'], at: now - 5 * MINUTE },
    ]);
  });

  it('removes an older generation’s files once it is half an hour old, but never a file still in use', () => {
    const now = 100 * MINUTE;
    const current = {
      files: ['pagefind-entry.json', 'index/en_c.pf_index'],
      previous: [
        { files: ['index/en_b.pf_index'], at: now - 10 * MINUTE },
        { files: ['index/en_a.pf_index', 'fragment/en_9.pf_fragment'], at: now - 31 * MINUTE },
      ],
      key: 'k',
    };
    // The post of fragment 9 came back: its fragment is live again.
    const next = ['pagefind-entry.json', 'index/en_d.pf_index', 'fragment/en_9.pf_fragment'];
    const { previous, expired } = retire(current, next, now);
    expect(expired).toEqual(['index/en_a.pf_index']);
    expect(previous.map((generation) => generation.files)).toEqual([['index/en_c.pf_index'], ['index/en_b.pf_index']]);
  });

  it('always keeps the generation just superseded, however old the one before it', () => {
    const now = 100 * MINUTE;
    const current = { files: ['index/en_b.pf_index'], previous: [{ files: ['index/en_a.pf_index'], at: 0 }], key: 'k' };
    const { previous, expired } = retire(current, ['index/en_c.pf_index'], now);
    expect(previous).toEqual([{ files: ['index/en_b.pf_index'], at: now }]);
    expect(expired).toEqual(['index/en_a.pf_index']);
  });
});

describe("the recent index's record digests (kept per record between updates)", () => {
  it("match a fresh index's when a kept record's thumbnail is made, and change then", () => {
    const covered = post(1, 1, 1, { featuredImage: '/media/one.jpg' });
    const plain = { ...model([covered, post(2, 1, 2)]), thumbs: new Map<string, string>() };
    const thumbed = { ...plain, thumbs: new Map([['/media/one.jpg', '/media/one-640.webp']]) };
    const kept = new RecentIndex(new BodyStore());
    const before = kept.recordDigests(plain);
    const after = kept.recordDigests(thumbed);
    expect(after).toEqual(new RecentIndex(new BodyStore()).recordDigests(thumbed));
    expect(after['/blog/post-1/']).not.toBe(before['/blog/post-1/']);
    expect(after['/blog/post-2/']).toBe(before['/blog/post-2/']);
  });
});
