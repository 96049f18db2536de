#!/usr/bin/env node
/**
 * The newsletter fan-out alone (the last part of `npm run bench`), without the site builds:
 *   node bench/newsletter.mjs [--subscribers 10000]
 * Prints { emails, seconds, emailsPerSecond, peakMB, ... }; writes no results file.
 */
import path from 'node:path';
import { ensureBuilt, freePort, step } from './lib/prepare.mjs';
import { prepareData, root } from './lib/platform.mjs';
import { measureNewsletter } from './lib/newsletter.mjs';

const at = process.argv.indexOf('--subscribers');
const subscribers = at > 0 ? Number(process.argv[at + 1]) : 10_000;
await ensureBuilt();
const port = await freePort();
const dataDir = path.join(root, 'bench', '.work', 'newsletter-only');
step(`seeding ${subscribers} subscribers`);
await prepareData(dataDir, { posts: 0, subscribers, port });
step(`newsletter fan-out to ${subscribers} subscribers`);
const { samples, ...result } = await measureNewsletter({ dataDir, port, subscribers });
console.log(result);
