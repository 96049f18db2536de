/**
 * Renders many pages on every core for the full build: worker threads, each with the server
 * bundle and the model, render while this thread writes and compresses. The same Renderer as
 * incremental updates, so a full build and an update write the same bytes.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { fileOfPath } from './renderer';
import { modelToJson, type SiteModel } from '../sync/model';
import type { SiteWriter } from '../output/writer';
import { WORKER_LIMITS } from '../sync/workerPool';

const IN_FLIGHT_PER_WORKER = 4;

export async function renderInWorkers(bundle: string, model: SiteModel, writer: SiteWriter, urlPaths: string[]): Promise<void> {
  const count = Math.max(1, Math.min(availableParallelism(), 4));
  const file = fileURLToPath(new URL('./renderWorker.mjs', import.meta.url));
  const workerData = { bundle, model: modelToJson(model) };
  const workers = Array.from(
    { length: count },
    () => new Worker(file, { workerData, env: process.env, resourceLimits: WORKER_LIMITS }),
  );
  let next = 0;
  const writes: Promise<boolean>[] = [];
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const pending = new Map<number, string>();
            const send = () => {
              while (pending.size < IN_FLIGHT_PER_WORKER && next < urlPaths.length) {
                const id = next++;
                pending.set(id, urlPaths[id]!);
                worker.postMessage({ id, path: urlPaths[id] });
              }
              if (pending.size === 0) resolve();
            };
            worker.on('message', (message: { id: number; body?: Uint8Array; error?: string }) => {
              const urlPath = pending.get(message.id)!;
              pending.delete(message.id);
              if (message.error !== undefined || !message.body)
                return reject(new Error(`${urlPath}: ${message.error ?? 'no output'}`));
              writes.push(
                writer.write(
                  fileOfPath(urlPath),
                  Buffer.from(message.body.buffer, message.body.byteOffset, message.body.byteLength),
                ),
              );
              send();
            });
            worker.on('error', reject);
            send();
          }),
      ),
    );
    await Promise.all(writes);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
