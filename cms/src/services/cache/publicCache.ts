import { REVALIDATE_HEADER } from '@blog/shared';
import { PUBLIC_CACHE_KEY, type PublicCacheHandle } from '@blog/shared/serverHandshake';
import { processSingleton } from '../../lib/processSingleton';
import { bounded } from './freshReads';
import { isRevalidateSecret } from './revalidateToken';
import { hasSignedAccessToken } from '../auth/accessToken';
import { sharedStore } from '../rateLimit/sharedStore';

/**
 * An in-process cache of public /api/v1 reads (lists, posts, taxonomies), the answers every
 * anonymous reader gets. Any content change clears it (hooks/invalidatePublicCache); a view
 * drops only that post's entries, so lists show view counts at most TTL_MS old. Entries also
 * expire when the next scheduled post falls due, so it appears on time. Several processes on one
 * database: a clear also bumps a version kept in the database (the shared store), which every
 * process reads every VERSION_POLL_MS and clears its own cache when it moved.
 */
export interface CachedResponse {
  status: number;
  /** Bytes, encoded once: an entry is sent many times. */
  body: Buffer<ArrayBuffer>;
  headers: [string, string][];
  expiresAt: number;
}

const TTL_MS = 10_000;
const MAX_ENTRIES = 1000;
const VERSION_POLL_MS = 400;
const VERSION_KEY = 'public-cache-version';

interface CacheState extends PublicCacheHandle {
  entries: Map<string, CachedResponse>;
  inFlight: Map<string, Promise<CachedResponse>>;
  /** Bumped by every clear: answers made across a clear are not kept. */
  generation: number;
  /** When the next scheduled post goes live (ms), or null when not known yet. */
  nextDueAt: number | null;
  /** The shared version last seen (null: not read yet), and whether the poll runs. */
  version: number | null;
  polling: boolean;
  /** The query keys each cached path's route reads (learned from the router), for `lookup`. */
  readKeys: Map<string, readonly string[]>;
  /** For the platform server (scripts/server.mjs, through @blog/shared/serverHandshake): a fresh answer, before Next. */
  lookup?: (url: string, headers: Record<string, string | string[] | undefined>) => CachedResponse | null;
}

// One per process: a write through any route (Payload's own REST, the jobs) must clear the one
// cache /api/v1 reads; under the handshake's name, where the platform server looks for it.
const state: CacheState = processSingleton(PUBLIC_CACHE_KEY, () => ({
  entries: new Map(),
  inFlight: new Map(),
  readKeys: new Map(),
  generation: 0,
  nextDueAt: null,
  version: null,
  polling: false,
}));
const { entries, inFlight } = state;

const API_PREFIX = '/api/v1/';

/** The key of a read: its path under /api/v1 and its sorted query (`?b&a` and `?a&b` are one). */
/**
 * The key of a read: its path under /api/v1 and the sorted query parameters its route reads
 * (`known`; `?b&a` and `?a&b` are one). A parameter the route ignores is not in it: a made-up
 * one per request must not make every read a miss.
 */
export function cacheKey(path: string, query: URLSearchParams, known?: readonly string[]): string {
  const clean = path.replace(/\/+$/, '');
  const keys = known ?? state.readKeys.get(clean);
  if (known) {
    if (state.readKeys.size >= MAX_ENTRIES && !state.readKeys.has(clean)) state.readKeys.clear();
    state.readKeys.set(clean, known);
  }
  const sorted = new URLSearchParams(keys ? [...query].filter(([name]) => keys.includes(name)) : query);
  sorted.sort();
  const search = sorted.toString();
  return search ? `${clean}?${search}` : clean;
}

/**
 * Whether the platform server may answer a request from the cache before Next: anything but a
 * signed access token or the revalidate secret. `cache-control: no-cache`, a made-up token or a
 * wrong secret do not count: an anonymous client may not turn the cache off, nor make its reads
 * go the slower way through Next (./publicRead decides there, with the session checked).
 */
function mayUseCache(authorization: unknown, revalidate: unknown): boolean {
  return !hasSignedAccessToken(authorization) && !isRevalidateSecret(revalidate);
}

