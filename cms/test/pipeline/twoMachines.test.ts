/**
 * Two machines that share nothing on disk: two platform instances with DATA_DIRs of their own,
 * one database, one S3 server (s3rver) holding a media bucket and a site bucket, every call on a
 * connection of its own. Uploads, renditions and draft previews live in the media bucket; the one
 * instance holding the site lease (SITE_LEASE=on) builds and publishes to the site bucket, and
 * when it is killed the other takes the lease and publishes the next change.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshCall, siteEnginePids } from '../helpers/freshConnection';
import { startPostgres, type PostgresServer } from '../helpers/postgresServer';
import { startS3, type S3Server } from '../helpers/s3Server';
import { signIn } from '../helpers/siteCalls';
import { waitUntil } from '../helpers/smtpSink';
import { spawnServer, type RunningServer } from '../helpers/spawnServer';
import { TRANSFER_FIXTURES, freshUpload, zipFolder } from '../helpers/transferCalls';

vi.setConfig({ testTimeout: 420_000 });

/** The database both instances use: a real PostgreSQL server, reached over the network. */
let postgres: PostgresServer | undefined;
const sharedDatabase = async (): Promise<string> => {
  postgres = await startPostgres();
  return postgres.createDatabase('two_machines');
};

const MEDIA = 'media';
const SITE = 'site';
const SECRET = 'two-machines-one-secret-0123456789abcdef';
let s3: S3Server;
let a: RunningServer;
let b: RunningServer;
let token = '';
let ipCounter = 0;
const nextIp = () => `10.95.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** One call as the admin on a fresh connection to `server`. */
const call = (server: RunningServer, method: string, p: string, body?: unknown) =>
  freshCall(server.url, method, p, { token, ip: nextIp(), body });

async function keys(bucket: string, prefix = ''): Promise<string[]> {
  const page = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}
const exists = (bucket: string, Key: string) =>
  s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key })).then(
    () => true,
    () => false,
  );
const objectText = async (bucket: string, Key: string) =>
  (await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key }))).Body!.transformToString();

/** Whether an instance's log says it took the site lease. */
const tookLease = (server: RunningServer) => server.logs().includes('took the site lease');

/** Publishes a post through B; the key its page gets in the site bucket. */
async function publish(title: string): Promise<string> {
  const categories = (await call(b, 'GET', 'blogs/categories')).body.data;
  const created = await call(b, 'POST', 'blogs/admin/blogs', {
    title,
    content: `# ${title}\n\nBody.`,
    categoryId: categories[0].id,
    status: 'PUBLISHED',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return `blog/${created.body.data.slug}/index.html`;
}

