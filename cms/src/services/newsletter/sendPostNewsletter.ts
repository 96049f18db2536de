import type { Payload } from 'payload';
import { env } from '../../env';
import { sendMail } from '../mail/sendMail';
import { postEmail } from '../mail/templates/postEmail';
import { unsubscribeLinks } from './oneClickUrl';

const PAGE = 500;

async function deliveredTo(payload: Payload, postId: string): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'newsletter-deliveries',
    where: { postId: { equals: postId } },
    pagination: false,
    depth: 0,
    select: { subscriptionId: true },
    overrideAccess: true,
  });
  return new Set(docs.map((d) => d.subscriptionId));
}

/** Active subscribers, page by page in id order (stable while subscribers come and go). */
async function* activeSubscribers(payload: Payload) {
  for (let page = 1; ; page += 1) {
    const res = await payload.find({
      collection: 'subscriptions',
      where: { isActive: { equals: true } },
      sort: 'id',
      page,
      limit: PAGE,
      depth: 0,
      select: { email: true },
      overrideAccess: true,
    });
    yield* res.docs;
    if (!res.hasNextPage) return;
  }
}

/**
 * E-mails a newly published post to every active subscriber exactly once. Each delivery is
 * recorded right after the SMTP server accepts it, so a run cut short (a crash, a restart, a
 * failed batch) resumes where it stopped: nobody twice, nobody missed.
 */
export async function sendPostNewsletter(payload: Payload, postId: number | string): Promise<{ sent: number; skipped: number }> {
  const post = await payload.findByID({ collection: 'posts', id: postId as number, depth: 0, overrideAccess: true, disableErrors: true });
  const live = post && post.status === 'PUBLISHED' && post.publishedAt && new Date(post.publishedAt).getTime() <= Date.now() + 5000;
  if (!post || !live) {
    // Unpublished before its time: a later publish queues it again.
    if (post && post.newsletterStatus !== 'sent') {
      await payload.update({ collection: 'posts', id: post.id, data: { newsletterStatus: null }, overrideAccess: true, context: { internal: true } });
    }
    return { sent: 0, skipped: 0 };
  }
  if (post.newsletterStatus === 'sent') return { sent: 0, skipped: 0 };
  const key = String(post.id);
  const done = await deliveredTo(payload, key);
  const url = `${env.siteUrl}/blog/${post.slug}/`;
  let sent = 0;
  let batch: { id: number; email: string }[] = [];
  const flush = async () => {
    const results = await Promise.allSettled(
      batch.map(async (s) => {
        await sendMail({ to: s.email, unsubscribe: unsubscribeLinks(s) }, postEmail({ title: post.title, excerpt: post.excerpt, url }, env.siteUrl, unsubscribeLinks(s).pageUrl));
        await payload.create({ collection: 'newsletter-deliveries', data: { postId: key, subscriptionId: String(s.id) }, overrideAccess: true });
      }),
    );
    sent += results.filter((r) => r.status === 'fulfilled').length;
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    batch = [];
    if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
    if (env.newsletterFailAfter && sent >= env.newsletterFailAfter) throw new Error(`NEWSLETTER_FAIL_AFTER: stopped after ${sent} e-mails`);
  };
  for await (const s of activeSubscribers(payload)) {
    if (done.has(String(s.id))) continue;
    batch.push({ id: s.id, email: s.email });
    if (batch.length >= env.newsletterBatchSize) await flush();
  }
  if (batch.length) await flush();
  await payload.update({
    collection: 'posts',
    id: post.id,
    data: { newsletterStatus: 'sent', newsletterSentAt: new Date().toISOString() },
    overrideAccess: true,
    context: { internal: true },
  });
  return { sent, skipped: done.size };
}
