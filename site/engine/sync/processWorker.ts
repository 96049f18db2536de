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

// Loaded, and the parser warmed (its processors are made on first use): the pool starts a body's
// budget only now. Under load a cold start took longer than a budget, and so did every replacement
// worker's after a timeout: whole sites were shown as plain text. No code block in the sample: the
// highlighter loads only for a body that has code, as before (every update starts its workers).
await processBody('# Warm\n\nA *b* **c** [d](/e).\n').catch(() => undefined);
parentPort?.postMessage({ ready: true });
