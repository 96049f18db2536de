import { daysBefore } from './clock';
import { SUBSCRIBERS } from './data/people';
import { writeOptions, type SeedRun } from './run';

/** The demo newsletter audience, subscribed over the last weeks; a few have unsubscribed. */
export async function seedSubscribers(run: SeedRun): Promise<number> {
  for (const [index, subscriber] of SUBSCRIBERS.entries()) {
    const createdAt = daysBefore(run.now, subscriber.daysAgo, 90 + index * 53);
    const unsubscribedAt =
      subscriber.unsubscribedDaysAgo === undefined ? undefined : daysBefore(run.now, subscriber.unsubscribedDaysAgo, 30);
    await run.payload.create({
      collection: 'subscriptions',
      data: {
        email: subscriber.email,
        isActive: unsubscribedAt === undefined,
        ...(subscriber.source ? { source: subscriber.source } : {}),
        ...(unsubscribedAt ? { unsubscribedAt: unsubscribedAt.toISOString() } : {}),
        createdAt: createdAt.toISOString(),
      },
      ...writeOptions(run),
    });
  }
  return SUBSCRIBERS.length;
}
