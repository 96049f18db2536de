import type { Payload } from 'payload';
import type { Post } from '../../payload-types';
import { env } from '../../env';
import { activeSubscriberPages, type Recipient } from './activeSubscriberPages';
import { deliveredAmong, recordDeliveries } from './deliveries';
import { sendPostEmail, type PostSummary } from './sendPostEmail';

/** Published, and due (a scheduled post waits for its time). */
const isLive = (post: Post) =>
  post.status === 'PUBLISHED' && !!post.publishedAt && new Date(post.publishedAt).getTime() <= Date.now() + 5000;

const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));

/**
 * Sends one batch in parallel (the SMTP pool spreads it over its connections), then records
 * every e-mail the server accepted, before anything else can go wrong. The number sent, and
 * why the others were not.
 */
async function sendBatch(payload: Payload, postId: string, post: PostSummary, batch: Recipient[]): Promise<{ sent: number; errors: unknown[] }> {
  const results = await Promise.allSettled(batch.map((s) => sendPostEmail(post, s)));
  const accepted = batch.filter((_, i) => results[i]!.status === 'fulfilled');
  await recordDeliveries(payload, postId, accepted.map((s) => String(s.id)));
  const errors = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  return { sent: accepted.length, errors };
}

/**
 * E-mails a newly published post to every active subscriber exactly once. Each batch of
 * deliveries is recorded as soon as the SMTP server has accepted it, so a run cut short (a
 * crash, a restart, an unreachable server) resumes where it stopped: nobody missed, and nobody
 * twice (but for the one batch in flight if the process dies between SMTP and the record). An
 * address the server refuses does not hold up the others: the run goes on, then fails so the
 * job's retry sends only what is missing. Subscribers are read a page at a time
 * and checked against the deliveries of that page only, so memory stays flat however long the
 * list is.
 */
export async function sendPostNewsletter(payload: Payload, postId: number | string): Promise<{ sent: number; skipped: number }> {
  const post = await payload.findByID({ collection: 'posts', id: postId as number, depth: 0, overrideAccess: true, disableErrors: true });
  if (!post || !isLive(post)) {
    // Unpublished before its time: a later publish queues it again.
    if (post && post.newsletterStatus !== 'sent') {
      await payload.update({ collection: 'posts', id: post.id, data: { newsletterStatus: null }, overrideAccess: true, context: { internal: true } });
    }
    return { sent: 0, skipped: 0 };
  }
  if (post.newsletterStatus === 'sent') return { sent: 0, skipped: 0 };
  const key = String(post.id);
  const summary: PostSummary = { title: post.title, excerpt: post.excerpt, url: `${env.siteUrl}/blog/${post.slug}/` };
  let sent = 0;
  let skipped = 0;
  let failed = 0;
  let firstError: unknown;
  for await (const page of activeSubscriberPages(payload)) {
    const done = await deliveredAmong(payload, key, page.map((s) => String(s.id)));
    skipped += done.size;
    const todo = page.filter((s) => !done.has(String(s.id)));
    for (let at = 0; at < todo.length; at += env.newsletterBatchSize) {
      const batch = await sendBatch(payload, key, summary, todo.slice(at, at + env.newsletterBatchSize));
      sent += batch.sent;
      failed += batch.errors.length;
      firstError ??= batch.errors[0];
      // Nothing got through: the server is down or turning us away. Stop; the job's retry waits.
      if (batch.sent === 0 && batch.errors.length) throw asError(batch.errors[0]);
      if (env.newsletterFailAfter && sent >= env.newsletterFailAfter) throw new Error(`NEWSLETTER_FAIL_AFTER: stopped after ${sent} e-mails`);
    }
  }
  // Some addresses were refused: everyone else has it; the retry sends only to those (the post
  // stays unsent until then).
  if (failed) throw new Error(`${failed} e-mail(s) not accepted, to be retried: ${asError(firstError).message}`, { cause: firstError });
  await payload.update({
    collection: 'posts',
    id: post.id,
    data: { newsletterStatus: 'sent', newsletterSentAt: new Date().toISOString() },
    overrideAccess: true,
    context: { internal: true },
  });
  return { sent, skipped };
}
