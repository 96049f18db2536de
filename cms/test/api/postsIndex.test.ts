import { SQLiteSyncDialect } from '@payloadcms/db-sqlite/drizzle/sqlite-core';
import { describe, expect, inject, it } from 'vitest';
import { postVersionsQuery } from '../../src/db/posts';
import { api, randomIp } from '../helpers/api';
import { jobsDb } from '../helpers/jobsDb';
import { adminToken } from '../helpers/auth';
import { makePost } from '../helpers/fixtures';

/**
 * The site engine's post index (GET /api/v1/site/posts-index): whole, or with `since` only the
 * posts written, gone live or viewed since (less a margin of 5 minutes), with the public posts'
 * count and id sum, and any post's latest updatedAt, by which the engine checks what it holds.
 */
interface Version {
  id: number;
  slug: string;
  updatedAt: string;
  viewCount: number;
}
interface Index {
  asOf: string;
  delta: boolean;
  posts: Version[];
  gone?: number[];
  total?: number;
  idSum?: number;
  lastUpdatedAt?: string | null;
}

const MARGIN_MS = 5 * 60_000;
const index = async (since?: string): Promise<Index> => {
  const res = await api('GET', `site/posts-index${since ? `?since=${encodeURIComponent(since)}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data as Index;
};
/** A `since` whose margin starts now: only what happens from here on is in the answer. */
const fromNow = () => new Date(Date.now() + MARGIN_MS).toISOString();

describe('the posts index the site engine syncs from', () => {
  it('whole without `since`; with it, its count and id sum are those of the whole index; both say the latest updatedAt', async () => {
    const whole = await index();
    expect(whole.delta).toBe(false);
    expect(Number.isNaN(Date.parse(whole.asOf))).toBe(false);
    expect(whole.posts.length).toBeGreaterThan(0);
    const delta = await index(whole.asOf);
    expect(delta.delta).toBe(true);
    expect(delta.total).toBe(whole.posts.length);
    expect(delta.idSum).toBe(whole.posts.reduce((sum, post) => sum + post.id, 0));
    // The latest updatedAt of any post (drafts too): it only grows, so a smaller one means a restore.
    expect(delta.lastUpdatedAt).toBe(whole.lastUpdatedAt);
    const newestPublic = whole.posts
      .map((post) => post.updatedAt)
      .sort()
      .at(-1)!;
    expect(whole.lastUpdatedAt! >= newestPublic).toBe(true);
  });

  it('with `since`, only the posts published, viewed or taken down since, each as the whole index has it', async () => {
    const since = fromNow();
    const [viewed, takenDown] = (await index()).posts;
    expect(await index(since)).toMatchObject({ delta: true, posts: [], gone: [] });

    const created = await makePost();
    const view = await api('POST', `blogs/${viewed!.slug}/view`, { ip: randomIp() });
    expect(view.status).toBe(200);
    const down = await api('PATCH', `blogs/admin/blogs/${takenDown!.id}/status`, {
      token: await adminToken(),
      body: { status: 'DRAFT' },
    });
    expect(down.status).toBe(200);

    const [delta, whole] = [await index(since), await index()];
    expect(delta.posts.map((post) => post.id).sort()).toEqual([created.id, viewed!.id].sort());
    expect(delta.gone).toEqual([takenDown!.id]);
    for (const post of delta.posts) expect(post).toEqual(whole.posts.find((p) => p.id === post.id));
    expect(delta.posts.find((post) => post.id === viewed!.id)!.viewCount).toBe(viewed!.viewCount + 1);
    expect(delta.total).toBe(whole.posts.length);

    // (Put back for the files after this one.)
    await api('PATCH', `blogs/admin/blogs/${takenDown!.id}/status`, { token: await adminToken(), body: { status: 'PUBLISHED' } });
  });

  it("is read from the covering index alone, never the posts' rows (they hold the bodies: seconds from a cold disk)", async () => {
    const { sql, params } = new SQLiteSyncDialect().sqlToQuery(postVersionsQuery('sqlite', new Date().toISOString()));
    const db = jobsDb(inject('dataDir'));
    try {
      expect(await db.queryPlan(sql, params as string[])).toEqual([
        expect.stringMatching(/^SEARCH posts USING COVERING INDEX \S+ \(status=\? AND published_at<\?\)$/),
      ]);
    } finally {
      db.close();
    }
  });

  it('refuses a `since` that is not a time (400, the validation envelope)', async () => {
    const res = await api('GET', 'site/posts-index?since=yesterday');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});
