import { describe, expect, it } from 'vitest';
import { api } from '../helpers/api';
import { adminToken } from '../helpers/auth';
import { makePost } from '../helpers/fixtures';

const admin = async (method: string, path: string, body?: unknown) => api(method, path, { token: await adminToken(), body });
const ORIGINAL = '2025-05-05T10:00:00.000Z';
const FULL = { content: 'Metin', tags: [] as string[] };

/** Issue #12, data rule 1: taking a live post down and putting it back keeps its publish date. */
describe('publish dates survive unpublishing', () => {
  it("'Taslak Kaydet' (status DRAFT, no date: spec section 4) keeps the stored date; republishing keeps it", async () => {
    const post = await makePost({ publishedAt: ORIGINAL });
    const draft = await admin('PUT', `blogs/admin/blogs/${post.id}`, {
      ...FULL,
      title: post.title,
      categoryId: post.categoryId,
      status: 'DRAFT',
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'DRAFT', publishedAt: ORIGINAL });
    expect((await api('GET', `blogs/${post.slug}`)).status).toBe(404);
    // The edit form republishes with the date it shows (or none, through the status call).
    const back = await admin('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'PUBLISHED' });
    expect(back.body.data).toMatchObject({ status: 'PUBLISHED', publishedAt: ORIGINAL });
    expect((await api('GET', `blogs/${post.slug}`)).body.data.publishedAt).toBe(ORIGINAL);
  });

  it('an update that sends null while unpublishing (spec: null when not PUBLISHED) keeps the date too', async () => {
    const post = await makePost({ publishedAt: ORIGINAL });
    const archived = await admin('PUT', `blogs/admin/blogs/${post.id}`, { status: 'ARCHIVED', publishedAt: null });
    expect(archived.body.data).toMatchObject({ status: 'ARCHIVED', publishedAt: ORIGINAL });
    await admin('POST', 'blogs/admin/bulk', { action: 'draft', blogIds: [post.id] });
    const republished = await admin('PUT', `blogs/admin/blogs/${post.id}`, { status: 'PUBLISHED', publishedAt: null });
    expect(republished.body.data).toMatchObject({ status: 'PUBLISHED', publishedAt: ORIGINAL });
  });

  it('the admin may still change the date of a live post', async () => {
    const post = await makePost({ publishedAt: ORIGINAL });
    const moved = await admin('PUT', `blogs/admin/blogs/${post.id}`, {
      status: 'PUBLISHED',
      publishedAt: '2025-06-01T08:00:00.000Z',
    });
    expect(moved.body.data.publishedAt).toBe('2025-06-01T08:00:00.000Z');
    await admin('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'ARCHIVED' });
    const back = await admin('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'PUBLISHED' });
    expect(back.body.data.publishedAt).toBe('2025-06-01T08:00:00.000Z');
  });
});
