import { beforeAll, describe, expect, it } from 'vitest';
import { api, randomIp } from '../helpers/api';
import { ADMIN, adminToken } from '../helpers/auth';
import { makeCategory, makePost, suffix } from '../helpers/fixtures';
import { panelLogin } from '../helpers/credentials';
import { gql, rest } from '../helpers/leakScan';

/**
 * Issue #12's data rules, at every door: /api/v1, Payload's REST (/api/<collection>) and
 * GraphQL. Payload answers its own error shape; the message is the same Turkish one.
 */
const admin = async (method: string, path: string, body?: unknown) => api(method, path, { token: await adminToken(), body });
let panel = '';
beforeAll(async () => {
  panel = (await panelLogin(ADMIN.email, ADMIN.password)).token;
}, 60_000);

/** Payload's field messages out of its REST/GraphQL error answer. */
const payloadMessages = (body: any): string[] =>
  (body?.errors ?? []).flatMap((e: any) => [
    e.message,
    ...(e.data?.errors ?? e.extensions?.data?.errors ?? []).map((f: any) => f.message),
  ]);

const DEEP_LIST = '- '.repeat(8000) + 'x';
const TOO_DEEP = 'İçerikte listeler ve alıntılar en fazla 20 düzey iç içe olabilir';

describe('markdown work is bounded', () => {
  it('refuses an 8,000-deep list with a Turkish 400 while other requests are answered', async () => {
    const category = await makeCategory();
    const [save, health] = await Promise.all([
      admin('POST', 'blogs/admin/blogs', { title: `Deep ${suffix()}`, content: DEEP_LIST, categoryId: category.id }),
      api('GET', 'health'),
    ]);
    expect(health.status).toBe(200);
    expect(save.status).toBe(400);
    expect(save.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { validation: { content: TOO_DEEP } } });
    const quotes = await admin('POST', 'blogs/admin/blogs', {
      title: `Quotes ${suffix()}`,
      content: '> '.repeat(500) + 'x',
      categoryId: category.id,
    });
    expect(quotes.body.error?.details?.validation?.content).toBe(TOO_DEEP);
  });

  it('refuses the same bodies on update and through Payload REST and GraphQL', async () => {
    const post = await makePost();
    const update = await admin('PUT', `blogs/admin/blogs/${post.id}`, { content: DEEP_LIST });
    expect(update.status).toBe(400);
    expect(update.body.error.details.validation.content).toBe(TOO_DEEP);
    const viaRest = await rest('PATCH', `posts/${post.id}`, { panelToken: panel, body: { content: DEEP_LIST } });
    expect(viaRest.status).toBe(400);
    expect(payloadMessages(viaRest.body).join(' ')).toContain(TOO_DEEP);
    const huge = await rest('PATCH', `posts/${post.id}`, { panelToken: panel, body: { content: 'a'.repeat(200_001) } });
    expect(huge.status).toBe(400);
    expect(payloadMessages(huge.body).join(' ')).toContain('En fazla 200000 karakter olabilir');
    const viaGraphql = await gql(
      `mutation { updatePost(id: ${post.id}, data: { content: ${JSON.stringify(DEEP_LIST)} }) { id } }`,
      panel,
    );
    expect(payloadMessages(viaGraphql.body).join(' ')).toContain(TOO_DEEP);
    expect((await api('GET', `blogs/${post.slug}`)).body.data.content).toBe('## Hello\n\nSome **markdown**.');
  });
});

