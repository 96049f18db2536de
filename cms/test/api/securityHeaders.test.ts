import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../helpers/api';

/**
 * Every answer of the one origin carries the security baseline (CSP, nosniff, referrer policy,
 * frame protection), whatever answers it: the APIs, Payload's REST and GraphQL, /media/, the
 * server's own 405, the newsletter forms' redirects. Real HTTP (node:http: fetch refuses TRACE).
 */
function raw(
  method: string,
  path: string,
  body?: string,
  type = 'application/json',
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const url = new URL(path, baseUrl());
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers: { 'x-forwarded-for': '10.61.0.1', ...(body === undefined ? {} : { 'content-type': type }) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const KINDS: { name: string; method: string; path: string; body?: string; type?: string; status?: number }[] = [
  { name: 'the API', method: 'GET', path: '/api/v1/health', status: 200 },
  { name: 'an API 404', method: 'GET', path: '/api/v1/nope', status: 404 },
  { name: 'an API write refused', method: 'POST', path: '/api/v1/auth/login', body: '{bad', status: 400 },
  { name: "Payload's REST", method: 'GET', path: '/api/posts?limit=1', status: 200 },
  { name: "Payload's REST 404", method: 'GET', path: '/api/posts/abc', status: 404 },
  { name: "Payload's GraphQL", method: 'POST', path: '/api/graphql', body: '{"query":"{ Posts { totalDocs } }"}', status: 200 },
  { name: 'a missing upload', method: 'GET', path: '/media/nope.png', status: 404 },
  { name: 'an unknown method', method: 'TRACE', path: '/', status: 405 },
  { name: 'an unknown method on the API', method: 'PROPFIND', path: '/api/v1/blogs', status: 405 },
  { name: 'a path that is not percent-encoding', method: 'GET', path: '/%E0%A4%A', status: 400 },
  {
    name: "the newsletter form's redirect",
    method: 'POST',
    path: '/newsletter/subscribe',
    body: 'email=not-an-address',
    type: 'application/x-www-form-urlencoded',
    status: 303,
  },
  { name: 'the newsletter status redirect', method: 'GET', path: '/newsletter/status?x=1', status: 303 },
  { name: 'the admin', method: 'GET', path: '/admin/login', status: 200 },
  { name: "Payload's panel", method: 'GET', path: '/cms/login', status: 200 },
  { name: 'a public page', method: 'GET', path: '/' },
];

describe('security headers on every response', () => {
  it.each(KINDS)('$name ($method $path)', async ({ method, path, body, type, status }) => {
    const res = await raw(method, path, body, type);
    if (status !== undefined) expect(res.status).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toMatch(/^(SAMEORIGIN|DENY)$/);
    const csp = String(res.headers['content-security-policy'] ?? '');
    expect(csp).toMatch(/frame-ancestors '(self|none)'/);
    expect(csp).toMatch(/default-src '(none|self)'/);
  });

  it('lets each kind keep its own: the admin denies framing, the API loads nothing', async () => {
    const admin = await raw('GET', '/admin/login');
    expect(admin.headers['x-frame-options']).toBe('DENY');
    expect(admin.headers['content-security-policy']).toContain("'nonce-");
    const api = await raw('GET', '/api/v1/health');
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
    // A route handler's own headers win over the baseline (Next keeps a header already set on the
    // response, so the baseline is filled in only when the head is written).
    const preview = await raw('GET', '/preview/not.valid');
    expect(preview.status).toBe(403);
    expect(preview.headers['x-frame-options']).toBe('DENY');
    expect(preview.headers['referrer-policy']).toBe('no-referrer');
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
