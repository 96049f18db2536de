/**
 * The CDN deploy's order (scripts/deploy/deploySite.mjs) across two builds of a small site: the
 * uploads against a local S3 server (s3rver) with the real AWS SDK, the CloudFront calls recorded
 * (aws-sdk-client-mock). A deploy never deletes the content-named files (`_astro/…`, Pagefind
 * fragments) the pages it replaces use: they stay for at least one more deploy and the stated
 * time. The headers policy with the new script hashes (and, for one deploy, the old ones) is sent
 * after the new assets and before the new pages.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CloudFrontClient,
  CreateInvalidationCommand,
  GetResponseHeadersPolicyConfigCommand,
  UpdateResponseHeadersPolicyCommand,
} from '@aws-sdk/client-cloudfront';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deploySite } from '../../../scripts/deploy/deploySite.mjs';
import { freePort } from '../helpers/spawnServer';

const dir = mkdtempSync(path.join(tmpdir(), 'blog-cdn-order-'));
const siteRoot = path.join(dir, 'site');
const bucket = 'site';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rver;
let s3: S3Client;
const cloudFront = mockClient(CloudFrontClient);
const T0 = Date.parse('2026-11-29T08:00:00Z');
const minutes = (n: number) => T0 + n * 60_000;

const OLD_ASSET = '_astro/app.1111aaaa.js';
const NEW_ASSET = '_astro/app.2222bbbb.js';
const OLD_FRAGMENT = 'pagefind/fragment/en_1111aaa.pf_fragment';
const NEW_FRAGMENT = 'pagefind/fragment/en_2222bbb.pf_fragment';
const csp = (hash: string) => `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' '${hash}'; object-src 'none'`;

/** Writes build `name` (files: site path → text), points `current` at it and adds its manifest. */
function writeBuild(name: string, files: Record<string, string>, manifest: object) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteRoot, 'builds', name, file)), { recursive: true });
    writeFileSync(path.join(siteRoot, 'builds', name, file), text);
  }
  rmSync(path.join(siteRoot, 'current'), { force: true });
  symlinkSync(path.join(siteRoot, 'builds', name), path.join(siteRoot, 'current'));
  mkdirSync(path.join(siteRoot, 'manifests'), { recursive: true });
  writeFileSync(path.join(siteRoot, 'manifests', `${name}.json`), JSON.stringify(manifest));
  writeFileSync(path.join(siteRoot, 'manifests', 'latest'), `${name}.json`);
}
const page = (asset: string) => `<!doctype html><script type="module" src="/${asset}"></script><p>${asset}</p>`;

const deploy = (now: number, keepMs?: number) => deploySite({ siteRoot, bucket, s3, concurrency: 4, now, keepMs, log: () => {} });
const text = async (Key: string) => (await s3.send(new GetObjectCommand({ Bucket: bucket, Key }))).Body!.transformToString();
const inBucket = (Key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: bucket, Key })).then(
    () => true,
    () => false,
  );
async function keys(): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}

