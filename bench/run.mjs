#!/usr/bin/env node
/**
 * npm run bench [-- --quick]: seeds synthetic posts, then measures the site build against Hugo,
 * publish-to-live, page weight and Lighthouse, the API under load against Payload's own REST,
 * search and the newsletter fan-out; writes bench/results/latest.{json,md} and the README table.
 * --quick: small sizes and short runs (CI runs it so the harness never rots), written to
 * bench/results/quick/ and never to the README.
 * --machines: only two instances on PostgreSQL against one on SQLite (bench/lib/machines.mjs),
 * written to bench/results/machines-<date>.{json,md}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminToken, root, prepareData, seededWith, startPlatform } from './lib/platform.mjs';
import { ensureBuilt, freePort, step } from './lib/prepare.mjs';
import { machineInfo } from './lib/machine.mjs';
import { loadavg } from 'node:os';

const loadAverage = () => Number(loadavg()[0].toFixed(1));
import { coldBuild } from './lib/coldBuild.mjs';
import { ensureHugo, buildHugoSite } from './lib/hugo.mjs';
import { fetchAllPosts } from './lib/fetchPosts.mjs';
import { measurePublishToLive } from './lib/publishToLive.mjs';
import { measurePages } from './lib/pages.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { measureSearch, siteTitleQueries } from './lib/search.mjs';
import { measureApi } from './lib/api.mjs';
import { measureNewsletter } from './lib/newsletter.mjs';
import { measureScaling } from './lib/scaling.mjs';
import { measureImport } from './lib/importBench.mjs';
import { updateReadme, writeReport } from './lib/report.mjs';
import { measureMachines } from './lib/machines.mjs';
import { measureLists, watchMemory } from './lib/serving.mjs';
import { writeMachinesReport } from './lib/machinesReport.mjs';

/** The value of `--name=value` on the command line, or undefined. */
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes('--quick');
const plan = quick
  ? { sizes: [100], readersSize: 100, publishRuns: 1, lighthousePaths: 1, apiSeconds: 2, subscribers: 300, importPosts: 200 }
  : {
      sizes: [1000, 10000],
      readersSize: 1000,
      publishRuns: 3,
      lighthousePaths: 3,
      apiSeconds: 10,
      subscribers: 10000,
      importPosts: 10000,
    };
// --sizes=10000: only those sizes (a partial run: results go to bench/results/partial/, not the README).
const sizesArg = option('sizes');
if (sizesArg) plan.sizes = sizesArg.split(',').map(Number);
// --import=100000: the import of an export of that many posts, also in a partial run (--sizes).
const importArg = option('import');
if (importArg) plan.importPosts = Number(importArg);
const work = path.join(root, 'bench/.work');
const outDir = path.join(root, quick ? 'bench/results/quick' : sizesArg ? 'bench/results/partial' : 'bench/results');
const results = {
  machine: machineInfo(),
  date: new Date().toISOString(),
  quick,
  build: [],
  publishToLive: [],
  pages: [],
  api: [],
  search: null,
  newsletter: null,
  scaling: null,
  import: null,
  serving: [],
};
// --hugo=off: no Hugo beside the cold build (at 100,000 posts ~7 minutes and ~17 GB with Pagefind).
const withHugo = !process.argv.includes('--hugo=off');
// --reuse: a data folder already seeded with as many posts (its marker, lib/platform.mjs) is kept
// (a 100,000-post seed takes minutes); the publish runs of an earlier run add a few posts.
const reuse = process.argv.includes('--reuse');
// --build=off: no cold build and no Hugo (the site an earlier run built stays live): search, publish and import only.
const withBuild = !process.argv.includes('--build=off');
// --search=off: no search in Chromium (a query matching every post takes 15 s at 100,000).
const withSearch = !process.argv.includes('--search=off');
// --port=N: the port an earlier run built the site for (its URL is in every page: another port rebuilds them all).
const portArg = option('port');
// --rebuild=off: no second full build (a template change's) after the cold one (~15 minutes at 100,000 posts).
const withRebuild = !process.argv.includes('--rebuild=off');

await ensureBuilt();
if (process.argv.includes('--machines')) {
  step(`two instances on PostgreSQL against one on SQLite, ${plan.readersSize} posts`);
  const measured = await measureMachines({
    work,
    posts: plan.readersSize,
    duration: plan.apiSeconds,
    publishRuns: plan.publishRuns,
  });
  const file = writeMachinesReport({ machine: results.machine, date: results.date, ...measured }, outDir);
  step(`results: ${path.relative(root, file)}`);
  process.exit(0);
}
if (withHugo) results.hugo = ensureHugo();

