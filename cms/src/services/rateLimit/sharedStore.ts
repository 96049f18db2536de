import type { Payload } from 'payload';
import { counterStore, type LimiterOptions, type SharedStore } from '../../db';
import { processSingleton } from '../../lib/processSingleton';

/**
 * The store every process on the database shares, for the rate limits (limiters.ts), the public
 * cache's version (cache/publicCache.ts) and the site lease (cluster/siteLease.ts): db/counters.ts
 * (the shared-counters table, or MongoDB's own), one per process.
 */
export type { LimiterOptions, SharedStore };

// One per process: Next may load the modules that use it once per route bundle.
const holder = processSingleton<{ store: SharedStore | null }>('__blogSharedStore', () => ({ store: null }));

/** Called once Payload is up (payload.config onInit): from here on limiters and the cache share it. */
export function attachSharedStore(payload: Payload): SharedStore {
  holder.store ??= counterStore(payload);
  return holder.store;
}

/** The shared store, or null before Payload is up. */
export const sharedStore = (): SharedStore | null => holder.store;
