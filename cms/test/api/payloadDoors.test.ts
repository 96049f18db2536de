import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type RunningServer } from '../helpers/spawnServer';
import { ADMIN } from '../helpers/auth';

/**
 * Payload's own doors (REST /api/{collection}, GraphQL) answer bad input with a 4xx and log no
 * stack trace: ids that are not ids, queries its database layer would fail on, JSON cut short.
 * Its own server, to read the log.
 */
let server: RunningServer;
let jwt: string;

const COLLECTIONS = [
  'posts',
  'categories',
  'tags',
  'media',
  'subscriptions',
  'users',
  'refresh-tokens',
  'post-views',
  'search-logs',
  'site-builds',
  'newsletter-deliveries',
  'redirects',
  'import-jobs',
  'payload-jobs',
  'payload-locked-documents',
];
const BAD_IDS = ['abc', '1.5', '-1', '0', '99999999999999999999', '%00', '1e3', '0x1', '507f1f77bcf86cd799439011'];

async function call(method: string, path: string, body?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `JWT ${jwt}`, 'content-type': 'application/json', 'x-forwarded-for': '10.44.0.1' },
    body,
  });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  server = await spawnServer();
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.44.0.2' },
    body: JSON.stringify(ADMIN),
  });
  jwt = ((await login.json()) as { token: string }).token;
  expect(jwt).toBeTruthy();
});

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

/** Every answer under 500, and the log without the stack trace of a server error. */
async function expectNo5xx(requests: [string, string, string?][]) {
  const before = server.logs().length;
  const failures: string[] = [];
  for (const [method, path, body] of requests) {
    const { status, text } = await call(method, path, body);
    if (status >= 500) failures.push(`${method} ${path} → ${status} ${text.slice(0, 120)}`);
  }
  expect(failures).toEqual([]);
  const log = server.logs().slice(before);
  expect(log).not.toMatch(/^\s+at /m);
  expect(log).not.toMatch(/ERROR/);
}

