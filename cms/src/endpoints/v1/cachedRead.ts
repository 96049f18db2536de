import type { Payload } from 'payload';
import { cached, cacheKey, mayUseCache } from '../../services/cache/publicCache';
import { nextScheduledAt } from '../../services/cache/nextScheduled';

/** Whether a request may be answered from the public cache: an anonymous GET that allows it. */
export function cacheable(request: Request): boolean {
  return mayUseCache(request.method, request.headers.get('authorization'), request.headers.get('cache-control'));
}

/** Answers a public read from the cache, or runs it and keeps its 200 answer. */
export async function cachedRead(path: string, request: Request, payload: Payload, run: () => Promise<Response>): Promise<Response> {
  const key = cacheKey(path, new URL(request.url).searchParams);
  const { entry, hit } = await cached(key, run, () => nextScheduledAt(payload));
  return new Response(entry.body, { status: entry.status, headers: [...entry.headers, ['x-cache', hit ? 'HIT' : 'MISS']] });
}
