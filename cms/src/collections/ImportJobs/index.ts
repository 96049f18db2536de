import type { CollectionConfig } from 'payload';
import { isAdmin, nobody } from '../../access';

/**
 * The admin's imports (services/transfer/jobs.ts), one row each, the same for every process on
 * the database: the screen's progress poll may reach any worker. `slot` is RUNNING_SLOT (lib/importSlot) while the
 * import runs and `job-<id>` once it ended, so its unique index admits one running import in all
 * (a second claim is refused by the database, not by a process's memory). `heartbeatAt` is
 * written by the running process every few seconds: one that died leaves it to go stale.
 * Written only by server code; an admin may read it, no one else.
 */
export const ImportJobs: CollectionConfig = {
  slug: 'import-jobs',
  labels: { singular: { en: 'Import', tr: 'İçe aktarma' }, plural: { en: 'Imports', tr: 'İçe aktarmalar' } },
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-startedAt',
  fields: [
    { name: 'slot', type: 'text', required: true, unique: true, index: true },
    { name: 'state', type: 'select', required: true, options: ['running', 'done', 'failed'], index: true },
    { name: 'phase', type: 'select', required: true, options: ['reading', 'writing'] },
    { name: 'done', type: 'number', required: true, defaultValue: 0 },
    { name: 'total', type: 'number', required: true, defaultValue: 0 },
    { name: 'startedAt', type: 'date', required: true, index: true },
    { name: 'heartbeatAt', type: 'date', required: true },
    /** The process running it (host:pid): a restarted worker fails its predecessor's import at once. */
    { name: 'instance', type: 'text', index: true },
    { name: 'report', type: 'json' },
    { name: 'error', type: 'textarea' },
  ],
};
