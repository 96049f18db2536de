/**
 * What a platform serving this many posts costs (issue 38): the last page of the public list and
 * of the admin's list over HTTP, and the resident memory of the server's process tree (the server
 * and its workers), sampled while the publish runs use it.
 */
import { sampleMemory } from './processTree.mjs';
import { median } from './publishToLive.mjs';

/** Milliseconds of one GET until its whole body is read, and the answer's pagination. */
async function timedGet(url, headers = {}) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, pagination: body.meta?.pagination ?? null, cache: res.headers.get('x-cache') };
}

/**
 * The last page of a list, asked `runs` times in a row: the first answer (a cold handler: for the
 * public list, before the server's cache has it) and the median of the rest.
 */
async function lastPage(base, path, { headers, runs }) {
  const pageUrl = (page) => {
    const url = new URL(path, base);
    url.searchParams.set('page', String(page));
    return url.href;
  };
  const first = await timedGet(pageUrl(1), headers);
  const last = first.pagination?.totalPages ?? 1;
  const url = pageUrl(last);
  const answers = [];
  for (let i = 0; i < runs; i += 1) answers.push(await timedGet(url, headers));
  const times = answers.map((answer) => answer.ms);
  return {
    page: last,
    total: first.pagination?.total ?? null,
    firstMs: Math.round(times[0]),
    medianMs: Math.round(median(times.slice(1))),
    runs,
    firstCache: answers[0].cache,
  };
}

/** Samples the memory of the process tree under `pid` every second until stopped. */
export const watchMemory = (pid) => sampleMemory(pid, 1000);

/** The last pages of the public and the admin list, `runs` times each. */
export async function measureLists(url, token, { runs = 9 } = {}) {
  const auth = { authorization: `Bearer ${token}` };
  return {
    publicLast: await lastPage(url, '/api/v1/blogs?limit=10', { headers: {}, runs }),
    adminLast: await lastPage(url, '/api/v1/blogs/admin/blogs?limit=10', { headers: auth, runs }),
  };
}
