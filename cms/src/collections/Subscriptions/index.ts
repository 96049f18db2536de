import type { CollectionConfig } from 'payload';
import { isAdmin } from '../../access/isAdmin';

export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  labels: { singular: { en: 'Subscriber', tr: 'Abone' }, plural: { en: 'Subscribers', tr: 'Aboneler' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'isActive', 'source', 'createdAt'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    { name: 'source', type: 'text', maxLength: 50 },
    { name: 'unsubscribedAt', type: 'date' },
  ],
};
