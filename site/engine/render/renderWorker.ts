/** Worker thread entry: renders pages for the full build's pool (see pool.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { modelFromJson, type SiteModel } from '../sync/model';
import { Renderer } from './renderer';

const { bundle, model } = workerData as { bundle: string; model: Parameters<typeof modelFromJson>[0] };
const ready = Renderer.load(bundle).then((renderer) => {
  renderer.setModel(modelFromJson(model) as SiteModel);
  return renderer;
});

parentPort?.on('message', async ({ id, path }: { id: number; path: string }) => {
  try {
    const body = await (await ready).render(path);
    const copy = new Uint8Array(body);
    parentPort?.postMessage({ id, body: copy }, [copy.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
