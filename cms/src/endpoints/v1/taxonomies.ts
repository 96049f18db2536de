import {
  ERROR_CODES,
  TR,
  categoryBulkDeleteSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  tagInputSchema,
} from '@blog/shared';
import { pathId, type Context } from './context';
import { respond } from './respond';
import { route } from './router';
import { HttpError } from '../../services/http/HttpError';
import { deleteCategory, deleteTag, saveCategory, saveTag, taxonomyExists } from '../../services/taxonomy';
import { bulkDeleteCategories, listAdminCategories } from '../../services/taxonomy/categoryList';

/** The back office's categories and tags (blogs/admin/categories, blogs/admin/tags): ADMIN only, Turkish. */

const MESSAGES = {
  category: {
    notFound: TR.category.notFound,
    created: TR.category.created,
    updated: TR.category.updated,
    deleted: TR.category.deleted,
  },
  tag: { notFound: TR.tag.notFound, created: TR.tag.created, updated: TR.tag.updated, deleted: TR.tag.deleted },
};

async function requireDoc(ctx: Context, collection: 'categories' | 'tags'): Promise<number | string> {
  const id = pathId(ctx);
  if (!(await taxonomyExists(ctx.payload, collection, id))) {
    throw new HttpError(ERROR_CODES.NOT_FOUND, (collection === 'categories' ? MESSAGES.category : MESSAGES.tag).notFound);
  }
  return id;
}

const categoryOut = (c: { id: number; name: string; description?: string | null; slug?: string | null; createdAt: string }) => ({
  id: c.id,
  name: c.name,
  description: c.description ?? null,
  slug: c.slug ?? '',
  createdAt: c.createdAt,
});

const tagOut = (t: { id: number; name: string; slug?: string | null }) => ({ id: t.id, name: t.name, slug: t.slug ?? '' });

const admin = { access: 'admin', lang: 'tr' } as const;
/** Names, slugs and counts show on every public page. */
const CONTENT_CHANGE = ['publicCache', 'siteUpdate'] as const;

export const taxonomyRoutes = [
  route({
    ...admin,
    method: 'GET',
    path: 'blogs/admin/categories',
    query: categoryListQuerySchema,
    // Every status's posts counted, searched, sorted and paged (services/taxonomy/categoryList).
    handler: async (ctx) => {
      const { categories, pagination } = await listAdminCategories(ctx.payload, ctx.query);
      return respond(categories, { meta: { pagination } });
    },
  }),
  route({
    ...admin,
    method: 'POST',
    path: 'blogs/admin/categories/bulk-delete',
    body: categoryBulkDeleteSchema,
    effects: [...CONTENT_CHANGE],
    // Only categories no post uses; one in use refuses them all (409) so nothing is half done.
    handler: async (ctx) => {
      const result = await bulkDeleteCategories(ctx.payload, ctx.body.categoryIds);
      return respond(result, { message: TR.category.bulkDeleted(result.deleted.length) });
    },
  }),
  route({
    ...admin,
    method: 'POST',
    path: 'blogs/admin/categories',
    body: categoryInputSchema,
    effects: [...CONTENT_CHANGE],
    handler: async (ctx) =>
      respond(categoryOut(await saveCategory(ctx.payload, ctx.body)), { status: 201, message: MESSAGES.category.created }),
  }),
  route({
    ...admin,
    method: 'PUT',
    path: 'blogs/admin/categories/:id',
    exists: (ctx) => requireDoc(ctx, 'categories'),
    body: categoryInputSchema,
    effects: [...CONTENT_CHANGE],
    handler: async (ctx) => {
      const id = pathId(ctx);
      return respond(categoryOut(await saveCategory(ctx.payload, ctx.body, id)), { message: MESSAGES.category.updated });
    },
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: 'blogs/admin/categories/:id',
    effects: [...CONTENT_CHANGE],
    // A category that still has posts is kept (409): nothing is lost.
    handler: async (ctx) => {
      const id = await requireDoc(ctx, 'categories');
      await deleteCategory(ctx.payload, id);
      return respond({ id }, { message: MESSAGES.category.deleted });
    },
  }),
  route({
    ...admin,
    method: 'POST',
    path: 'blogs/admin/tags',
    body: tagInputSchema,
    effects: [...CONTENT_CHANGE],
    handler: async (ctx) =>
      respond(tagOut(await saveTag(ctx.payload, ctx.body.name)), { status: 201, message: MESSAGES.tag.created }),
  }),
  route({
    ...admin,
    method: 'PUT',
    path: 'blogs/admin/tags/:id',
    exists: (ctx) => requireDoc(ctx, 'tags'),
    body: tagInputSchema,
    effects: [...CONTENT_CHANGE],
    handler: async (ctx) => {
      const id = pathId(ctx);
      return respond(tagOut(await saveTag(ctx.payload, ctx.body.name, id)), { message: MESSAGES.tag.updated });
    },
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: 'blogs/admin/tags/:id',
    effects: [...CONTENT_CHANGE],
    handler: async (ctx) => {
      const id = await requireDoc(ctx, 'tags');
      await deleteTag(ctx.payload, id);
      return respond({ id }, { message: MESSAGES.tag.deleted });
    },
  }),
];
