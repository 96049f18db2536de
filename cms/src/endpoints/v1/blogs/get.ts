import { EN, ERROR_CODES } from '@blog/shared';
import type { Context } from '../context';
import { respond } from '../respond';
import { HttpError } from '../../../services/http/HttpError';
import { findPost } from '../../../services/posts/listPosts';
import { publicPostsWhere } from '../../../access/publishedOrAdmin';
import { recordView } from '../../../services/posts/recordView';
import { consume } from '../../../services/rateLimit/limiters';

/** GET blogs/:slug (or the post's id): a live post only. */
export async function getBlog(ctx: Context): Promise<Response> {
  const post = await findPost(ctx.payload, ctx.params.slug ?? '', publicPostsWhere());
  if (!post) throw new HttpError(ERROR_CODES.NOT_FOUND, 'Post not found');
  return respond(post);
}

/** POST blogs/:slug/view: counts a visit (once per visitor and post per 30 minutes). */
export async function viewBlog(ctx: Context): Promise<Response> {
  await consume('status', `view:${ctx.ip}`, EN.defaultError);
  const post = await findPost(ctx.payload, ctx.params.slug ?? '', publicPostsWhere());
  if (!post) throw new HttpError(ERROR_CODES.NOT_FOUND, EN.fetchPostFailed);
  return respond(await recordView(ctx.payload, post.id as number, ctx.ip));
}
