/**
 * The cluster's process contract, written once for both sides: the primary (scripts/lib/cluster.mjs)
 * and the workers' CMS (cms/src/services/cluster). What a worker is told through its environment
 * (the BLOG_* variables), what worker and primary say to each other over cluster IPC, and how an
 * instance is named (GET /api/v1/health, BLOG_REPLACES).
 */
import { hostname } from 'node:os';

/** The environment variables the primary gives each worker (cms/src/env.ts reads them). */
export const WORKER_ENV = {
  /** The worker's slot, 1…N. */
  slot: 'BLOG_WORKER',
  /** 'true' in slot 1: it runs the site queue and owns the site engine. */
  siteWorker: 'BLOG_SITE_WORKER',
  /** 'true' for the first start of slot 1: it may release what a previous run left mid-way. */
  firstWorker: 'BLOG_FIRST_WORKER',
  /** The instance id of the worker a restart replaces. */
  replaces: 'BLOG_REPLACES',
};

/** The slot that runs the site queue and owns the engine. */
export const SITE_SLOT = 1;

/** The environment of the worker in `slot`. */
export function workerEnv(slot, { first = false, replaces } = {}) {
  return {
    [WORKER_ENV.slot]: String(slot),
    [WORKER_ENV.siteWorker]: slot === SITE_SLOT ? 'true' : 'false',
    [WORKER_ENV.firstWorker]: first ? 'true' : 'false',
    ...(replaces ? { [WORKER_ENV.replaces]: replaces } : {}),
  };
}

/** The `blog` field of every cluster message. */
export const CLUSTER_MESSAGE = { ready: 'ready', site: 'site', siteReply: 'site-reply' };

/** Whether `message` (anything a process received) is one of ours. */
export function isClusterMessage(message) {
  return typeof message === 'object' && message !== null && typeof message.blog === 'string';
}

/** The answer a worker gets when no site process is there to ask. */
export const NO_SITE_PROCESS = { ok: false, reason: 'no-site' };

/** Names a process: host and process id (this one's by default). */
export function instanceId(pid = process.pid) {
  return `${hostname()}:${pid}`;
}
