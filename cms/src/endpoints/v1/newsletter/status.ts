import { newsletterStatusQuerySchema } from '@blog/shared';
import { parseQuery, type Context } from '../context';
import { messages } from '../messages';
import { respond } from '../respond';
import { consume } from '../../../services/rateLimit/limiters';
import { subscriptionStatus } from '../../../services/newsletter/status';

/** GET newsletter/status?email=: only whether the address is an active subscriber. */
export async function statusHandler(ctx: Context): Promise<Response> {
  await consume('status', ctx.ip, messages(ctx.lang).rateLimited);
  const { email } = parseQuery(ctx, newsletterStatusQuerySchema);
  return respond(await subscriptionStatus(ctx.payload, email));
}
