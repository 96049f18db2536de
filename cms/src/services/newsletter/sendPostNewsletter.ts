import type { Payload } from 'payload';
import { isLivePost } from '@blog/shared';
import type { Post } from '../../payload-types';
import { env } from '../../env';
import {
  activeSubscriberPages,
  deliveredAmong,
  recordDeliveries,
  retryDelay,
  sendPostEmail,
  sleep,
  type PostSummary,
  type Recipient,
} from './deliveries';
import { sendWindow } from './sendWindow';
import { testSwitches } from '../testSwitches';

/** Published, and due (a scheduled post waits for its time). */
/** Live, with a few seconds' slack: the job waits until the publish date on another process's clock. */
const isLive = (post: Post) => isLivePost(post, Date.now() + 5000);

const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));

interface Tally {
  sent: number;
  refused: unknown[];
}

/**
 * Sends one page of recipients through the window (each delivery recorded as the server accepts
 * it). While the SMTP server is out of reach it waits, with a capped exponential backoff, and
 * sends what is left once it is back; it never gives up on an outage (a restart resumes too).
 */
async function sendPage(
  payload: Payload,
  postId: string,
  post: PostSummary,
  recipients: Recipient[],
  tally: Tally,
): Promise<void> {
  let todo = recipients;
  let attempt = 0;
  while (todo.length) {
    const round = await sendWindow(todo, {
      window: env.newsletterInFlight,
      send: (s) => sendPostEmail(post, s),
      record: (done) =>
        recordDeliveries(
          payload,
          postId,
          done.map((s) => String(s.id)),
        ),
      stopWhen: (sentNow) => !!testSwitches.newsletterFailAfter && tally.sent + sentNow >= testSwitches.newsletterFailAfter,
    });
    tally.sent += round.sent;
    tally.refused.push(...round.refused.map((r) => r.error));
    if (testSwitches.newsletterFailAfter && tally.sent >= testSwitches.newsletterFailAfter) {
      throw new Error(`NEWSLETTER_FAIL_AFTER: stopped after ${tally.sent} e-mails`);
    }
    if (round.serverError === undefined) return;
    if (round.sent) attempt = 0; // it got some through: the server is back, or flapping
    const wait = retryDelay(attempt++);
    payload.logger.warn(
      `[newsletter] post ${postId}: SMTP server unreachable (${asError(round.serverError).message}); ${tally.sent} sent so far, trying again in ${Math.round(wait / 1000)} s`,
    );
    await sleep(wait);
    todo = round.unsent;
  }
}

type NewsletterMark = Pick<Post, 'newsletterStatus'> & Partial<Pick<Post, 'newsletterSentAt'>>;

/**
 * The newsletter's bookkeeping on the post, beside Payload's update operation: that operation
 * always moves updatedAt (the public dateModified, and the mark by which the site engine sees a
 * post changed) and runs the post hooks, so marking a post mailed re-rendered it and every list
 * showing it a moment after its publish (at 100,000 posts a second update of ~45 s). The post's
 * versions get the mark too: an editor's next save, or a restore, starts from one of them.
 */
async function recordNewsletterStatus(payload: Payload, id: number, mark: NewsletterMark): Promise<void> {
  // updatedAt null: both adapters then leave it as it is (Payload's own convention for sessions).
  const keepTime = { updatedAt: null };
  await payload.db.updateOne({ collection: 'posts', id, data: { ...mark, ...keepTime } });
  const { docs } = await payload.db.findVersions<Post>({
    collection: 'posts',
    where: { parent: { equals: id } },
    pagination: false,
    limit: 0,
  });
  for (const { id: versionId, ...row } of docs) {
    if (row.version.newsletterStatus === mark.newsletterStatus) continue;
    await payload.db.updateVersion<Post>({
      collection: 'posts',
      id: versionId,
      versionData: { ...row, ...keepTime, version: { ...row.version, ...mark, ...keepTime } } as unknown as typeof row,
    });
  }
}

/**
 * E-mails a newly published post to every active subscriber exactly once. Each delivery is
 * recorded as soon as the SMTP server has accepted it, and at most NEWSLETTER_IN_FLIGHT e-mails
 * are ever sent and not yet recorded, so a run cut short (a crash, a restart) resumes where it
 * stopped: nobody missed, and nobody twice but for those few. An unreachable server is waited
 * for (see sendPage). An address the server refuses does not hold up the others: the run goes
 * on, then fails so the job's retry sends only what is missing. Subscribers are read a page at
 * a time and checked against the deliveries of that page only, so memory stays flat however
 * long the list is.
 */
export async function sendPostNewsletter(payload: Payload, postId: number | string): Promise<{ sent: number; skipped: number }> {
  const post = await payload.findByID({
    collection: 'posts',
    id: postId as number,
    depth: 0,
    disableErrors: true,
  });
  if (!post || !isLive(post)) {
    // Unpublished before its time: a later publish queues it again.
    if (post && post.newsletterStatus !== 'sent') {
      await recordNewsletterStatus(payload, post.id, { newsletterStatus: null });
    }
    return { sent: 0, skipped: 0 };
  }
  if (post.newsletterStatus === 'sent') return { sent: 0, skipped: 0 };
  const key = String(post.id);
  const summary: PostSummary = { title: post.title, excerpt: post.excerpt, url: `${env.siteUrl}/blog/${post.slug}/` };
  const tally: Tally = { sent: 0, refused: [] };
  let skipped = 0;
  for await (const page of activeSubscriberPages(payload)) {
    const done = await deliveredAmong(
      payload,
      key,
      page.map((s) => String(s.id)),
    );
    skipped += done.size;
    await sendPage(
      payload,
      key,
      summary,
      page.filter((s) => !done.has(String(s.id))),
      tally,
    );
  }
  // Some addresses were refused: everyone else has it; the job's retry sends only to those (the
  // post stays unsent until then).
  const [firstError] = tally.refused;
  if (tally.refused.length) {
    throw new Error(`${tally.refused.length} e-mail(s) not accepted, to be retried: ${asError(firstError).message}`, {
      cause: firstError,
    });
  }
  await recordNewsletterStatus(payload, post.id, { newsletterStatus: 'sent', newsletterSentAt: new Date().toISOString() });
  return { sent: tally.sent, skipped };
}
