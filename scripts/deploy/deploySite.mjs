/**
 * One CDN deploy of the static site (the CLI is s3Deploy.mjs): uploads what the site engine's
 * manifests since the last deploy list, in parallel, with Content-Type and Cache-Control by kind
 * (plan.mjs); keeps one redirect object per `_redirects` line; writes `_headers` as a CloudFront
 * response-headers policy (cdnRules.mjs) and sends it before the pages that need it; deletes what
 * is gone, content-named files only on a later deploy (retention.mjs); invalidates the changed
 * paths. The first deploy (no state), a full build in the run, or `full` uploads every live file
 * and deletes what else the bucket holds.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { redirectObjects, responseHeadersPolicy, withPreviousHashes } from './cdnRules.mjs';
import { cloudFrontConfig } from './config.mjs';
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
import { KEEP_MINUTES, retainHashed } from './retention.mjs';

/** Every file under `dir` (site paths), without the engine's compressed copies. */
function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), `${rel}/`);
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

/** `_headers` as a CloudFront policy; a CSP CloudFront cannot take stops the deploy only where CloudFront is used. */
function headersPolicy(live, log) {
  if (!existsSync(path.join(live, '_headers'))) return null;
  try {
    return responseHeadersPolicy(readFileSync(path.join(live, '_headers'), 'utf8'));
  } catch (error) {
    if (cloudFrontConfig().headersPolicyId) throw error;
    log(`no response-headers policy: ${error.message}`);
    return null;
  }
}

async function bucketKeys(s3, bucket) {
  const keys = [];
  for (let token; ;) {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map(({ Key }) => Key));
    if (!page.IsTruncated) return keys;
    token = page.NextContinuationToken;
  }
}

/**
 * Deploys `siteRoot` (data/site) to `bucket` through `s3` (an S3Client). Options: `full`, `dryRun`,
 * `concurrency`, `keepMs` (how long unused content-named files stay), `now` (ms), `log`.
 * Returns the report.
 */
export async function deploySite({ siteRoot, bucket, s3, full = false, dryRun = false, concurrency = 16, ...options }) {
  const log = options.log ?? ((text) => console.log(`[deploy] ${text}`));
  const now = options.now ?? Date.now();
  const keepMs = options.keepMs ?? KEEP_MINUTES * 60_000;
  const live = realpathSync(path.join(siteRoot, 'current'));
  const stateFile = path.join(siteRoot, 'deploy', 'state.json');
  const state = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : null;

  // What to do: the manifests since the last deploy, or everything.
  const manifests = full || state?.bucket !== bucket ? null : manifestsSince(path.join(siteRoot, 'manifests'), state.manifest);
  const newest = readFileSync(path.join(siteRoot, 'manifests', 'latest'), 'utf8').trim();
  const present = new Set(filesUnder(live));
  const plan = manifests
    ? planFromManifests(manifests)
    : { upload: orderUploads([...present]), remove: [], prune: true, rules: true };
  if (manifests)
    log(`${manifests.length} update(s) since ${state.manifest}: ${manifests.map((m) => m.kind).join(', ') || 'none'}`);
  else log(`full deploy (${full ? '--full' : state ? 'the last deployed manifest is gone' : 'first deploy'})`);
  const upload = plan.upload.filter((file) => present.has(file));
  const redirectsText = existsSync(path.join(live, '_redirects')) ? readFileSync(path.join(live, '_redirects'), 'utf8') : '';
  const { redirects, gone } = redirectObjects(redirectsText);
  const before = new Map(Object.entries(state?.redirects ?? {}));
  // A page written at an old URL replaces its redirect object; a redirect that is new or moved is written.
  const putRedirects = [...redirects].filter(([key, to]) => !present.has(key) && (plan.prune || before.get(key) !== to));
  const keptRedirects = new Set([...redirects.keys()].filter((key) => !present.has(key)));
  const unused = new Set(plan.remove.filter((file) => !present.has(file) && !RULE_FILES.has(file)));
  for (const key of before.keys()) if (!keptRedirects.has(key) && !present.has(key)) unused.add(key);
  for (const key of gone) if (!present.has(key)) unused.add(key);
  if (plan.prune && !dryRun)
    for (const key of await bucketKeys(s3, bucket)) if (!present.has(key) && !keptRedirects.has(key)) unused.add(key);
  for (const key of keptRedirects) unused.delete(key);
  const retained = retainHashed({ removed: unused, pending: state?.pending, present, now, keepMs });
  const removed = retained.remove.filter((key) => !keptRedirects.has(key));

  const own = headersPolicy(live, log);
  // Sent when a build wrote `_headers` again (new script hashes) or on a full deploy.
  const policy = own && (plan.rules || plan.prune) ? withPreviousHashes(own, state?.csp) : null;
  const invalidation =
    plan.prune && state ? ['/*'] : invalidationPaths([...upload, ...removed, ...putRedirects.map(([key]) => key)]);
  log(
    `${upload.length} to upload, ${putRedirects.length} redirect(s) to write, ${removed.length} to delete ` +
      `(${retained.kept.length} unused content-named file(s) kept for now), ${invalidation.length} path(s) to invalidate`,
  );

  if (!dryRun) {
    const limit = Math.max(1, Number(concurrency) || 16);
    const put = (file) =>
      s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: file,
          Body: readFileSync(path.join(live, file)),
          ContentType: contentType(file),
          CacheControl: CACHE[kindOf(file)],
        }),
      );
    // Phase by phase (content-named files, search index, its entry points), each in parallel;
    // then the headers policy, then the pages that need it.
    for (const phase of [0, 1, 2])
      await pool(
        upload.filter((file) => uploadPhase(file) === phase),
        limit,
        put,
      );
    mkdirSync(path.dirname(stateFile), { recursive: true });
    if (policy) {
      writeFileSync(path.join(path.dirname(stateFile), 'response-headers-policy.json'), `${JSON.stringify(policy, null, 2)}\n`);
      await updateHeadersPolicy(policy, log);
    }
    await pool(
      upload.filter((file) => uploadPhase(file) === 3),
      limit,
      put,
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
      if (result.Errors?.length)
        throw new Error(`could not delete ${result.Errors.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
    }
    if (invalidation.length) await invalidateCloudFront(invalidation, newest, log);
    const redirectState = Object.fromEntries([...redirects].filter(([key]) => keptRedirects.has(key)));
    const csp = own?.SecurityHeadersConfig?.ContentSecurityPolicy?.ContentSecurityPolicy ?? state?.csp;
    const next = {
      bucket,
      manifest: newest,
      redirects: redirectState,
      pending: retained.pending,
      csp,
      at: new Date(now).toISOString(),
    };
    writeFileSync(stateFile, `${JSON.stringify(next, null, 1)}\n`);
  }
  log(dryRun ? 'dry run: nothing sent' : `deployed ${newest}`);
  const redirectsOut = Object.fromEntries(putRedirects);
  return {
    full: !manifests,
    manifest: newest,
    upload,
    redirects: redirectsOut,
    removed,
    kept: retained.kept,
    invalidation,
    policy,
  };
}
