import type { CollectionConfig } from 'payload';
import { isAdmin, nobody } from '../../access';

/** One row per site build (or webhook call): what the dashboard and site-status report. */
export const SiteBuilds: CollectionConfig = {
  slug: 'site-builds',
  labels: { singular: { en: 'Site build', tr: 'Site derlemesi' }, plural: { en: 'Site builds', tr: 'Site derlemeleri' } },
  admin: { useAsTitle: 'status', defaultColumns: ['status', 'mode', 'startedAt', 'durationMs'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-startedAt',
  fields: [
    { name: 'status', type: 'select', required: true, options: ['running', 'success', 'failed'], index: true },
    { name: 'mode', type: 'select', required: true, options: ['local', 'webhook'] },
    { name: 'reason', type: 'text', maxLength: 200 },
    { name: 'startedAt', type: 'date', required: true, index: true },
    { name: 'finishedAt', type: 'date' },
    { name: 'durationMs', type: 'number' },
    { name: 'pages', type: 'number' },
    // From the update's start: until the changed post's own pages were live, and until every page
    // it touched was written (and search answered right); the rest is the search shards' rebuild.
    { name: 'servedMs', type: 'number' },
    { name: 'pagesMs', type: 'number' },
    { name: 'error', type: 'textarea' },
  ],
};
