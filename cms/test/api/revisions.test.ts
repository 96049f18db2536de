import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, baseUrl } from '../helpers/api';
import { ADMIN, adminToken } from '../helpers/auth';
import { deleteMadeUsers, makeUser, panelLogin, type PanelUser } from '../helpers/credentials';
import { jobsDb } from '../helpers/jobsDb';
import { makePost } from '../helpers/fixtures';

/**
 * Autosave and revisions (issue #26): a draft version never reaches what the public, the API's
 * public reads and the spec's hooks see; only the admin reads drafts and versions, at every door.
 */

const admin = async (method: string, path: string, body?: unknown) => api(method, path, { token: await adminToken(), body });
const panel = (method: string, path: string, token?: string, body?: unknown) =>
  fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const graphql = async (query: string, token?: string) =>
  (await (await panel('POST', '/api/graphql', token, { query })).json()) as {
    data?: Record<string, unknown>;
    errors?: unknown[];
  };

const SECRET = 'unsaved-words-nobody-may-read';
let member: PanelUser;
let panelAdmin: string;

beforeAll(async () => {
  member = await makeUser('USER');
  panelAdmin = (await panelLogin(ADMIN.email, ADMIN.password)).token;
});
afterAll(() => deleteMadeUsers());

describe('autosave', () => {
  it('keeps the typed text as a draft version; the post, its public page and its slug stay as saved', async () => {
    const post = await makePost({ title: 'Saved title', content: 'Saved body.' });
    const saved = await admin('GET', `blogs/admin/blogs/${post.id}`);
    const res = await admin('PUT', `blogs/admin/blogs/${post.id}/autosave`, {
      title: 'Typed title',
      content: `Typed body ${SECRET}`,
      tags: 'no-such-tag-yet',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ draft: true, autosave: true, title: 'Typed title', tags: [] });

    const after = await admin('GET', `blogs/admin/blogs/${post.id}`);
    expect(after.body.data).toEqual(saved.body.data);
    const live = await api('GET', `blogs/${post.slug}`);
    expect(live.body.data).toMatchObject({ title: 'Saved title', content: 'Saved body.' });
    expect((await api('GET', `blogs?search=${SECRET}`)).body.data).toEqual([]);
    // A tag the draft names is not created: a tag page is public.
    expect((await api('GET', 'blogs/tags')).text).not.toContain('no-such-tag-yet');

    const unsaved = await admin('GET', `blogs/admin/blogs/${post.id}/autosave`);
    expect(unsaved.body.data).toMatchObject({ title: 'Typed title', content: `Typed body ${SECRET}` });
  });

  it('updates one autosave row while typing; a save adds a version and leaves no unsaved text', async () => {
    const post = await makePost({ content: 'First.' });
    const count = async () => (await admin('GET', `blogs/admin/blogs/${post.id}/revisions`)).body.data.length as number;
    const before = await count();
    await admin('PUT', `blogs/admin/blogs/${post.id}/autosave`, { title: post.title, content: 'Second.' });
    await admin('PUT', `blogs/admin/blogs/${post.id}/autosave`, { title: post.title, content: 'Third.' });
    expect(await count()).toBe(before + 1);

    // The save of the autosaved text takes its place in the history (same text: one entry).
    const saved = await admin('PUT', `blogs/admin/blogs/${post.id}`, { content: 'Third.' });
    expect(saved.status).toBe(200);
    expect(await count()).toBe(before + 1);
    const [newest] = (await admin('GET', `blogs/admin/blogs/${post.id}/revisions`)).body.data;
    expect(newest).toMatchObject({ draft: false, content: 'Third.' });
    await admin('PUT', `blogs/admin/blogs/${post.id}`, { content: 'Fourth.' });
    expect(await count()).toBe(before + 2);
    expect((await admin('GET', `blogs/admin/blogs/${post.id}/autosave`)).body.data).toBeNull();
    expect((await api('GET', `blogs/${post.slug}`)).body.data.content).toBe('Fourth.');
  });

  it('refuses what a save would refuse, and a post that is not there', async () => {
    const post = await makePost();
    const empty = await admin('PUT', `blogs/admin/blogs/${post.id}/autosave`, { title: ' ', content: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.validation.title).toBeTruthy();
    expect((await admin('PUT', 'blogs/admin/blogs/99999999/autosave', { title: 'a', content: 'b' })).status).toBe(404);
  });
});

describe('revisions', () => {
  it('lists versions newest first and restores an older one as a draft: the live post waits for a save', async () => {
    const post = await makePost({ title: 'Version one', content: 'alpha beta gamma' });
    await admin('PUT', `blogs/admin/blogs/${post.id}`, { title: 'Version two', content: 'alpha delta gamma' });
    const list = await admin('GET', `blogs/admin/blogs/${post.id}/revisions`);
    const titles = list.body.data.map((r: { title: string }) => r.title);
    expect(titles[0]).toBe('Version two');
    const oldest = list.body.data.find((r: { title: string }) => r.title === 'Version one');
    expect(oldest).toBeTruthy();

    const restored = await admin('POST', `blogs/admin/blogs/${post.id}/revisions/${oldest.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ draft: true, title: 'Version one', content: 'alpha beta gamma' });
    expect((await api('GET', `blogs/${post.slug}`)).body.data.title).toBe('Version two');
    expect((await admin('GET', `blogs/admin/blogs/${post.id}/autosave`)).body.data.title).toBe('Version one');

    await admin('PUT', `blogs/admin/blogs/${post.id}`, { title: 'Version one', content: 'alpha beta gamma' });
    expect((await api('GET', `blogs/${post.slug}`)).body.data.content).toBe('alpha beta gamma');
  });

  it("answers 404 for another post's version or a version that is not there", async () => {
    const a = await makePost();
    const b = await makePost();
    const [versionOfB] = (await admin('GET', `blogs/admin/blogs/${b.id}/revisions`)).body.data;
    expect((await admin('POST', `blogs/admin/blogs/${a.id}/revisions/${versionOfB.id}/restore`)).status).toBe(404);
    expect((await admin('POST', `blogs/admin/blogs/${a.id}/revisions/99999999/restore`)).status).toBe(404);
    expect((await admin('POST', `blogs/admin/blogs/${a.id}/revisions/abc/restore`)).status).toBe(404);
  });
});

describe("Payload's own doors", () => {
  let post: Awaited<ReturnType<typeof makePost>>;
  beforeAll(async () => {
    post = await makePost({ title: 'Door post', content: 'Public words.' });
    await admin('PUT', `blogs/admin/blogs/${post.id}/autosave`, { title: 'Door post', content: `Draft ${SECRET}` });
  });

  it('REST: drafts and versions only for the admin', async () => {
    for (const token of [undefined, member.panelToken]) {
      const list = await panel('GET', `/api/posts?draft=true&where[id][equals]=${post.id}`, token);
      expect(await list.text()).not.toContain(SECRET);
      const one = await panel('GET', `/api/posts/${post.id}?draft=true`, token);
      expect(await one.text()).not.toContain(SECRET);
      const versions = await panel('GET', '/api/posts/versions', token);
      expect(versions.status).toBe(403);
    }
    const own = await panel('GET', `/api/posts/${post.id}?draft=true`, panelAdmin);
    expect(await own.text()).toContain(SECRET);
  });

  it('GraphQL: versionsPosts and draft reads only for the admin', async () => {
    for (const token of [undefined, member.panelToken]) {
      const versions = await graphql('{ versionsPosts { docs { id version { content } } } }', token);
      expect(JSON.stringify(versions)).not.toContain(SECRET);
      expect(versions.errors).toBeTruthy();
      const drafts = await graphql(`{ Posts(draft: true, where: { id: { equals: ${post.id} } }) { docs { content } } }`, token);
      expect(JSON.stringify(drafts)).not.toContain(SECRET);
    }
    const own = await graphql('{ versionsPosts(limit: 100) { docs { version { content } } } }', panelAdmin);
    expect(JSON.stringify(own)).toContain(SECRET);
  });

  it("a draft save through REST runs none of the spec's hooks: no publish, newsletter, redirect or slug change", async () => {
    const draftPost = await makePost({ status: 'DRAFT', title: 'Never published' });
    const res = await panel('PATCH', `/api/posts/${draftPost.id}?draft=true`, panelAdmin, {
      status: 'PUBLISHED',
      slug: 'sneaky-new-slug',
      title: 'Never published',
    });
    expect(res.status).toBe(200);
    const stored = (await admin('GET', `blogs/admin/blogs/${draftPost.id}`)).body.data;
    expect(stored).toMatchObject({ status: 'DRAFT', slug: draftPost.slug, publishedAt: null });
    expect((await api('GET', `blogs/${draftPost.slug}`)).status).toBe(404);
    const db = jobsDb(inject('dataDir'));
    try {
      expect(await db.newsletterJobs(draftPost.id)).toEqual([]);
      expect(await db.newsletterStatus(draftPost.id)).toBeNull();
    } finally {
      db.close();
    }
  });
});
