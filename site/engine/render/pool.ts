/**
 * Renders many pages on several cores: worker threads, each with the server bundle and the
 * model, render while this thread writes. The same Renderer as the engine's own thread, so a
 * page comes out byte for byte the same wherever it was rendered. The full build starts a pool
 * and closes it; the Engine keeps one warm for incremental updates (engine.ts) and sends it each
 * update's model.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { fileOfPath } from './renderer';
import { modelToJson, type SiteModel } from '../sync/model';
import type { SiteWriter } from '../output/writer';
import { WORKER_LIMITS } from '../sync/workerPool';

const IN_FLIGHT_PER_WORKER = 4;

type Reply = { id: number; body?: Uint8Array; error?: string };

export class RenderPool {
  private readonly workers: Worker[];
  /** The model the workers hold (sent again only when it changes). */
  private model: SiteModel | null = null;
  /** Set when a worker died: the pool cannot be used again. */
  private failure: Error | null = null;
  /** One render() at a time (each installs its own reply handlers). */
  private queue: Promise<unknown> = Promise.resolve();
  /**
   * Request ids across render() calls: a late reply to a failed call (another worker's page still
   * in flight) can never be taken for a page of the next call.
   */
  private nextId = 0;

  constructor(
    readonly bundle: string,
    count = Math.max(1, Math.min(availableParallelism(), 4)),
  ) {
    const file = fileURLToPath(new URL('./renderWorker.mjs', import.meta.url));
    this.workers = Array.from({ length: count }, () => {
      const worker = new Worker(file, { workerData: { bundle }, resourceLimits: WORKER_LIMITS });
      worker.on('error', (error) => (this.failure ??= error));
      worker.on('exit', (code) => (this.failure ??= new Error(`render worker exited (${code})`)));
      return worker;
    });
  }

  get usable(): boolean {
    return this.failure === null;
  }

  /** Renders `urlPaths` with `model` and writes them through `writer`. */
  render(model: SiteModel, writer: SiteWriter, urlPaths: string[]): Promise<void> {
    const run = this.queue.then(() => this.renderNow(model, writer, urlPaths));
    this.queue = run.catch(() => {});
    return run;
  }

  /**
   * Sends `model` to the workers ahead of the render() that needs it (loading it takes each worker
   * a while on a large site). After the renders already asked for: their pages keep their model.
   */
  sendModel(model: SiteModel): void {
    // A failure here comes back from the render that needs the model (it posts it again).
    this.queue = this.queue.then(() => this.postModel(model)).catch(() => {});
  }

  /** Posts `model` to the workers unless they hold it (a render message waits for it). */
  private postModel(model: SiteModel): void {
    if (this.failure || this.model === model) return;
    const json = modelToJson(model);
    for (const worker of this.workers) worker.postMessage({ model: json });
    this.model = model;
  }

  private async renderNow(model: SiteModel, writer: SiteWriter, urlPaths: string[]): Promise<void> {
    if (this.failure) throw this.failure;
    this.postModel(model);
    let next = 0;
    const writes: Promise<boolean>[] = [];
    const cleanups: (() => void)[] = [];
    try {
      await Promise.all(
        this.workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              const pending = new Map<number, string>();
              const send = () => {
                while (pending.size < IN_FLIGHT_PER_WORKER && next < urlPaths.length) {
                  const id = this.nextId++;
                  const urlPath = urlPaths[next++]!;
                  pending.set(id, urlPath);
                  worker.postMessage({ id, path: urlPath });
                }
                if (pending.size === 0) resolve();
              };
              const onMessage = (message: Reply) => {
                const urlPath = pending.get(message.id);
                if (urlPath === undefined) return;
                pending.delete(message.id);
                if (message.error !== undefined || !message.body)
                  return reject(new Error(`${urlPath}: ${message.error ?? 'no output'}`));
                const body = message.body;
                writes.push(writer.write(fileOfPath(urlPath), Buffer.from(body.buffer, body.byteOffset, body.byteLength)));
                send();
              };
              const onError = (error: Error) => reject(error);
              const onExit = (code: number) => reject(new Error(`render worker exited (${code})`));
              worker.on('message', onMessage).on('error', onError).on('exit', onExit);
              cleanups.push(() => worker.off('message', onMessage).off('error', onError).off('exit', onExit));
              send();
            }),
        ),
      );
    } finally {
      // Writes already under way finish before this returns, failed or not.
      await Promise.allSettled(writes);
      for (const cleanup of cleanups) cleanup();
    }
    await Promise.all(writes);
  }

  async close(): Promise<void> {
    this.failure ??= new Error('render pool closed');
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/** A pool for one job: started, used, closed. */
export async function renderInWorkers(bundle: string, model: SiteModel, writer: SiteWriter, urlPaths: string[]): Promise<void> {
  const pool = new RenderPool(bundle);
  try {
    await pool.render(model, writer, urlPaths);
  } finally {
    await pool.close();
  }
}
