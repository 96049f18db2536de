import { describe, expect, it, vi } from 'vitest';
import { createSearchLog } from '../src/lib/searchLog';

describe('searchLog', () => {
  it('posts {query, resultCount} with keepalive', () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 200 })));
    createSearchLog(() => fetchImpl)('  react hooks ', 4);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/v1/analytics/search');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init?.body))).toEqual({ query: 'react hooks', resultCount: 4 });
  });

  it('sends nothing for a blank query', () => {
    const fetchImpl = vi.fn<typeof fetch>();
    createSearchLog(() => fetchImpl)('   ', 0);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('never throws: not when fetch throws, rejects or is missing', async () => {
    const throwing = vi.fn<typeof fetch>(() => {
      throw new TypeError('bad');
    });
    const rejecting = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')));
    expect(() => createSearchLog(() => throwing)('a', 1)).not.toThrow();
    expect(() => createSearchLog(() => rejecting)('a', 1)).not.toThrow();
    expect(() => createSearchLog(() => undefined)('a', 1)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rejecting).toHaveBeenCalledTimes(1);
  });
});
