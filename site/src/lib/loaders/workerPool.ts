/**
 * Runs processPost over many posts on every core: markdown parsing and highlighting are most of
 * a cold build's content sync (~3.5 ms a post, 35 s at 10,000 on one thread). The worker's
 * TypeScript (and @blog/shared's) is bundled once with esbuild; other packages stay external and
 * resolve from node_modules. Small batches, or a failure to start workers, run in this thread.
 */
import { availableParallelism } from 'node:os';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import type { Post } from '@blog/shared';
import { processPost, type ProcessedPost } from './processPost';

const MIN_FOR_WORKERS = 200;
const here = path.dirname(fileURLToPath(import.meta.url));

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

async function inWorkers(posts: Post[], count: number): Promise<ProcessedPost[]> {
  const file = await bundleWorker();
  const results = new Array<ProcessedPost>(posts.length);
  let next = 0;
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const send = () => {
        if (next >= posts.length) return resolve();
        const id = next++;
        worker.postMessage({ id, post: posts[id] });
      };
      worker.on('message', (message: { id: number; result?: ProcessedPost; error?: string }) => {
        if (message.error !== undefined || !message.result) return reject(new Error(message.error ?? 'no result'));
        results[message.id] = message.result;
        send();
      });
      worker.on('error', reject);
      send();
    });
  const workers = Array.from({ length: count }, () => new Worker(file));
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}

/** Processes every post, in worker threads when there are enough to pay for starting them. */
export async function processPosts(posts: Post[], log: (message: string) => void): Promise<ProcessedPost[]> {
  const count = Math.min(availableParallelism(), 4);
  if (posts.length >= MIN_FOR_WORKERS && count > 1) {
    try {
      return await inWorkers(posts, count);
    } catch (error) {
      log(`worker threads failed (${error instanceof Error ? error.message : String(error)}): processing in one thread`);
    }
  }
  const stored: ProcessedPost[] = [];
  for (const post of posts) stored.push(await processPost(post));
  return stored;
}
