import type { Payload } from 'payload';
import {
  CLUSTER_MESSAGE,
  instanceId as processInstanceId,
  isClusterMessage,
  type SiteMessage,
  type SiteReply,
  type SiteRequest,
} from '@blog/shared/clusterContract';
import { env } from '../../env';
import { processSingleton } from '../../lib/processSingleton';
import { leaseState } from './leaseState';

/**
 * This process among several serving one database (WEB_CONCURRENCY, scripts/lib/cluster.mjs).
 * One worker, the site process, runs the site queue and owns the one site engine; the others hand
 * it their site messages through the cluster's primary: a change to build now, a change queued
 * (the running update leaves the search shards to the next), a draft to preview. The messages and
 * the BLOG_* variables are @blog/shared/clusterContract's, which the primary speaks too.
 */

/** Names the process that answered (GET /api/v1/health): host and process id. */
export const instanceId = (): string => processInstanceId();

export const inCluster = (): boolean => env.cluster.worker !== null && typeof process.send === 'function';

/**
 * True when this process runs the site queue (always, outside a cluster). With SITE_LEASE=on only
 * while it holds the site lease (leaseState.ts).
 */
export const isSiteProcess = (): boolean => (env.siteLease ? leaseState.holding : env.cluster.siteProcess);

/** True when this process owns this machine's site engine (renders previews; answers the other workers). */
export const ownsEngine = (): boolean => env.cluster.siteProcess;

export type { SiteMessage };

interface RelayState {
  nextId: number;
  waiting: Map<number, (result: unknown) => void>;
  listening: boolean;
  serving: boolean;
}
// One per process (Next may load this module once per route bundle): one listener per process.
const relay: RelayState = processSingleton('__blogSiteRelay', () => ({
  nextId: 1,
  waiting: new Map(),
  listening: false,
  serving: false,
}));

const send = (message: SiteRequest | SiteReply): void => void process.send?.(message);

function listenForReplies(): void {
  if (relay.listening) return;
  relay.listening = true;
  process.on('message', (message: unknown) => {
    if (!isClusterMessage(message) || message.blog !== CLUSTER_MESSAGE.siteReply) return;
    relay.waiting.get(message.id)?.(message.result);
    relay.waiting.delete(message.id);
  });
}

/** Sends a message to the site process (no answer). */
export function tellSiteProcess(message: SiteMessage): void {
  send({ blog: CLUSTER_MESSAGE.site, ...message });
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
    send({ blog: CLUSTER_MESSAGE.site, id, ...message });
  });
}

export type SiteHandler = (message: SiteMessage, payload: Payload) => Promise<unknown>;

/** In the site process: answers the other workers' site messages with `handle`. */
export function serveSiteMessages(payload: Payload, handle: SiteHandler): void {
  if (!inCluster() || !ownsEngine() || relay.serving) return;
  relay.serving = true;
  process.on('message', (received: unknown) => {
    if (!isClusterMessage(received) || received.blog !== CLUSTER_MESSAGE.site) return;
    const message = received;
    handle(message, payload).then(
      (result) => {
        if (message.id !== undefined) send({ blog: CLUSTER_MESSAGE.siteReply, to: message.from, id: message.id, result });
      },
      (error: unknown) => {
        payload.logger.error(`[cluster] site message ${message.kind} failed: ${String(error)}`);
        if (message.id !== undefined) send({ blog: CLUSTER_MESSAGE.siteReply, to: message.from, id: message.id, result: null });
      },
    );
  });
}
