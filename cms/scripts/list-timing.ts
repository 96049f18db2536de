/**
 * The lists at size (issue 38): GET /api/v1/blogs's and the admin list's queries (listPosts, the
 * handlers' where and sort) timed on DATA_DIR's database, first and last page, median of RUNS, and
 * one public post by id and by slug (findPost: what the site engine fetches on a publish), with
 * the query plan of each SQL statement they run. Prints one JSON line. On a data folder no
 * platform is migrating:
 *   cd cms && NODE_ENV=production DATA_DIR=<folder> npx tsx scripts/list-timing.ts
 */
import { loadavg } from 'node:os';
import { startPayload } from '../src/cli/startPayload';

const RUNS = Number(process.env.LIST_RUNS ?? 15);
const payload = await startPayload();
const { findPost, listPosts } = await import('../src/services/posts/listPosts');
const { publicPostsWhere } = await import('../src/access');
const { postSort, publicListWhere } = await import('../src/services/posts/postQuery');
const client = (payload.db as unknown as { client: { execute: (q: unknown) => Promise<{ rows: unknown[] }> } }).client;

// Every statement the lists run, for EXPLAIN QUERY PLAN afterwards.
const seen = new Map<string, unknown[]>();
const execute = client.execute.bind(client);
client.execute = (q: unknown) => {
  const s = q as { sql?: string; args?: unknown[] };
  if (typeof s === 'object' && s?.sql && /^\s*select/i.test(s.sql)) seen.set(s.sql, s.args ?? []);
  return execute(q);
};

const limit = 10;
const cases = {
  publicList: { where: await publicListWhere(payload, {}), sort: postSort('publishedAt', 'desc') },
  adminList: { where: { and: [] }, sort: postSort('publishedAt', 'desc') },
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const out: Record<string, unknown> = { load: loadavg()[0]!.toFixed(1) };
for (const [name, c] of Object.entries(cases)) {
  const first = await listPosts(payload, c.where, { page: 1, limit, sort: c.sort });
  const last = first.pagination.totalPages;
  for (const [label, page] of [
    ['first', 1],
    ['last', last],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await listPosts(payload, c.where, { page, limit, sort: c.sort });
      times.push(performance.now() - t);
    }
    out[`${name}.${label}`] = { page, total: first.pagination.total, medianMs: Number(median(times).toFixed(1)) };
  }
}
// The newest public post, by id and by slug (a point lookup each, whatever the size).
const [newest] = (await listPosts(payload, cases.publicList.where, { page: 1, limit: 1, sort: cases.publicList.sort })).posts;
if (newest) {
  for (const [label, key] of [
    ['byId', String(newest.id)],
    ['bySlug', newest.slug],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await findPost(payload, key, publicPostsWhere());
      times.push(performance.now() - t);
    }
    out[`post.${label}`] = { medianMs: Number(median(times).toFixed(1)) };
  }
}
seen.clear();
if (newest) await findPost(payload, String(newest.id), publicPostsWhere());
await listPosts(payload, cases.publicList.where, { page: 5000, limit, sort: cases.publicList.sort });
await listPosts(payload, cases.adminList.where, { page: 5000, limit, sort: cases.adminList.sort });
const plans: Record<string, string[]> = {};
for (const [sql, args] of seen) {
  const { rows } = await execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args });
  // The statement's tail names it (its select list is long): from, where, order, limit.
  const key = sql.length > 200 ? `… ${sql.slice(sql.lastIndexOf(' from ')).slice(0, 400)}` : sql;
  plans[key] = rows.map((r) => String((r as Record<string, unknown>).detail));
}
out.plans = plans;
out.loadAfter = loadavg()[0]!.toFixed(1);
console.log(JSON.stringify(out));
await payload.destroy();
process.exit(0);
