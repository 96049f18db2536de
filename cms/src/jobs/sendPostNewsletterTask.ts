import type { TaskConfig } from 'payload';
import { env } from '../env';
import { parseId } from '../lib/ids';
import { sendPostNewsletter } from '../services/newsletter/sendPostNewsletter';

/**
 * The publish e-mail of one post, run by its own jobs queue ('newsletter') so it never waits
 * behind welcome e-mails. Resumable: an unreachable SMTP server is waited for inside the run
 * (sendPostNewsletter); these retries are for addresses a working server refused.
 */
export const sendPostNewsletterTask: TaskConfig<'sendPostNewsletter'> = {
  slug: 'sendPostNewsletter',
  label: 'E-mail a new post to the subscribers',
  inputSchema: [{ name: 'postId', type: 'text', required: true }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: env.newsletterRetryBaseMs } },
  concurrency: { key: ({ input }) => `newsletter:${input.postId}`, exclusive: true },
  handler: async ({ input, req }) => {
    const result = await sendPostNewsletter(req.payload, parseId(input.postId) ?? input.postId);
    req.payload.logger.info(`[newsletter] post ${input.postId}: ${result.sent} sent, ${result.skipped} already had it`);
    return { output: {} };
  },
};