beforeAll(async () => {
  const port = await freePort();
  server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: path.join(dir, 's3'),
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  s3 = new S3Client({ region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials });
  vi.stubEnv('CLOUDFRONT_DISTRIBUTION_ID', 'E2TEST');
  vi.stubEnv('CLOUDFRONT_RESPONSE_HEADERS_POLICY_ID', 'policy-1');
  cloudFront.on(GetResponseHeadersPolicyConfigCommand).resolves({ ETag: 'etag-1' });
  cloudFront
    .on(CreateInvalidationCommand)
    .resolves({ Invalidation: { Id: 'I1', Status: 'InProgress', CreateTime: new Date(), InvalidationBatch: undefined } });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  cloudFront.restore();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('CDN deploy: hashed files outlive the pages that used them; the headers policy precedes the pages', () => {
  it('keeps the old build’s assets for a later deploy and the stated time, and sends the new script hashes before the new page', async () => {
    const first = {
      'index.html': page(OLD_ASSET),
      [OLD_ASSET]: 'console.log(1)',
      [OLD_FRAGMENT]: 'old fragment',
      'pagefind/pagefind-entry.json': '{"v":1}',
      _headers: `/*\n  Content-Security-Policy: ${csp('sha256-OLD=')}\n  X-Content-Type-Options: nosniff\n`,
    };
    writeBuild('0001-full', first, { kind: 'full', added: Object.keys(first), changed: [], removed: [] });
    await deploy(minutes(0));
    expect(await keys()).toEqual(['index.html', 'pagefind/pagefind-entry.json', OLD_ASSET, OLD_FRAGMENT].sort());

    // The next build: new asset and fragment names, a new inline script hash.
    const second = {
      'index.html': page(NEW_ASSET),
      [NEW_ASSET]: 'console.log(2)',
      [NEW_FRAGMENT]: 'new fragment',
      'pagefind/pagefind-entry.json': '{"v":2}',
      _headers: `/*\n  Content-Security-Policy: ${csp('sha256-NEW=')}\n  X-Content-Type-Options: nosniff\n`,
    };
    unlinkSync(path.join(siteRoot, 'current'));
    writeBuild('0002-incremental', second, {
      kind: 'incremental',
      added: [NEW_ASSET, NEW_FRAGMENT],
      changed: ['index.html', 'pagefind/pagefind-entry.json', '_headers'],
      removed: [OLD_ASSET, OLD_FRAGMENT],
    });
    cloudFront.resetHistory();
    // What the bucket holds at the moment the policy is sent.
    const atPolicy: { newAsset: boolean; page: string }[] = [];
    cloudFront.on(UpdateResponseHeadersPolicyCommand).callsFake(async () => {
      atPolicy.push({ newAsset: await inBucket(NEW_ASSET), page: await text('index.html') });
      return { ETag: 'etag-2' };
    });
    // No waiting time at all: still never in the run that stops using them.
    const switched = await deploy(minutes(1), 0);
    expect(switched.removed).toEqual([]);
    expect(switched.kept).toEqual([OLD_ASSET, OLD_FRAGMENT].sort());
    expect(await inBucket(OLD_ASSET)).toBe(true);
    expect(await inBucket(OLD_FRAGMENT)).toBe(true);
    expect(await text('index.html')).toContain(NEW_ASSET);

    const calls = cloudFront.calls().map((call) => call.args[0].constructor.name);
    expect(calls).toEqual([
      'GetResponseHeadersPolicyConfigCommand',
      'UpdateResponseHeadersPolicyCommand',
      'CreateInvalidationCommand',
    ]);
    expect(atPolicy).toEqual([{ newAsset: true, page: page(OLD_ASSET) }]);
    const update = cloudFront.commandCalls(UpdateResponseHeadersPolicyCommand)[0]!.args[0].input;
    expect(update.IfMatch).toBe('etag-1');
    // Old pages cached at the edges keep their inline scripts' hash for this deploy.
    const sent = update.ResponseHeadersPolicyConfig!.SecurityHeadersConfig!.ContentSecurityPolicy!.ContentSecurityPolicy;
    expect(sent).toContain("'sha256-NEW='");
    expect(sent).toContain("'sha256-OLD='");
    const paths = cloudFront.commandCalls(CreateInvalidationCommand)[0]!.args[0].input.InvalidationBatch!.Paths!.Items;
    expect(paths).toEqual(['/', '/index.html', '/pagefind/pagefind-entry.json']);

    // Half an hour later, with the default hour: still there.
    const later = await deploy(minutes(31));
    expect(later.removed).toEqual([]);
    expect(await inBucket(OLD_ASSET)).toBe(true);

    // Past the hour: the next deploy deletes them, and nothing else.
    const past = await deploy(minutes(62));
    expect(past.removed).toEqual([OLD_ASSET, OLD_FRAGMENT].sort());
    expect(past.kept).toEqual([]);
    expect(await keys()).toEqual(['index.html', 'pagefind/pagefind-entry.json', NEW_ASSET, NEW_FRAGMENT].sort());
  });
});
