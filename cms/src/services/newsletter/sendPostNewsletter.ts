import type { Payload } from 'payload';
import type { Post } from '../../payload-types';
import { env } from '../../env';
import { activeSubscriberPages, type Recipient } from './activeSubscriberPages';
import { deliveredAmong, recordDeliveries } from './deliveries';
import { sendPostEmail, type PostSummary } from './sendPostEmail';

/** Published, and due (a scheduled post waits for its time). */
const isLive = (post: Post) =>
  post.status === 'PUBLISHED' && !!post.publishedAt && new Date(post.publishedAt).getTime() <= Date.now() + 5000;

/**
 * Sends one batch in parallel (the SMTP pool spreads it over its connections), then records
 * every e-mail the server accepted before reporting a failure: a retry skips those and resends
 * only the rest. The number sent.
 */
async function sendBatch(payload: Payload, postId: string, post: PostSummary, batch: Recipient[]): Promise<number> {
  const results = await Promise.allSettled(batch.map((s) => sendPostEmail(post, s)));
  await recordDeliveries(
    payload,
    postId,
    batch.filter((_, i) => results[i]!.status === 'fulfilled').map((s) => String(s.id)),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
  return batch.length;
}

/**
 * E-mails a newly published post to every active subscriber exactly once. Each batch of
 * deliveries is recorded as soon as the SMTP server has accepted it, so a run cut short (a
 * crash, a restart, a failed batch) resumes where it stopped: nobody missed, and nobody twice
 * beyond the one batch in flight when the process died. Subscribers are read a page at a time
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
  for await (const page of activeSubscriberPages(payload)) {
    const done = await deliveredAmong(payload, key, page.map((s) => String(s.id)));
    skipped += done.size;
    const todo = page.filter((s) => !done.has(String(s.id)));
    for (let at = 0; at < todo.length; at += env.newsletterBatchSize) {
      sent += await sendBatch(payload, key, summary, todo.slice(at, at + env.newsletterBatchSize));
      if (env.newsletterFailAfter && sent >= env.newsletterFailAfter) throw new Error(`NEWSLETTER_FAIL_AFTER: stopped after ${sent} e-mails`);
    }
  }
  await payload.update({
    collection: 'posts',
    id: post.id,
    data: { newsletterStatus: 'sent', newsletterSentAt: new Date().toISOString() },
    overrideAccess: true,
    context: { internal: true },
  });
  return { sent, skipped };
}
