import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { bulkInsertDeliveries } from './bulkInsertDeliveries';

/**
 * The `newsletter-deliveries` rows: one per post and subscriber e-mailed, the memory that makes
 * the publish e-mail exactly-once across crashes and retries.
 */

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
    overrideAccess: true,
  });
  return new Set(docs.map((d) => d.subscriptionId));
}

/**
 * Records a batch of accepted e-mails at once: one multi-row INSERT on SQLite/Postgres; on
 * other adapters (MongoDB) one Local API create per row, all in one transaction where the
 * adapter has them (a replica set), so the batch still commits once.
 */
export async function recordDeliveries(payload: Payload, postId: string, subscriptionIds: string[]): Promise<void> {
  if (!subscriptionIds.length) return;
  if (await bulkInsertDeliveries(payload, postId, subscriptionIds)) return;
  const req = await createLocalReq({}, payload);
  const owns = await initTransaction(req);
  try {
    for (const subscriptionId of subscriptionIds) {
      await payload.create({
        collection: 'newsletter-deliveries',
        data: { postId, subscriptionId },
        req,
        depth: 0,
        overrideAccess: true,
      });
    }
    if (owns) await commitTransaction(req);
  } catch (error) {
    if (owns) await killTransaction(req);
    throw error;
  }
}
