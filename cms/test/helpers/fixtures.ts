import { api } from './api';
import { adminToken } from './auth';

export const suffix = () => Math.random().toString(36).slice(2, 8);

/** A fresh category through the admin API. */
export async function makeCategory(name = `Cat ${suffix()}`) {
  const res = await api('POST', 'blogs/admin/categories', {
    token: await adminToken(),
    body: { name, description: 'Test category' },
  });
  if (res.status !== 201) throw new Error(`category: ${res.status} ${res.text}`);
  return res.body.data as { id: number; name: string; slug: string };
}

/** A fresh post through the admin API. */
export async function makePost(fields: Record<string, unknown> = {}) {
  const categoryId = fields.categoryId ?? (await makeCategory()).id;
  const res = await api('POST', 'blogs/admin/blogs', {
    token: await adminToken(),
    body: { title: `Post ${suffix()}`, content: '## Hello\n\nSome **markdown**.', status: 'PUBLISHED', ...fields, categoryId },
  });
  if (res.status !== 201) throw new Error(`post: ${res.status} ${res.text}`);
  return res.body.data as {
    id: number;
    slug: string;
    title: string;
    status: string;
    publishedAt: string | null;
    categoryId: number;
  };
}
