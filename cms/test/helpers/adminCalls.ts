import { api, randomIp, uniqueEmail } from './api';
import { adminToken } from './auth';
import { pngForm } from './credentials';

/**
 * Every admin call of /api/v1 (blogs/admin/*, newsletter/admin/*, upload/*, transfer/*), each with a `make`
 * that creates what the call needs (a fresh post, category, subscriber, image...) so the admin
 * gets a real 2xx. What the table creates is remembered and removed by `cleanUp`.
 */

export type Kind = 'posts' | 'categories' | 'tags' | 'media' | 'subscriptions';

export interface CallRequest {
  path: string;
  body?: unknown;
  rawBody?: FormData;
}

export interface TableCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as written in the routes file. */
  route: string;
  /** The admin's status. */
  ok: number;
  /**
   * Set when the admin is let through but the call cannot succeed on the test server (it never
   * builds the site): the status and code the admin gets instead of `ok`.
   */
  admitted?: { status: number; code: string };
  /** The kind of document a successful call creates (its id is `data.id`). */
  creates?: Kind;
  make: () => Promise<CallRequest>;
}

const created: Record<Kind, Set<number | string>> = {
  posts: new Set(),
  categories: new Set(),
  tags: new Set(),
  media: new Set(),
  subscriptions: new Set(),
};

export const remember = (kind: Kind, id: number | string) => void created[kind].add(id);

const s = () => Math.random().toString(36).slice(2, 8);

async function asAdmin(method: string, path: string, options: { body?: unknown; rawBody?: FormData } = {}) {
  const res = await api(method, path, { token: await adminToken(), ...options });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body.data as { id: number };
}

export async function newCategory(): Promise<number> {
  const { id } = await asAdmin('POST', 'blogs/admin/categories', { body: { name: `Authz ${s()}` } });
  remember('categories', id);
  return id;
}

export async function newTag(): Promise<number> {
  const { id } = await asAdmin('POST', 'blogs/admin/tags', { body: { name: `authz-${s()}` } });
  remember('tags', id);
  return id;
}

let category: Promise<number> | undefined;
const sharedCategory = () => (category ??= newCategory());

/** A DRAFT post (a draft sends no newsletter and changes nothing public). */
export async function newPost(fields: Record<string, unknown> = {}): Promise<number> {
  const body = {
    title: `Authz post ${s()}`,
    content: 'Body text.',
    categoryId: await sharedCategory(),
    status: 'DRAFT',
    ...fields,
  };
  const { id } = await asAdmin('POST', 'blogs/admin/blogs', { body });
  remember('posts', id);
  return id;
}

let post: Promise<number> | undefined;
const sharedPost = () => (post ??= newPost());

export async function newSubscription(email = uniqueEmail('authz')): Promise<number> {
  const res = await api('POST', 'newsletter/subscribe', { body: { email }, ip: randomIp() });
  if (res.status !== 201) throw new Error(`subscribe: ${res.status} ${res.text}`);
  remember('subscriptions', res.body.data.id);
  return res.body.data.id as number;
}

let subscription: Promise<number> | undefined;
const sharedSubscription = () => (subscription ??= newSubscription());

export async function newImage(): Promise<number> {
  const { id } = await asAdmin('POST', 'upload/image', { rawBody: await pngForm('image') });
  remember('media', id);
  return id;
}

const at = (path: string, body?: unknown): CallRequest => (body === undefined ? { path } : { path, body });

