import { EN, ERROR_CODES, PAGE_SIZE, searchFiltersSchema } from '@blog/shared';
import { parseQuery, type Context } from '../context';
import { respond } from '../respond';
import { HttpError } from '../../../services/http/HttpError';
import { listPosts } from '../../../services/posts/listPosts';
import { findRelatedPosts } from '../../../services/posts/relatedPosts';
import { idBySlug, postSort, publicListWhere } from '../../../services/posts/postQuery';

/** GET blogs: the public list with search (or q), category, tag, sort and paging. */
export async function listBlogs(ctx: Context): Promise<Response> {
  const f = parseQuery(ctx, searchFiltersSchema);
  const where = await publicListWhere(ctx.payload, {
    search: f.search ?? f.q,
    category: ctx.params.category ?? f.category,
    tag: ctx.params.tag ?? f.tag,
  });
  const { posts, pagination } = await listPosts(ctx.payload, where, {
    page: f.page,
    limit: f.limit,
    sort: postSort(f.sortBy, f.sortOrder),
  });
  return respond(posts, { meta: { pagination } });
}

/** GET blogs/category/:category and blogs/tag/:tag: 404 when the slug names nothing. */
export function listByTaxonomy(kind: 'category' | 'tag') {
  return async (ctx: Context): Promise<Response> => {
    const slug = ctx.params[kind] ?? '';
    const id = await idBySlug(ctx.payload, kind === 'category' ? 'categories' : 'tags', slug);
    if (id === null) throw new HttpError(ERROR_CODES.NOT_FOUND, kind === 'category' ? 'Category not found' : 'Tag not found');
    return listBlogs(ctx);
  };
}

/** GET blogs/:slug/related: same category by date, else the latest (spec section 7). */
export async function relatedBlogs(ctx: Context): Promise<Response> {
  const limit = Math.min(Math.max(Number(ctx.query.get('limit')) || PAGE_SIZE.related, 1), 20);
  const related = await findRelatedPosts(ctx.payload, ctx.params.slug ?? '', limit);
  if (!related) throw new HttpError(ERROR_CODES.NOT_FOUND, EN.fetchPostFailed);
  return respond(related);
}