describe("Payload's REST doors", () => {
  it('answers an id that is not one with 404 on every collection and method, and versions', async () => {
    const requests: [string, string, string?][] = [];
    for (const collection of COLLECTIONS) {
      for (const id of BAD_IDS) {
        requests.push(
          ['GET', `/api/${collection}/${id}`],
          ['PATCH', `/api/${collection}/${id}`, '{}'],
          ['DELETE', `/api/${collection}/${id}`],
        );
      }
      requests.push(
        ['GET', `/api/${collection}/versions/abc`],
        ['POST', `/api/${collection}/versions/abc`],
        ['POST', `/api/${collection}/abc/duplicate`],
      );
    }
    requests.push(['DELETE', '/api/payload-preferences/no-such-key'], ['GET', '/api/POSTS/abc'], ['GET', '/api/Posts/1.5']);
    await expectNo5xx(requests);
    const { status, text } = await call('GET', '/api/posts/abc');
    expect(status).toBe(404);
    expect(JSON.parse(text)).toEqual({ errors: [{ message: 'Not Found' }] });
  });

  it('answers 404 for a collection without REST endpoints (payload-migrations), not 501', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/payload-migrations'],
      ['GET', '/api/payload-migrations/1'],
      ['POST', '/api/payload-migrations', '{}'],
      ['DELETE', '/api/Payload-Migrations/1'],
    ] as [string, string, string?][]) {
      const { status, text } = await call(method, path, body);
      expect(status, `${method} ${path}`).toBe(404);
      expect(JSON.parse(text)).toEqual({ errors: [{ message: 'Not Found' }] });
    }
  });

  it('keeps serving good ids and named routes', async () => {
    expect((await call('GET', '/api/posts/1')).status).toBe(200);
    expect((await call('GET', '/api/posts/count')).status).toBe(200);
    expect((await call('GET', '/api/users/me')).status).toBe(200);
    expect((await call('GET', '/api/users/ME')).status).toBe(200);
    expect((await call('GET', '/api/posts?where[id][in]=1,2&limit=5&page=1')).status).toBe(200);
    expect((await call('GET', '/api/posts?where[category][equals]=1&where[publishedAt][less_than]=2030-01-01')).status).toBe(200);
  });

  it('deletes a post that has views (their NOT NULL key used to fail the delete with a 500)', async () => {
    const live = `where[status][equals]=PUBLISHED&where[publishedAt][less_than]=${new Date().toISOString()}`;
    const post = JSON.parse((await call('GET', `/api/posts?limit=1&depth=0&${live}`)).text).docs[0];
    const view = await fetch(`${server.url}/api/v1/blogs/${post.slug}/view`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.44.0.3' },
    });
    expect(view.status).toBe(200);
    expect(JSON.parse((await call('GET', `/api/post-views?where[post][equals]=${post.id}`)).text).totalDocs).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/posts/${post.id}`)).status).toBe(200);
    expect(JSON.parse((await call('GET', `/api/post-views?where[post][equals]=${post.id}`)).text).totalDocs).toBe(0);
  });

  it('refuses queries the database would fail on with 400: where, page, limit', async () => {
    const queries = [
      'where=abc',
      'where[id][in]=a,b',
      'where[id][equals]=abc',
      'where[id][equals][x]=1',
      'where[id][in][0][x]=1',
      'where[id][near]=1,2',
      'where[title][within]=x',
      'where[title][intersects]=x',
      'where[title][equals][]=1',
      'where[title][equals][a][b]=1',
      'where[publishedAt][greater_than]=notadate',
      'where[category][equals]=abc',
      'where[tags][in]=zz',
      'where[or]=x',
      'where[and][0]=x',
      'page=1e20',
      'page=-1',
      'limit=99999999999999999999',
      'limit=abc',
    ];
    const requests: [string, string, string?][] = [];
    for (const collection of ['posts', 'categories', 'users', 'media']) {
      for (const query of queries) requests.push(['GET', `/api/${collection}?${query}`]);
    }
    requests.push(['PATCH', '/api/posts?where[id][in]=a,b', '{}'], ['DELETE', '/api/posts?where[id][in]=a,b']);
    await expectNo5xx(requests);
    const { status, text } = await call('GET', '/api/posts?where[id][in]=a,b');
    expect(status).toBe(400);
    expect(text).toContain('Invalid id');
  });
});

describe("Payload's GraphQL door", () => {
  const gql = (body: string) => call('POST', '/api/graphql', body);

  it('answers a JSON body cut short or malformed with 400', async () => {
    for (const body of ['{"query":"{ Posts { docs { id } } }"', '{"query":', '{bad', "{'query':'x'}"]) {
      const { status, text } = await gql(body);
      expect(status, body).toBe(400);
      expect(text).toContain('Unparsable JSON body');
    }
  });

  it('answers batches, deep queries and bad arguments without a server error', async () => {
    const bodies = [
      '[{"query":"{ Posts { totalDocs } }"},{"query":"{ Posts { totalDocs } }"}]',
      '[]',
      'null',
      JSON.stringify({ query: '{'.repeat(300) + '}'.repeat(300) }),
      JSON.stringify({ query: `{ Posts { docs { ${'category { id } '.repeat(200)} } } }` }),
      JSON.stringify({ query: '{ Post(id: "abc") { id } }' }),
      JSON.stringify({ query: '{ Posts(where: { category: { equals: "abc" } }) { totalDocs } }' }),
      JSON.stringify({ query: '{ Posts(where: { tags: { in: ["a"] } }) { totalDocs } }' }),
      JSON.stringify({ query: '{ Posts(page: 100000000000) { totalDocs } }' }),
      JSON.stringify({ query: 'mutation { deletePost(id: "abc") { id } }' }),
    ];
    const before = server.logs().length;
    for (const body of bodies) {
      const { status, text } = await gql(body);
      expect(status, body).toBeLessThan(500);
      expect(text, body).not.toMatch(/"statusCode":5\d\d/);
    }
    expect(server.logs().slice(before)).not.toMatch(/^\s+at /m);
  });
});
