import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, randomIp, uniqueEmail, type ApiResult } from '../helpers/api';
import { ADMIN, adminLogin } from '../helpers/auth';
import { cleanUp, newCategory, newImage, newPost, newSubscription, newTag } from '../helpers/adminCalls';
import { deleteMadeUsers, makeUser, panelLogin, pngForm, type PanelUser } from '../helpers/credentials';
import { gql, leaksIn, privateWords, rest, type Secret } from '../helpers/leakScan';
import { ANON_GRAPHQL, OPEN_READS, PRIVATE_READS, WRITES } from '../helpers/leakTables';

/**
 * Payload's own REST (/api/<collection>) and GraphQL (/api/graphql) are public URLs too:
 * an anonymous caller or a plain USER must not read subscribers, users, drafts, scheduled posts,
 * password hashes, refresh tokens or the search log there, nor write anything.
 */

const uid = Math.random().toString(36).slice(2, 10);
const ids: Record<string, string> = {};
let secrets: Secret[] = [];
let member: PanelUser;
let adminPanel = '';
let draftSlug = '';

beforeAll(async () => {
  const subscriber = uniqueEmail(`leak${uid}`);
  const [sub, draft, scheduled, archived, cat, tag, media, admin, user] = await Promise.all([
    newSubscription(subscriber),
    newPost({ title: `Leaky draft ${uid}`, status: 'DRAFT' }),
    newPost({
      title: `Leaky scheduled ${uid}`,
      status: 'PUBLISHED',
      publishedAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
    }),
    newPost({ title: `Leaky archived ${uid}`, status: 'ARCHIVED' }),
    newCategory(),
    newTag(),
    newImage(),
    adminLogin(),
    makeUser('USER'),
  ]);
  member = user;
  adminPanel = (await panelLogin(ADMIN.email, ADMIN.password)).token;
  Object.assign(ids, { sub, draft, scheduled, archived, cat, tag, media, member: member.id });
  const search = `leaksearch${uid}`;
  expect((await api('POST', 'analytics/search', { body: { query: search, resultCount: 0 }, ip: randomIp() })).status).toBe(201);
  draftSlug = (await api('GET', `blogs/admin/blogs/${draft}`, { token: admin.accessToken })).body.data.slug;
  secrets = [
    { label: 'the subscriber e-mail', value: subscriber },
    { label: 'the draft title', value: `Leaky draft ${uid}` },
    { label: 'the scheduled title', value: `Leaky scheduled ${uid}` },
    { label: 'the archived title', value: `Leaky archived ${uid}` },
    { label: 'the search-log query', value: search },
    { label: "the admin's e-mail", value: ADMIN.email },
    { label: "the member's e-mail", value: member.email },
    { label: "the admin's refresh-token hash", value: createHash('sha256').update(admin.refreshToken).digest('hex') },
  ];
}, 60_000);

afterAll(async () => {
  await cleanUp();
  await deleteMadeUsers();
}, 60_000);

const fill = (path: string) =>
  path.replace(/:(sub|draft|scheduled|archived|cat|tag|media|member|draftSlug|now)\b/g, (_, k: string) =>
    k === 'draftSlug' ? draftSlug : k === 'now' ? encodeURIComponent(new Date().toISOString()) : (ids[k] ?? k),
  );

function expectNoLeak(res: ApiResult) {
  expect(res.status, res.text.slice(0, 200)).toBeLessThan(500);
  expect(leaksIn(res.text, secrets), res.text.slice(0, 300)).toEqual([]);
}

describe('the scan itself', () => {
  it("finds the secrets where they belong: in the admin's own view", async () => {
    const subs = await rest('GET', 'subscriptions?limit=1000', { panelToken: adminPanel });
    expect(leaksIn(subs.text, secrets)).toContain('the subscriber e-mail');
    const drafts = await rest('GET', `posts?where[title][like]=${uid}&limit=100`, { panelToken: adminPanel });
    expect(leaksIn(drafts.text, secrets)).toEqual(
      expect.arrayContaining(['the draft title', 'the scheduled title', 'the archived title']),
    );
    const logs = await rest('GET', `search-logs?where[query][equals]=leaksearch${uid}`, { panelToken: adminPanel });
    expect(leaksIn(logs.text, secrets)).toContain('the search-log query');
  });

  it('finds the private shapes', () => {
    const found = leaksIn(`{"hash":"ab","salt":"cd","tokenHash":"ef","family":"x","h":"${'a1'.repeat(300)}","alg":"PBKDF2"}`, []);
    expect(found).toHaveLength(6);
    expect(privateWords('{"errors":[{"message":"no"}]}')).toEqual([]);
  });
});

