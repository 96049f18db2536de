/**
 * WEB_CONCURRENCY=N (default 1): the origin served by N worker processes (node's cluster module)
 * on one database. The primary serves nothing itself; it
 *   - forks worker 1 first and the others once it answers (so migrations, the first-start seed and
 *     the release of jobs a previous run left mid-way happen once, before any other worker starts);
 *   - restarts a worker that dies, in its slot (the others keep answering meanwhile);
 *   - gives slot 1 the site role: its process alone runs the site queue and owns the one site
 *     engine (cms/src/services/cluster); the other workers hand it their site messages (a change
 *     to build, a draft to preview) through the primary, which relays them over cluster IPC.
 * With N = 1 none of this runs: server.mjs is the one process, as before.
 *
 * Workers get the BLOG_* variables and speak the messages of @blog/shared/clusterContract (typed
 * there once, for this file and the CMS's side).
 */
import cluster from 'node:cluster';
import {
  CLUSTER_MESSAGE,
  instanceId,
  isClusterMessage,
  NO_SITE_PROCESS,
  SITE_SLOT,
  workerEnv,
} from '@blog/shared/clusterContract';
import { serverConfig } from './config.mjs';

/** A worker's exit code when it cannot listen (the port taken): the primary stops with it, rather than restart it forever. */
export const CANNOT_LISTEN = 3;

const workerCount = () => serverConfig.workerCount;

/** True in the primary of a cluster (it supervises; the caller must not serve). */
export function isClusterPrimary() {
  return workerCount() > 1 && cluster.isPrimary;
}

const log = (text) => console.log(`[cluster] ${text}`);
const instanceOf = (worker) => instanceId(worker.process.pid);

/** Runs the primary: forks, relays, restarts, and stops the workers on SIGINT/SIGTERM. */
export function superviseWorkers() {
  const total = workerCount();
  /** slot → the live worker. */
  const slots = new Map();
  let stopping = false;
  let othersStarted = false;

  function fork(slot, { first = false, replaces } = {}) {
    const worker = cluster.fork(workerEnv(slot, { first, replaces }));
    slots.set(slot, worker);
    worker.blogSlot = slot;
    worker.on('message', (message) => relay(worker, message));
    return worker;
  }

  function startOthers() {
    if (othersStarted) return;
    othersStarted = true;
    for (let slot = 2; slot <= total; slot += 1) fork(slot);
    log(`${total} workers serving`);
  }

  /**
   * Worker → primary messages: {blog: 'ready'} once its Payload answers; {blog: 'site', ...} for
   * the site worker (the reply, {blog: 'site-reply', to}, goes back to the slot that asked).
   */
  function relay(from, message) {
    if (!isClusterMessage(message)) return;
    if (message.blog === CLUSTER_MESSAGE.ready && from.blogSlot === SITE_SLOT) return startOthers();
    if (message.blog === CLUSTER_MESSAGE.site) {
      const site = slots.get(SITE_SLOT);
      if (site && site.isConnected()) site.send({ ...message, from: from.blogSlot });
      else if (message.id !== undefined) from.send({ blog: CLUSTER_MESSAGE.siteReply, id: message.id, result: NO_SITE_PROCESS });
      return;
    }
    if (message.blog === CLUSTER_MESSAGE.siteReply) {
      const target = slots.get(message.to);
      if (target && target.isConnected()) target.send(message);
    }
  }

  cluster.on('exit', (worker, code, signal) => {
    const slot = worker.blogSlot;
    if (slots.get(slot) === worker) slots.delete(slot);
    if (stopping) {
      if (slots.size === 0) process.exit(0);
      return;
    }
    if (code === CANNOT_LISTEN) {
      // The worker said why (one line); no other worker could listen either.
      stopping = true;
      for (const other of slots.values()) other.process.kill('SIGTERM');
      process.exit(CANNOT_LISTEN);
    }
    log(`worker ${slot} (${instanceOf(worker)}) stopped (${signal ?? `exit ${code}`}): starting it again`);
    // A worker that cannot start (bad configuration) must not spin: wait a little.
    setTimeout(() => {
      if (!stopping) fork(slot, { replaces: instanceOf(worker) });
    }, 500);
  });

  function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the workers`);
    for (const worker of slots.values()) worker.process.kill('SIGTERM');
    if (slots.size === 0) process.exit(0);
    setTimeout(() => process.exit(0), 8000).unref();
  }
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  log(`primary ${process.pid}: starting ${total} workers (worker 1 first)`);
  fork(SITE_SLOT, { first: true });
}

/** In a worker: tells the primary this worker answers (worker 1's readiness starts the others). */
export function announceReady() {
  if (cluster.isWorker) process.send?.({ blog: CLUSTER_MESSAGE.ready });
}
