/**
 * One full local site build through the site engine, against the CMS already serving on PORT.
 * Used by `npm run bench` to time a cold build:
 *
 *   PORT=3000 DATA_DIR=… tsx src/services/rebuild/cli.ts
 */
import { buildLocally } from './buildLocally';
import { stopSiteEngine } from './siteEngine';

const started = Date.now();
const result = await buildLocally('cli: full build', { full: true });
stopSiteEngine();
console.log(JSON.stringify({ ...result, seconds: (Date.now() - started) / 1000 }));
