/** Worker thread entry: processes posts sent by the pool (see workerPool.ts). */
import { parentPort } from 'node:worker_threads';
import type { Post } from '@blog/shared';
import { processPost } from './processPost';

parentPort?.on('message', async ({ id, post }: { id: number; post: Post }) => {
  try {
    parentPort?.postMessage({ id, result: await processPost(post) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
