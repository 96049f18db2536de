import { createHmac } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { REVALIDATE_HEADER } from '@blog/shared';
import { api } from '../helpers/api';
import { adminToken } from '../helpers/auth';
import { makeCategory, makePost, suffix } from '../helpers/fixtures';

/** The public read cache (services/cache/publicCache): fast repeats, never a stale answer after a change. */
describe('public read cache', () => {
  it('answers a repeated anonymous read from the cache, and a signed-in read from the handler', async () => {
    const post = await makePost();
    const first = await api('GET', `blogs/${post.slug}`);
    const again = await api('GET', `blogs/${post.slug}`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.body).toEqual(first.body);
    const admin = await api('GET', 'blogs/categories', { token: await adminToken() });
    expect(admin.headers.get('x-cache')).toBe('BYPASS');
  });

  it('never lets an anonymous caller skip the cache: no-cache, no-store, a bad token or a wrong secret get a HIT', async () => {
    const post = await makePost();
    await api('GET', `blogs/${post.slug}`);
    const anonymous: Record<string, string>[] = [
      { 'cache-control': 'no-cache' },
      { 'cache-control': 'no-store, no-cache, max-age=0', pragma: 'no-cache' },
      { authorization: 'Bearer not.a.token' },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { [REVALIDATE_HEADER]: 'guess' },
    ];
    for (const headers of anonymous) {
      const res = await api('GET', `blogs/${post.slug}`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.headers.get('x-cache'), JSON.stringify(headers)).toBe('HIT');
    }
    const list = await api('GET', 'blogs?limit=3', { headers: { 'cache-control': 'no-cache' } });
    expect(['HIT', 'MISS']).toContain(list.headers.get('x-cache'));
    expect((await api('GET', 'blogs?limit=3', { headers: { 'cache-control': 'no-cache' } })).headers.get('x-cache')).toBe('HIT');
  });

  it("lets the site engine's secret read past the cache, and concurrent such reads share a run", async () => {
    const post = await makePost();
    await api('GET', `blogs/${post.slug}`);
    // What the CMS derives from its signing secret and hands the engine (services/cache/revalidateToken).
    const secret = createHmac('sha256', inject('secret')).update('public-cache-revalidate').digest('hex');
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => api('GET', `blogs/${post.slug}`, { headers: { [REVALIDATE_HEADER]: secret } })),
    );
    for (const res of reads) {
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('BYPASS');
      expect(res.body.data.id).toBe(post.id);
    }
  });

  it('keys on the query, whatever its order', async () => {
    const cat = await makeCategory();
    await makePost({ categoryId: cat.id });
    await api('GET', `blogs?limit=3&category=${cat.slug}`);
    const swapped = await api('GET', `blogs?category=${cat.slug}&limit=3`);
    expect(swapped.headers.get('x-cache')).toBe('HIT');
    const other = await api('GET', `blogs?category=${cat.slug}&limit=4`);
    expect(other.headers.get('x-cache')).toBe('MISS');
  });

  it('keys only on the parameters the route reads: a made-up one per request still gets a HIT', async () => {
    const limit = 4 + Math.floor(Math.random() * 5);
    const first = await api('GET', `blogs?limit=${limit}&zz${suffix()}=1`);
    expect(first.status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const res = await api('GET', `blogs?zz${suffix()}=${i}&limit=${limit}`);
      expect(res.headers.get('x-cache')).toBe('HIT');
      expect(res.body).toEqual(first.body);
    }
    // What the route reads still tells answers apart.
    expect((await api('GET', `blogs?limit=${limit + 1}&zz=1`)).body.data).toHaveLength(limit + 1);
  });

  it('shows an edit, a new post and a deletion at once', async () => {
    const token = await adminToken();
    const cat = await makeCategory();
    const post = await makePost({ categoryId: cat.id, title: `Before ${suffix()}` });
    await api('GET', `blogs/${post.slug}`);
    await api('GET', `blogs?category=${cat.slug}`);
    const title = `After ${suffix()}`;
    expect((await api('PUT', `blogs/admin/blogs/${post.id}`, { token, body: { title } })).status).toBe(200);
    expect((await api('GET', `blogs/${post.slug}`)).body.data.title).toBe(title);
    const second = await makePost({ categoryId: cat.id });
    expect((await api('GET', `blogs?category=${cat.slug}`)).body.data.map((p: { id: number }) => p.id)).toContain(second.id);
    expect((await api('DELETE', `blogs/admin/blogs/${second.id}`, { token })).status).toBe(200);
    expect((await api('GET', `blogs?category=${cat.slug}`)).body.data.map((p: { id: number }) => p.id)).not.toContain(second.id);
  });

  it('shows a view at once on the post itself', async () => {
    const post = await makePost();
    expect((await api('GET', `blogs/${post.slug}`)).body.data.viewCount).toBe(0);
    await api('POST', `blogs/${post.slug}/view`, { ip: '203.0.113.77' });
    expect((await api('GET', `blogs/${post.slug}`)).body.data.viewCount).toBe(1);
    expect((await api('GET', `blogs/${post.id}`)).body.data.viewCount).toBe(1);
  });

  it('lets a scheduled post appear when it falls due, even with the list cached before', async () => {
    const cat = await makeCategory();
    const due = new Date(Date.now() + 2500).toISOString();
    const scheduled = await makePost({ categoryId: cat.id, publishedAt: due });
    const before = await api('GET', `blogs?category=${cat.slug}`);
    expect(before.body.data.map((p: { id: number }) => p.id)).not.toContain(scheduled.id);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(due) - Date.now() + 300));
    const after = await api('GET', `blogs?category=${cat.slug}`);
    expect(after.body.data.map((p: { id: number }) => p.id)).toContain(scheduled.id);
  });
});
