import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { tsImport } from 'tsx/esm/api';
import { adminToken, prepareData, startPlatform } from './platform.mjs';
import { freePort } from './prepare.mjs';
import { autocannonRun } from './scaling.mjs';
import { admin, median, settle } from './publishToLive.mjs';

/**
 * Two machines against one (issue 37): view pings and the uncached list at 50 connections on one
 * instance on SQLite, then spread round-robin over two instances with DATA_DIRs of their own on one
 * PostgreSQL server (media and site in s3rver buckets, SITE_LEASE=on, as
 * cms/test/pipeline/twoMachines.test.ts runs them); then publish through the instance without the
 * site lease, timed until the post's page is in the site bucket. The servers are the tests' own
 * helpers (cms/test/helpers), loaded through tsx.
 */
const helper = (file) => tsImport(`../../cms/test/helpers/${file}`, import.meta.url);
const MEDIA = 'media';
const SITE = 'site';
const POLL_MS = 50;
const TIMEOUT_MS = 240_000;
const load = () => Number(loadavg()[0].toFixed(1));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n) => Number(n.toFixed(2));

/** View pings (a reader per ping) and the signed-in list (past the public cache) over `urls`. */
async function pressure(urls, token, duration) {
  const { data } = await (await fetch(`${urls[0]}/api/v1/blogs?limit=1`)).json();
  const viewUrls = urls.map((u) => `${u}/api/v1/blogs/${data[0].slug}/view`);
  const listUrls = urls.map((u) => `${u}/api/v1/blogs?limit=10`);
  const signedIn = { authorization: `Bearer ${token}` };
  const measured = async (target, options) => {
    await autocannonRun(target, { ...options, duration: 1 }); // warm-up: JIT, pools, caches
    const before = load();
    return { ...(await autocannonRun(target, { ...options, duration })), load: { before, after: load() } };
  };
  return {
    views: await measured(viewUrls, { method: 'POST', perRequestIp: true }),
    uncachedList: await measured(listUrls, { headers: signedIn }),
  };
}

/** One instance on SQLite (WEB_CONCURRENCY=1), seeded to `posts`. */
async function sqliteSide(work, posts, duration) {
  const dataDir = path.join(work, 'machines-sqlite');
  const port = await freePort();
  const seedStarted = performance.now();
  await prepareData(dataDir, { posts, port });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const platform = await startPlatform(dataDir, port, { WEB_CONCURRENCY: '1' });
  try {
    const row = await pressure([platform.url], await adminToken(platform.url), duration);
    return { setup: 'SQLite, one instance', instances: 1, seedSeconds: round(seedSeconds), ...row };
  } finally {
    await platform.stop();
  }
}

/** Whether the site bucket holds `key` with `text` in it. */
async function inBucket(client, key, text) {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: SITE, Key: key }));
    return (await object.Body.transformToString()).includes(text);
  } catch {
    return false;
  }
}

async function until(check, what) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(POLL_MS);
  }
  throw new Error(`${what}: not within ${TIMEOUT_MS / 1000} s`);
}

