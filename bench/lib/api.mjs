import autocannon from 'autocannon';

/** One autocannon run: requests per second (mean), p50 and p99 latency, and any failures. */
export async function load(url, { connections = 50, duration = 10, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests (${result.non2xx} non-2xx, ${result.errors} errors)`);
  return {
    rps: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    requests: result.requests.total,
  };
}

/**
 * /api/v1 against Payload's own REST on the same query, in the same run, one after the other on
 * the same machine: the list of 10 posts and one post by slug. /api/v1 answers anonymous reads
 * from its public cache; it is also measured signed in as the admin (`token`), which reads past the
 * cache (every answer from a handler run that started after the request came in; concurrent
 * identical reads share one), so the report shows both. Anonymous `cache-control: no-cache` no
 * longer skips the cache.
 */
export async function measureApi(baseUrl, slug, { duration = 10, connections = 50, token } = {}) {
  const pairs = [
    { endpoint: '/api/v1/blogs?limit=10', payloadEndpoint: '/api/posts?limit=10&depth=1' },
    { endpoint: `/api/v1/blogs/${slug}`, payloadEndpoint: `/api/posts?where[slug][equals]=${slug}&limit=1&depth=1` },
  ];
  const rows = [];
  for (const { endpoint, payloadEndpoint } of pairs) {
    // Warm both (JIT, caches) before measuring.
    await load(baseUrl + endpoint, { connections: 10, duration: 1 });
    await load(baseUrl + payloadEndpoint, { connections: 10, duration: 1 });
    const ours = await load(baseUrl + endpoint, { connections, duration });
    const uncached = await load(baseUrl + endpoint, { connections, duration, headers: { authorization: `Bearer ${token}` } });
    const theirs = await load(baseUrl + payloadEndpoint, { connections, duration });
    rows.push({
      endpoint,
      ...ours,
      uncachedRps: uncached.rps,
      uncachedP50ms: uncached.p50ms,
      uncachedP99ms: uncached.p99ms,
      uncachedRatio: Number((uncached.rps / theirs.rps).toFixed(2)),
      payloadEndpoint,
      payloadRps: theirs.rps,
      payloadP50ms: theirs.p50ms,
      payloadP99ms: theirs.p99ms,
      ratio: Number((ours.rps / theirs.rps).toFixed(2)),
    });
  }
  return rows;
}
