import { describe, expect, it } from 'vitest';
import { api, randomIp } from '../helpers/api';
import { adminToken } from '../helpers/auth';
import { makeCategory, makePost, suffix } from '../helpers/fixtures';

const future = () => new Date(Date.now() + 30 * 86400_000).toISOString();

describe('public blogs', () => {
  it('lists only live posts: no draft, archived, inactive or scheduled one', async () => {
    const cat = await makeCategory();
    const word = `zq${suffix()}`;
    const live = await makePost({ categoryId: cat.id, title: `Live ${word}` });
    for (const status of ['DRAFT', 'ARCHIVED', 'INACTIVE'])
      await makePost({ categoryId: cat.id, title: `${status} ${word}`, status });
    await makePost({ categoryId: cat.id, title: `Scheduled ${word}`, publishedAt: future() });
    const res = await api('GET', `blogs?category=${cat.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([live.id]);
    expect(res.body.meta.pagination).toMatchObject({ total: 1, totalPages: 1, page: 1, currentPage: 1, limit: 10 });
    const search = await api('GET', `blogs?search=${word}`);
    expect(search.body.data.map((p: { id: number }) => p.id)).toEqual([live.id]);
  });

  it('serves the spec shape of a post', async () => {
    const post = await makePost({ tags: 'Alpha, beta ', excerpt: 'Short.', featuredImage: 'https://example.com/a.png' });
    const res = await api('GET', `blogs/${post.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: post.id,
      slug: post.slug,
      excerpt: 'Short.',
      status: 'PUBLISHED',
      viewCount: 0,
      featuredImage: 'https://example.com/a.png',
      tags: [
        { name: 'Alpha', slug: 'alpha' },
        { name: 'beta', slug: 'beta' },
      ],
      author: { name: 'Admin User' },
    });
    expect(res.body.data.category).toMatchObject({ id: post.categoryId });
    expect(typeof res.body.data.publishedAt).toBe('string');
  });

  it('finds a post by id too, and 404s a draft or unknown slug', async () => {
    const post = await makePost();
    expect((await api('GET', `blogs/${post.id}`)).body.data.slug).toBe(post.slug);
    const draft = await makePost({ status: 'DRAFT' });
    const hidden = await api('GET', `blogs/${draft.slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.success).toBe(false);
    expect((await api('GET', 'blogs/no-such-post-anywhere')).status).toBe(404);
  });

  it('filters by category, tag and search, and pages through results', async () => {
    const cat = await makeCategory();
    const tag = `tag-${suffix()}`;
    const made = [];
    for (let i = 0; i < 5; i += 1)
      made.push(await makePost({ categoryId: cat.id, tags: i % 2 ? [tag] : [], title: `Paged ${i} ${suffix()}` }));
    const byTag = await api('GET', `blogs?tag=${tag}`);
    expect(byTag.body.data).toHaveLength(2);
    const viaPath = await api('GET', `blogs/tag/${tag}`);
    expect(viaPath.body.data).toHaveLength(2);
    const page1 = await api('GET', `blogs/category/${cat.slug}?limit=2&page=1`);
    const page3 = await api('GET', `blogs/category/${cat.slug}?limit=2&page=3`);
    expect(page1.body.meta.pagination).toMatchObject({ total: 5, totalPages: 3, page: 1, limit: 2 });
    expect(page3.body.data).toHaveLength(1);
    const ids = [
      ...page1.body.data,
      ...(await api('GET', `blogs/category/${cat.slug}?limit=2&page=2`)).body.data,
      ...page3.body.data,
    ].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(5);
    expect((await api('GET', 'blogs/category/no-such-category')).status).toBe(404);
    expect((await api('GET', 'blogs?category=no-such-category')).body.data).toEqual([]);
  });

  it('sorts by each of the four keys in both orders', async () => {
    const cat = await makeCategory();
    await makePost({ categoryId: cat.id, title: 'Banana', publishedAt: '2026-01-02T00:00:00.000Z' });
    await makePost({ categoryId: cat.id, title: 'apple', publishedAt: '2026-01-03T00:00:00.000Z' });
    await makePost({ categoryId: cat.id, title: 'Cherry', publishedAt: '2026-01-01T00:00:00.000Z' });
    const titles = async (q: string) =>
      (await api('GET', `blogs?category=${cat.slug}&${q}`)).body.data.map((p: { title: string }) => p.title);
    expect(await titles('sortBy=publishedAt&sortOrder=desc')).toEqual(['apple', 'Banana', 'Cherry']);
    expect(await titles('sortBy=publishedAt&sortOrder=asc')).toEqual(['Cherry', 'Banana', 'apple']);
    expect(await titles('sortBy=createdAt&sortOrder=asc')).toEqual(['Banana', 'apple', 'Cherry']);
    expect(await titles('sortBy=title&sortOrder=asc')).toEqual(['apple', 'Banana', 'Cherry']);
    expect(await titles('sortBy=title&sortOrder=desc')).toEqual(['Cherry', 'Banana', 'apple']);
    expect(await titles('sortBy=viewCount&sortOrder=desc')).toHaveLength(3);
  });

  it('counts views once per visitor and feeds related posts', async () => {
    const cat = await makeCategory();
    const a = await makePost({ categoryId: cat.id });
    const b = await makePost({ categoryId: cat.id });
    const ip = randomIp();
    expect((await api('POST', `blogs/${a.slug}/view`, { ip })).body.data).toEqual({ counted: true, viewCount: 1 });
    expect((await api('POST', `blogs/${a.slug}/view`, { ip })).body.data).toEqual({ counted: false, viewCount: 1 });
    expect((await api('POST', `blogs/${a.slug}/view`, { ip: randomIp() })).body.data.viewCount).toBe(2);
    expect((await api('GET', `blogs/${a.slug}`)).body.data.viewCount).toBe(2);
    const related = await api('GET', `blogs/${a.slug}/related?limit=3`);
    expect(related.body.data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    expect((await api('POST', 'blogs/no-such-post/view', { ip })).status).toBe(404);
  });

  it('answers views that arrive together (written as one group) exactly: one count per reader, the budget, then 429', async () => {
    const post = await makePost();
    const ip = randomIp();
    const view = (from: string) => api('POST', `blogs/${post.slug}/view`, { ip: from });
    // One reader, 125 calls at once: the budget (RATE_LIMIT_STATUS, 120 an hour) answers 120, one of them counted.
    const burst = await Promise.all(Array.from({ length: 125 }, () => view(ip)));
    const ok = burst.filter((r) => r.status === 200);
    expect(ok).toHaveLength(120);
    expect(ok.filter((r) => r.body.data.counted)).toHaveLength(1);
    const limited = burst.filter((r) => r.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // 40 readers at once: each counted, the last answer is the post's count.
    const readers = await Promise.all(Array.from({ length: 40 }, () => view(randomIp())));
    expect(readers.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(readers.every((r) => r.body.data.counted)).toBe(true);
    expect(Math.max(...readers.map((r) => r.body.data.viewCount))).toBe(41);
    expect((await api('GET', `blogs/${post.slug}`)).body.data.viewCount).toBe(41);
  });

  it('answers a view that carries a body (ignored) and keeps the connection serving', async () => {
    const post = await makePost();
    const withBody = await api('POST', `blogs/${post.slug}/view`, { ip: randomIp(), body: { filler: 'x'.repeat(200_000) } });
    expect(withBody.status).toBe(200);
    expect(withBody.body.data).toEqual({ counted: true, viewCount: 1 });
    expect((await api('POST', `blogs/${post.slug}/view`, { ip: randomIp() })).body.data.viewCount).toBe(2);
    expect((await api('GET', `blogs/${post.slug}`)).status).toBe(200);
  });

  it('stops counting views of a post at once when it is taken down', async () => {
    const post = await makePost();
    expect((await api('POST', `blogs/${post.slug}/view`, { ip: randomIp() })).status).toBe(200);
    const token = await adminToken();
    const draft = await api('PUT', `blogs/admin/blogs/${post.id}`, { token, body: { status: 'DRAFT' } });
    expect(draft.status).toBe(200);
    expect((await api('POST', `blogs/${post.slug}/view`, { ip: randomIp() })).status).toBe(404);
  });

  it('lists categories and tags with blog counts of live posts', async () => {
    const cat = await makeCategory();
    const tag = `count-${suffix()}`;
    await makePost({ categoryId: cat.id, tags: [tag] });
    await makePost({ categoryId: cat.id, tags: [tag], status: 'DRAFT' });
    const cats = (await api('GET', 'blogs/categories')).body.data;
    const mine = cats.find((c: { id: number }) => c.id === cat.id);
    expect(mine).toMatchObject({
      name: cat.name,
      slug: cat.slug,
      blogCount: 1,
      _count: { blogs: 1 },
      description: 'Test category',
    });
    const adminView = (await api('GET', 'blogs/categories', { token: await adminToken() })).body.data;
    expect(adminView.find((c: { id: number }) => c.id === cat.id).blogCount).toBe(2);
    const tags = (await api('GET', 'blogs/tags')).body.data;
    expect(tags.find((t: { slug: string }) => t.slug === tag)).toMatchObject({ blogCount: 1 });
    const counts = tags.map((t: { blogCount: number }) => t.blogCount);
    expect([...counts].sort((x: number, y: number) => y - x)).toEqual(counts);
  });
});
