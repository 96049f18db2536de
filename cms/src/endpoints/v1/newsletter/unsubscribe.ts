import { z } from 'zod';
import { EN, unsubscribeEmailSchema, unsubscribeTokenSchema } from '@blog/shared';
import { parseBody, validate, type Context } from '../context';
import { messages } from '../messages';
import { respond } from '../respond';
import { consume } from '../../../services/rateLimit/limiters';
import { unsubscribeWithToken } from '../../../services/newsletter/unsubscribe';
import { requestUnsubscribeMail } from '../../../services/newsletter/unsubscribeMail';

const anyObject = z.object({}).passthrough();

/**
 * POST newsletter/unsubscribe: {token} (the signed link) deactivates at once; {email} alone only
 * mails that address a link, and always gets the same answer.
 */
export async function unsubscribeHandler(ctx: Context): Promise<Response> {
  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to
  // the List-Unsubscribe URL, which carries the signed token in its query.
  const queryToken = ctx.query.get('token');
  if (queryToken) {
    const { token } = validate(ctx, unsubscribeTokenSchema, { token: queryToken });
    await unsubscribeWithToken(ctx.payload, token);
    return respond({ unsubscribed: true }, { message: EN.newsletter.unsubscribed });
  }
  const body = await parseBody(ctx, anyObject);
  if ('token' in body) {
    const { token } = validate(ctx, unsubscribeTokenSchema, body);
    await unsubscribeWithToken(ctx.payload, token);
    return respond({ unsubscribed: true }, { message: EN.newsletter.unsubscribed });
  }
  await consume('subscribe', `unsubscribe:${ctx.ip}`, messages(ctx.lang).rateLimited);
  const { email } = validate(ctx, unsubscribeEmailSchema, body);
  await requestUnsubscribeMail(ctx.payload, email);
  return respond(null, { message: EN.newsletter.unsubscribeRequested });
}