describe('anonymous reads of Payload REST', () => {
  it.each(PRIVATE_READS)('GET /api/%s → 403, nothing inside', async (path) => {
    const res = await rest('GET', fill(path));
    expect(res.status).toBe(403);
    expect(res.body.docs).toBeUndefined();
    expect(privateWords(res.text)).toEqual([]);
    expectNoLeak(res);
  });

  it.each(OPEN_READS)('GET /api/%s → no private data', async (path) => {
    const res = await rest('GET', fill(path));
    expectNoLeak(res);
    if (/^posts\/:(draft|scheduled|archived)/.test(path) || /^v1\/blogs\/:(draft|scheduled)/.test(path))
      expect(res.status).toBe(404);
    if (path === 'users/me') expect(res.body.user).toBeNull();
    if (path.startsWith('posts/count')) expect(res.body.totalDocs).toBe(0);
  });
}, 60_000);

describe('an /api/v1 access token is no Payload credential', () => {
  it.each(['users/me', 'subscriptions', 'users', 'posts?where[status][equals]=DRAFT'])(
    "GET /api/%s with the admin's Bearer token",
    async (path) => {
      const res = await api('GET', `/api/${path}`, { token: (await adminLogin()).accessToken });
      expectNoLeak(res);
      if (path === 'users/me') expect(res.body.user).toBeNull();
      else if (path.startsWith('posts')) expect(res.body.docs).toEqual([]);
      else expect(res.status).toBe(403);
    },
  );
});

describe('anonymous GraphQL', () => {
  it.each(ANON_GRAPHQL)('%s → no private data', async (_, query) => {
    const res = await gql(fill(query));
    expectNoLeak(res);
    const data = (res.body?.data ?? {}) as Record<string, { docs?: unknown[] } | null>;
    for (const [key, value] of Object.entries(data)) {
      if (key === 'Posts') expect(value?.docs?.every((d) => !JSON.stringify(d).includes(uid))).toBe(true);
      else if (key === 'meUser') expect(value).toMatchObject({ user: null });
      else expect(value, `${key}: ${res.text.slice(0, 200)}`).toBeNull();
    }
  });

  it('every list query of the schema is refused, but for posts, categories, tags and media', async () => {
    const schema = await gql('{ __schema { queryType { fields { name type { name fields { name } } } } } }');
    expect(schema.status).toBe(200);
    // Payload turns introspection off in production builds: then the known list queries are probed.
    const fields = schema.body.data?.__schema.queryType.fields as
      { name: string; type: { name: string | null; fields: { name: string }[] | null } }[] | undefined;
    if (!fields) expect(JSON.stringify(schema.body.errors)).toMatch(/introspection/i);
    const KNOWN = [
      'Posts',
      'Categories',
      'Tags',
      'allMedia',
      'Subscriptions',
      'Users',
      'RefreshTokens',
      'SearchLogs',
      'PostViews',
      'SiteBuilds',
      'NewsletterDeliveries',
      'ImportJobs',
    ];
    const lists = fields ? fields.filter((f) => f.type.fields?.some((x) => x.name === 'docs')).map((f) => f.name) : KNOWN;
    expect(lists).toEqual(
      expect.arrayContaining(['Posts', 'Subscriptions', 'Users', 'RefreshTokens', 'SearchLogs', 'PostViews']),
    );
    const open = ['Posts', 'Categories', 'Tags', 'allMedia'];
    for (const name of lists) {
      const res = await gql(`{ ${name} { totalDocs } }`);
      expectNoLeak(res);
      if (open.includes(name)) expect(res.body.data[name], name).not.toBeNull();
      else expect(res.body.data?.[name] ?? null, `${name} is readable anonymously: ${res.text.slice(0, 200)}`).toBeNull();
    }
  });
});

const write = async (method: string, path: string, body: unknown, panelToken?: string) =>
  rest(method, fill(path), {
    ...(panelToken ? { panelToken } : {}),
    ...(body === 'png' ? { rawBody: await pngForm('file') } : body !== undefined ? { body } : {}),
  });

