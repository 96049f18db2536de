import type { Payload } from 'payload';
import { env } from '../../env';
import { seedDemoContent } from './demoContent';

/**
 * First start on an empty database: the admin from ADMIN_EMAIL / ADMIN_PASSWORD, then the
 * demo content. Runs once per process, when Payload initialises.
 */
export async function onInit(payload: Payload): Promise<void> {
  if (!env.seedOnStart) return;
  const { totalDocs: users } = await payload.count({ collection: 'users' });
  if (users > 0) return;
  payload.logger.info('[seed] empty database: creating the admin and the demo content');
  const admin = await payload.create({
    collection: 'users',
    data: {
      email: env.adminEmail,
      password: env.adminPassword,
      name: 'Admin User',
      role: 'ADMIN',
    },
  });
  await seedDemoContent(payload, admin.id);
  payload.logger.info('[seed] done');
}
