import type { CollectionConfig } from 'payload';
import { isAdmin, nobody } from '../../access';

/** Views per post per day, so "views this week" is real. */
export const PostViews: CollectionConfig = {
  slug: 'post-views',
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['post', 'day'], unique: true }],
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'posts', required: true, index: true },
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
};
