import { describe, expect, it } from 'vitest';
import { api } from '../helpers/api';
import { adminToken } from '../helpers/auth';
import { makeCategory, makePost, suffix } from '../helpers/fixtures';

const admin = async (method: string, path: string, body?: unknown) => api(method, path, { token: await adminToken(), body });

describe('admin categories', () => {
  it('makes the slug with the spec algorithm and trims the payload', async () => {
    const word = suffix();
    const res = await admin('POST', 'blogs/admin/categories', { name: `  Yazılım Geliştirme ${word} `, description: '   ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Kategori başarıyla oluşturuldu!',
      data: { name: `Yazılım Geliştirme ${word}`, slug: `yazilim-gelistirme-${word}`, description: null },
    });
  });

  it('refuses a duplicate name, case-insensitively, with 409', async () => {
    const cat = await makeCategory(`İstanbul Notları ${suffix()}`);
    for (const name of [cat.name, cat.name.toLocaleUpperCase('tr-TR'), cat.name.toLocaleLowerCase('tr-TR')]) {
      const res = await admin('POST', 'blogs/admin/categories', { name });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'DUPLICATE_NAME',
        details: { validation: { name: 'Bu isimde bir kategori zaten var' } },
      });
    }
  });

  it('validates names and descriptions with the spec messages', async () => {
    const cases: [unknown, string, string][] = [
      [{ name: '   ' }, 'name', 'Kategori adı gereklidir'],
      [{ name: 'a' }, 'name', 'Kategori adı en az 2 karakter olmalıdır'],
      [{ name: 'x'.repeat(51) }, 'name', 'Kategori adı en fazla 50 karakter olabilir'],
      [{ name: 'Fine name', description: 'd'.repeat(201) }, 'description', 'Açıklama en fazla 200 karakter olabilir'],
      [{}, 'name', 'Kategori adı gereklidir'],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin('POST', 'blogs/admin/categories', body);
      expect(res.status).toBe(400);
      expect(res.body.error.details.validation[field]).toBe(message);
    }
  });

  it('renames a category (slug follows) and refuses a rename onto another name', async () => {
    const a = await makeCategory();
    const b = await makeCategory();
    const renamed = await admin('PUT', `blogs/admin/categories/${a.id}`, { name: `Şık Öğle ${suffix()}`, description: 'Yeni' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.slug).toMatch(/^sik-ogle-[a-z0-9]+$/);
    expect((await admin('PUT', `blogs/admin/categories/${a.id}`, { name: b.name })).status).toBe(409);
    // Keeping its own name is not a duplicate.
    expect((await admin('PUT', `blogs/admin/categories/${b.id}`, { name: b.name, description: 'x' })).status).toBe(200);
    expect((await admin('PUT', 'blogs/admin/categories/999999999', { name: 'Nope' })).status).toBe(404);
  });

  it('does not delete a category that has posts, and loses nothing', async () => {
    const cat = await makeCategory();
    const post = await makePost({ categoryId: cat.id, status: 'DRAFT' });
    const res = await admin('DELETE', `blogs/admin/categories/${cat.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CATEGORY_IN_USE');
    expect((await admin('GET', `blogs/admin/blogs/${post.id}`)).body.data.category.id).toBe(cat.id);
    await admin('DELETE', `blogs/admin/blogs/${post.id}`);
    const ok = await admin('DELETE', `blogs/admin/categories/${cat.id}`);
    expect(ok.body).toMatchObject({ success: true, message: 'Kategori başarıyla silindi!' });
    expect((await api('GET', 'blogs/categories')).body.data.some((c: { id: number }) => c.id === cat.id)).toBe(false);
  });
});

describe('admin tags', () => {
  it('creates, renames and deletes a tag; a clashing slug is 409', async () => {
    const name = `Tag ${suffix()}`;
    const created = await admin('POST', 'blogs/admin/tags', { name });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Etiket başarıyla oluşturuldu!');
    expect((await admin('POST', 'blogs/admin/tags', { name: name.toUpperCase() })).status).toBe(409);
    const renamed = await admin('PUT', `blogs/admin/tags/${created.body.data.id}`, { name: `${name} v2` });
    expect(renamed.body.data.slug).toBe(`${created.body.data.slug}-v2`);
    expect((await admin('DELETE', `blogs/admin/tags/${created.body.data.id}`)).body.message).toBe('Etiket başarıyla silindi!');
    expect((await admin('DELETE', `blogs/admin/tags/${created.body.data.id}`)).status).toBe(404);
    expect((await admin('POST', 'blogs/admin/tags', { name: '!!!' })).status).toBe(400);
  });
});
