#!/usr/bin/env node
/**
 * Deploys the static site to an S3 bucket behind a CDN (CloudFront, or any S3-compatible store):
 * the CLI of deploySite.mjs (what a deploy does, in order).
 *
 *   npm run deploy:cdn -- [--full] [--dry-run] [--concurrency 16] [--keep-minutes 60] [--report FILE]
 *
 * --keep-minutes: how long a content-named file (`_astro/…`, Pagefind's) no page uses any more
 * stays in the bucket; it is deleted by the first deploy after that (retention.mjs).
 * Env (read in config.mjs): SITE_BUCKET (required), SITE_DATA_DIR (data/site), AWS_REGION (us-east-1),
 * AWS_ENDPOINT_URL (another S3-compatible store; path-style), the AWS credentials,
 * CLOUDFRONT_DISTRIBUTION_ID (invalidate), CLOUDFRONT_RESPONSE_HEADERS_POLICY_ID (update it).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { S3Client } from '@aws-sdk/client-s3';
import { deployConfig } from './config.mjs';
import { deploySite } from './deploySite.mjs';
import { KEEP_MINUTES } from './retention.mjs';

const { values: args } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '16' },
    'keep-minutes': { type: 'string', default: String(KEEP_MINUTES) },
    report: { type: 'string' },
  },
});
const { bucket, region, endpoint, siteRoot } = deployConfig();
if (!bucket) {
  console.error('[deploy] set SITE_BUCKET to the bucket to deploy to');
  process.exit(2);
}
const keepMinutes = Number(args['keep-minutes']);
if (!Number.isFinite(keepMinutes) || keepMinutes < 0) {
  console.error('[deploy] --keep-minutes takes a number of minutes (0 or more)');
  process.exit(2);
}
const s3 = new S3Client({
  region,
  ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
});
const report = await deploySite({
  siteRoot,
  bucket,
  s3,
  full: args.full,
  dryRun: args['dry-run'],
  concurrency: Number(args.concurrency),
  keepMs: keepMinutes * 60_000,
});
if (args.report) writeFileSync(args.report, JSON.stringify(report, null, 1));
