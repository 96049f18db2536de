import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../helpers/api';

/**
 * No method on any path yields a 5xx. fetch refuses TRACE (and CONNECT), so these go through
 * node:http. Methods the platform does not serve get 405 with Allow; /api/v1 answers in its envelope.
 */
interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function raw(method: string, path: string): Promise<Raw> {
  const url = new URL(path, baseUrl());
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method, headers: { 'x-forwarded-for': '10.9.9.9' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const PATHS = [
  '/',
  '/api/v1/blogs',
  '/api/v1/nope',
  '/api/v1/auth/login',
  '/api/posts',
  '/api/graphql',
  '/api/users/login',
  '/admin',
  '/admin/login',
  '/cms',
  '/media/nothing.png',
  '/blog/nothing',
  '/rss.xml',
];
/** Every method Node parses, but CONNECT (a tunnel request, not a request for a path). */
const METHODS = http.METHODS.filter((m) => m !== 'CONNECT' && m !== 'GET' && m !== 'HEAD');
const SERVED = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

describe('odd HTTP methods', () => {
  it.each(PATHS)('no method on %s answers a 5xx', async (path) => {
    const failures: string[] = [];
    for (const method of METHODS) {
      const res = await raw(method, path);
      if (res.status >= 500) failures.push(`${method} ${path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'SEARCH', 'PURGE', 'LINK'])('%s gets 405 with Allow everywhere', async (method) => {
    for (const path of PATHS) {
      const res = await raw(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow?.split(/,\s*/).sort()).toEqual([...SERVED].sort());
    }
  });

  it('TRACE /api/v1/blogs answers the envelope with METHOD_NOT_ALLOWED', async () => {
    const res = await raw('TRACE', '/api/v1/blogs');
    expect(res.status).toBe(405);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ success: false, error: { code: 'METHOD_NOT_ALLOWED', status: 405 } });
    expect(body.message).toBe(body.error.message);
  });

  it('TRACE never echoes the request back', async () => {
    const res = await raw('TRACE', '/api/v1/auth/me');
    expect(res.body).not.toMatch(/x-forwarded-for|10\.9\.9\.9/i);
  });
});
