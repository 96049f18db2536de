import type { CollectionConfig } from 'payload';
import { isAdmin, nobody } from '../../access';

/**
 * One row per post and subscriber e-mailed: makes the publish e-mail idempotent across
 * restarts. Plain ids (not relationships): a delivery outlives a deleted subscriber.
 */
export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletter-deliveries',
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['postId', 'subscriptionId'], unique: true }],
  fields: [
    { name: 'postId', type: 'text', required: true, index: true },
    { name: 'subscriptionId', type: 'text', required: true },
  ],
};
