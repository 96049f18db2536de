import type { CollectionConfig } from 'payload';
import { isAdmin, nobody } from '../../access';

export const SearchLogs: CollectionConfig = {
  slug: 'search-logs',
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'query', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'resultCount', type: 'number', required: true, min: 0 },
  ],
};
