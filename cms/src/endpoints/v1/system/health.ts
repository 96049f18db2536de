import type { Context } from '../context';
import { respond } from '../respond';

/** Liveness and readiness: answers once Payload is up and the database answers. */
export async function health(ctx: Context): Promise<Response> {
  const { totalDocs } = await ctx.payload.count({ collection: 'posts', overrideAccess: true });
  return respond({ status: 'ok', database: ctx.payload.db.name, posts: totalDocs, time: new Date().toISOString() });
}
