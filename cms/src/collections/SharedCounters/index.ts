import type { CollectionConfig } from 'payload';
import { nobody } from '../../access';

/**
 * Counters every process on the database shares (services/rateLimit/sharedStore): the rate
 * limits' points (`key` = limiter prefix and key, `expire` in ms since the epoch) and the public
 * read cache's version (`expire` empty). Written only by atomic upserts; never through the APIs.
 */
export const SharedCounters: CollectionConfig = {
  slug: 'shared-counters',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'points', type: 'number', required: true, defaultValue: 0 },
    { name: 'expire', type: 'number', index: true },
  ],
};
