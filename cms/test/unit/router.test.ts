import type { Payload } from 'payload';
import { afterEach, describe, expect, it } from 'vitest';
import { statusChangeSchema } from '@blog/shared';
import { answer, compile, dispatch, find, languageOf, route, type AnyRoute } from '../../src/endpoints/v1/router';
import { respond } from '../../src/endpoints/v1/respond';
import { routes } from '../../src/endpoints/v1';
import { cached, clearPublicCache } from '../../src/services/cache/publicCache';

const ok = async () => respond('ok');
const parts = (path: string) => path.split('/');

describe('matching', () => {
  it('fixed segments win over parameters whatever the order of the table', () => {
    const table = compile([
      route({ method: 'GET', path: 'blogs/:slug', access: 'public', lang: 'en', handler: ok }),
      route({ method: 'GET', path: 'blogs/categories', access: 'public', lang: 'en', handler: ok }),
      route({ method: 'GET', path: 'blogs/:slug/related', access: 'public', lang: 'en', handler: ok }),
      route({ method: 'GET', path: 'blogs/category/:category', access: 'public', lang: 'en', handler: ok }),
    ]);
    const path = (p: string) => {
      const found = find(table, 'GET', parts(p));
      return 'route' in found ? found.route.path : null;
    };
    expect(path('blogs/categories')).toBe('blogs/categories');
    expect(path('blogs/hello')).toBe('blogs/:slug');
    expect(path('blogs/category/related')).toBe('blogs/category/:category');
    expect(path('blogs/hello/related')).toBe('blogs/:slug/related');
  });

  it('the real table sends every fixed path to its own entry', () => {
    const hit = (method: string, p: string) => {
      const found = find(routes, method, parts(p));
      return 'route' in found ? found.route.path : found;
    };
    expect(hit('GET', 'blogs/categories')).toBe('blogs/categories');
    expect(hit('GET', 'blogs/tags')).toBe('blogs/tags');
    expect(hit('PATCH', 'blogs/admin/blogs/12/status')).toBe('blogs/admin/blogs/:id/status');
    expect(hit('GET', 'blogs/some-post')).toBe('blogs/:slug');
  });

  it('a known path with another method lists the methods allowed (405)', () => {
    expect(find(routes, 'POST', parts('blogs/admin/blogs/3'))).toEqual({ allowed: ['GET', 'PUT', 'DELETE'], lang: 'tr' });
    expect(find(routes, 'DELETE', parts('blogs'))).toEqual({ allowed: ['GET'], lang: 'en' });
  });

  it('no two entries share a method and path', () => {
    const keys = routes.map((r) => `${r.method} ${r.segments.map((s) => (s.startsWith(':') ? ':' : s)).join('/')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('language', () => {
  it('comes from the route entry', () => {
    const found = find(routes, 'POST', parts('auth/login'));
    expect('route' in found && found.route.lang).toBe('tr');
  });

  it('an unknown path takes the language of the routes it shares the most leading segments with', () => {
    expect(languageOf(routes, parts('blogs/admin/nothing/here'))).toBe('tr');
    expect(languageOf(routes, parts('newsletter/admin'))).toBe('tr');
    expect(languageOf(routes, parts('upload/x'))).toBe('tr');
    expect(languageOf(routes, parts('nope'))).toBe('en');
    expect(languageOf(routes, parts('newsletter/x'))).toBe('en');
  });

  it('every entry of the back office answers in Turkish, every public reading call in English', () => {
    for (const r of routes) {
      if (r.path.startsWith('blogs/admin') || r.path.startsWith('newsletter/admin') || r.path.startsWith('auth/'))
        expect(r.lang, r.path).toBe('tr');
      if (r.path === 'blogs' || r.path.startsWith('newsletter/sub')) expect(r.lang, r.path).toBe('en');
    }
  });
});

describe('effects', () => {
  it('every admin write to posts and taxonomies declares both effects; reads declare none', () => {
    const own = ['blogs/admin/site-rebuild', 'blogs/admin/preview'];
    const drafts = (path: string) => /\/(autosave|revisions)(\/|$)/.test(path);
    for (const r of routes.filter((x) => x.path.startsWith('blogs/admin/') && !own.includes(x.path) && !drafts(x.path))) {
      const write = r.method !== 'GET';
      expect(r.effects ?? [], `${r.method} ${r.path}`).toEqual(write ? ['publicCache', 'siteUpdate'] : []);
    }
  });

  it('autosave and restore write a draft version only: no effects (issue #26)', () => {
    const writes = routes.filter((r) => /\/(autosave|restore)$/.test(r.path) && r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'POST blogs/admin/blogs/:id/revisions/:versionId/restore',
      'PUT blogs/admin/blogs/:id/autosave',
    ]);
    for (const r of writes) expect(r.effects ?? []).toEqual([]);
  });

  it('a draft preview writes nothing: no effects', () => {
    const preview = routes.find((r) => r.method === 'POST' && r.path === 'blogs/admin/preview');
    expect(preview).toBeDefined();
    expect(preview?.effects ?? []).toEqual([]);
  });

  it('a requested full rebuild starts the site update and leaves the public cache alone', () => {
    const rebuild = routes.find((r) => r.method === 'POST' && r.path === 'blogs/admin/site-rebuild');
    expect(rebuild?.effects).toEqual(['siteUpdate']);
  });

  /** A Payload stand-in that records the site queue being started (the router's only use of it here). */
  function payloadRecordingRuns() {
    const runs: unknown[] = [];
    const payload = {
      jobs: { run: async (args: unknown) => void runs.push(args) },
      logger: { error: () => {} },
    } as unknown as Payload;
    return { runs, payload };
  }

  const call = (table: AnyRoute[], method: string, path: string, payload: Payload, body?: unknown) =>
    dispatch(
      compile(table),
      new Request(`http://x/api/v1/${path}`, {
        method,
        ...(body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
      }),
      path,
      async () => payload,
      '127.0.0.1',
    );

  afterEach(() => clearPublicCache());

  it('applies the declared effects after a successful write only', async () => {
    const { runs, payload } = payloadRecordingRuns();
    const table = [
      route({ method: 'POST', path: 'w', access: 'public', lang: 'en', effects: ['siteUpdate'], handler: ok }),
      route({
        method: 'POST',
        path: 'fail',
        access: 'public',
        lang: 'en',
        effects: ['siteUpdate'],
        handler: async () => respond(null, { status: 409 }),
      }),
      route({ method: 'POST', path: 'plain', access: 'public', lang: 'en', handler: ok }),
    ];
    await call(table, 'POST', 'fail', payload);
    await call(table, 'POST', 'plain', payload);
    expect(runs).toHaveLength(0);
    await call(table, 'POST', 'w', payload);
    expect(runs).toEqual([{ queue: 'site', limit: 1, silent: true }]);
  });

  it('a public read gives the platform server its bytes and Next the same answer as a Response', async () => {
    const payload = { find: async () => ({ docs: [] }) } as unknown as Payload;
    const table = compile([
      route({ method: 'GET', path: 'r', access: 'public', lang: 'en', cache: true, handler: async () => respond({ n: 1 }) }),
    ]);
    const direct = await answer(table, new Request('http://x/api/v1/r'), 'r', async () => payload, '127.0.0.1');
    if (direct instanceof Response) throw new Error('a cached read should come back as bytes');
    expect(direct.status).toBe(200);
    expect(direct.headers).toContainEqual(['x-cache', 'MISS']);
    expect(JSON.parse(direct.body.toString('utf8'))).toEqual({ success: true, data: { n: 1 } });
    const viaNext = await dispatch(table, new Request('http://x/api/v1/r'), 'r', async () => payload, '127.0.0.1');
    expect(viaNext.headers.get('x-cache')).toBe('HIT');
    expect(viaNext.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await viaNext.json()).toEqual({ success: true, data: { n: 1 } });
  });

  it('publicCache clears the cached reads', async () => {
    const { payload } = payloadRecordingRuns();
    const produce = async () => respond('fresh');
    await cached('k', produce, async () => null);
    expect((await cached('k', produce, async () => null)).hit).toBe(true);
    await call(
      [route({ method: 'POST', path: 'w', access: 'public', lang: 'en', effects: ['publicCache'], handler: ok })],
      'POST',
      'w',
      payload,
    );
    expect((await cached('k', produce, async () => null)).hit).toBe(false);
  });
});

describe('input', () => {
  const table = [
    route({
      method: 'PATCH',
      path: 'things/:id/status',
      access: 'public',
      lang: 'tr',
      body: statusChangeSchema,
      handler: async (ctx) => respond({ status: ctx.body.status, id: ctx.params.id }),
    }),
  ];
  const send = (path: string, body: unknown) =>
    dispatch(
      compile(table),
      new Request(`http://x/api/v1/${path}`, {
        method: 'PATCH',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
      path,
      async () => ({}) as Payload,
      '127.0.0.1',
    );

  it('validates the body with the entry schema into ctx.body', async () => {
    const res = await send('things/5/status', { status: 'ARCHIVED' });
    expect(await res.json()).toMatchObject({ success: true, data: { status: 'ARCHIVED', id: '5' } });
  });

  it('answers 400 with details.validation in the entry language', async () => {
    const res = await send('things/5/status', { status: 'LIVE' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.details.validation)).toEqual(['status']);
  });

  it('an :id that is no id is a 404 before the body is read', async () => {
    const res = await send('things/abc/status', { status: 'LIVE' });
    expect(res.status).toBe(404);
  });
});
