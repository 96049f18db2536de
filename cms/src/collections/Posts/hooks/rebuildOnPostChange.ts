import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import type { Post } from '../../../payload-types';
import '../../../hooks/requestContext';
import { queueSiteUpdate } from '../../../services/site/siteUpdate';

const isLive = (doc: Post | undefined) => doc?.status === 'PUBLISHED';

/**
 * A post that is, or was, PUBLISHED changed: the public site must follow. A scheduled post also
 * gets a rebuild at its publish time. View counting (context.viewOnly) is not a change; the
 * newsletter's bookkeeping is written past the hooks (sendPostNewsletter's recordNewsletterStatus).
 */
export const rebuildOnPostChange: CollectionAfterChangeHook<Post> = async ({ doc, previousDoc, context, req, operation }) => {
  if (context.seeding || context.viewOnly) return doc;
  if (!isLive(doc) && !(operation === 'update' && isLive(previousDoc))) return doc;
  await queueSiteUpdate(req.payload, `post ${doc.id} ${operation}`, { req });
  const at = doc.publishedAt ? new Date(doc.publishedAt) : undefined;
  if (isLive(doc) && at && at.getTime() > Date.now()) await queueSiteUpdate(req.payload, `post ${doc.id} goes live`, { at, req });
  return doc;
};

export const rebuildAfterDelete: CollectionAfterDeleteHook<Post> = async ({ doc, context, req }) => {
  if (context.seeding || !isLive(doc)) return doc;
  await queueSiteUpdate(req.payload, `post ${doc.id} deleted`, { req });
  return doc;
};
