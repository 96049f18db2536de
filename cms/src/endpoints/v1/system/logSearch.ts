import { searchLogSchema } from '@blog/shared';
import { parseBody, type Context } from '../context';
import { respond } from '../respond';
import { consume } from '../../../services/rateLimit/limiters';
import { messages } from '../messages';

/** The site's search log: the query and how many results it found (fire and forget). */
export async function logSearch(ctx: Context): Promise<Response> {
  await consume('status', `search:${ctx.ip}`, messages(ctx.lang).rateLimited);
  const input = await parseBody(ctx, searchLogSchema);
  await ctx.payload.create({
    collection: 'search-logs',
    data: { query: input.query.toLowerCase(), resultCount: input.resultCount },
    overrideAccess: true,
  });
  return respond(null, { status: 201 });
}
