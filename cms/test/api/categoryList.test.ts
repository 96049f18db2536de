import { describe, expect, it } from 'vitest';
import { TR } from '@blog/shared';
import { api } from '../helpers/api';
import { adminToken } from '../helpers/auth';
import { makeCategory, makePost, suffix } from '../helpers/fixtures';

/** Issue #35: the back office's category list is paged, searched and sorted; unused ones go in bulk. */

const admin = async (method: string, path: string, body?: unknown) => api(method, path, { token: await adminToken(), body });
const list = (query: string) => admin('GET', `blogs/admin/categories?${query}`);
const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((category) => category.name);

describe('admin category list', () => {
  it('pages, searches (Turkish-aware) and sorts by name, blog count and creation date', async () => {
    const tag = `Sayfa${suffix()}`;
    const made = [];
    for (let i = 1; i <= 25; i += 1) made.push(await makeCategory(`${tag} ${String(i).padStart(2, '0')}`));
    await makePost({ categoryId: made[4]!.id, status: 'DRAFT' });
    await makePost({ categoryId: made[4]!.id });
    await makePost({ categoryId: made[9]!.id });

    const first = await list(`search=${tag}&limit=10`);
    expect(first.status).toBe(200);
    expect(names(first)).toEqual(made.slice(0, 10).map((c) => c.name));
    expect(first.body.meta.pagination).toMatchObject({ page: 1, limit: 10, total: 25, totalPages: 3, hasNextPage: true });
    const last = await list(`search=${tag}&limit=10&page=3`);
    expect(names(last)).toEqual(made.slice(20).map((c) => c.name));
    expect((await list(`search=${tag}&limit=10&page=9`)).body.data).toEqual([]);
    // The default page size is the admin list's (20).
    expect((await list(`search=${tag}`)).body.data).toHaveLength(20);

    // Case and Turkish dotted/dotless I do not matter.
    expect((await list(`search=${encodeURIComponent(`${tag.toLocaleUpperCase('tr-TR')} 05`)}`)).body.data).toHaveLength(1);

    const byCount = await list(`search=${tag}&sortBy=blogCount&sortOrder=desc&limit=3`);
    expect(byCount.body.data.map((c: { blogCount: number }) => c.blogCount)).toEqual([2, 1, 0]);
    expect(names(byCount).slice(0, 2)).toEqual([made[4]!.name, made[9]!.name]);
    expect(names(await list(`search=${tag}&sortOrder=desc&limit=2`))).toEqual([made[24]!.name, made[23]!.name]);
    const byDate = await list(`search=${tag}&sortBy=createdAt&sortOrder=desc&limit=1`);
    expect(names(byDate)).toEqual([made[24]!.name]);
  });

  it('refuses bad paging and sorting with Turkish 400s, and anyone but an admin', async () => {
    for (const [query, field, message] of [
      ['page=0', 'page', TR.validation.invalid],
      ['page=abc', 'page', TR.validation.invalid],
      ['limit=1000', 'limit', TR.category.pageLimit(100)],
      ['sortBy=password', 'sortBy', TR.validation.invalid],
      ['sortOrder=up', 'sortOrder', TR.validation.invalid],
    ] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details.validation[field]).toBe(message);
    }
    expect((await api('GET', 'blogs/admin/categories')).status).toBe(401);
  });

  it('bulk-deletes unused categories; one in use refuses them all with a Turkish message naming it', async () => {
    const free1 = await makeCategory();
    const free2 = await makeCategory();
    const used = await makeCategory(`Dolu ${suffix()}`);
    await makePost({ categoryId: used.id, status: 'DRAFT' });

    const refused = await admin('POST', 'blogs/admin/categories/bulk-delete', { categoryIds: [free1.id, used.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CATEGORY_IN_USE');
    expect(refused.body.error.message).toBe(TR.category.bulkInUse(`${used.name} (1)`));
    // Nothing was deleted.
    expect((await list(`search=${encodeURIComponent(free1.name)}`)).body.data).toHaveLength(1);

    const done = await admin('POST', 'blogs/admin/categories/bulk-delete', { categoryIds: [free1.id, free2.id, 999999999] });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: TR.category.bulkDeleted(2),
      data: { deleted: [free1.id, free2.id], notFound: ['999999999'] },
    });
    expect((await list(`search=${encodeURIComponent(free1.name)}`)).body.data).toHaveLength(0);
    expect((await list(`search=${encodeURIComponent(used.name)}`)).body.data).toHaveLength(1);

    const gone = await admin('POST', 'blogs/admin/categories/bulk-delete', { categoryIds: [free1.id] });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(TR.category.bulkNotFound);
  });

  it('refuses a bad bulk body with Turkish 400s', async () => {
    for (const [body, message] of [
      [{}, TR.category.bulkNoneSelected],
      [{ categoryIds: [] }, TR.category.bulkNoneSelected],
      [{ categoryIds: 'all' }, TR.category.bulkNoneSelected],
      [{ categoryIds: Array.from({ length: 101 }, (_, i) => i + 1) }, TR.category.bulkTooMany(100)],
    ] as const) {
      const res = await admin('POST', 'blogs/admin/categories/bulk-delete', body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.error.details.validation.categoryIds).toBe(message);
    }
  });
});
