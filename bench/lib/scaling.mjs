import autocannon from 'autocannon';
import { adminToken, startPlatform } from './platform.mjs';

/**
 * Several processes on one database (WEB_CONCURRENCY): view pings (each from a reader of its own,
 * X-Forwarded-For, so every one is counted; written in groups, one transaction per group) and the uncached list of posts, at
 * 50 connections, with 1 and with 2 worker processes on the same SQLite file. The list is read
 * signed in as the admin: anonymous reads are always answered from the public cache.
 */
const TARGETS = { viewsRps: 2000, p99ms: 100 };

/** One autocannon run at 50 connections; `url` may be a list (autocannon spreads the connections over it, round-robin). */
export async function autocannonRun(url, { duration, method = 'GET', headers = {}, perRequestIp = false }) {
  let n = 0;
  const result = await autocannon({
    url,
    method,
    connections: 50,
    duration,
    headers,
    ...(perRequestIp
      ? {
          requests: [
            {
              method,
              setupRequest: (req) => {
                n += 1;
                const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
                return { ...req, headers: { ...req.headers, 'x-forwarded-for': ip } };
              },
            },
          ],
        }
      : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    requests: result.requests.total,
    // 5xx included: a busy database must make requests slower, never fail them.
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function instances(url, want) {
  const seen = new Set();
  const deadline = Date.now() + 120_000;
  while (seen.size < want && Date.now() < deadline) {
    const health = await fetch(`${url}/api/v1/health`, { headers: { connection: 'close' } })
      .then((r) => r.json())
      .catch(() => null);
    if (health?.data?.instance) seen.add(health.data.instance);
    await new Promise((r) => setTimeout(r, 100));
  }
  return seen.size;
}

export async function measureScaling(dataDir, port, { duration = 10, workers = [1, 2], load = () => 0 } = {}) {
  const rows = [];
  for (const n of workers) {
    const platform = await startPlatform(dataDir, port, { WEB_CONCURRENCY: String(n), TRUST_PROXY: 'true' });
    try {
      const answering = await instances(platform.url, n);
      const { data } = await (await fetch(`${platform.url}/api/v1/blogs?limit=1`)).json();
      const viewUrl = `${platform.url}/api/v1/blogs/${data[0].slug}/view`;
      await autocannonRun(viewUrl, { duration: 1, method: 'POST', perRequestIp: true });
      const views = await autocannonRun(viewUrl, { duration, method: 'POST', perRequestIp: true });
      const listUrl = `${platform.url}/api/v1/blogs?limit=10`;
      const signedIn = { authorization: `Bearer ${await adminToken(platform.url)}` };
      await autocannonRun(listUrl, { duration: 1, headers: signedIn });
      const list = await autocannonRun(listUrl, { duration, headers: signedIn });
      rows.push({ workers: n, answering, views, uncachedList: list, load: load() });
    } finally {
      await platform.stop();
    }
  }
  return { targets: TARGETS, rows };
}
