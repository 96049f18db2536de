import {
  ERROR_CODES,
  TR,
  adminBlogListQuerySchema,
  bulkActionSchema,
  postCreateSchema,
  postPreviewSchema,
  postUpdateSchema,
  statusChangeSchema,
  type PostStatus,
} from '@blog/shared';
import type { Where } from 'payload';
import { currentUser, pathId, type Context } from './context';
import { respond } from './respond';
import { route } from './router';
import { HttpError } from '../../services/http/HttpError';
import { findPost, listPosts } from '../../services/posts/listPosts';
import { postSort, searchWhere } from '../../services/posts/postQuery';
import { createPost, deletePost, duplicatePost, existingPostIds, updatePost } from '../../services/posts/savePost';
import { dashboardAnalytics } from '../../services/posts/analytics';
import { siteStatus } from '../../services/site/status';
import { queueSiteUpdate } from '../../services/site/siteUpdate';
import { createPreview } from '../../services/preview/createPreview';

/** The back office's posts (blogs/admin/*): every status, ADMIN only, answers in Turkish. */

const MESSAGES = {
  notFound: TR.post.notFound,
  created: TR.post.created,
  updated: TR.post.updated,
  deleted: TR.post.deleted,
  duplicated: TR.post.duplicated,
  status: { PUBLISHED: TR.post.published, ARCHIVED: TR.post.archived } as Partial<Record<PostStatus, string>>,
  bulkDone: (n: number) => `${n} ${TR.bulk.done}`,
};

const BULK_STATUS: Record<string, PostStatus> = { publish: 'PUBLISHED', archive: 'ARCHIVED', draft: 'DRAFT' };

/** A write the public sees: the cached reads go, and the site update its hooks queued starts. */
const CONTENT_CHANGE = ['publicCache', 'siteUpdate'] as const;

export async function requirePost(ctx: Context) {
  const id = pathId(ctx);
  const post = await findPost(ctx.payload, String(id));
  if (!post || post.id !== id) throw new HttpError(ERROR_CODES.NOT_FOUND, MESSAGES.notFound);
  return post;
}

const admin = { access: 'admin', lang: 'tr' } as const;

export const adminPostRoutes = [
  route({
    ...admin,
    method: 'GET',
    path: 'blogs/admin/blogs',
    query: adminBlogListQuerySchema,
    handler: async ({ payload, query: q }) => {
      const and: Where[] = [];
      if (q.status) and.push({ status: { equals: q.status } });
      const search = searchWhere(q.search);
      if (search) and.push(search);
      const { posts, pagination } = await listPosts(
        payload,
        { and },
        { page: q.page, limit: q.limit, sort: postSort(q.sortBy, q.sortOrder) },
      );
      return respond(posts, { meta: { pagination } });
    },
  }),
  route({
    ...admin,
    method: 'POST',
    path: 'blogs/admin/blogs',
    body: postCreateSchema,
    effects: [...CONTENT_CHANGE],
    handler: async (ctx) => {
      const post = await createPost(ctx.payload, ctx.body, currentUser(ctx).id);
      return respond(post, { status: 201, message: MESSAGES.created });
    },
  }),
  route({
    ...admin,
    method: 'GET',
    path: 'blogs/admin/blogs/:id',
    handler: async (ctx) => respond(await requirePost(ctx)),
  }),
  route({
    ...admin,
    method: 'PUT',
    path: 'blogs/admin/blogs/:id',
    exists: requirePost,
    body: postUpdateSchema,
    effects: [...CONTENT_CHANGE],
    handler: async (ctx) => {
      return respond(await updatePost(ctx.payload, pathId(ctx), ctx.body), { message: MESSAGES.updated });
    },
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: 'blogs/admin/blogs/:id',
    effects: [...CONTENT_CHANGE],
    handler: async (ctx) => {
      const { id } = await requirePost(ctx);
      await deletePost(ctx.payload, id);
      return respond({ id }, { message: MESSAGES.deleted });
    },
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: 'blogs/admin/blogs/:id/status',
    exists: requirePost,
    body: statusChangeSchema,
    effects: [...CONTENT_CHANGE],
    handler: async (ctx) => {
      const { status } = ctx.body;
      const post = await updatePost(ctx.payload, pathId(ctx), { status });
      return respond(post, { message: MESSAGES.status[status] ?? MESSAGES.updated });
    },
  }),
  route({
    ...admin,
    method: 'POST',
    path: 'blogs/admin/blogs/:id/duplicate',
    effects: [...CONTENT_CHANGE],
    handler: async (ctx) => {
      const { id } = await requirePost(ctx);
      const copy = await duplicatePost(ctx.payload, id, currentUser(ctx).id);
      return respond(copy, { status: 201, message: MESSAGES.duplicated });
    },
  }),
  route({
    ...admin,
    method: 'POST',
    path: 'blogs/admin/bulk',
    body: bulkActionSchema,
    effects: [...CONTENT_CHANGE],
    handler: async ({ payload, body: { action, blogIds } }) => {
      // Applied to each post found; unknown ids are reported, not an error.
      const ids = [...new Set(blogIds)];
      const found = await existingPostIds(payload, ids);
      for (const id of found) {
        if (action === 'delete') await deletePost(payload, id);
        else await updatePost(payload, id, { status: BULK_STATUS[action] as PostStatus });
      }
      const notFound = ids.filter((id) => !found.has(id));
      return respond({ action, processed: found.size, notFound }, { message: MESSAGES.bulkDone(found.size) });
    },
  }),
  route({
    ...admin,
    method: 'POST',
    path: 'blogs/admin/preview',
    // The form's values (saved or not) on the site's own article page, behind a signed link
    // (services/preview). Writes nothing: no effects. 503 while the site has never been built.
    body: postPreviewSchema,
    handler: async (ctx) => {
      const preview = await createPreview(ctx.payload, ctx.request, ctx.body, currentUser(ctx), ctx.sessionId ?? '');
      return respond(
        { url: preview.url, expiresAt: preview.expiresAt },
        { status: 201, headers: { 'set-cookie': preview.cookie } },
      );
    },
  }),
  route({
    ...admin,
    method: 'GET',
    path: 'blogs/admin/analytics',
    handler: async ({ payload }) => respond(await dashboardAnalytics(payload)),
  }),
  route({
    ...admin,
    method: 'GET',
    path: 'blogs/admin/site-status',
    // The last site build: when, how long, result, error.
    handler: async ({ payload }) => respond(await siteStatus(payload)),
  }),
  route({
    ...admin,
    method: 'POST',
    path: 'blogs/admin/site-rebuild',
    // A full build (every page, a fresh folder swapped in): after a failure, or to pick up what
    // changes do not announce (an author's profile). 202 with the status.
    // Nothing public changes until the build lands: only the queued build is started at once.
    effects: ['siteUpdate'],
    handler: async ({ payload }) => {
      await queueSiteUpdate(payload, 'full build requested from the dashboard', { full: true });
      return respond(await siteStatus(payload), { status: 202 });
    },
  }),
];