for (const posts of plan.sizes) {
  const dataDir = path.join(work, `posts-${posts}`);
  const port = portArg ? Number(portArg) : await freePort();
  if (reuse && seededWith(dataDir) === posts) step(`${posts} posts: reusing the data seeded before (--reuse)`);
  else {
    step(`${posts} posts: seeding`);
    await prepareData(dataDir, { posts, port });
  }
  const platform = await startPlatform(dataDir, port);
  try {
    if (withBuild) {
      step(`${posts} posts: cold site build (Astro + Pagefind)`);
      const build = await coldBuild(platform, { rebuild: withRebuild });
      // Shown before Hugo runs: Hugo takes more than 40 minutes at 100,000 posts.
      console.log(JSON.stringify(build));
      const hugo = withHugo ? await hugoBuild(platform.url, posts) : null;
      const hugoTotal = hugo ? hugo.seconds + hugo.pagefindSeconds : NaN;
      results.build.push({
        posts,
        seconds: build.seconds,
        doneSeconds: build.doneSeconds,
        peakMB: build.peakMB,
        pages: build.pages,
        phases: build.phases,
        rebuildSeconds: build.rebuildSeconds,
        rebuildDoneSeconds: build.rebuildDoneSeconds,
        rebuildPhases: build.rebuildPhases,
        hugoSeconds: hugo ? Number(hugo.seconds.toFixed(2)) : null,
        hugoTotalSeconds: hugo ? Number(hugoTotal.toFixed(2)) : null,
        hugoPeakMB: hugo?.peakMB ?? null,
        hugoPages: hugo?.pages ?? null,
        ratioToHugo: hugo ? Number((build.seconds / hugoTotal).toFixed(2)) : null,
        load: loadAverage(),
      });
      console.log(results.build.at(-1));
    }
    if (posts === plan.sizes.at(-1) && withSearch) {
      step(`${posts} posts: search in Chromium`);
      results.search = { posts, ...(await measureSearch(platform.url, { queries: await siteTitleQueries(platform.url) })) };
      console.log(results.search);
    }
    if (posts === plan.readersSize) await readerSide(platform);
  } finally {
    await platform.stop();
  }
  if (posts === plan.readersSize) await scalingSide(dataDir, port);
  await publishSide(dataDir, port, posts);
  if (posts === plan.readersSize) await newsletterSide(port);
}

async function hugoBuild(url, posts) {
  step(`${posts} posts: Hugo on the same posts`);
  return buildHugoSite({ posts: await fetchAllPosts(url), workDir: path.join(work, `hugo-${posts}`) });
}

/** What readers get from the built site and the API (the site is the one just built). */
async function readerSide(platform) {
  const { data } = await (await fetch(`${platform.url}/api/v1/blogs?limit=1`)).json();
  const slug = data[0].slug;
  const paths = ['/', `/blog/${slug}/`, '/search/', '/this-page-does-not-exist/'];
  step('page weight in Chromium');
  const weights = await measurePages(platform.url, paths);
  for (const [index, page] of weights.entries()) {
    const lighthouse = index < plan.lighthousePaths ? await runLighthouse(`${platform.url}${page.path}`) : null;
    results.pages.push({ ...page, lighthouse });
    console.log(results.pages.at(-1));
  }
  step('the API under load (autocannon, 50 connections)');
  results.api = await measureApi(platform.url, slug, { duration: plan.apiSeconds, token: await adminToken(platform.url) });
  console.log(results.api);
}

/** View pings and the uncached list with one and with two worker processes (WEB_CONCURRENCY). */
async function scalingSide(dataDir, port) {
  step('several processes: view pings and the uncached list, WEB_CONCURRENCY=1 and 2 (50 connections)');
  results.scaling = await measureScaling(dataDir, port, { duration: plan.apiSeconds, load: loadAverage });
  console.log(JSON.stringify(results.scaling));
}

/** Publish, edit and unpublish to served and searchable, on the site just built (incremental updates). */
async function publishSide(dataDir, port, posts) {
  step(`${posts} posts: publish / edit / unpublish to live`);
  const platform = await startPlatform(dataDir, port, { SITE_BUILD: 'local', JOBS_AUTORUN: 'true' });
  // The server's memory while it serves, takes the publishes and rebuilds the site (issue 38).
  const memory = watchMemory(platform.child.pid);
  try {
    const load = loadAverage();
    results.publishToLive.push({
      posts,
      ...(await measurePublishToLive(platform.url, { runs: plan.publishRuns })),
      load: Math.max(load, loadAverage()),
    });
    console.log(JSON.stringify(results.publishToLive.at(-1)));
    step(`${posts} posts: the last list pages over HTTP`);
    const lists = await measureLists(platform.url, await adminToken(platform.url));
    const { peakMB, samples, largest, rootPeakMB } = memory.stop();
    results.serving.push({
      posts,
      ...lists,
      peakMB,
      endMB: Math.round(samples.at(-1).mb),
      serverPeakMB: rootPeakMB,
      largest,
      load: loadAverage(),
    });
    console.log(JSON.stringify(results.serving.at(-1)));
  } finally {
    memory.stop();
    await platform.stop();
  }
}

/** The newsletter fan-out on a data folder of its own. */
async function newsletterSide(port) {
  step(`newsletter fan-out to ${plan.subscribers} subscribers`);
  const newsletterDir = path.join(work, 'newsletter');
  await prepareData(newsletterDir, { posts: 0, subscribers: plan.subscribers, port });
  const { samples, ...newsletter } = await measureNewsletter({ dataDir: newsletterDir, port, subscribers: plan.subscribers });
  results.newsletter = newsletter;
  console.log(results.newsletter);
}

if (!sizesArg || importArg) {
  step(`import: ${plan.importPosts} posts from a WordPress export (WXR)`);
  results.import = await measureImport({ workDir: path.join(work, 'import'), posts: plan.importPosts, port: await freePort() });
  console.log(results.import);
}

mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
writeReport(results, outDir);
if (!quick && !sizesArg) updateReadme(results, path.join(root, 'README.md'));
step(`results: ${path.relative(root, outDir)}/latest.json and latest.md`);
