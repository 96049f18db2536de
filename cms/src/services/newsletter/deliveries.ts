import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';

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
 * Records a batch of accepted e-mails with one request: where the adapter has transactions
 * (MongoDB with a replica set) the batch commits once; elsewhere (SQLite as configured) each row
 * commits on its own, in order, through the same request.
 */
export async function recordDeliveries(payload: Payload, postId: string, subscriptionIds: string[]): Promise<void> {
  if (!subscriptionIds.length) return;
  const req = await createLocalReq({}, payload);
  const owns = await initTransaction(req);
  try {
    for (const subscriptionId of subscriptionIds) {
      await payload.create({ collection: 'newsletter-deliveries', data: { postId, subscriptionId }, req, depth: 0, overrideAccess: true });
    }
    if (owns) await commitTransaction(req);
  } catch (error) {
    if (owns) await killTransaction(req);
    throw error;
  }
}