/** The site update records (site-builds) newer than `after`, finished, oldest first. */
async function updatesAfter(url, token, after) {
  const res = await fetch(`${url}/api/v1/blogs/admin/site-status`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = await res.json();
  return {
    last: data?.last?.id ?? 0,
    done: (data?.recent ?? []).filter((b) => b.id > after && b.finishedAt).sort((x, y) => x.id - y.id),
  };
}

const summary = (values) => ({ median: values.includes(null) ? null : median(values), runs: values });

/**
 * Publishes through `through` (no lease): seconds from the call's return until the page is in the
 * bucket, and, from the holder's record of that update, until its own disk served it and until the
 * update and its deploy were done (the deploy runs after the whole update).
 */
async function publishToBucket(through, token, client, runs) {
  const call = admin(through.url, token);
  const categories = await call('GET', 'blogs/categories');
  const times = { bucket: [], holderServed: [], updateDeployed: [] };
  for (let run = 0; run < runs; run += 1) {
    await settle(through.url, token);
    const before = (await updatesAfter(through.url, token, 0)).last;
    const word = `benchbucket${Date.now().toString(36)}${run}`;
    const post = await call('POST', 'blogs/admin/blogs', {
      title: `To the bucket ${word}`,
      content: `## To the bucket\n\nThis post carries the word ${word}.\n`,
      categoryId: categories[0].id,
      status: 'PUBLISHED',
    });
    const [started, startedWall] = [performance.now(), Date.now()];
    await until(() => inBucket(client, `blog/${post.slug}/index.html`, word), 'the post in the site bucket');
    times.bucket.push(round((performance.now() - started) / 1000));
    let update;
    await until(async () => (update = (await updatesAfter(through.url, token, before)).done[0]), 'the update record');
    const since = (ms) => round((ms - startedWall) / 1000);
    times.holderServed.push(update.servedMs === null ? null : since(Date.parse(update.startedAt) + update.servedMs));
    times.updateDeployed.push(since(Date.parse(update.finishedAt)));
  }
  return {
    ...summary(times.bucket),
    holderServed: summary(times.holderServed),
    updateDeployed: summary(times.updateDeployed),
    load: load(),
  };
}

/** Two instances on PostgreSQL with media and site in s3rver; the first seeds and holds the site lease. */
async function postgresSide(work, posts, duration, publishRuns) {
  const [{ startPostgres }, { startS3 }] = await Promise.all([helper('postgresServer.ts'), helper('s3Server.ts')]);
  const s3 = await startS3([MEDIA, SITE]);
  const postgres = await startPostgres();
  const started = [];
  try {
    const shared = {
      DATABASE_URL: postgres.createDatabase('bench'),
      MEDIA_STORAGE: 's3',
      MEDIA_BUCKET: MEDIA,
      SITE_BUCKET: SITE,
      SITE_LEASE: 'on',
      SITE_BUILD: 'local',
      JOBS_AUTORUN: 'true',
      ...s3.env,
    };
    const [dirA, dirB] = [path.join(work, 'machines-a'), path.join(work, 'machines-b')];
    const [portA, portB] = [await freePort(), await freePort()];
    // The seeder migrates the new database and puts the demo's images in the media bucket; the
    // Local API writes each post (the bulk path is SQLite's).
    const seedStarted = performance.now();
    await prepareData(dirA, { posts, port: portA, env: shared });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const a = await startPlatform(dirA, portA, shared);
    started.push(a);
    const token = await adminToken(a.url);
    // A takes the lease and builds the whole site into the bucket; measured once that is done.
    const buildStarted = performance.now();
    await until(
      async () => a.logs().includes('took the site lease') && (await inBucket(s3.client, 'index.html', '<')),
      'the first build',
    );
    await settle(a.url, token);
    const firstBuildSeconds = (performance.now() - buildStarted) / 1000;
    rmSync(dirB, { recursive: true, force: true });
    mkdirSync(dirB, { recursive: true });
    const b = await startPlatform(dirB, portB, shared);
    started.push(b);
    const ids = await Promise.all([a, b].map(async (p) => (await (await fetch(`${p.url}/api/v1/health`)).json()).data.instance));
    const answering = new Set(ids).size;
    const row = await pressure([a.url, b.url], token, duration);
    const [holder, other] = b.logs().includes('took the site lease') ? [b, a] : [a, b];
    const publish = await publishToBucket(other, token, s3.client, publishRuns);
    return {
      row: { setup: 'PostgreSQL, two instances', instances: answering, seedSeconds: round(seedSeconds), ...row },
      firstBuildSeconds: round(firstBuildSeconds),
      publishToBucket: { through: other === b ? 'B' : 'A', holder: holder === a ? 'A' : 'B', ...publish },
    };
  } finally {
    for (const platform of started.reverse()) await platform.stop();
    postgres.stop();
    await s3.stop();
  }
}

/** The whole scenario at `posts`; `duration` seconds per autocannon run. */
export async function measureMachines({ work, posts = 1000, duration = 10, publishRuns = 3 }) {
  const sqlite = await sqliteSide(work, posts, duration);
  console.log(JSON.stringify(sqlite));
  const pg = await postgresSide(work, posts, duration, publishRuns);
  console.log(JSON.stringify(pg));
  return {
    posts,
    duration,
    rows: [sqlite, pg.row],
    firstBuildSeconds: pg.firstBuildSeconds,
    publishToBucket: pg.publishToBucket,
  };
}
