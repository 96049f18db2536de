#!/usr/bin/env node
/**
 * Deploys the static site to an S3 bucket behind a CDN (CloudFront, or any S3-compatible store):
 * uploads what the site engine's manifests since the last deploy list, in parallel, with
 * Content-Type and Cache-Control by kind (plan.mjs); deletes what they removed; keeps one redirect
 * object per `_redirects` line; writes `_headers` as a CloudFront response-headers policy
 * (cdnRules.mjs); invalidates the changed paths. The first deploy (no state), a full build in
 * the run, or --full uploads every live file and deletes what else the bucket holds.
 *
 *   node scripts/deploy/s3Deploy.mjs [--full] [--dry-run] [--concurrency 16] [--report FILE]
 *
 * Env: SITE_BUCKET (required), SITE_DATA_DIR (data/site), AWS_REGION (us-east-1),
 * AWS_ENDPOINT_URL (another S3-compatible store; path-style), the AWS credentials,
 * CLOUDFRONT_DISTRIBUTION_ID (invalidate), CLOUDFRONT_RESPONSE_HEADERS_POLICY_ID (update it).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { redirectObjects, responseHeadersPolicy } from './cdnRules.mjs';
import { invalidateCloudFront, updateHeadersPolicy } from './cloudFront.mjs';
import {
  CACHE,
  RULE_FILES,
  contentType,
  invalidationPaths,
  kindOf,
  manifestsSince,
  orderUploads,
  planFromManifests,
  uploadPhase,
} from './plan.mjs';

const { values: args } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '16' },
    report: { type: 'string' },
  },
});
const siteRoot = path.resolve(process.env.SITE_DATA_DIR || 'data/site');
const bucket = process.env.SITE_BUCKET;
if (!bucket) throw new Error('set SITE_BUCKET to the bucket to deploy to');
const live = realpathSync(path.join(siteRoot, 'current'));
const stateFile = path.join(siteRoot, 'deploy', 'state.json');
const state = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : null;
const dry = args['dry-run'];
const endpoint = process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL;
const s3 = new S3Client({
  region: process.env.AWS_REGION || 'us-east-1',
  ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
});
const log = (text) => console.log(`[deploy] ${text}`);

/** Every live file (site paths), without the engine's compressed copies. */
function liveFiles(dir = live, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return liveFiles(path.join(dir, entry.name), `${rel}/`);
    return /\.(br|gz)$/.test(entry.name) ? [] : [rel];
  });
}

/** Runs `task` over `items`, `limit` at a time. */
async function pool(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// What to do: the manifests since the last deploy, or everything.
const manifests = args.full || state?.bucket !== bucket ? null : manifestsSince(path.join(siteRoot, 'manifests'), state.manifest);
const newest = readFileSync(path.join(siteRoot, 'manifests', 'latest'), 'utf8').trim();
const plan = manifests
  ? planFromManifests(manifests)
  : { upload: orderUploads(liveFiles()), remove: [], prune: true, rules: true };
if (manifests) log(`${manifests.length} update(s) since ${state.manifest}: ${manifests.map((m) => m.kind).join(', ') || 'none'}`);
else log(`full deploy (${args.full ? '--full' : state ? 'the last deployed manifest is gone' : 'first deploy'})`);
const present = new Set(liveFiles());
const upload = plan.upload.filter((file) => present.has(file));
const redirectsText = existsSync(path.join(live, '_redirects')) ? readFileSync(path.join(live, '_redirects'), 'utf8') : '';
const { redirects, gone } = redirectObjects(redirectsText);
const before = new Map(Object.entries(state?.redirects ?? {}));
// A page written at an old URL replaces its redirect object; a redirect that is new or moved is written.
const putRedirects = [...redirects].filter(([key, to]) => !present.has(key) && (plan.prune || before.get(key) !== to));
const keptRedirects = new Set([...redirects.keys()].filter((key) => !present.has(key)));
const remove = new Set(plan.remove.filter((file) => !present.has(file) && !RULE_FILES.has(file)));
for (const key of before.keys()) if (!keptRedirects.has(key) && !present.has(key)) remove.add(key);
for (const key of gone) if (!present.has(key)) remove.add(key);
if (plan.prune && !dry) {
  for (let token; ;) {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) if (!present.has(Key) && !keptRedirects.has(Key)) remove.add(Key);
    if (!page.IsTruncated) break;
    token = page.NextContinuationToken;
  }
}
for (const key of remove) if (keptRedirects.has(key)) remove.delete(key);
const removed = [...remove].sort();
/** `_headers` as a CloudFront policy; a CSP CloudFront cannot take stops the deploy only where CloudFront is used. */
function headersPolicy() {
  if (!existsSync(path.join(live, '_headers'))) return null;
  try {
    return responseHeadersPolicy(readFileSync(path.join(live, '_headers'), 'utf8'));
  } catch (error) {
    if (process.env.CLOUDFRONT_RESPONSE_HEADERS_POLICY_ID) throw error;
    log(`no response-headers policy: ${error.message}`);
    return null;
  }
}
const policy = headersPolicy();
const invalidation =
  plan.prune && state ? ['/*'] : invalidationPaths([...upload, ...removed, ...putRedirects.map(([key]) => key)]);
log(
  `${upload.length} to upload, ${putRedirects.length} redirect(s) to write, ${removed.length} to delete, ${invalidation.length} path(s) to invalidate`,
);

if (!dry) {
  const limit = Math.max(1, Number(args.concurrency) || 16);
  // Phase by phase (content-named files, search index, its entry points, pages), each in parallel.
  for (const phase of [0, 1, 2, 3])
    await pool(
      upload.filter((file) => uploadPhase(file) === phase),
      limit,
      (file) =>
        s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: file,
            Body: readFileSync(path.join(live, file)),
            ContentType: contentType(file),
            CacheControl: CACHE[kindOf(file)],
          }),
        ),
    );
  await pool(putRedirects, limit, ([key, to]) =>
    s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: '',
        ContentType: 'text/html; charset=utf-8',
        CacheControl: CACHE.document,
        WebsiteRedirectLocation: to,
      }),
    ),
  );
  // Deletions last: no page still being uploaded refers to them.
  for (let i = 0; i < removed.length; i += 1000) {
    const Objects = removed.slice(i, i + 1000).map((Key) => ({ Key }));
    const result = await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
    if (result.Errors?.length) throw new Error(`could not delete ${result.Errors.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
  }
  // Written, and sent, when a build wrote `_headers` again (new script hashes) or on a full deploy.
  if (policy && (plan.rules || plan.prune)) {
    mkdirSync(path.dirname(stateFile), { recursive: true });
    writeFileSync(path.join(path.dirname(stateFile), 'response-headers-policy.json'), `${JSON.stringify(policy, null, 2)}\n`);
    await updateHeadersPolicy(policy, log);
  }
  if (invalidation.length) await invalidateCloudFront(invalidation, newest, log);
  mkdirSync(path.dirname(stateFile), { recursive: true });
  const redirectState = Object.fromEntries([...redirects].filter(([key]) => keptRedirects.has(key)));
  writeFileSync(
    stateFile,
    `${JSON.stringify({ bucket, manifest: newest, redirects: redirectState, at: new Date().toISOString() }, null, 1)}\n`,
  );
}
if (args.report)
  writeFileSync(
    args.report,
    JSON.stringify(
      { full: !manifests, manifest: newest, upload, redirects: Object.fromEntries(putRedirects), removed, invalidation, policy },
      null,
      1,
    ),
  );
log(dry ? 'dry run: nothing sent' : `deployed ${newest}`);
