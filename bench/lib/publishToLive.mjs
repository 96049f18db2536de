import { adminToken } from './platform.mjs';
import { launchChromium } from './browser.mjs';

const POLL_MS = 25;
/** Between search probes: each starts a Chromium context, so probing back to back would keep a core busy. */
const PROBE_MS = 100;
/**
 * Between asks whether the update finished (~20 s at 10,000 posts): each is an admin API call, and
 * 40 a second would take CPU from the update being measured.
 */
const UPDATE_POLL_MS = 250;
const TIMEOUT_MS = 240_000;
/** The middle value (the upper one of an even count), as every bench figure quotes it. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * A request the platform has not answered within this long is reported, not waited on: two runs at
 * 100,000 posts sat on one open connection for minutes and printed nothing.
 */
const REQUEST_MS = 30_000;

/** fetch with REQUEST_MS as its limit; a request past it throws an error naming it. */
async function get(url, init = {}) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_MS) });
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error;
    const message = `no answer within ${REQUEST_MS / 1000} s: ${init.method ?? 'GET'} ${url}`;
    console.error(`[bench] ${message}`);
    throw new Error(message, { cause: error });
  }
}
const siteStatus = async (url, token) =>
  (await (await get(`${url}/api/v1/blogs/admin/site-status`, { headers: { authorization: `Bearer ${token}` } })).json()).data;

/**
 * Whether the live site's Pagefind index (in Chromium, a fresh context: no cache), its shards
 * and its index of recent changes merged as the site's search does (site/src/lib/pagefind.ts), returns `slug` for `term` with
 * `term` in its title. The title check matters: Pagefind falls back to a word's longest indexed
 * prefix, so an edited post's new word finds it through its old one before the index has it.
 */
async function pagefindFinds(browser, url, term, slug) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A small file of the site's origin (not /search/, whose page, styles and islands would load
    // on every poll): the probe should cost the two cores it measures as little as it can.
    await page.goto(`${url}/robots.txt`, { waitUntil: 'domcontentloaded' });
    return await page.evaluate(
      async ({ term, slug }) => {
        const pagefind = await import('/pagefind/pagefind.js');
        const res = await fetch('/pagefind/shards.json');
        const { count = 1, recent = false, stale = [] } = res.ok ? await res.json() : {};
        await pagefind.init();
        for (let shard = 1; shard < count; shard += 1) await pagefind.mergeIndex(`/pagefind/shard-${shard}/`);
        // While an update runs: the index of the posts just changed, and the records it replaces.
        if (recent) await pagefind.mergeIndex('/pagefind/recent/');
        const search = await pagefind.search(term);
        const current = search.results.filter((r) => !stale.includes(r.id));
        const data = await Promise.all(current.slice(0, 5).map((r) => r.data()));
        return data.some((d) => d.url.includes(`/blog/${slug}/`) && (d.meta.title ?? '').includes(term));
      },
      { term, slug },
    );
  } finally {
    await context.close();
  }
}

/** Seconds from `started` until `check` first holds (measured when the successful check ends). */
async function secondsUntil(started, check, what, pollMs = POLL_MS) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await check()) return (performance.now() - started) / 1000;
    await sleep(pollMs);
  }
  throw new Error(`${what}: not within ${TIMEOUT_MS / 1000} s`);
}

const pageText = async (url) => {
  const res = await get(url).catch(() => null);
  return res ? { status: res.status, text: await res.text() } : { status: 0, text: '' };
};

/** The id of the newest site update (0: none yet). */
async function lastUpdateId(url, token) {
  return (await siteStatus(url, token))?.last?.id ?? 0;
}

/** Whether an update newer than `after` has finished with nothing queued: every page the change touched is written. */
async function updatedSince(url, token, after) {
  const status = await siteStatus(url, token);
  return !!status?.last && status.last.id > after && status.last.status !== 'running' && !status.queued;
}

/**
 * Seconds from `startedWall` (Date.now() when the admin call returned) until every page the
 * change touched was written and search answered right: the first update after `after` records
 * when that was (`pagesMs` from its start; its search shards may be rebuilt after that).
 */
async function pagesSeconds(url, token, after, startedWall) {
  const builds = (await siteStatus(url, token))?.recent ?? [];
  const build = builds.filter((b) => b.id > after).sort((a, b) => a.id - b.id)[0];
  if (!build || typeof build.pagesMs !== 'number') return null;
  return (Date.parse(build.startedAt) + build.pagesMs - startedWall) / 1000;
}

/** Waits until no site update is running or queued (the previous change's update is done). */
export async function settle(url, token) {
  for (let i = 0; i < 2400; i += 1) {
    const status = await siteStatus(url, token);
    if (status && !status.queued && status.last?.status !== 'running') return;
    await sleep(250);
  }
}

