/**
 * Seeds an empty database from the command line:
 *
 *   npx payload run src/services/seed/cli.ts
 *
 * Initialising Payload runs onInit, which seeds the admin and the demo content when the
 * database is empty (SEED_ON_START permitting). This script only reports what is there.
 */
import { getPayload } from 'payload';
import config from '../../payload.config';
import { env } from '../../env';
import { seedSummary } from './summary';

const started = Date.now();
const payload = await getPayload({ config });
const seconds = ((Date.now() - started) / 1000).toFixed(1);

const { totalDocs: seededNow } = await payload.count({
  collection: 'users',
  where: { createdAt: { greater_than_equal: new Date(started).toISOString() } },
});

const summary = await seedSummary(payload);
if (seededNow > 0) console.log(`Seeded an empty database in ${seconds} s:`);
else if (!env.seedOnStart) console.log('SEED_ON_START is false: nothing was seeded. Current contents:');
else console.log('The database already has content: nothing was seeded. Current contents:');
for (const [name, count] of Object.entries(summary)) console.log(`  ${name.padEnd(22)} ${count}`);

await payload.destroy();
process.exit(0);
