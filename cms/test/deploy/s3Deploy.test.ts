/**
 * The CDN deploy (scripts/deploy/s3Deploy.mjs) against a local S3 server (s3rver) with the real
 * AWS SDK, fed by a real platform's site updates: the first deploy uploads the whole site, then a
 * publish, an edit, a slug change and an unpublish each upload only what their manifest lists,
 * with Content-Type and Cache-Control by kind, write redirect objects, delete what was removed
 * and name the paths to invalidate.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3, type S3Server } from '../helpers/s3Server';
import { sitePlatform } from '../helpers/siteCalls';

vi.setConfig({ testTimeout: 240_000 });

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const { session, call, rest, change, publish } = sitePlatform({ calls: '10.88.1.1', signIn: '10.88.1.2' });
const bucket = 'site';
let s3server: S3Server;
let s3: S3Client;
let reportFile = '';

beforeAll(async () => {
  s3server = await startS3([bucket]);
  s3 = s3server.client;
  reportFile = path.join(s3server.dir, 'report.json');
});
afterAll(async () => {
  await s3server?.stop();
});

interface Report {
  full: boolean;
  upload: string[];
  redirects: Record<string, string>;
  removed: string[];
  kept: string[];
  invalidation: string[];
  policy: any;
}

/** Runs the deploy as the workflow does, and returns its report. */
async function deploy(): Promise<Report> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/deploy/s3Deploy.mjs'), '--report', reportFile], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SITE_DATA_DIR: path.join(session.server.dataDir, 'site'),
      SITE_BUCKET: bucket,
      ...s3server.env,
      CLOUDFRONT_DISTRIBUTION_ID: '',
      CLOUDFRONT_RESPONSE_HEADERS_POLICY_ID: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  expect(code, output).toBe(0);
  return JSON.parse(readFileSync(reportFile, 'utf8'));
}

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (let token: string | undefined; ;) {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    if (!page.IsTruncated) return keys.sort();
    token = page.NextContinuationToken;
  }
}
const head = (Key: string) => s3.send(new HeadObjectCommand({ Bucket: bucket, Key }));
const text = async (Key: string) => (await s3.send(new GetObjectCommand({ Bucket: bucket, Key }))).Body!.transformToString();
const missing = (Key: string) =>
  head(Key).then(
    () => false,
    (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode === 404,
  );

function liveFiles(dir = realpathSync(path.join(session.server.dataDir, 'site', 'current')), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? liveFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=60, must-revalidate';

describe('CDN deploy to an S3 bucket', () => {
  const word = `cdn${Date.now().toString(36)}`;

  it('the first deploy uploads the live site with headers by kind and turns _headers into a response-headers policy', async () => {
    const report = await deploy();
    expect(report.full).toBe(true);
    const expected = liveFiles()
      .filter((f) => !/\.(br|gz)$/.test(f) && f !== '_headers' && f !== '_redirects')
      .sort();
    expect(await bucketKeys()).toEqual(expected);

    const page = await head('index.html');
    expect(page.ContentType).toBe('text/html; charset=utf-8');
    expect(page.CacheControl).toBe(SHORT);
    const asset = expected.find((f) => f.startsWith('_astro/') && f.endsWith('.css'))!;
    expect((await head(asset)).CacheControl).toBe(IMMUTABLE);
    expect((await head(asset)).ContentType).toBe('text/css; charset=utf-8');
    const fragment = expected.find((f) => f.endsWith('.pf_fragment'))!;
    expect((await head(fragment)).CacheControl).toBe(IMMUTABLE);
    const entry = expected.find((f) => f.endsWith('pagefind-entry.json'))!;
    expect((await head(entry)).CacheControl).toBe(SHORT);
    expect((await head('rss.xml')).CacheControl).toBe(SHORT);

    const security = report.policy.SecurityHeadersConfig;
    expect(security.ContentSecurityPolicy.ContentSecurityPolicy).toMatch(
      /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+/,
    );
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: 'SAMEORIGIN', Override: true });
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');

    // Nothing changed since: nothing to send.
    const again = await deploy();
    expect(again.full).toBe(false);
    expect(again.upload).toEqual([]);
    expect(again.removed).toEqual([]);
  });

  it('a publish, an edit, a slug change and an unpublish upload only their changes, redirect the old URL and delete the removed page', async () => {
    const total = (await bucketKeys()).length;

    const post = await change(() => publish(`Shipped ${word}`));
    const key = `blog/${post.slug}/index.html`;
    const published = await deploy();
    expect(published.full).toBe(false);
    expect(published.upload).toContain(key);
    expect(published.upload).toContain('index.html');
    expect(published.upload.length).toBeLessThan(total / 2);
    // Content-named files go first, the pages last.
    const firstPage = published.upload.findIndex((f) => f.endsWith('.html'));
    expect(published.upload.slice(firstPage).every((f) => !f.startsWith('_astro/') && !f.startsWith('pagefind/'))).toBe(true);
    expect(published.invalidation).toContain(`/blog/${post.slug}/`);
    expect(published.invalidation).toContain('/');
    expect(published.invalidation.some((p) => p.startsWith('/_astro/') || p.endsWith('.pf_fragment'))).toBe(false);
    expect(await text(key)).toContain(`Shipped ${word}`);
    expect((await head(key)).CacheControl).toBe(SHORT);

    const edited = await change(() =>
      call('PUT', `blogs/admin/blogs/${post.id}`, { content: `# Shipped\n\nNow with ${word}edit.` }),
    );
    expect(edited.status).toBe(200);
    const editReport = await deploy();
    expect(editReport.upload).toContain(key);
    expect(editReport.removed).toEqual([]);
    expect(await text(key)).toContain(`${word}edit`);

    const moved = `moved-${word}`;
    await change(() => rest('PATCH', `posts/${post.id}`, { slug: moved }));
    const renamed = await deploy();
    expect(renamed.upload).toContain(`blog/${moved}/index.html`);
    expect(renamed.redirects).toEqual({ [key]: `/blog/${moved}/` });
    expect(renamed.removed).not.toContain(key);
    expect((await head(key)).WebsiteRedirectLocation).toBe(`/blog/${moved}/`);
    expect(renamed.invalidation).toContain(`/blog/${post.slug}/`);

    const unpublished = await change(() => call('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'DRAFT' }));
    expect(unpublished.status).toBe(200);
    const removal = await deploy();
    const movedKey = `blog/${moved}/index.html`;
    expect(removal.removed).toContain(movedKey);
    expect(await missing(movedKey)).toBe(true);
    expect(removal.invalidation).toContain(`/blog/${moved}/`);
    expect(await text('index.html')).not.toContain(`Shipped ${word}`);
    // The bucket holds the live site exactly, plus the redirect object of the old URL and the
    // content-named files no page uses any more, kept for a later deploy (retention.mjs).
    const expected = liveFiles()
      .filter((f) => !/\.(br|gz)$/.test(f) && f !== '_headers' && f !== '_redirects')
      .concat((await missing(key)) ? [] : [key])
      .concat(removal.kept)
      .sort();
    expect(await bucketKeys()).toEqual(expected);
  });
});
