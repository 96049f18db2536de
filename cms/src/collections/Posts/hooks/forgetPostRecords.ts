import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook } from 'payload';
import type { Post } from '../../../payload-types';

/**
 * The records kept by post id go with their post, at every door (/api/v1, REST, GraphQL, the
 * /cms panel). Through the adapter's deleteMany (one statement on SQLite, one call on MongoDB):
 * neither collection has delete hooks, and a post e-mailed to 10,000 readers has 10,000
 * deliveries. Its redirects are handled by forgetRedirects; ids themselves are never reused
 * (SQLite AUTOINCREMENT, MongoDB ObjectIds).
 */

/** Its daily views, before the post: on SQLite their NOT NULL foreign key refuses the post's delete otherwise. */
export const forgetPostViews: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({ collection: 'post-views', where: { post: { equals: id } }, req });
};

/**
 * Its newsletter deliveries (plain ids, which would otherwise mark a later post with the same id
 * as already e-mailed), once the post is gone: a delete that fails keeps them.
 */
export const forgetDeliveries: CollectionAfterDeleteHook<Post> = async ({ doc, req }) => {
  await req.payload.db.deleteMany({ collection: 'newsletter-deliveries', where: { postId: { equals: String(doc.id) } }, req });
  return doc;
};
