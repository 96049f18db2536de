import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload';
import type { Post } from '../../../payload-types';
import '../../../hooks/requestContext';
import { NEWSLETTER_QUEUE } from '../../../lib/queues';

/** The first time a post becomes PUBLISHED its publish e-mail is marked to be queued (once, ever). */
export const markNewsletter: CollectionBeforeChangeHook<Post> = ({ data, originalDoc, context }) => {
  if (context.seeding) return data;
  const status = data.status ?? originalDoc?.status;
  if (status === 'PUBLISHED' && !originalDoc?.newsletterStatus && !data.newsletterStatus) {
    data.newsletterStatus = 'queued';
    context.queueNewsletter = true;
  }
  return data;
};

/** Queues the publish e-mail after the post is saved, for its publish time when scheduled. */
export const queueNewsletter: CollectionAfterChangeHook<Post> = async ({ doc, context, req }) => {
  if (!context.queueNewsletter) return doc;
  context.queueNewsletter = false;
  const at = doc.publishedAt ? new Date(doc.publishedAt) : undefined;
  await req.payload.jobs.queue({
    task: 'sendPostNewsletter',
    queue: NEWSLETTER_QUEUE,
    input: { postId: String(doc.id) },
    ...(at && at.getTime() > Date.now() ? { waitUntil: new Date(at.getTime() + 1000) } : {}),
    req,
  });
  return doc;
};
