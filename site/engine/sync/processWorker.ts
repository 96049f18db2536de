/** Worker thread entry: makes the bodies of posts sent by the pool (see workerPool.ts). */
import { parentPort } from 'node:worker_threads';
import { processBody } from '../../src/lib/loaders/processPost';

parentPort?.on('message', async ({ id, markdown }: { id: number; markdown: string }) => {
  try {
    parentPort?.postMessage({ id, result: await processBody(markdown) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
