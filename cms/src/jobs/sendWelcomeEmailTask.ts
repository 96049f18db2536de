import type { TaskConfig } from 'payload';
import { env } from '../env';
import { parseId } from '../lib/ids';
import { sendMail } from '../services/mail';
import { welcomeEmail } from '../services/mail/templates/welcomeEmail';
import { unsubscribeLinks } from '../services/newsletter/unsubscribeLinks';

/**
 * The welcome e-mail after a subscription (queue 'mail', apart from the newsletter's). Retried
 * with a doubling wait: 12 attempts span over two hours of SMTP outage (by default).
 */
export const sendWelcomeEmailTask: TaskConfig<'sendWelcomeEmail'> = {
  slug: 'sendWelcomeEmail',
  label: 'Welcome a new subscriber',
  inputSchema: [{ name: 'subscriptionId', type: 'text', required: true }],
  retries: { attempts: 12, backoff: { type: 'exponential', delay: env.newsletterRetryBaseMs * 2 } },
  handler: async ({ input, req }) => {
    const id = parseId(input.subscriptionId);
    if (id === null) return { output: {} };
    const sub = await req.payload.findByID({
      collection: 'subscriptions',
      id,
      depth: 0,
      disableErrors: true,
    });
    if (!sub || !sub.isActive) return { output: {} };
    const links = unsubscribeLinks(sub);
    await sendMail({ to: sub.email, unsubscribe: links }, welcomeEmail(env.siteUrl, links.pageUrl));
    return { output: {} };
  },
};
