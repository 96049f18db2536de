import { EN, subscribeSchema } from '@blog/shared';
import { parseBody, type Context } from '../context';
import { messages } from '../messages';
import { respond } from '../respond';
import { consume } from '../../../services/rateLimit/limiters';
import { subscribe } from '../../../services/newsletter/subscribe';
import { serializeSubscription } from '../../../services/newsletter/serialize';

/** POST newsletter/subscribe {email, source}: 201 new, 200 reactivated, 409 already active. */
export async function subscribeHandler(ctx: Context): Promise<Response> {
  await consume('subscribe', ctx.ip, messages(ctx.lang).rateLimited);
  const input = await parseBody(ctx, subscribeSchema);
  const { subscription, created } = await subscribe(ctx.payload, input);
  return respond(serializeSubscription(subscription), {
    status: created ? 201 : 200,
    message: EN.newsletter.success,
  });
}
