/**
 * One full local site build through the site engine, against the CMS already serving on PORT.
 * Used by `npm run bench` to time a cold build:
 *
 *   PORT=3000 DATA_DIR=… tsx src/cli/buildSite.ts
 */
import { runInEngine, stopEngine } from '../services/site/engineProcess';

const started = Date.now();
const result = await runInEngine('cli: full build', { full: true });
stopEngine();
console.log(JSON.stringify({ ...result, seconds: (Date.now() - started) / 1000 }));