describe('search text is literal', () => {
  it('does not treat % and _ as wildcards in public and admin post searches', async () => {
    const word = suffix();
    const category = await makeCategory();
    const percent = await makePost({ title: `Sale ${word} 50%off`, categoryId: category.id });
    await makePost({ title: `Sale ${word} 50Xoff`, categoryId: category.id });
    const titles = (res: { body: { data: { title: string }[] } }) => res.body.data.map((p) => p.title);

    expect(titles(await api('GET', `blogs?search=${encodeURIComponent(`${word} 50%off`)}`))).toEqual([percent.title]);
    expect(titles(await api('GET', `blogs?search=${encodeURIComponent(`${word} 50_off`)}`))).toEqual([]);
    expect(titles(await admin('GET', `blogs/admin/blogs?search=${encodeURIComponent(`${word} 50%off`)}`))).toEqual([
      percent.title,
    ]);
    expect(titles(await admin('GET', `blogs/admin/blogs?search=${encodeURIComponent(`${word} 50_off`)}`))).toEqual([]);
    const all = await api('GET', `blogs?search=${encodeURIComponent('%')}&limit=100`);
    expect(all.status).toBe(200);
    expect(titles(all)).toContain(percent.title);
    expect(titles(all)).not.toContain(`Sale ${word} 50Xoff`);
  });

  it('does not treat % and _ as wildcards in the subscriber search', async () => {
    const word = suffix();
    for (const local of [`a_b${word}`, `aXb${word}`]) {
      expect(
        (await api('POST', 'newsletter/subscribe', { body: { email: `${local}@example.com` }, ip: randomIp() })).status,
      ).toBe(201);
    }
    const found = await admin('GET', `newsletter/admin/subscriptions?search=${encodeURIComponent(`a_b${word}`)}`);
    expect(found.body.data.map((s: { email: string }) => s.email)).toEqual([`a_b${word}@example.com`]);
    const none = await admin('GET', `newsletter/admin/subscriptions?search=${encodeURIComponent(`%${word}`)}`);
    expect(none.body.data).toEqual([]);
  });
});

describe('stored URLs', () => {
  const EVIL = '/\\evil.example/x.png';
  const MESSAGE = 'Görsel adresi http(s):// ile ya da sitenin kendi yolu (/) ile başlamalıdır';

  it('refuses a featured image a browser reads as another site, at every door', async () => {
    const category = await makeCategory();
    for (const featuredImage of [EVIL, '//evil.example/x.png', '/a\tb.png', 'javascript:alert(1)']) {
      const res = await admin('POST', 'blogs/admin/blogs', {
        title: `Img ${suffix()}`,
        content: 'x',
        categoryId: category.id,
        featuredImage,
      });
      expect(res.status, featuredImage).toBe(400);
      expect(res.body.error.details.validation.featuredImage).toBe(MESSAGE);
    }
    const post = await makePost({ categoryId: category.id, featuredImage: '/media/ok.png' });
    const viaRest = await rest('PATCH', `posts/${post.id}`, { panelToken: panel, body: { featuredImage: EVIL } });
    expect(viaRest.status).toBe(400);
    expect(payloadMessages(viaRest.body).join(' ')).toContain(MESSAGE);
  });

  it('refuses such an avatar on the profile and through Payload REST', async () => {
    const profile = await admin('PUT', 'auth/profile', { avatar: EVIL });
    expect(profile.status).toBe(400);
    expect(profile.body.error.details.validation.avatar).toBe(MESSAGE);
    const me = (await admin('GET', 'auth/me')).body.data;
    const viaRest = await rest('PATCH', `users/${me.id ?? me.user?.id}`, { panelToken: panel, body: { avatar: EVIL } });
    expect(viaRest.status).toBe(400);
  });
});