/** Everything the writes aimed at is still there, unchanged. */
async function expectUntouched() {
  const token = (await adminLogin()).accessToken;
  const draft = await api('GET', `blogs/admin/blogs/${ids.draft}`, { token });
  expect(draft.body.data).toMatchObject({ title: `Leaky draft ${uid}`, status: 'DRAFT' });
  expect((await api('GET', `newsletter/admin/subscriptions/${ids.sub}`, { token })).body.data.isActive).toBe(true);
  const media = await rest('GET', `media/${ids.media}`, { panelToken: adminPanel });
  expect(media.status).toBe(200);
  expect(media.body.alt ?? null).toBeNull();
  const cats = await rest('GET', `categories/${ids.cat}`);
  expect(cats.status).toBe(200);
  expect(cats.body.name).not.toBe('pwned');
  const admin = await rest('GET', 'users/1', { panelToken: adminPanel });
  expect(admin.body.email).toBe(ADMIN.email);
  expect((await rest('GET', 'users?where[email][equals]=pwned@example.com', { panelToken: adminPanel })).body.totalDocs).toBe(0);
}

describe('anonymous writes through Payload REST', () => {
  it.each(WRITES)('%s /api/%s → refused', async (method, path, body) => {
    const res = await write(method, path, body);
    expect([401, 403], `${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
  });

  it('left everything as it was', expectUntouched);
});

describe('a signed-in USER of Payload', () => {
  it.each(PRIVATE_READS.filter((p) => p !== 'payload-preferences'))('GET /api/%s → refused', async (path) => {
    const res = await rest('GET', fill(path), { panelToken: member.panelToken });
    if (path === 'users/count') expect(res.body.totalDocs).toBe(1);
    else if (path.startsWith('users?')) expect(res.body.docs).toEqual([]);
    else expect([403, 404]).toContain(res.status);
    expectNoLeak(res);
  });

  it('sees only their own user record, and no drafts', async () => {
    // The admin has a subscriber and the draft open in the panel: the locks name only ids.
    const locks = await Promise.all(
      [
        ['subscriptions', ids.sub],
        ['posts', ids.draft],
      ].map(([relationTo, value]) =>
        rest('POST', 'payload-locked-documents', {
          panelToken: adminPanel,
          body: { document: { relationTo, value: Number(value) }, user: { relationTo: 'users', value: 1 } },
        }),
      ),
    );
    expect(locks.map((l) => l.status)).toEqual([201, 201]);
    const users = await rest('GET', 'users?limit=1000', { panelToken: member.panelToken });
    expect(users.body.docs.map((u: { email: string }) => u.email)).toEqual([member.email]);
    const own = secrets.filter((s) => s.label !== "the member's e-mail");
    for (const path of [
      'users?limit=1000',
      'posts?where[status][equals]=DRAFT',
      'posts?limit=1000&depth=3',
      'posts/:draft',
      'payload-locked-documents?depth=3',
    ]) {
      const res = await rest('GET', fill(path), { panelToken: member.panelToken });
      expect(res.status).toBeLessThan(500);
      expect(leaksIn(res.text, own), `${path}: ${res.text.slice(0, 200)}`).toEqual([]);
    }
    const gqlRes = await gql(
      '{ Users { docs { email } } Subscriptions { docs { email } } Posts(where: { status: { equals: DRAFT } }) { docs { title } } }',
      member.panelToken,
    );
    expect(leaksIn(gqlRes.text, own)).toEqual([]);
    expect(gqlRes.body.data.Subscriptions).toBeNull();
    for (const lock of locks) await rest('DELETE', `payload-locked-documents/${lock.body.doc.id}`, { panelToken: adminPanel });
  });

  it.each(WRITES.filter(([, path]) => !path.startsWith('users/first')))('%s /api/%s → refused', async (method, path, body) => {
    const res = await write(method, path, body, member.panelToken);
    expect([401, 403], `${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
  });

  it('cannot make themselves ADMIN through REST or GraphQL', async () => {
    const patch = await rest('PATCH', `users/${member.id}`, { panelToken: member.panelToken, body: { role: 'ADMIN' } });
    expect(patch.status).toBeLessThan(500);
    await gql(`mutation { updateUser(id: ${member.id}, data: { role: ADMIN }) { role } }`, member.panelToken);
    const stored = await rest('GET', `users/${member.id}`, { panelToken: adminPanel });
    expect(stored.body.role).toBe('USER');
    const login = await api('POST', 'auth/login', { body: { email: member.email, password: member.password }, ip: randomIp() });
    expect(login.body.data.user.role).toBe('USER');
    expect((await api('GET', 'blogs/admin/blogs', { token: login.body.data.accessToken })).status).toBe(403);
  });

  it('left everything as it was', expectUntouched);
});
