/**
 * Seeds an empty database from the command line (npm run seed):
 *
 * Initialising Payload runs onInit, which migrates the database and seeds the admin and the demo
 * content when it is empty (SEED_ON_START permitting). This script only reports what is there.
 */
import { startPayload } from './startPayload';

const started = Date.now();
const payload = await startPayload();
const { env } = await import('../env');
const { seedSummary } = await import('../services/seed/summary');
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
