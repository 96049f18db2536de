/**
 * Makes post bodies on every core: markdown parsing and highlighting are most of a cold build's
 * content work (~3.5 ms a post, 35 s at 10,000 on one thread). The worker's TypeScript (and
 * @blog/shared's) is bundled once with esbuild; other packages stay external and resolve from
 * node_modules. Small batches, or a failure to start workers, run in this thread.
 */
import { availableParallelism } from 'node:os';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { processBody } from '../../src/lib/loaders/processPost';
import type { PostBody } from '../../src/lib/loaders/postBodies';
import { siteDir } from '../config';

const MIN_FOR_WORKERS = 200;

async function bundleWorker(): Promise<string> {
  const outfile = path.join(siteDir, 'node_modules/.astro/engine/process-worker.mjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(siteDir, 'engine/sync/processWorker.ts')],
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

async function inWorkers(sources: string[], count: number): Promise<PostBody[]> {
  const file = await bundleWorker();
  const results = new Array<PostBody>(sources.length);
  let next = 0;
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const send = () => {
        if (next >= sources.length) return resolve();
        const id = next++;
        worker.postMessage({ id, markdown: sources[id] });
      };
      worker.on('message', (message: { id: number; result?: PostBody; error?: string }) => {
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

/** Makes the body of every markdown source, in worker threads when there are enough to pay for starting them. */
export async function processBodies(sources: string[], log: (message: string) => void): Promise<PostBody[]> {
  const count = Math.min(availableParallelism(), 4);
  if (sources.length >= MIN_FOR_WORKERS && count > 1) {
    try {
      return await inWorkers(sources, count);
    } catch (error) {
      log(`worker threads failed (${error instanceof Error ? error.message : String(error)}): processing in one thread`);
    }
  }
  const bodies: PostBody[] = [];
  for (const source of sources) bodies.push(await processBody(source));
  return bodies;
}