function fresh(key: string): CachedResponse | null {
  const now = Date.now();
  if (state.nextDueAt !== null && state.nextDueAt <= now) clearPublicCache();
  const found = entries.get(key);
  return found && found.expiresAt > now ? found : null;
}

state.lookup = (url, headers) => {
  if (!url.startsWith(API_PREFIX) || !mayUseCache(headers.authorization, headers[REVALIDATE_HEADER])) return null;
  // The raw (still encoded) path, as the /api/v1 route keys it.
  const parsed = new URL(url, 'http://localhost');
  return fresh(cacheKey(parsed.pathname.slice(API_PREFIX.length), parsed.searchParams));
};

function clearLocal(): void {
  state.generation += 1;
  entries.clear();
  inFlight.clear();
  state.nextDueAt = null;
}

/** Clears this process's cache and tells every other process (the shared version). */
export function clearPublicCache(): void {
  clearLocal();
  const store = sharedStore();
  if (!store) return;
  startVersionPoll();
  store.bump(VERSION_KEY).then(
    (version) => {
      // Our own bump: nothing more to clear here when the poll reads it.
      if (state.version === null || version === state.version + 1) state.version = version;
    },
    (error: unknown) => console.error('[cache] could not share the clear:', error),
  );
}

/** Reads the shared version now and then; a move means another process wrote: clear ours. */
function startVersionPoll(): void {
  const store = sharedStore();
  if (state.polling || !store) return;
  state.polling = true;
  let reading = false;
  setInterval(() => {
    if (reading) return;
    reading = true;
    store
      .read(VERSION_KEY)
      .then((version) => {
        // (Unknown before the first read: what was cached meanwhile may predate a remote write.)
        if (version !== state.version) clearLocal();
        state.version = version;
      })
      .catch(() => undefined)
      .finally(() => (reading = false));
  }, VERSION_POLL_MS).unref();
}

/** Moves on every clear (this process's or, through the shared version, another's): what was read before may be stale. */
export function publicCacheGeneration(): number {
  startVersionPoll();
  return state.generation;
}

/** Drops the entries of one post (its slug and id paths, and its related list). */
export function dropPostEntries(keys: (string | number)[]): void {
  const prefixes = keys.map((key) => `blogs/${key}`);
  for (const cacheKey of entries.keys()) {
    if (
      prefixes.some((prefix) => cacheKey === prefix || cacheKey.startsWith(`${prefix}?`) || cacheKey.startsWith(`${prefix}/`))
    ) {
      entries.delete(cacheKey);
    }
  }
}

/** A handler's answer read into memory (to be kept, or handed to several callers). */
export async function toEntry(response: Response): Promise<CachedResponse> {
  return {
    status: response.status,
    body: Buffer.from(await response.arrayBuffer()),
    headers: [...response.headers.entries()],
    expiresAt: Date.now() + TTL_MS,
  };
}

/**
 * The cached answer for `key`, or the one `produce` makes (concurrent misses share one call).
 * `nextDue` tells when the next scheduled post goes live; only 200 answers are kept. Misses
 * of different keys (a query no one asked before) take their turn (freshReads.bounded).
 */
export async function cached(
  key: string,
  produce: () => Promise<Response>,
  nextDue: () => Promise<number | null>,
): Promise<{ entry: CachedResponse; hit: boolean }> {
  startVersionPoll();
  const found = fresh(key);
  if (found) return { entry: found, hit: true };
  const pending = inFlight.get(key);
  if (pending) return { entry: await pending, hit: true };
  const startedIn = state.generation;
  const work = (async () => {
    const made = await toEntry(await bounded(produce));
    const due = (state.nextDueAt ??= (await nextDue()) ?? Number.POSITIVE_INFINITY);
    const entry: CachedResponse = { ...made, expiresAt: Math.min(made.expiresAt, due) };
    // A change while this answer was being made: serve it to this caller, keep nothing.
    if (entry.status === 200 && startedIn === state.generation) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    }
    return entry;
  })();
  inFlight.set(key, work);
  try {
    return { entry: await work, hit: false };
  } finally {
    if (inFlight.get(key) === work) inFlight.delete(key);
  }
}