/** Admin calls on `url` as `token`: `(method, path, body)` → the envelope's data (throws on an error). */
export function admin(url, token) {
  return async (method, path, body) => {
    const res = await get(`${url}/api/v1/${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}

/**
 * Runs `steps` in order as the figures of `op`, and prints what it has measured even when a step
 * fails (a step past its limit ends the run, and a large site's run is long).
 */
async function measure(run, op, steps) {
  const figures = {};
  try {
    for (const [key, step] of Object.entries(steps)) figures[key] = await step();
  } finally {
    console.log(JSON.stringify({ run, op, ...figures }));
  }
  return figures;
}

/**
 * One round on a running platform: publish a new post, edit its title and body, unpublish it.
 * Each is timed from the admin call returning until the change is served (the article page
 * shows it, or is gone), until it is searchable (the live Pagefind index, asked in Chromium,
 * returns the post for its new word, or no longer returns it), until every page it touched is
 * written (related lists and the deeper archive pages too: the update's own record of it), and
 * until its site update has finished (the search shards rebuilt, after the pages).
 */
async function round(url, token, browser, run) {
  const call = admin(url, token);
  const word = `benchlive${Date.now().toString(36)}${run}`;
  // A word of its own (not the first word plus a suffix, which Pagefind's tokens may match before the index has it).
  const edited = `benchedit${Math.random().toString(36).slice(2, 10)}z${run}`;
  await settle(url, token);
  let before = await lastUpdateId(url, token);
  const post = await call('POST', 'blogs/admin/blogs', {
    title: `Publish to live ${word}`,
    excerpt: 'A post published by the benchmark, to time how fast it goes live.',
    content: `## Going live\n\nThis post carries the word ${word} so that search can find it.\n\n- one\n- two\n\n\`\`\`ts\nconsole.log('${word}');\n\`\`\`\n`,
    categoryId: 1,
    tags: ['performance'],
    status: 'PUBLISHED',
  });
  let started = performance.now();
  let startedWall = Date.now();
  const pageUrl = `${url}/blog/${post.slug}/`;
  const publish = await measure(run, 'publish', {
    served: () => secondsUntil(started, async () => (await pageText(pageUrl)).text.includes(word), 'publish served'),
    searchable: () => secondsUntil(started, () => pagefindFinds(browser, url, word, post.slug), 'publish searchable', PROBE_MS),
    updated: () => secondsUntil(started, () => updatedSince(url, token, before), 'publish: update finished', UPDATE_POLL_MS),
    pages: () => pagesSeconds(url, token, before, startedWall),
  });
  await settle(url, token);
  before = await lastUpdateId(url, token);
  await call('PUT', `blogs/admin/blogs/${post.id}`, {
    title: `Edited ${edited}`,
    content: `## Edited\n\nNow it carries ${edited}.\n`,
  });
  started = performance.now();
  startedWall = Date.now();
  const edit = await measure(run, 'edit', {
    served: () => secondsUntil(started, async () => (await pageText(pageUrl)).text.includes(edited), 'edit served'),
    searchable: () => secondsUntil(started, () => pagefindFinds(browser, url, edited, post.slug), 'edit searchable', PROBE_MS),
    updated: () => secondsUntil(started, () => updatedSince(url, token, before), 'edit: update finished', UPDATE_POLL_MS),
    pages: () => pagesSeconds(url, token, before, startedWall),
  });
  await settle(url, token);
  before = await lastUpdateId(url, token);
  await call('PATCH', `blogs/admin/blogs/${post.id}/status`, { status: 'DRAFT' });
  started = performance.now();
  startedWall = Date.now();
  const unpublish = await measure(run, 'unpublish', {
    served: () => secondsUntil(started, async () => (await pageText(pageUrl)).status === 404, 'unpublish served'),
    searchable: () =>
      secondsUntil(
        started,
        async () => !(await pagefindFinds(browser, url, edited, post.slug)),
        'unpublish searchable',
        PROBE_MS,
      ),
    updated: () => secondsUntil(started, () => updatedSince(url, token, before), 'unpublish: update finished', UPDATE_POLL_MS),
    pages: () => pagesSeconds(url, token, before, startedWall),
  });
  return { publish, edit, unpublish };
}

const summary = (rounds, op, key) => {
  const values = rounds.map((r) => r[op][key]);
  return { median: Number(median(values).toFixed(2)), runs: values.map((v) => Number(v.toFixed(2))) };
};

/** Medians over `runs` rounds of publish, edit and unpublish (SITE_BUILD=local, jobs on). */
export async function measurePublishToLive(url, { runs = 3 } = {}) {
  const token = await adminToken(url);
  const browser = await launchChromium();
  try {
    const rounds = [];
    for (let run = 0; run < runs; run += 1) rounds.push(await round(url, token, browser, run));
    const result = {};
    for (const op of ['publish', 'edit', 'unpublish'])
      result[op] = {
        served: summary(rounds, op, 'served'),
        searchable: summary(rounds, op, 'searchable'),
        updated: summary(rounds, op, 'updated'),
        ...(rounds.every((r) => typeof r[op].pages === 'number') ? { pages: summary(rounds, op, 'pages') } : {}),
      };
    // The old report's shape: publish → served.
    return { ...result, medianSeconds: result.publish.served.median };
  } finally {
    await browser.close();
  }
}
