import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { env } from '../../env';
import { insertDeliveries } from '../../db';
import { sendMail } from '../mail';
import { postEmail } from '../mail/templates/postEmail';
import { unsubscribeLinks } from './unsubscribeLinks';

/**
 * Who a post's newsletter goes to and what was delivered: active subscribers in pages, the
 * `newsletter-deliveries` rows (one per post and subscriber e-mailed, the memory that makes the
 * publish e-mail exactly-once across crashes and retries), and the e-mail to one subscriber.
 */

/** What a newsletter e-mail needs of a subscriber. */
export interface Recipient {
  id: number | string;
  email: string;
}

const PAGE = 500;

/**
 * Active subscribers in pages of 500, in id order. Keyset paging (id > the last one seen)
 * rather than page numbers: a subscriber who leaves mid-run does not shift the pages (which
 * would skip someone), no page costs a count query or a growing OFFSET, and only one page is
 * held in memory at a time.
 */
export async function* activeSubscriberPages(payload: Payload): AsyncGenerator<Recipient[]> {
  let after: number | string | undefined;
  for (;;) {
    const { docs } = await payload.find({
      collection: 'subscriptions',
      where: { and: [{ isActive: { equals: true } }, ...(after === undefined ? [] : [{ id: { greater_than: after } }])] },
      sort: 'id',
      limit: PAGE,
      pagination: false,
      depth: 0,
      select: { email: true },
    });
    if (docs.length) yield docs.map((d) => ({ id: d.id, email: d.email }));
    if (docs.length < PAGE) return;
    after = docs[docs.length - 1]!.id;
  }
}

/** Which of these subscribers already have the post (one indexed query per page of subscribers). */
export async function deliveredAmong(payload: Payload, postId: string, subscriptionIds: string[]): Promise<Set<string>> {
  if (!subscriptionIds.length) return new Set();
  const { docs } = await payload.find({
    collection: 'newsletter-deliveries',
    where: { and: [{ postId: { equals: postId } }, { subscriptionId: { in: subscriptionIds } }] },
    limit: subscriptionIds.length,
    pagination: false,
    depth: 0,
    select: { subscriptionId: true },
  });
  return new Set(docs.map((d) => d.subscriptionId));
}

/**
 * Records a batch of accepted e-mails at once: one multi-row INSERT on SQLite/PostgreSQL (db/); on
 * other adapters (MongoDB) one Local API create per row, all in one transaction where the
 * adapter has them (a replica set), so the batch still commits once.
 */
export async function recordDeliveries(payload: Payload, postId: string, subscriptionIds: string[]): Promise<void> {
  if (!subscriptionIds.length) return;
  if (await insertDeliveries(payload, postId, subscriptionIds)) return;
  const req = await createLocalReq({}, payload);
  const owns = await initTransaction(req);
  try {
    for (const subscriptionId of subscriptionIds) {
      await payload.create({
        collection: 'newsletter-deliveries',
        data: { postId, subscriptionId },
        req,
        depth: 0,
      });
    }
    if (owns) await commitTransaction(req);
  } catch (error) {
    if (owns) await killTransaction(req);
    throw error;
  }
}

/** What the publish e-mail shows of a post. */
export interface PostSummary {
  title: string;
  excerpt?: string | null;
  url: string;
}

/** The publish e-mail to one subscriber, with their own signed unsubscribe links. */
export async function sendPostEmail(post: PostSummary, to: Recipient): Promise<void> {
  const links = unsubscribeLinks(to);
  await sendMail({ to: to.email, unsubscribe: links }, postEmail(post, env.siteUrl, links.pageUrl));
}

/**
 * The wait before the next attempt while the SMTP server is unreachable: doubling from
 * NEWSLETTER_RETRY_BASE_MS up to NEWSLETTER_RETRY_MAX_MS, then that often for as long as it
 * takes. `attempt` counts the failed attempts in a row, from 0.
 */
export function retryDelay(attempt: number): number {
  return Math.min(env.newsletterRetryMaxMs, env.newsletterRetryBaseMs * 2 ** Math.min(attempt, 30));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
