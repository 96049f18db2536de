import { EN, ERROR_CODES, PAGE_SIZE, searchFiltersSchema } from '@blog/shared';
import type { Context } from './context';
import { messages, respond } from './respond';
import { route } from './router';
import { HttpError } from '../../services/http/HttpError';
import { findPost, listPosts } from '../../services/posts/listPosts';
import { findRelatedPosts } from '../../services/posts/relatedPosts';
import { idBySlug, postSort, publicListWhere } from '../../services/posts/postQuery';
import { listCategories, listTags } from '../../services/posts/taxonomies';
import { livePost, recordView } from '../../services/posts/recordView';
import { authenticate } from '../../services/auth/authenticate';
import { publicPostsWhere } from '../../access';

/** The public reading calls (blogs/*): live posts only, English, anonymous answers cached. */

const MESSAGES = {
  postNotFound: 'Post not found',
  categoryNotFound: 'Category not found',
  tagNotFound: 'Tag not found',
  fetchFailed: EN.fetchPostFailed,
};

type Filters = Context<undefined, ReturnType<typeof searchFiltersSchema.parse>>;

/** The public list with search (or q), category, tag, sort and paging. */
async function listBlogs(ctx: Filters): Promise<Response> {
  const f = ctx.query;
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

/** blogs/category/:category and blogs/tag/:tag: 404 when the slug names nothing. */
function listByTaxonomy(kind: 'category' | 'tag') {
  return async (ctx: Filters): Promise<Response> => {
    const id = await idBySlug(ctx.payload, kind === 'category' ? 'categories' : 'tags', ctx.params[kind] ?? '');
    if (id === null)
      throw new HttpError(ERROR_CODES.NOT_FOUND, kind === 'category' ? MESSAGES.categoryNotFound : MESSAGES.tagNotFound);
    return listBlogs(ctx);
  };
}

/** Same category by date, else the latest (spec section 7; the rule is shared with the site). */
async function relatedBlogs(ctx: Context): Promise<Response> {
  const limit = Math.min(Math.max(Number(ctx.searchParams.get('limit')) || PAGE_SIZE.related, 1), 20);
  const related = await findRelatedPosts(ctx.payload, ctx.params.slug ?? '', limit);
  if (!related) throw new HttpError(ERROR_CODES.NOT_FOUND, MESSAGES.fetchFailed);
  return respond(related);
}

/** An admin's bearer token, when one is sent and valid: admins see counts over every status. */
async function isAdminCaller(ctx: Context): Promise<boolean> {
  if (!ctx.request.headers.get('authorization')) return false;
  const user = await authenticate(ctx.request, ctx.payload, messages(ctx.lang)).catch(() => null);
  return user?.role === 'ADMIN';
}

const reader = { access: 'public', lang: 'en' } as const;

export const postRoutes = [
  route({ ...reader, method: 'GET', path: 'blogs', query: searchFiltersSchema, cache: true, handler: listBlogs }),
  route({
    ...reader,
    method: 'GET',
    path: 'blogs/categories',
    cache: true,
    handler: async (ctx) => respond(await listCategories(ctx.payload, await isAdminCaller(ctx))),
  }),
  route({
    ...reader,
    method: 'GET',
    path: 'blogs/tags',
    cache: true,
    handler: async (ctx) => respond(await listTags(ctx.payload, await isAdminCaller(ctx))),
  }),
  route({
    ...reader,
    method: 'GET',
    path: 'blogs/category/:category',
    query: searchFiltersSchema,
    cache: true,
    handler: listByTaxonomy('category'),
  }),
  route({
    ...reader,
    method: 'GET',
    path: 'blogs/tag/:tag',
    query: searchFiltersSchema,
    cache: true,
    handler: listByTaxonomy('tag'),
  }),
  route({
    ...reader,
    method: 'GET',
    path: 'blogs/:slug',
    cache: true,
    // By slug, or by the post's id.
    handler: async (ctx) => {
      const post = await findPost(ctx.payload, ctx.params.slug ?? '', publicPostsWhere());
      if (!post) throw new HttpError(ERROR_CODES.NOT_FOUND, MESSAGES.postNotFound);
      return respond(post);
    },
  }),
  route({ ...reader, method: 'GET', path: 'blogs/:slug/related', cache: true, handler: relatedBlogs }),
  route({
    ...reader,
    method: 'POST',
    path: 'blogs/:slug/view',
    // Every article view sends one: the platform server answers it without Next's cost per call.
    direct: true,
    // A view counts once per reader and post per 30 minutes, within the reader's budget of calls
    // (the `status` limiter, 429): both decided where the view is written (services/posts/recordView).
    handler: async (ctx) => {
      const post = await livePost(ctx.payload, ctx.params.slug ?? '');
      if (!post) throw new HttpError(ERROR_CODES.NOT_FOUND, MESSAGES.fetchFailed);
      return respond(await recordView(ctx.payload, post, ctx.ip, { notFound: MESSAGES.fetchFailed, limited: EN.defaultError }));
    },
  }),
];