describe('category names', () => {
  it('collide ignoring Turkish and English case, on create and update (409)', async () => {
    const word = suffix();
    expect((await admin('POST', 'blogs/admin/categories', { name: `Yazılım ${word}` })).status).toBe(201);
    expect((await admin('POST', 'blogs/admin/categories', { name: `Design ${word}` })).status).toBe(201);
    for (const name of [`YAZILIM ${word.toUpperCase()}`, `DESIGN ${word.toUpperCase()}`, `yazilim ${word}`]) {
      const res = await admin('POST', 'blogs/admin/categories', { name });
      expect(res.status, name).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'DUPLICATE_NAME',
        details: { validation: { name: 'Bu isimde bir kategori zaten var' } },
      });
    }
    const other = await makeCategory();
    const rename = await admin('PUT', `blogs/admin/categories/${other.id}`, { name: `DESIGN ${word.toUpperCase()}` });
    expect(rename.status).toBe(409);
  });

  it('collide through Payload REST and GraphQL too', async () => {
    const word = suffix();
    const first = await makeCategory(`Yazılım ${word}`);
    const viaRest = await rest('POST', 'categories', { panelToken: panel, body: { name: `YAZILIM ${word.toUpperCase()}` } });
    expect(viaRest.status).toBe(409);
    expect(payloadMessages(viaRest.body)).toContain('Bu isimde bir kategori zaten var');
    const other = await makeCategory();
    const renamed = await rest('PATCH', `categories/${other.id}`, {
      panelToken: panel,
      body: { name: first.name.toUpperCase() },
    });
    expect(renamed.status).toBe(409);
    const viaGraphql = await gql(
      `mutation { createCategory(data: { name: ${JSON.stringify(`yazilim ${word}`)} }) { id } }`,
      panel,
    );
    expect(payloadMessages(viaGraphql.body)).toContain('Bu isimde bir kategori zaten var');
  });

  it('keep the 2-50 rule and need a letter or digit through Payload REST and GraphQL', async () => {
    const short = await rest('POST', 'categories', { panelToken: panel, body: { name: 'a' } });
    expect(short.status).toBe(400);
    expect(payloadMessages(short.body)).toContain('Kategori adı en az 2 karakter olmalıdır');
    const symbols = await rest('POST', 'categories', { panelToken: panel, body: { name: '🚀🔥' } });
    expect(symbols.status).toBe(400);
    expect(payloadMessages(symbols.body)).toContain('Kategori adı en az bir harf veya rakam içermelidir');
    const viaGraphql = await gql('mutation { createCategory(data: { name: "b" }) { id } }', panel);
    expect(payloadMessages(viaGraphql.body)).toContain('Kategori adı en az 2 karakter olmalıdır');
  });
});

describe('names and tags made only of symbols', () => {
  it('refuses a category or tag name without a letter or digit (no `untitled` slug)', async () => {
    const category = await admin('POST', 'blogs/admin/categories', { name: '🚀🔥' });
    expect(category.status).toBe(400);
    expect(category.body.error.details.validation.name).toBe('Kategori adı en az bir harf veya rakam içermelidir');
    const tag = await admin('POST', 'blogs/admin/tags', { name: '★★' });
    expect(tag.status).toBe(400);
    expect(tag.body.error.details.validation.name).toBe('Etiket adı en az bir harf veya rakam içermelidir');
    const viaRest = await rest('POST', 'tags', { panelToken: panel, body: { name: '🚀' } });
    expect(viaRest.status).toBe(400);
  });

  it('refuses a post whose tag list holds such a tag instead of dropping it', async () => {
    const category = await makeCategory();
    const res = await admin('POST', 'blogs/admin/blogs', {
      title: `Tags ${suffix()}`,
      content: 'x',
      categoryId: category.id,
      tags: 'react, 🚀🔥',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.validation.tags).toBe('Etiket adı en az bir harf veya rakam içermelidir: 🚀🔥');
  });
});

describe('post dates', () => {
  const FAR = '-271821-04-20T00:00:00Z';
  const MESSAGE = 'Geçerli bir tarih girin (1970 ile 2100 yılları arasında)';

  it('refuses dates outside 1970-2100 on create and update, at every door', async () => {
    const category = await makeCategory();
    for (const publishedAt of [FAR, '+275760-09-13T00:00:00Z', '1969-12-31T00:00:00Z', '2101-01-01T00:00:00Z']) {
      const res = await admin('POST', 'blogs/admin/blogs', {
        title: `Date ${suffix()}`,
        content: 'x',
        categoryId: category.id,
        status: 'PUBLISHED',
        publishedAt,
      });
      expect(res.status, publishedAt).toBe(400);
      expect(res.body.error.details.validation.publishedAt).toBe(MESSAGE);
    }
    const post = await makePost({ categoryId: category.id });
    const update = await admin('PUT', `blogs/admin/blogs/${post.id}`, { status: 'PUBLISHED', publishedAt: FAR });
    expect(update.status).toBe(400);
    const viaRest = await rest('PATCH', `posts/${post.id}`, { panelToken: panel, body: { publishedAt: FAR } });
    expect(viaRest.status).toBe(400);
    expect(payloadMessages(viaRest.body).join(' ')).toContain(MESSAGE);
    const ok = await admin('PUT', `blogs/admin/blogs/${post.id}`, { status: 'PUBLISHED', publishedAt: '2024-05-01T10:00:00Z' });
    expect(ok.status).toBe(200);
  });
});
