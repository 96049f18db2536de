import type { CollectionAfterDeleteHook } from 'payload';
import type { Post } from '../../../payload-types';

/**
 * The records kept by post id go with their post: its newsletter deliveries (plain ids, which
 * would otherwise mark a later post with the same id as already e-mailed) and its daily views.
 * Through the adapter's deleteMany (one statement on SQLite, one call on MongoDB): neither
 * collection has delete hooks, and a post e-mailed to 10,000 readers has 10,000 deliveries.
 * Its redirects are handled by forgetRedirects; ids themselves are never reused (SQLite
 * AUTOINCREMENT, MongoDB ObjectIds).
 */
export const forgetPostRecords: CollectionAfterDeleteHook<Post> = async ({ doc, req }) => {
  const { db } = req.payload;
  await db.deleteMany({ collection: 'newsletter-deliveries', where: { postId: { equals: String(doc.id) } }, req });
  await db.deleteMany({ collection: 'post-views', where: { post: { equals: doc.id } }, req });
  return doc;
};
