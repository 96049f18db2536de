import type { Payload } from 'payload';
import { authenticateSession } from '../auth/authenticate';
import { cached, toEntry, type CachedResponse } from './publicCache';
import { freshRun } from './freshReads';
import { asksToRevalidate } from './revalidateToken';

interface AuthMessages {
  unauthorized: string;
  forbidden: string;
}

/**
 * A public, cacheable /api/v1 read. Only two callers read past the cache: the site engine (the
 * revalidate secret) and a signed-in user (a live session: an admin sees counts over every
 * status); they share one fresh run per key. Everyone else, whatever `cache-control` or an
 * invalid token says, gets the cached answer.
 */
export async function publicRead(
  request: Request,
  payload: Payload,
  key: string,
  run: () => Promise<Response>,
  nextDue: () => Promise<number | null>,
  m: AuthMessages,
): Promise<{ entry: CachedResponse; cache: 'HIT' | 'MISS' | 'BYPASS' }> {
  const fresh = (variant: string) => freshRun(`${variant} ${key}`, async () => toEntry(await run()));
  if (asksToRevalidate(request.headers)) return { entry: await fresh('engine'), cache: 'BYPASS' };
  if (request.headers.get('authorization')) {
    const session = await authenticateSession(request, payload, m).catch(() => null);
    if (session) return { entry: await fresh(session.user.role), cache: 'BYPASS' };
  }
  const { entry, hit } = await cached(key, run, nextDue);
  return { entry, cache: hit ? 'HIT' : 'MISS' };
}
