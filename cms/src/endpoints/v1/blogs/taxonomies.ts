import type { Context } from '../context';
import { respond } from '../respond';
import { listCategories, listTags } from '../../../services/posts/taxonomies';
import { authenticate } from '../../../services/auth/authenticate';
import { messages } from '../messages';

/** An admin's bearer token, when one is sent and valid: admins see counts over every status. */
async function isAdminCaller(ctx: Context): Promise<boolean> {
  if (!ctx.request.headers.get('authorization')) return false;
  const user = await authenticate(ctx.request, ctx.payload, messages(ctx.lang)).catch(() => null);
  return user?.role === 'ADMIN';
}

/** GET blogs/categories */
export async function categories(ctx: Context): Promise<Response> {
  return respond(await listCategories(ctx.payload, await isAdminCaller(ctx)));
}

/** GET blogs/tags */
export async function tags(ctx: Context): Promise<Response> {
  return respond(await listTags(ctx.payload, await isAdminCaller(ctx)));
}
