/** Worker thread entry of a render pool (pool.ts): takes a model, then renders paths with it. */
import { parentPort, workerData } from 'node:worker_threads';
import { modelFromJson } from '../sync/model';
import { Renderer } from './renderer';

const { bundle } = workerData as { bundle: string };
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
