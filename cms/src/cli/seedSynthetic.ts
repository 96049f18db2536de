/**
 * Grows the database in DATA_DIR to benchmark size (used by `npm run bench`):
 *
 *   tsx src/cli/seedSynthetic.ts --posts 1000 --subscribers 10000 [--local-api] [--now MS]
 *
 * Posts go in through the bulk path on SQLite (bulkPosts.ts); --local-api writes each through
 * Payload instead, and --now fixes the clock the dates count back from (the equivalence test).
 * Payload initialises first, so an empty database gets the admin and the demo content as usual.
 */
import { getPayload } from 'payload';
import config from '../payload.config';
import { seedSynthetic } from '../services/seed/synthetic/seedSynthetic';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : 0;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};

const started = Date.now();
const payload = await getPayload({ config });
const added = await seedSynthetic(payload, {
  posts: arg('posts'),
  subscribers: arg('subscribers'),
  localApi: process.argv.includes('--local-api'),
  now: arg('now') || undefined,
});
console.log(JSON.stringify({ ...added, seconds: (Date.now() - started) / 1000 }));
await payload.destroy();
process.exit(0);
