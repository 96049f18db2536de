/** Worker thread entry of a render pool (pool.ts): takes a model, then renders paths with it. */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { modelFromJson } from '../sync/model';
import { Renderer } from './renderer';

const { bundle, background } = workerData as { bundle: string; background?: boolean };
if (background) {
  // An update's deeper pages wait behind the server's requests and the index of recent changes
  // in the CPU's queue (Linux: a thread's own nice value, set through its thread id).
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
  } catch {
    // Elsewhere the pages render at the engine's priority.
  }
}
/** The renderer with the latest model: a render waits for the model messages sent before it. */
let ready: Promise<Renderer> = Renderer.load(bundle);

type Message = { model: Parameters<typeof modelFromJson>[0] } | { id: number; path: string };

parentPort?.on('message', async (message: Message) => {
  if ('model' in message) {
    ready = ready.then((renderer) => {
      renderer.setModel(modelFromJson(message.model));
      return renderer;
    });
    return;
  }
  try {
    const body = await (await ready).render(message.path);
    const copy = new Uint8Array(body);
    parentPort?.postMessage({ id: message.id, body: copy }, [copy.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
