import { hostname } from 'node:os';
import type { Payload } from 'payload';
import { env } from '../../env';

/**
 * This process among several serving one database (WEB_CONCURRENCY, scripts/lib/cluster.mjs).
 * One worker, the site process, runs the site queue and owns the one site engine; the others hand
 * it their site messages through the cluster's primary: a change to build now, a change queued
 * (the running update leaves the search shards to the next), a draft to preview.
 */

/** Names the process that answered (GET /api/v1/health): host and process id. */
export const instanceId = (): string => `${hostname()}:${process.pid}`;

export const inCluster = (): boolean => env.cluster.worker !== null && typeof process.send === 'function';

/**
 * True when this process runs the site queue (always, outside a cluster). With SITE_LEASE=on only
 * while it holds the site lease (siteLease.ts keeps that state on globalThis).
 */
export const isSiteProcess = (): boolean =>
  env.siteLease
    ? (globalThis as { __blogSiteLease?: { holding: boolean } }).__blogSiteLease?.holding === true
    : env.cluster.siteProcess;

/** True when this process owns this machine's site engine (renders previews; answers the other workers). */
export const ownsEngine = (): boolean => env.cluster.siteProcess;

export type SiteMessage =
  { kind: 'update' } | { kind: 'change-queued' } | { kind: 'preview'; post: unknown; banner: string; timeoutMs: number };

interface RelayState {
  nextId: number;
  waiting: Map<number, (result: unknown) => void>;
  listening: boolean;
  serving: boolean;
}
// On globalThis: Next may load this module once per route bundle; one listener per process.
const store = globalThis as typeof globalThis & { __blogSiteRelay?: RelayState };
const relay: RelayState = (store.__blogSiteRelay ??= { nextId: 1, waiting: new Map(), listening: false, serving: false });

function listenForReplies(): void {
  if (relay.listening) return;
  relay.listening = true;
  process.on('message', (message: { blog?: string; id?: number; result?: unknown }) => {
    if (message?.blog !== 'site-reply' || message.id === undefined) return;
    relay.waiting.get(message.id)?.(message.result);
    relay.waiting.delete(message.id);
  });
}

/** Sends a message to the site process (no answer). */
export function tellSiteProcess(message: SiteMessage): void {
  process.send?.({ blog: 'site', ...message });
}

/** Asks the site process and waits for its answer (`fallback` when none comes within `timeoutMs`). */
export function askSiteProcess<T>(message: SiteMessage, timeoutMs: number, fallback: T): Promise<T> {
  listenForReplies();
  const id = relay.nextId++;
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => {
      relay.waiting.delete(id);
      resolve(fallback);
    }, timeoutMs + 1000);
    relay.waiting.set(id, (result) => {
      clearTimeout(timer);
      resolve(result as T);
    });
    process.send?.({ blog: 'site', id, ...message });
  });
}

export type SiteHandler = (message: SiteMessage, payload: Payload) => Promise<unknown>;

/** In the site process: answers the other workers' site messages with `handle`. */
export function serveSiteMessages(payload: Payload, handle: SiteHandler): void {
  if (!inCluster() || !ownsEngine() || relay.serving) return;
  relay.serving = true;
  process.on('message', (message: SiteMessage & { blog?: string; id?: number; from?: number }) => {
    if (message?.blog !== 'site') return;
    handle(message, payload).then(
      (result) => {
        if (message.id !== undefined) process.send?.({ blog: 'site-reply', to: message.from, id: message.id, result });
      },
      (error: unknown) => {
        payload.logger.error(`[cluster] site message ${message.kind} failed: ${String(error)}`);
        if (message.id !== undefined) process.send?.({ blog: 'site-reply', to: message.from, id: message.id, result: null });
      },
    );
  });
}
