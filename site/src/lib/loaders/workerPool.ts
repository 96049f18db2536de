/**
 * Runs processPost over the posts in worker threads, on up to 4 cores: markdown parsing and
 * highlighting are most of a cold build's content sync (~3.5 ms a post, 35 s at 10,000 on one
 * thread). Each post has a time budget: micromark is superlinear on some inputs (tens of seconds
 * for tens of KB), so a post past its budget has its worker terminated and replaced, and is shown
 * as escaped plain text (as bodies beyond the markdown limits are), with a warning; the build goes
 * on. The worker's TypeScript (and @blog/shared's) is bundled once with esbuild; other packages
 * stay external and resolve from node_modules. A failure to start workers runs in this thread.
 */
import { availableParallelism } from 'node:os';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import type { Post } from '@blog/shared';
import { processPost, processPostAsText, type ProcessedPost } from './processPost';

const here = path.dirname(fileURLToPath(import.meta.url));

/** 10 s plus 50 ms per KB of markdown: ~100 times what a real post takes, yet bounded. */
export const postBudgetMs = (post: Post) => 10_000 + Math.ceil(post.content.length / 1000) * 50;

export interface ProcessOptions {
  /** The time budget of one post (postBudgetMs unless given). */
  budgetMs?: (post: Post) => number;
}

async function bundleWorker(): Promise<string> {
  const outfile = path.resolve(here, '../../../node_modules/.astro/process-worker.mjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(here, 'processWorker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-packages-but-shared',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@blog/shared') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return outfile;
}

type Reply = { id: number; result?: ProcessedPost; error?: string };

async function inWorkers(posts: Post[], count: number, budgetMs: (post: Post) => number, log: (message: string) => void): Promise<ProcessedPost[]> {
  const file = await bundleWorker();
  const results = new Array<ProcessedPost>(posts.length);
  const live = new Set<Worker>();
  const timers = new Set<NodeJS.Timeout>();
  let next = 0;
  let failed = false;
  /** One worker's loop over the shared queue; a post past its budget costs the worker its life. */
  const run = () =>
    new Promise<void>((resolve, reject) => {
      let worker: Worker;
      let current = -1;
      let timer: NodeJS.Timeout | undefined;
      const fail = (error: Error) => {
        failed = true;
        reject(error);
      };
      const drop = () => {
        live.delete(worker);
        worker.removeAllListeners();
        worker.on('error', () => undefined);
        void worker.terminate();
      };
      const spawn = () => {
        worker = new Worker(file);
        live.add(worker);
        worker.on('message', (message: Reply) => {
          if (message.id !== current) return;
          clearTimeout(timer);
          timers.delete(timer!);
          if (message.error !== undefined || !message.result) return fail(new Error(message.error ?? 'no result'));
          results[message.id] = message.result;
          send();
        });
        worker.on('error', (error) => {
          clearTimeout(timer);
          fail(error);
        });
      };
      const send = () => {
        if (failed || next >= posts.length) return resolve();
        const id = next++;
        const post = posts[id]!;
        const budget = budgetMs(post);
        current = id;
        timer = setTimeout(() => {
          timers.delete(timer!);
          if (failed) return;
          log(`post "${post.slug}" took more than ${budget} ms to render: its body is shown as plain text`);
          results[id] = processPostAsText(post);
          drop();
          spawn();
          send();
        }, budget);
        timers.add(timer);
        worker.postMessage({ id, post });
      };
      spawn();
      send();
    });
  try {
    await Promise.all(Array.from({ length: count }, run));
  } finally {
    for (const timer of timers) clearTimeout(timer);
    await Promise.all([...live].map((worker) => worker.terminate()));
  }
  return results;
}

/** Processes every post in worker threads, each within its time budget. */
export async function processPosts(posts: Post[], log: (message: string) => void, options: ProcessOptions = {}): Promise<ProcessedPost[]> {
  const count = Math.min(availableParallelism(), 4, posts.length);
  if (count === 0) return [];
  try {
    return await inWorkers(posts, count, options.budgetMs ?? postBudgetMs, log);
  } catch (error) {
    log(`worker threads failed (${error instanceof Error ? error.message : String(error)}): processing in one thread`);
  }
  const stored: ProcessedPost[] = [];
  for (const post of posts) stored.push(await processPost(post));
  return stored;
}
