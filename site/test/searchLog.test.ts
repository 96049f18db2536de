import { describe, expect, it, vi } from 'vitest';
import { createSearchLog } from '../src/lib/searchLog';

describe('searchLog', () => {
  it('sends {query, resultCount} as a JSON beacon', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit) => true);
    const fetchImpl = vi.fn<typeof fetch>();
    createSearchLog(() => ({ sendBeacon, fetch: fetchImpl }))('  react hooks ', 4);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/v1/analytics/search');
    expect(data).toBeInstanceOf(Blob);
    expect((data as Blob).type).toBe('application/json');
    expect(JSON.parse(await (data as Blob).text())).toEqual({ query: 'react hooks', resultCount: 4 });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when there is no beacon, or it is refused', () => {
    for (const sendBeacon of [undefined, vi.fn(() => false)]) {
      const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 200 })));
      createSearchLog(() => ({ sendBeacon, fetch: fetchImpl }))('react', 2);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      const [url, init] = fetchImpl.mock.calls[0]!;
      expect(url).toBe('/api/v1/analytics/search');
      expect(init).toMatchObject({ method: 'POST', keepalive: true });
      expect(JSON.parse(String(init?.body))).toEqual({ query: 'react', resultCount: 2 });
    }
  });

  it('sends nothing for a blank query', () => {
    const sendBeacon = vi.fn(() => true);
    const fetchImpl = vi.fn<typeof fetch>();
    createSearchLog(() => ({ sendBeacon, fetch: fetchImpl }))('   ', 0);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('never throws: not when the beacon or fetch throws, fetch rejects, or neither exists', async () => {
    const throwing = vi.fn<typeof fetch>(() => {
      throw new TypeError('bad');
    });
    const rejecting = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')));
    const badBeacon = vi.fn((): boolean => {
      throw new TypeError('too big');
    });
    expect(() => createSearchLog(() => ({ fetch: throwing }))('a', 1)).not.toThrow();
    expect(() => createSearchLog(() => ({ fetch: rejecting }))('a', 1)).not.toThrow();
    expect(() => createSearchLog(() => ({ sendBeacon: badBeacon, fetch: rejecting }))('a', 1)).not.toThrow();
    expect(() => createSearchLog(() => ({}))('a', 1)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rejecting).toHaveBeenCalledTimes(1);
  });
});
