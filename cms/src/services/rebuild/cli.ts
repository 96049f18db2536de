/**
 * One local site build (Astro, Pagefind, precompression, swap), as the rebuild job runs it,
 * against the CMS already serving on PORT. Used by `npm run bench` to time a cold build:
 *
 *   PORT=3000 DATA_DIR=… tsx src/services/rebuild/cli.ts
 */
import { buildLocally } from './buildLocally';

const started = Date.now();
const result = await buildLocally();
console.log(JSON.stringify({ ...result, seconds: (Date.now() - started) / 1000 }));