/** An image upload (multipart, field `image`) on a fresh connection. */
async function uploadImage(server: RunningServer, data: Buffer) {
  const boundary = `----two-machines-${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return freshCall(server.url, 'POST', 'upload/image', {
    token,
    ip: nextIp(),
    raw: { data: body, type: `multipart/form-data; boundary=${boundary}` },
  });
}

const instanceEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: SECRET,
  SITE_BUILD: 'local',
  JOBS_AUTORUN: 'true',
  SITE_LEASE: 'on',
  MEDIA_STORAGE: 's3',
  MEDIA_BUCKET: MEDIA,
  SITE_BUCKET: SITE,
  ...s3.env,
});

beforeAll(async () => {
  s3 = await startS3([MEDIA, SITE]);
  const databaseUrl = await sharedDatabase();
  // A first: it migrates and seeds the new database, takes the lease and publishes the first build.
  a = await spawnServer(instanceEnv(databaseUrl));
  ({ token } = await signIn(a, nextIp()));
  await waitUntil(async () => tookLease(a) && (await exists(SITE, 'index.html')), 360_000, 'the first build in the site bucket');
  b = await spawnServer(instanceEnv(databaseUrl));
}, 480_000);

afterAll(async () => {
  for (const server of [a, b]) {
    if (!server) continue;
    await server.stop();
    // An engine whose server was killed (SIGKILL) may outlive it: ended by its own pid.
    for (const pid of siteEnginePids(server.dataDir)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    server.cleanup();
  }
  await s3?.stop();
  postgres?.stop();
});

describe('two instances, nothing shared on disk', () => {
  it('signs with one secret: a token from A is good on B', async () => {
    expect((await call(b, 'GET', 'blogs/admin/site-status')).status).toBe(200);
    expect(tookLease(b)).toBe(false);
  });

  it('an image uploaded through A is served through B, its renditions in the bucket; deleting it through B removes them', async () => {
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const uploaded = await uploadImage(a, png);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const image = uploaded.body.data as { id: number; url: string; sizes: Record<string, { url: string }> };
    const names = [image.url, image.sizes.card!.url, image.sizes.og!.url].map((url) =>
      decodeURIComponent(url.slice('/media/'.length)),
    );
    expect(await keys(MEDIA, 'media/')).toEqual(expect.arrayContaining(names.map((n) => `media/${n}`)));
    // Nothing on either machine's disk.
    for (const server of [a, b]) {
      const folder = path.join(server.dataDir, 'media');
      expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    }
    for (const url of [image.url, image.sizes.card!.url]) {
      const served = await freshCall(b.url, 'GET', url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    }
    // A name with a slash never reaches another area of the bucket.
    expect((await freshCall(b.url, 'GET', '/media/..%2Fpreviews%2Fx.json')).status).toBe(404);

    const deleted = await call(b, 'DELETE', `upload/image/${image.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const name of names) expect(await exists(MEDIA, `media/${name}`)).toBe(false);
    expect((await freshCall(a.url, 'GET', image.url)).status).toBe(404);
  });

  it('a draft preview opened through A is served through B', async () => {
    const categories = (await call(a, 'GET', 'blogs/categories')).body.data;
    const word = `twin${Date.now().toString(36)}`;
    const made = await call(a, 'POST', 'blogs/admin/preview', {
      title: `Preview ${word}`,
      content: `The body of ${word}.`,
      categoryId: categories[0].id,
      status: 'DRAFT',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await keys(MEDIA, 'previews/')).toHaveLength(1);
    const cookie = String(made.headers['set-cookie'] ?? '').split(';')[0]!;
    const page = await freshCall(b.url, 'GET', made.body.data.url, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain(`The body of ${word}.`);
  });

  it('a publish through B lands in the site bucket (built and deployed by A, the lease holder)', async () => {
    const title = `Published through B ${Date.now().toString(36)}`;
    const key = await publish(title);
    await waitUntil(() => exists(SITE, key), 240_000, 'the post in the site bucket');
    expect(await objectText(SITE, key)).toContain(title);
  });

  it('an import through A shows its progress and report through B', async () => {
    const started = await freshUpload(
      a.url,
      token,
      nextIp(),
      'markdown.zip',
      await zipFolder(path.join(TRANSFER_FIXTURES, 'markdown')),
    );
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    let job: any;
    await waitUntil(
      async () => {
        const reply = await call(b, 'GET', `transfer/import/${started.body.data.id}`);
        expect(reply.status).toBe(200);
        job = reply.body.data;
        return job.state !== 'running';
      },
      180_000,
      'the import, polled through B',
    );
    expect(job.state, job.error).toBe('done');
    expect(job.report.created.length).toBeGreaterThan(0);
    // Its images went to the bucket, and the export through B reads them back from there.
    expect(job.report.media).toBeGreaterThan(0);
    const exported = await fetch(`${b.url}/api/v1/transfer/export`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextIp(), connection: 'close' },
    });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const media = Object.keys(files).filter((name) => name.startsWith('media/'));
    expect(media.length).toBeGreaterThanOrEqual(job.report.media);
    for (const name of media) {
      const stored = await s3.client.send(new GetObjectCommand({ Bucket: MEDIA, Key: name }));
      expect(Buffer.from(files[name]!).equals(Buffer.from(await stored.Body!.transformToByteArray()))).toBe(true);
    }
  });

  it('with the lease holder killed (SIGKILL) mid-build, B takes the lease, and both that publish and the next land in the bucket', async () => {
    const during = `Killed during its build ${Date.now().toString(36)}`;
    const duringKey = await publish(during);
    // A is building it: killed now, its job stays claimed and its build record running.
    await waitUntil(
      async () => (await call(b, 'GET', 'blogs/admin/site-status')).body.data.last?.status === 'running',
      60_000,
      'A building the publish',
    );
    await a.stop('SIGKILL');
    // A deadline, not a measurement: the lease lasts 10 s and B asks every second (siteLease.ts).
    await waitUntil(async () => tookLease(b), 20_000, 'B taking the site lease');
    const after = `After the takeover ${Date.now().toString(36)}`;
    const afterKey = await publish(after);
    // B rebuilds the whole site from the database (its own disk had none), deploys it whole, then
    // runs the next update (A's claimed job no longer holds it back).
    await waitUntil(() => exists(SITE, afterKey), 360_000, 'the next post in the site bucket after the takeover');
    expect(await objectText(SITE, afterKey)).toContain(after);
    expect(await objectText(SITE, duringKey)).toContain(during);
    // And nothing stays stuck behind A's job: the queue drains.
    await waitUntil(
      async () => {
        const status = (await call(b, 'GET', 'blogs/admin/site-status')).body.data;
        return status.queued === 0 && status.last?.status !== 'running';
      },
      180_000,
      'the site queue drained on B',
    );
  });
});
