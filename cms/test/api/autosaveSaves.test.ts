import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl } from '../helpers/api';
import { ADMIN, adminToken } from '../helpers/auth';
import { panelLogin } from '../helpers/credentials';
import { makePost } from '../helpers/fixtures';

/**
 * Issue #33.1: an unsaved autosave never goes live through a later write that names only some
 * fields, at any door (/api/v1's status change, bulk action and partial PUT; Payload's REST by id
 * and by query; GraphQL). The write changes what it names over the saved post, and the editor
 * still finds the autosaved text afterwards. (The newsletter's own write: pipeline/autosaveNewsletter.)
 */

const admin = async (method: string, path: string, body?: unknown) => api(method, path, { token: await adminToken(), body });
let panelToken: string;
const panel = async (method: string, path: string, body?: unknown) =>
  fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${panelToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  panelToken = (await panelLogin(ADMIN.email, ADMIN.password)).token;
});

const TYPED = { title: 'Typed, never saved', content: 'Half-written unsaved words.', excerpt: 'Typed excerpt.' };

/** A post with saved text and a newer autosave of other text. */
async function autosaved(status: 'DRAFT' | 'PUBLISHED') {
  const post = await makePost({ status, title: 'Saved title', content: 'Saved body.', excerpt: 'Saved excerpt.' });
  const res = await admin('PUT', `blogs/admin/blogs/${post.id}/autosave`, TYPED);
  expect(res.status).toBe(200);
  return post;
}

async function expectSavedTextKept(id: number, unsaved: Partial<typeof TYPED> = TYPED) {
  const stored = (await admin('GET', `blogs/admin/blogs/${id}`)).body.data;
  expect(stored).toMatchObject({ title: 'Saved title', content: 'Saved body.' });
  if (stored.status === 'PUBLISHED') {
    const live = await api('GET', `blogs/${stored.slug}`);
    expect(live.body.data).toMatchObject({ title: 'Saved title', content: 'Saved body.' });
  }
  // The editor's unsaved text is still there, the newest draft.
  const draft = (await admin('GET', `blogs/admin/blogs/${id}/autosave`)).body.data;
  expect(draft).toMatchObject(unsaved);
  return stored;
}

const graphql = async (query: string) => (await (await panel('POST', '/api/graphql', { query })).json()) as { errors?: unknown };

describe('a write that names only some fields, after an autosave', () => {
  it("/api/v1 PATCH status ('Yayınla' in the list) publishes the saved text", async () => {
    const post = await autosaved('DRAFT');
    const res = await admin('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'PUBLISHED' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'PUBLISHED', title: 'Saved title', excerpt: 'Saved excerpt.' });
    expect((await expectSavedTextKept(post.id)).excerpt).toBe('Saved excerpt.');
    expect((await api('GET', `blogs?search=${encodeURIComponent('Half-written')}`)).body.data).toEqual([]);
  });

  it("/api/v1 PATCH status ('Arşivle') archives the saved text", async () => {
    const post = await autosaved('PUBLISHED');
    expect((await admin('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'ARCHIVED' })).status).toBe(200);
    expect((await expectSavedTextKept(post.id)).status).toBe('ARCHIVED');
  });

  it('/api/v1 bulk publish', async () => {
    const [a, b] = [await autosaved('DRAFT'), await autosaved('DRAFT')];
    const res = await admin('POST', 'blogs/admin/bulk', { action: 'publish', blogIds: [a.id, b.id] });
    expect(res.status).toBe(200);
    for (const post of [a, b]) expect((await expectSavedTextKept(post.id)).status).toBe('PUBLISHED');
  });

  it('/api/v1 PUT with only status, then with only excerpt: the excerpt is the one written', async () => {
    const post = await autosaved('DRAFT');
    expect((await admin('PUT', `blogs/admin/blogs/${post.id}`, { status: 'PUBLISHED' })).status).toBe(200);
    await expectSavedTextKept(post.id);
    expect((await admin('PUT', `blogs/admin/blogs/${post.id}`, { excerpt: 'Written excerpt.' })).status).toBe(200);
    const stored = await expectSavedTextKept(post.id, { title: TYPED.title, content: TYPED.content });
    expect(stored.excerpt).toBe('Written excerpt.');
  });

  it("Payload's REST: PATCH by id and PATCH by query", async () => {
    const one = await autosaved('DRAFT');
    expect((await panel('PATCH', `/api/posts/${one.id}`, { status: 'PUBLISHED' })).status).toBe(200);
    expect((await expectSavedTextKept(one.id)).status).toBe('PUBLISHED');

    const many = await autosaved('PUBLISHED');
    const res = await panel('PATCH', `/api/posts?where[id][equals]=${many.id}`, { status: 'ARCHIVED' });
    expect(res.status).toBe(200);
    expect((await expectSavedTextKept(many.id)).status).toBe('ARCHIVED');
  });

  it('GraphQL: updatePost with only status', async () => {
    const post = await autosaved('DRAFT');
    const out = await graphql(`mutation { updatePost(id: ${post.id}, data: { status: PUBLISHED }) { id title } }`);
    expect(out.errors).toBeUndefined();
    expect((await expectSavedTextKept(post.id)).status).toBe('PUBLISHED');
  });

  it("the editor's save of every field takes the draft's place: nothing unsaved is left", async () => {
    const post = await autosaved('PUBLISHED');
    await admin('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'ARCHIVED' });
    const save = await admin('PUT', `blogs/admin/blogs/${post.id}`, { ...TYPED, status: 'PUBLISHED' });
    expect(save.status).toBe(200);
    expect((await api('GET', `blogs/${post.slug}`)).body.data).toMatchObject({ title: TYPED.title, content: TYPED.content });
    expect((await admin('GET', `blogs/admin/blogs/${post.id}/autosave`)).body.data).toBeNull();
  });
});
