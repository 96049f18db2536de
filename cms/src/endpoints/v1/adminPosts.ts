import { ERROR_CODES, TR, adminBlogListQuerySchema, postCreateSchema, postUpdateSchema, statusChangeSchema } from '@blog/shared';
import type { Where } from 'payload';
import { currentUser, parseBody, parseId, parseQuery, type Context } from '../context';
import { respond } from '../respond';
import { HttpError } from '../../../services/http/HttpError';
import { findPost, listPosts } from '../../../services/posts/listPosts';
import { postSort, searchWhere } from '../../../services/posts/postQuery';
import { createPost, deletePost, duplicatePost, updatePost } from '../../../services/posts/savePost';

async function requirePost(ctx: Context) {
  const id = parseId(ctx);
  const post = await findPost(ctx.payload, String(id));
  if (!post || post.id !== id) throw new HttpError(ERROR_CODES.NOT_FOUND, TR.post.notFound);
  return post;
}

/** GET blogs/admin/blogs: every status, with status and search filters. */
export async function adminListBlogs(ctx: Context): Promise<Response> {
  const q = parseQuery(ctx, adminBlogListQuerySchema);
  const and: Where[] = [];
  if (q.status) and.push({ status: { equals: q.status } });
  const search = searchWhere(q.search);
  if (search) and.push(search);
  const { posts, pagination } = await listPosts(ctx.payload, { and }, { page: q.page, limit: q.limit, sort: postSort(q.sortBy, q.sortOrder) });
  return respond(posts, { meta: { pagination } });
}

export async function adminGetBlog(ctx: Context): Promise<Response> {
  return respond(await requirePost(ctx));
}

export async function adminCreateBlog(ctx: Context): Promise<Response> {
  const input = await parseBody(ctx, postCreateSchema);
  const post = await createPost(ctx.payload, input, currentUser(ctx).id);
  return respond(post, { status: 201, message: TR.post.created });
}

export async function adminUpdateBlog(ctx: Context): Promise<Response> {
  const { id } = await requirePost(ctx);
  const input = await parseBody(ctx, postUpdateSchema);
  return respond(await updatePost(ctx.payload, id as number, input), { message: TR.post.updated });
}

export async function adminDeleteBlog(ctx: Context): Promise<Response> {
  const { id } = await requirePost(ctx);
  await deletePost(ctx.payload, id as number);
  return respond({ id }, { message: TR.post.deleted });
}

const STATUS_MESSAGE = { PUBLISHED: TR.post.published, ARCHIVED: TR.post.archived } as Record<string, string>;

/** PATCH blogs/admin/blogs/:id/status {status} */
export async function adminChangeStatus(ctx: Context): Promise<Response> {
  const { id } = await requirePost(ctx);
  const { status } = await parseBody(ctx, statusChangeSchema);
  const post = await updatePost(ctx.payload, id as number, { status });
  return respond(post, { message: STATUS_MESSAGE[status] ?? TR.post.updated });
}

/** POST blogs/admin/blogs/:id/duplicate: a DRAFT '<title> (Copy)'. */
export async function adminDuplicateBlog(ctx: Context): Promise<Response> {
  const { id } = await requirePost(ctx);
  const copy = await duplicatePost(ctx.payload, id as number, currentUser(ctx).id);
  return respond(copy, { status: 201, message: TR.post.duplicated });
}
