import { describe, expect, it } from 'vitest';
import { api } from '../helpers/api';
import { adminToken } from '../helpers/auth';
import { makeCategory, makePost, suffix } from '../helpers/fixtures';

const admin = async (method: string, path: string, body?: unknown) => api(method, path, { token: await adminToken(), body });

describe('admin blogs', () => {
  it('creates a post: slug from the title, tags found or created, author set', async () => {
    const cat = await makeCategory();
    const word = suffix();
    const res = await admin('POST', 'blogs/admin/blogs', {
      title: `Yazılım Geliştirme ${word}`,
      content: '# Başlık\n\nMetin',
      categoryId: cat.id,
      tags: ` react-${word} , ,Type Script ${word} ,react-${word} `,
      status: 'DRAFT',
      publishedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Blog yazısı başarıyla oluşturuldu!');
    expect(res.body.data).toMatchObject({
      slug: `yazilim-gelistirme-${word}`,
      status: 'DRAFT',
      publishedAt: null,
      viewCount: 0,
      category: { id: cat.id },
      tags: [{ name: `react-${word}`, slug: `react-${word}` }, { slug: `type-script-${word}` }],
      author: { name: 'Admin User' },
    });
    // Same title again: a numeric suffix keeps slugs unique.
    const again = await admin('POST', 'blogs/admin/blogs', {
      title: `Yazılım Geliştirme ${word}`,
      content: 'x',
      categoryId: cat.id,
    });
    expect(again.body.data.slug).toBe(`yazilim-gelistirme-${word}-2`);
  });

  it('refuses a missing title, content or category with the Turkish messages', async () => {
    const res = await admin('POST', 'blogs/admin/blogs', { title: '  ', content: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.validation).toMatchObject({
      title: 'Blog başlığı gereklidir',
      content: 'Blog içeriği gereklidir',
      categoryId: 'Kategori seçimi gereklidir',
    });
    const unknownCategory = await admin('POST', 'blogs/admin/blogs', { title: 'T', content: 'C', categoryId: 999999 });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.error.details.validation.categoryId).toBe('Kategori bulunamadı');
  });

  it('publishes with "now" when no date is given, keeps a given date, also when unpublished', async () => {
    const before = Date.now();
    const now = await makePost();
    expect(new Date(now.publishedAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const dated = await makePost({ publishedAt: '2025-05-05T10:00:00.000Z' });
    expect(dated.publishedAt).toBe('2025-05-05T10:00:00.000Z');
    const draft = await admin('PUT', `blogs/admin/blogs/${dated.id}`, { status: 'DRAFT', publishedAt: null });
    expect(draft.body.data).toMatchObject({ status: 'DRAFT', publishedAt: '2025-05-05T10:00:00.000Z' });
    const edited = await admin('PUT', `blogs/admin/blogs/${dated.id}`, { title: 'Edited title', tags: [] });
    expect(edited.body).toMatchObject({
      message: 'Blog yazısı başarıyla güncellendi!',
      data: { title: 'Edited title', tags: [], slug: dated.slug },
    });
  });

  it('lists every status with status tabs and search, 20 per page by default', async () => {
    const word = `adm${suffix()}`;
    const cat = await makeCategory();
    for (const status of ['PUBLISHED', 'DRAFT', 'ARCHIVED'])
      await makePost({ categoryId: cat.id, title: `${status} ${word}`, status });
    const all = await admin('GET', `blogs/admin/blogs?search=${word}`);
    expect(all.body.data).toHaveLength(3);
    expect(all.body.meta.pagination).toMatchObject({ total: 3, limit: 20, page: 1 });
    const drafts = await admin('GET', `blogs/admin/blogs?search=${word}&status=DRAFT`);
    expect(drafts.body.data.map((p: { status: string }) => p.status)).toEqual(['DRAFT']);
    expect((await admin('GET', `blogs/admin/blogs?search=${word}&status=all`)).body.data).toHaveLength(3);
    const newestFirst = all.body.data.map((p: { title: string }) => p.title.split(' ')[0]);
    expect(newestFirst).toEqual(['ARCHIVED', 'DRAFT', 'PUBLISHED']);
  });

  it('gets one post by id in any status; 404 for an unknown id', async () => {
    const draft = await makePost({ status: 'DRAFT' });
    expect((await admin('GET', `blogs/admin/blogs/${draft.id}`)).body.data.id).toBe(draft.id);
    const missing = await admin('GET', 'blogs/admin/blogs/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Blog bulunamadı');
  });

  it('changes status through the dedicated call: PUBLISHED ↔ ARCHIVED', async () => {
    const post = await makePost();
    const archived = await admin('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'ARCHIVED' });
    expect(archived.body).toMatchObject({ message: 'Blog yazısı başarıyla arşivlendi!', data: { status: 'ARCHIVED' } });
    expect((await api('GET', `blogs/${post.slug}`)).status).toBe(404);
    const back = await admin('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'PUBLISHED' });
    expect(back.body).toMatchObject({
      message: 'Blog yazısı başarıyla yayınlandı!',
      data: { status: 'PUBLISHED', publishedAt: post.publishedAt },
    });
    expect((await api('GET', `blogs/${post.slug}`)).status).toBe(200);
    expect((await admin('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'GONE' })).status).toBe(400);
  });

  it('duplicates as a DRAFT titled "(Copy)"', async () => {
    const post = await makePost({ tags: ['dup'] });
    const copy = await admin('POST', `blogs/admin/blogs/${post.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      title: `${post.title} (Copy)`,
      status: 'DRAFT',
      publishedAt: null,
      viewCount: 0,
      tags: [{ slug: 'dup' }],
    });
    expect(copy.body.data.slug).not.toBe(post.slug);
  });

  it("keeps a cover's alt text: saved, served, cleared, copied by a duplicate; too long is a 400", async () => {
    const post = await makePost({ featuredImage: '/media/cover.jpg', featuredImageAlt: '  A red kite over a hill  ' });
    expect((await api('GET', `blogs/${post.slug}`)).body.data.featuredImageAlt).toBe('A red kite over a hill');
    const copy = await admin('POST', `blogs/admin/blogs/${post.id}/duplicate`);
    expect(copy.body.data.featuredImageAlt).toBe('A red kite over a hill');
    const cleared = await admin('PUT', `blogs/admin/blogs/${post.id}`, { featuredImageAlt: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.featuredImageAlt).toBeNull();
    const long = await admin('PUT', `blogs/admin/blogs/${post.id}`, { featuredImageAlt: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.error.details.validation.featuredImageAlt).toBe('En fazla 300 karakter olabilir');
  });

  it('applies bulk actions and reports unknown ids', async () => {
    const cat = await makeCategory();
    const a = await makePost({ categoryId: cat.id });
    const b = await makePost({ categoryId: cat.id });
    const archived = await admin('POST', 'blogs/admin/bulk', { action: 'archive', blogIds: [a.id, b.id, 999999999] });
    expect(archived.body.data).toEqual({ action: 'archive', processed: 2, notFound: [999999999] });
    for (const p of [a, b]) expect((await admin('GET', `blogs/admin/blogs/${p.id}`)).body.data.status).toBe('ARCHIVED');
    await admin('POST', 'blogs/admin/bulk', { action: 'publish', blogIds: [a.id] });
    expect((await admin('GET', `blogs/admin/blogs/${a.id}`)).body.data.status).toBe('PUBLISHED');
    await admin('POST', 'blogs/admin/bulk', { action: 'draft', blogIds: [a.id] });
    expect((await admin('GET', `blogs/admin/blogs/${a.id}`)).body.data.status).toBe('DRAFT');
    await admin('POST', 'blogs/admin/bulk', { action: 'delete', blogIds: [a.id, b.id] });
    expect((await admin('GET', `blogs/admin/blogs/${a.id}`)).status).toBe(404);
    expect((await admin('POST', 'blogs/admin/bulk', { action: 'explode', blogIds: [1] })).status).toBe(400);
  });

  it('deletes a post', async () => {
    const post = await makePost();
    const res = await admin('DELETE', `blogs/admin/blogs/${post.id}`);
    expect(res.body).toMatchObject({ success: true, message: 'Blog yazısı başarıyla silindi!' });
    expect((await admin('DELETE', `blogs/admin/blogs/${post.id}`)).status).toBe(404);
  });

  it('reports the dashboard analytics', async () => {
    const post = await makePost();
    await api('POST', `blogs/${post.slug}/view`, { ip: `10.200.${Math.floor(Math.random() * 250)}.9` });
    const res = await admin('GET', 'blogs/admin/analytics');
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a.totalBlogs).toBeGreaterThanOrEqual(a.publishedBlogs + a.draftBlogs);
    expect(a.totalViews).toBeGreaterThanOrEqual(1);
    expect(a.recentActivity.blogsThisWeek).toBeGreaterThanOrEqual(1);
    expect(a.recentActivity.viewsThisWeek).toBeGreaterThanOrEqual(1);
    expect(a.mostViewedBlogs.length).toBeLessThanOrEqual(5);
    const views = a.mostViewedBlogs.map((p: { viewCount: number }) => p.viewCount);
    expect([...views].sort((x: number, y: number) => y - x)).toEqual(views);
  });
});