export const ADMIN_CALLS: TableCall[] = [
  { method: 'GET', route: 'blogs/admin/blogs', ok: 200, make: async () => at('blogs/admin/blogs') },
  {
    method: 'POST',
    route: 'blogs/admin/blogs',
    ok: 201,
    creates: 'posts',
    make: async () =>
      at('blogs/admin/blogs', {
        title: `Authz new ${s()}`,
        content: 'Body.',
        categoryId: await sharedCategory(),
        status: 'DRAFT',
      }),
  },
  { method: 'GET', route: 'blogs/admin/blogs/:id', ok: 200, make: async () => at(`blogs/admin/blogs/${await sharedPost()}`) },
  {
    method: 'PUT',
    route: 'blogs/admin/blogs/:id',
    ok: 200,
    make: async () => at(`blogs/admin/blogs/${await newPost()}`, { title: `Renamed ${s()}` }),
  },
  { method: 'DELETE', route: 'blogs/admin/blogs/:id', ok: 200, make: async () => at(`blogs/admin/blogs/${await newPost()}`) },
  {
    method: 'PATCH',
    route: 'blogs/admin/blogs/:id/status',
    ok: 200,
    make: async () => at(`blogs/admin/blogs/${await newPost()}/status`, { status: 'ARCHIVED' }),
  },
  {
    method: 'POST',
    route: 'blogs/admin/blogs/:id/duplicate',
    ok: 201,
    creates: 'posts',
    make: async () => at(`blogs/admin/blogs/${await sharedPost()}/duplicate`),
  },
  // Autosave and revisions (issue #26): draft versions of a post.
  {
    method: 'PUT',
    route: 'blogs/admin/blogs/:id/autosave',
    ok: 200,
    make: async () => at(`blogs/admin/blogs/${await newPost()}/autosave`, { title: `Draft ${s()}`, content: 'Typing…' }),
  },
  {
    method: 'GET',
    route: 'blogs/admin/blogs/:id/autosave',
    ok: 200,
    make: async () => at(`blogs/admin/blogs/${await sharedPost()}/autosave`),
  },
  {
    method: 'GET',
    route: 'blogs/admin/blogs/:id/revisions',
    ok: 200,
    make: async () => at(`blogs/admin/blogs/${await sharedPost()}/revisions`),
  },
  {
    method: 'POST',
    route: 'blogs/admin/blogs/:id/revisions/:versionId/restore',
    ok: 200,
    make: async () => {
      const id = await newPost();
      const [first] = (await api('GET', `blogs/admin/blogs/${id}/revisions`, { token: await adminToken() })).body.data as {
        id: number;
      }[];
      return at(`blogs/admin/blogs/${id}/revisions/${first?.id}/restore`);
    },
  },
  {
    method: 'POST',
    route: 'blogs/admin/bulk',
    ok: 200,
    make: async () => at('blogs/admin/bulk', { action: 'archive', blogIds: [await newPost()] }),
  },
  { method: 'GET', route: 'blogs/admin/analytics', ok: 200, make: async () => at('blogs/admin/analytics') },
  { method: 'GET', route: 'blogs/admin/site-status', ok: 200, make: async () => at('blogs/admin/site-status') },
  { method: 'POST', route: 'blogs/admin/site-rebuild', ok: 202, make: async () => at('blogs/admin/site-rebuild') },
  {
    // The preview renders with the built site (pipeline/draftPreview.test.ts); here, none: 503.
    method: 'POST',
    route: 'blogs/admin/preview',
    ok: 201,
    admitted: { status: 503, code: 'SERVER_ERROR' },
    make: async () => at('blogs/admin/preview', { title: `Authz preview ${s()}`, content: 'Body' }),
  },
  { method: 'GET', route: 'blogs/admin/categories', ok: 200, make: async () => at('blogs/admin/categories?page=1') },
  {
    method: 'POST',
    route: 'blogs/admin/categories/bulk-delete',
    ok: 200,
    make: async () => at('blogs/admin/categories/bulk-delete', { categoryIds: [await newCategory()] }),
  },
  {
    method: 'POST',
    route: 'blogs/admin/categories',
    ok: 201,
    creates: 'categories',
    make: async () => at('blogs/admin/categories', { name: `Authz cat ${s()}` }),
  },
  {
    method: 'PUT',
    route: 'blogs/admin/categories/:id',
    ok: 200,
    make: async () => at(`blogs/admin/categories/${await newCategory()}`, { name: `Authz ren ${s()}` }),
  },
  {
    method: 'DELETE',
    route: 'blogs/admin/categories/:id',
    ok: 200,
    make: async () => at(`blogs/admin/categories/${await newCategory()}`),
  },
  {
    method: 'POST',
    route: 'blogs/admin/tags',
    ok: 201,
    creates: 'tags',
    make: async () => at('blogs/admin/tags', { name: `authz-new-${s()}` }),
  },
  {
    method: 'PUT',
    route: 'blogs/admin/tags/:id',
    ok: 200,
    make: async () => at(`blogs/admin/tags/${await newTag()}`, { name: `authz-ren-${s()}` }),
  },
  { method: 'DELETE', route: 'blogs/admin/tags/:id', ok: 200, make: async () => at(`blogs/admin/tags/${await newTag()}`) },
  { method: 'GET', route: 'newsletter/admin/subscriptions', ok: 200, make: async () => at('newsletter/admin/subscriptions') },
  {
    method: 'GET',
    route: 'newsletter/admin/subscriptions/:id',
    ok: 200,
    make: async () => at(`newsletter/admin/subscriptions/${await sharedSubscription()}`),
  },
  {
    method: 'DELETE',
    route: 'newsletter/admin/subscriptions/:id',
    ok: 200,
    make: async () => at(`newsletter/admin/subscriptions/${await newSubscription()}`),
  },
  {
    method: 'PATCH',
    route: 'newsletter/admin/subscriptions/:id/status',
    ok: 200,
    make: async () => at(`newsletter/admin/subscriptions/${await newSubscription()}/status`, { isActive: false }),
  },
  { method: 'GET', route: 'newsletter/admin/stats', ok: 200, make: async () => at('newsletter/admin/stats') },
  { method: 'GET', route: 'newsletter/admin/export', ok: 200, make: async () => at('newsletter/admin/export') },
  {
    method: 'POST',
    route: 'newsletter/admin/bulk-unsubscribe',
    ok: 200,
    make: async () => at('newsletter/admin/bulk-unsubscribe', { ids: [await newSubscription()] }),
  },
  {
    method: 'POST',
    route: 'upload/image',
    ok: 201,
    creates: 'media',
    make: async () => ({ path: 'upload/image', rawBody: await pngForm('image') }),
  },
  {
    method: 'POST',
    route: 'upload/avatar',
    ok: 201,
    creates: 'media',
    make: async () => ({ path: 'upload/avatar', rawBody: await pngForm('avatar') }),
  },
  { method: 'DELETE', route: 'upload/image/:id', ok: 200, make: async () => at(`upload/image/${await newImage()}`) },
  {
    // A real import writes posts into the shared test server (pipeline/transfer.test.ts does that
    // on platforms of its own): the admin's file here is no export, read and refused.
    method: 'POST',
    route: 'transfer/import',
    ok: 202,
    admitted: { status: 400, code: 'BAD_REQUEST' },
    make: async () => {
      const form = new FormData();
      form.append('file', new Blob(['not an export']), 'notes.txt');
      return { path: 'transfer/import', rawBody: form };
    },
  },
  {
    method: 'GET',
    route: 'transfer/import/:id',
    ok: 200,
    admitted: { status: 404, code: 'NOT_FOUND' },
    make: async () => at('transfer/import/987654'),
  },
  { method: 'GET', route: 'transfer/export', ok: 200, make: async () => at('transfer/export') },
];

const DELETE_PATH: Record<Kind, string> = {
  posts: 'blogs/admin/blogs',
  categories: 'blogs/admin/categories',
  tags: 'blogs/admin/tags',
  media: 'upload/image',
  subscriptions: 'newsletter/admin/subscriptions',
};

/** Removes what the table created (posts before their categories); already-deleted ones just 404. */
export async function cleanUp(): Promise<void> {
  const token = await adminToken();
  for (const kind of ['posts', 'categories', 'tags', 'media', 'subscriptions'] as const) {
    for (const id of created[kind]) await api('DELETE', `${DELETE_PATH[kind]}/${id}`, { token });
    created[kind].clear();
  }
}
