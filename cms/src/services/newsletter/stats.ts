import type { Payload } from 'payload';
import type { NewsletterStats } from '@blog/shared';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Totals for the admin cards; "this week" is created in the last 7 days. */
export async function newsletterStats(payload: Payload, now: Date = new Date()): Promise<NewsletterStats> {
  const count = async (where: Parameters<Payload['count']>[0]['where']) =>
    (await payload.count({ collection: 'subscriptions', where, overrideAccess: true })).totalDocs;
  const [totalSubscriptions, activeSubscriptions, subscriptionsThisWeek] = await Promise.all([
    count({}),
    count({ isActive: { not_equals: false } }),
    count({ createdAt: { greater_than_equal: new Date(now.getTime() - WEEK_MS).toISOString() } }),
  ]);
  return { totalSubscriptions, activeSubscriptions, subscriptionsThisWeek };
}
