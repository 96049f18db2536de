import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, randomIp, type ApiResult } from '../helpers/api';
import { adminToken, nonAdminToken } from '../helpers/auth';
import { cleanUp, newCategory, newPost, newSubscription, newTag, remember } from '../helpers/adminCalls';
import { expectFailure } from '../helpers/envelope';

/** Bad input of every kind gets its 4xx envelope, never a 5xx (design, API). */

interface BadCase {
  name: string;
  method: string;
  /** `:post`, `:sub`, `:tag`, `:cat` stand for ids this file creates first. */
  path: string;
  as?: 'admin' | 'user';
  /** A JSON body. */
  json?: unknown;
  /** A body sent as is, with `type` (default application/json). */
  raw?: string;
  type?: string;
  status: number;
  code: string;
  /** The field named in details.validation. */
  field?: string;
  /** The Allow header of a 405. */
  allow?: string;
}

const x = (n: number) => 'x'.repeat(n);
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const post = { title: 'A title', content: 'Some content', categoryId: ':cat' };

const V = 'VALIDATION_ERROR';
const NF = 'NOT_FOUND';
const CASES: BadCase[] = [
  // malformed JSON
  {
    name: 'malformed JSON',
    method: 'POST',
    path: 'blogs/admin/categories',
    as: 'admin',
    raw: '{bad',
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'truncated JSON on login',
    method: 'POST',
    path: 'auth/login',
    raw: '{"email":"a@b.co",',
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'single-quoted JSON on subscribe',
    method: 'POST',
    path: 'newsletter/subscribe',
    raw: "{'email':'a@b.co'}",
    status: 400,
    code: 'BAD_REQUEST',
  },
  { name: 'a JSON string instead of an object', method: 'POST', path: 'auth/login', raw: '"just text"', status: 400, code: V },
  { name: 'a JSON array instead of an object', method: 'POST', path: 'analytics/search', raw: '[1,2]', status: 400, code: V },
  {
    name: 'JSON null as the body',
    method: 'POST',
    path: 'blogs/admin/blogs',
    as: 'admin',
    raw: 'null',
    status: 400,
    code: V,
    field: 'title',
  },
  // wrong Content-Type
  {
    name: 'text/plain with JSON text',
    method: 'POST',
    path: 'blogs/admin/categories',
    as: 'admin',
    raw: '{"name":"Fine name"}',
    type: 'text/plain',
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'a urlencoded form on login',
    method: 'POST',
    path: 'auth/login',
    raw: 'email=a%40b.co&password=x',
    type: 'application/x-www-form-urlencoded',
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'application/jsonp is not JSON',
    method: 'POST',
    path: 'newsletter/subscribe',
    raw: '{"email":"a@b.co"}',
    type: 'application/jsonp',
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'JSON sent to the image upload',
    method: 'POST',
    path: 'upload/image',
    as: 'admin',
    json: { image: 'x.png' },
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'a broken multipart body',
    method: 'POST',
    path: 'upload/image',
    as: 'admin',
    raw: 'garbage',
    type: 'multipart/form-data; boundary=zzz',
    status: 400,
    code: 'BAD_REQUEST',
  },
  // empty body where one is needed
  {
    name: 'empty body on create category',
    method: 'POST',
    path: 'blogs/admin/categories',
    as: 'admin',
    raw: '',
    status: 400,
    code: V,
    field: 'name',
  },
  { name: 'empty body on login', method: 'POST', path: 'auth/login', raw: '', status: 400, code: V, field: 'email' },
  {
    name: 'empty body on status change',
    method: 'PATCH',
    path: 'blogs/admin/blogs/:post/status',
    as: 'admin',
    raw: '',
    status: 400,
    code: V,
    field: 'status',
  },
  {
    name: 'empty object on bulk',
    method: 'POST',
    path: 'blogs/admin/bulk',
    as: 'admin',
    json: {},
    status: 400,
    code: V,
    field: 'action',
  },
  // wrong types
  {
    name: 'title: 123',
    method: 'POST',
    path: 'blogs/admin/blogs',
    as: 'admin',
    json: { ...post, title: 123 },
    status: 400,
    code: V,
    field: 'title',
  },
  {
    name: 'tags: {}',
    method: 'POST',
    path: 'blogs/admin/blogs',
    as: 'admin',
    json: { ...post, tags: {} },
    status: 400,
    code: V,
    field: 'tags',
  },
  {
    name: "categoryId: 'abc'",
    method: 'POST',
    path: 'blogs/admin/blogs',
    as: 'admin',
    json: { ...post, categoryId: 'abc' },
    status: 400,
    code: V,
    field: 'categoryId',
  },
  {
    name: "status: 'LIVE' on create",
    method: 'POST',
    path: 'blogs/admin/blogs',
    as: 'admin',
    json: { ...post, status: 'LIVE' },
    status: 400,
    code: V,
    field: 'status',
  },
  {
    name: "status: 'LIVE' on status change",
    method: 'PATCH',
    path: 'blogs/admin/blogs/:post/status',
    as: 'admin',
    json: { status: 'LIVE' },
    status: 400,
    code: V,
    field: 'status',
  },
  {
    name: "isActive: 'yes'",
    method: 'PATCH',
    path: 'newsletter/admin/subscriptions/:sub/status',
    as: 'admin',
    json: { isActive: 'yes' },
    status: 400,
    code: V,
    field: 'isActive',
  },
  {
    name: "blogIds: 'x'",
    method: 'POST',
    path: 'blogs/admin/bulk',
    as: 'admin',
    json: { action: 'archive', blogIds: 'x' },
    status: 400,
    code: V,
    field: 'blogIds',
  },
  {
    name: "ids: 'x' on bulk-unsubscribe",
    method: 'POST',
    path: 'newsletter/admin/bulk-unsubscribe',
    as: 'admin',
    json: { ids: 'x' },
    status: 400,
    code: V,
    field: 'ids',
  },
  {
    name: 'a NUL character in a category name',
    method: 'POST',
    path: 'blogs/admin/categories',
    as: 'admin',
    raw: '{"name":"Cut\\u0000here"}',
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'a NUL character in a tag name',
    method: 'POST',
    path: 'blogs/admin/tags',
    as: 'admin',
    json: { name: 'cut\u0000here' },
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'tag name: an array',
    method: 'PUT',
    path: 'blogs/admin/tags/:tag',
    as: 'admin',
    json: { name: ['a'] },
    status: 400,
    code: V,
    field: 'name',
  },
  {
    name: 'subscribe email: 42',
    method: 'POST',
    path: 'newsletter/subscribe',
    json: { email: 42 },
    status: 400,
    code: V,
    field: 'email',
  },
  {
    name: "resultCount: '5'",
    method: 'POST',
    path: 'analytics/search',
    json: { query: 'x', resultCount: '5' },
    status: 400,
    code: V,
    field: 'resultCount',
  },
  {
    name: 'refreshToken: 123',
    method: 'POST',
    path: 'auth/refresh',
    json: { refreshToken: 123 },
    status: 400,
    code: V,
    field: 'refreshToken',
  },
  {
    name: "publishedAt: 'soon'",
    method: 'PUT',
    path: 'blogs/admin/blogs/:post',
    as: 'admin',
    json: { publishedAt: 'soon' },
    status: 400,
    code: V,
    field: 'publishedAt',
  },
  // missing fields
  {
    name: 'a post with a title only',
    method: 'POST',
    path: 'blogs/admin/blogs',
    as: 'admin',
    json: { title: 'Only a title' },
    status: 400,
    code: V,
    field: 'content',
  },
  {
    name: 'a blank title',
    method: 'POST',
    path: 'blogs/admin/blogs',
    as: 'admin',
    json: { ...post, title: '   ' },
    status: 400,
    code: V,
    field: 'title',
  },
  {
    name: 'change-password without currentPassword',
    method: 'POST',
    path: 'auth/change-password',
    as: 'user',
    json: { newPassword: 'new-pass-123' },
    status: 400,
    code: V,
    field: 'currentPassword',
  },
  {
    name: 'unsubscribe with nothing',
    method: 'POST',
    path: 'newsletter/unsubscribe',
    json: {},
    status: 400,
    code: V,
    field: 'email',
  },
  // huge input
  {
    name: 'a 300-char category name',
    method: 'POST',
    path: 'blogs/admin/categories',
    as: 'admin',
    json: { name: x(300) },
    status: 400,
    code: V,
    field: 'name',
  },
  {
    name: 'a 2 MB body',
    method: 'POST',
    path: 'blogs/admin/categories',
    as: 'admin',
    json: { name: x(2 * 1024 * 1024) },
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
  {
    name: 'a 2 MB body on public login',
    method: 'POST',
    path: 'auth/login',
    json: { email: 'a@b.co', password: x(2 * 1024 * 1024) },
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
  { name: 'a 5000-char public search', method: 'GET', path: `blogs?search=${x(5000)}`, status: 400, code: V, field: 'search' },
  {
    name: 'a 5000-char admin search',
    method: 'GET',
    path: `blogs/admin/blogs?search=${x(5000)}`,
    as: 'admin',
    status: 400,
    code: V,
    field: 'search',
  },
  // unknown ids
  { name: 'unknown post id', method: 'GET', path: 'blogs/admin/blogs/999999999', as: 'admin', status: 404, code: NF },
  {
    name: 'unknown category id',
    method: 'PUT',
    path: 'blogs/admin/categories/999999999',
    as: 'admin',
    json: { name: 'Fine name' },
    status: 404,
    code: NF,
  },
  {
    name: 'unknown subscription id',
    method: 'DELETE',
    path: 'newsletter/admin/subscriptions/999999999',
    as: 'admin',
    status: 404,
    code: NF,
  },
  // A write to a missing record is a 404 whatever its body says (the record is looked up before the body).
  ...(
    [
      ['PUT', 'blogs/admin/blogs/999999999', { title: '' }],
      ['PATCH', 'blogs/admin/blogs/999999999/status', { status: 'NOPE' }],
      ['PUT', 'blogs/admin/categories/999999999', { name: 'x' }],
      ['PUT', 'blogs/admin/tags/999999999', { name: '' }],
    ] as const
  ).map(([method, path, json]) => ({
    name: `unknown id with a bad body: ${method} ${path}`,
    method,
    path,
    as: 'admin' as const,
    json,
    status: 404,
    code: NF,
  })),
  { name: 'unknown image id', method: 'DELETE', path: 'upload/image/999999999', as: 'admin', status: 404, code: NF },
  { name: 'unknown public post', method: 'GET', path: 'blogs/999999999', status: 404, code: NF },
  // bad ids
  ...['abc', '-1', '0', '1.5', '0x10', '1e3', '507f1f77bcf86cd799439011', x(100), '9'.repeat(100), '%20'].map((id) => ({
    name: `post id '${id.length > 30 ? `${id.slice(0, 8)}…(${id.length})` : id}'`,
    method: 'GET',
    path: `blogs/admin/blogs/${id}`,
    as: 'admin' as const,
    status: 404,
    code: NF,
  })),
  {
    name: '24-hex ObjectId on a subscription (SQLite)',
    method: 'PATCH',
    path: 'newsletter/admin/subscriptions/507f1f77bcf86cd799439011/status',
    as: 'admin',
    json: { isActive: true },
    status: 404,
    code: NF,
  },
  {
    name: '24-hex ObjectId on a tag (SQLite)',
    method: 'DELETE',
    path: 'blogs/admin/tags/507f1f77bcf86cd799439011',
    as: 'admin',
    status: 404,
    code: NF,
  },
  { name: "'abc' on delete category", method: 'DELETE', path: 'blogs/admin/categories/abc', as: 'admin', status: 404, code: NF },
  // paging
  ...['page=-1', 'page=0', 'limit=0', 'limit=100000', 'page=1e309', 'page=NaN', 'page=Infinity', 'page=1.5', 'limit=abc'].map(
    (q) => ({
      name: `blogs?${q}`,
      method: 'GET',
      path: `blogs?${q}`,
      status: 400,
      code: V,
      field: q.split('=')[0],
    }),
  ),
  {
    name: 'admin list page=-1',
    method: 'GET',
    path: 'blogs/admin/blogs?page=-1',
    as: 'admin',
    status: 400,
    code: V,
    field: 'page',
  },
  {
    name: 'subscriptions limit=100000',
    method: 'GET',
    path: 'newsletter/admin/subscriptions?limit=100000',
    as: 'admin',
    status: 400,
    code: V,
    field: 'limit',
  },
  // sorting and filters
  ...['sortBy=password', 'sortBy=__proto__', 'sortBy=hash', 'sortOrder=sideways'].map((q) => ({
    name: `blogs?${q}`,
    method: 'GET',
    path: `blogs?${q}`,
    status: 400,
    code: V,
    field: q.split('=')[0],
  })),
  {
    name: 'admin sortBy=password',
    method: 'GET',
    path: 'blogs/admin/blogs?sortBy=password',
    as: 'admin',
    status: 400,
    code: V,
    field: 'sortBy',
  },
  {
    name: 'admin status=LIVE',
    method: 'GET',
    path: 'blogs/admin/blogs?status=LIVE',
    as: 'admin',
    status: 400,
    code: V,
    field: 'status',
  },
  {
    name: 'subscriptions isActive=yes',
    method: 'GET',
    path: 'newsletter/admin/subscriptions?isActive=yes',
    as: 'admin',
    status: 400,
    code: V,
    field: 'isActive',
  },
  // wrong methods
  { name: 'DELETE blogs', method: 'DELETE', path: 'blogs', status: 405, code: 'METHOD_NOT_ALLOWED', allow: 'GET' },
  { name: 'PUT health', method: 'PUT', path: 'health', status: 405, code: 'METHOD_NOT_ALLOWED', allow: 'GET' },
  { name: 'PATCH auth/login', method: 'PATCH', path: 'auth/login', status: 405, code: 'METHOD_NOT_ALLOWED', allow: 'POST' },
  { name: 'GET upload/image', method: 'GET', path: 'upload/image', status: 405, code: 'METHOD_NOT_ALLOWED', allow: 'POST' },
  {
    name: 'POST blogs/admin/blogs/:id',
    method: 'POST',
    path: 'blogs/admin/blogs/:post',
    as: 'admin',
    status: 405,
    code: 'METHOD_NOT_ALLOWED',
    allow: 'GET, PUT, DELETE',
  },
  // unknown and odd paths
  { name: 'an unknown path', method: 'GET', path: 'nope', status: 404, code: NF },
  {
    name: 'a deep unknown admin path',
    method: 'GET',
    path: 'blogs/admin/nothing/here/at/all',
    as: 'admin',
    status: 404,
    code: NF,
  },
  { name: 'newsletter/admin alone', method: 'GET', path: 'newsletter/admin', status: 404, code: NF },
  { name: 'blogs/..%2F..%2Fetc', method: 'GET', path: 'blogs/..%2F..%2Fetc', status: 404, code: NF },
  { name: 'blogs/%00', method: 'GET', path: 'blogs/%00', status: 404, code: NF },
  { name: 'v1/..%2f..%2fapi/users', method: 'GET', path: '/api/v1/..%2f..%2fapi/users', status: 404, code: NF },
  { name: 'blogs/category/..%2F..%2Fetc', method: 'GET', path: 'blogs/category/..%2F..%2Fetc', status: 404, code: NF },
  // prototype pollution and strictness
  {
    name: '__proto__ on profile',
    method: 'PUT',
    path: 'auth/profile',
    as: 'user',
    raw: '{"__proto__":{"role":"ADMIN"}}',
    status: 400,
    code: V,
  },
  {
    name: 'constructor.prototype on profile',
    method: 'PUT',
    path: 'auth/profile',
    as: 'user',
    json: { constructor: { prototype: { role: 'ADMIN' } } },
    status: 400,
    code: V,
  },
  { name: 'role on profile', method: 'PUT', path: 'auth/profile', as: 'user', json: { role: 'ADMIN' }, status: 400, code: V },
  // deep nesting
  {
    name: '10k nested arrays',
    method: 'POST',
    path: 'blogs/admin/categories',
    as: 'admin',
    raw: deep(10_000),
    status: 400,
    code: V,
  },
  {
    name: '10k nested objects as a title',
    method: 'POST',
    path: 'blogs/admin/blogs',
    as: 'admin',
    raw: `{"title":${deepObject(10_000)},"content":"c","categoryId":1}`,
    status: 400,
    code: V,
    field: 'title',
  },
  {
    name: '10k nested objects on profile',
    method: 'PUT',
    path: 'auth/profile',
    as: 'user',
    raw: `{"name":${deepObject(10_000)}}`,
    status: 400,
    code: V,
    field: 'name',
  },
];

const ids: Record<string, string> = {};
let admin = '';
let user = '';
beforeAll(async () => {
  admin = await adminToken();
  user = await nonAdminToken();
  const [cat, postId, sub, tag] = await Promise.all([newCategory(), newPost(), newSubscription(), newTag()]);
  Object.assign(ids, { ':cat': String(cat), ':post': String(postId), ':sub': String(sub), ':tag': String(tag) });
});
afterAll(() => cleanUp(), 60_000);

const fill = (s: string) => s.replace(/:(cat|post|sub|tag)\b/g, (k) => ids[k] ?? k);

function send(c: BadCase): Promise<ApiResult> {
  const token = c.as === 'admin' ? admin : c.as === 'user' ? user : undefined;
  const json = c.json === undefined ? undefined : JSON.parse(fill(JSON.stringify(c.json)));
  return api(c.method, fill(c.path), {
    ip: randomIp(),
    ...(token ? { token } : {}),
    ...(json !== undefined ? { body: json } : {}),
    ...(c.raw !== undefined ? { rawBody: c.raw, headers: { 'content-type': c.type ?? 'application/json' } } : {}),
  });
}

describe('bad input → its 4xx envelope, never a 5xx', () => {
  it('has at least 40 cases, each named once', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });

  it.each(CASES)('$method $name → $status $code', async (c) => {
    const res = await send(c);
    expect(res.status).toBeLessThan(500);
    expectFailure(res, c.status, c.code);
    if (c.field) expect(res.body.error.details?.validation, res.text.slice(0, 300)).toHaveProperty(c.field);
    if (c.allow) expect(res.headers.get('allow')).toBe(c.allow);
  });
});

describe('before the router', () => {
  it('a malformed percent-encoding in the path is refused by Next with a 400, not a 5xx', async () => {
    const res = await api('GET', 'blogs/%E0%A4%A');
    expect(res.status).toBe(400);
  });
});

describe('refused pollution leaves the user as they were', () => {
  it('a USER is still a USER after the __proto__ body', async () => {
    const me = await api('GET', 'auth/me', { token: user });
    expect(me.body.data.role).toBe('USER');
    expectFailure(await api('GET', 'blogs/admin/blogs', { token: user }), 403, 'FORBIDDEN');
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});

describe('unicode, emoji and RTL text are accepted where fields are text', () => {
  const text = 'Merhaba 🌍 مرحبا بالعالم שלום ÇĞİÖŞÜ çğıöşü e\u0301';

  it('in a post title, excerpt, content and tags', async () => {
    const res = await api('POST', 'blogs/admin/blogs', {
      token: admin,
      body: {
        title: `${text} ${Date.now()}`,
        excerpt: text,
        content: `# ${text}\n\n${text} 👩‍👩‍👧 and the JSON escape \\u0000 as text`,
        categoryId: Number(ids[':cat']),
        tags: ['ünicode 🚀'],
      },
    });
    expect(res.status, res.text).toBe(201);
    remember('posts', res.body.data.id);
    expect(res.body.data.title.startsWith(text)).toBe(true);
    expect(res.body.data.excerpt).toBe(text);
    expect(res.body.data.content).toContain('👩‍👩‍👧 and the JSON escape \\u0000 as text');
    expect(res.body.data.slug).toMatch(/^[a-z0-9-]+$/);
    expect(res.body.data.tags[0].name).toBe('ünicode 🚀');
    remember('tags', res.body.data.tags[0].id);
    const again = await api('GET', `blogs/admin/blogs/${res.body.data.id}`, { token: admin });
    expect(again.body.data.excerpt).toBe(text);
  });

  it('in a category name and description', async () => {
    const name = `🎨 تصميم ${Math.random().toString(36).slice(2, 6)}`;
    const res = await api('POST', 'blogs/admin/categories', { token: admin, body: { name, description: text } });
    expect(res.status, res.text).toBe(201);
    remember('categories', res.body.data.id);
    expect(res.body.data).toMatchObject({ name, description: text });
  });

  it('in a profile name and bio, and in a search', async () => {
    const res = await api('PUT', 'auth/profile', { token: user, body: { name: 'Zeynep 🌸 زينب', bio: text } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Zeynep 🌸 زينب', bio: text });
    const search = await api('GET', `blogs?search=${encodeURIComponent('🌍 مرحبا')}`);
    expect(search.status).toBe(200);
    expect(search.body.success).toBe(true);
  });
});
