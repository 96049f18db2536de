import type { TaskConfig } from 'payload';
import { env } from '../env';
import { parseId } from '../lib/ids';
import { sendMail } from '../services/mail';
import { confirmEmail } from '../services/mail/templates/confirmEmail';
import { confirmUrl } from '../services/newsletter/confirmLinks';

/**
 * The confirmation e-mail of a pending sign-up (queue 'mail', retried like the welcome e-mail).
 * The link is signed when the e-mail goes out, so it expires 48 hours after sending. Nothing is
 * sent once the subscription is no longer pending.
 */
export const sendConfirmEmailTask: TaskConfig<'sendConfirmEmail'> = {
  slug: 'sendConfirmEmail',
  label: 'Ask a new subscriber to confirm',
  inputSchema: [{ name: 'subscriptionId', type: 'text', required: true }],
  retries: { attempts: 12, backoff: { type: 'exponential', delay: env.newsletterRetryBaseMs * 2 } },
  handler: async ({ input, req }) => {
    const id = parseId(input.subscriptionId);
    if (id === null) return { output: {} };
    const sub = await req.payload.findByID({ collection: 'subscriptions', id, depth: 0, disableErrors: true });
    if (!sub || sub.isActive || !sub.pending || !sub.confirmNonce) return { output: {} };
    await sendMail({ to: sub.email }, confirmEmail(env.siteUrl, confirmUrl(sub, sub.confirmNonce)));
    return { output: {} };
  },
};
