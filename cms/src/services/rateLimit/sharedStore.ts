import type { Payload } from 'payload';
import { counterStore, type LimiterOptions, type SharedStore } from '../../db';

/**
 * The store every process on the database shares, for the rate limits (limiters.ts) and the
 * public cache's version (cache/publicCache.ts): db/counters.ts (the shared-counters table, or
 * MongoDB's own), one per process.
 */
export type { LimiterOptions, SharedStore };

// On globalThis: Next may load the modules that use it once per route bundle.
const holder = globalThis as typeof globalThis & { __blogSharedStore?: SharedStore };

/** Called once Payload is up (payload.config onInit): from here on limiters and the cache share it. */
export function attachSharedStore(payload: Payload): SharedStore {
  holder.__blogSharedStore ??= counterStore(payload);
  return holder.__blogSharedStore;
}

/** The shared store, or null before Payload is up. */
export const sharedStore = (): SharedStore | null => holder.__blogSharedStore ?? null;
