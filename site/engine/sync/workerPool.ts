/**
 * Makes post bodies in worker threads, on up to 4 cores: markdown parsing and highlighting are
 * most of a cold build's content work. Each body
 * has a time budget: micromark is superlinear on some inputs (tens of seconds for tens of KB), so
 * a body past its budget has its worker terminated and replaced, and is shown as escaped plain
 * text (as bodies beyond the markdown limits are), with a warning; the update goes on. Every body
 * goes through a worker, even one (a save must never stall the engine). A failure to start
 * workers runs in this thread.
 */
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { processBody, processBodyAsText } from '../../src/lib/loaders/processPost';
import type { PostBody } from '../../src/lib/loaders/postBodies';
import { siteDir } from '../config';

/** 10 s plus 50 ms per KB of markdown: ~100 times what a real post takes, yet bounded. */
export const bodyBudgetMs = (markdown: string) => 10_000 + Math.ceil(markdown.length / 1000) * 50;

/**
 * The worker's file: bundled beside the engine by run.mjs; when the engine runs from its sources
 * (the tests), bundled here.
 */
async function workerFile(): Promise<string> {
  // Not `new URL(…, import.meta.url)`: Vite rewrites that pattern in the tests.
  const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), 'processWorker.mjs');
  if (existsSync(beside)) return beside;
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
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@blog/shared') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

/**
 * A larger young generation than V8 gives a worker: parsing allocates many short-lived nodes, and
 * fewer scavenges make a cold build's markdown step faster.
 */
export const WORKER_LIMITS = { maxYoungGenerationSizeMb: 64 };

type Reply = { id: number; result?: PostBody; error?: string } | { ready: true };

/** How long a worker may take to load before the pool gives up on threads (not a body's budget). */
const STARTUP_MS = 120_000;

/**
 * One body worker kept loaded between calls, the Engine's (a publish makes one body: at 100,000
 * posts starting its worker and loading the highlighter took 0.4-1.1 s of the served path). An
 * idle worker is unref'd: a finished CLI still exits.
 */
export class BodyWorkerStandby {
  /** The kept worker, or the one starting (null when it failed to). */
  private ready: Promise<Worker | null> | null = null;
  private parked: Worker | null = null;

  /**
   * Starts a worker unless one is kept or starting, and has it load the highlighter (a code block):
   * a body sent meanwhile waits behind that, no longer than a start would.
   */
  warm(): void {
    if (this.ready) return;
    const starting: Promise<Worker | null> = startWorker()
      .then((worker) => {
        this.park(worker);
        // Its reply has no listener (a pool's loop ignores ids it did not send).
        worker.postMessage({ id: -1, markdown: WARM_SAMPLE });
        return worker;
      })
      .catch(() => {
        if (this.ready === starting) this.ready = null;
        return null;
      });
    this.ready = starting;
  }

  /** The kept worker (ready for bodies, no listeners), or null; it is no longer kept. */
  async take(): Promise<Worker | null> {
    const ready = this.ready;
    this.ready = null;
    const worker = await ready;
    if (this.parked === worker) this.parked = null;
    // One that exited while kept (its threadId is then -1) is no use.
    if (!worker || worker.threadId === -1) return null;
    quiet(worker);
    worker.ref();
    return worker;
  }

  /** Keeps an idle worker for the next call; false when one is kept already (the caller ends it). */
  keep(worker: Worker): boolean {
    if (this.ready) return false;
    this.park(worker);
    this.ready = Promise.resolve(worker);
    return true;
  }

  private park(worker: Worker): void {
    quiet(worker);
    worker.unref();
    this.parked = worker;
    const gone = () => {
      if (this.parked !== worker) return;
      this.parked = null;
      this.ready = null;
    };
    worker.on('error', gone);
    worker.on('exit', gone);
  }
}

/**
 * Removes the listeners a user of the worker added. Not removeAllListeners(): the Worker's own
 * 'newListener' hook refs its port when a 'message' listener comes (without it, no reply arrives).
 */
function quiet(worker: Worker): void {
  for (const event of ['message', 'error', 'exit']) worker.removeAllListeners(event);
}

/** A code block: the highlighter loads on the first one (the worker's own warm-up has none). */
const WARM_SAMPLE = '# Warm\n\n```ts\nconst a: number = 1;\n```\n';

/** A new body worker, once it is loaded (bounded by STARTUP_MS). */
async function startWorker(): Promise<Worker> {
  const worker = new Worker(await workerFile(), { resourceLimits: WORKER_LIMITS });
  return new Promise<Worker>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`a worker did not start within ${STARTUP_MS} ms`));
    }, STARTUP_MS);
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.on('message', (message: Reply) => {
      if (!('ready' in message)) return;
      clearTimeout(timer);
      resolve(worker);
    });
  });
}

async function inWorkers(
  sources: string[],
  count: number,
  budgetMs: (markdown: string) => number,
  log: (message: string) => void,
  onBody: (index: number, body: PostBody) => void,
  standby: BodyWorkerStandby | undefined,
): Promise<PostBody[]> {
  const file = await workerFile();
  const results = new Array<PostBody>(sources.length);
  const live = new Set<Worker>();
  const timers = new Set<NodeJS.Timeout>();
  let next = 0;
  let failed = false;
  /** The first loop starts with the kept worker, when there is one. */
  const kept = await standby?.take();
  /** One worker's loop over the shared queue; a body past its budget costs the worker its life. */
  const run = (adopted: Worker | null) =>
    new Promise<void>((resolve, reject) => {
      let worker: Worker;
      let current = -1;
      let timer: NodeJS.Timeout | undefined;
      const fail = (error: Error) => {
        failed = true;
        reject(error);
      };
      const drop = () => {
        live.delete(worker);
        worker.removeAllListeners();
        worker.on('error', () => undefined);
        void worker.terminate();
      };
      /** Starts a worker, or goes on with one already loaded (the standby's): then it sends at once. */
      const spawn = (loaded: Worker | null = null) => {
        worker = loaded ?? new Worker(file, { resourceLimits: WORKER_LIMITS });
        live.add(worker);
        const startup = loaded
          ? undefined
          : setTimeout(() => fail(new Error(`a worker did not start within ${STARTUP_MS} ms`)), STARTUP_MS);
        if (startup) timers.add(startup);
        worker.on('message', (message: Reply) => {
          if ('ready' in message) {
            clearTimeout(startup);
            timers.delete(startup!);
            return send();
          }
          if (message.id !== current) return;
          clearTimeout(timer);
          timers.delete(timer!);
          if (message.error !== undefined || !message.result) return fail(new Error(message.error ?? 'no result'));
          results[message.id] = message.result;
          onBody(message.id, message.result);
          send();
        });
        worker.on('error', (error) => {
          clearTimeout(timer);
          fail(error);
        });
        if (loaded) send();
      };
      const send = () => {
        if (failed || next >= sources.length) return resolve();
        const id = next++;
        const markdown = sources[id]!;
        const budget = budgetMs(markdown);
        current = id;
        timer = setTimeout(() => {
          timers.delete(timer!);
          if (failed) return;
          log(`a post body took more than ${budget} ms to render: it is shown as plain text`);
          results[id] = processBodyAsText(markdown);
          onBody(id, results[id]);
          drop();
          spawn();
        }, budget);
        timers.add(timer);
        worker.postMessage({ id, markdown });
      };
      spawn(adopted);
    });
  try {
    await Promise.all(Array.from({ length: count }, (_, index) => run(index === 0 ? (kept ?? null) : null)));
  } finally {
    for (const timer of timers) clearTimeout(timer);
    // Every loop ended with its worker idle, unless one failed: then none is kept.
    const idle = failed ? undefined : [...live][0];
    if (idle && standby?.keep(idle)) live.delete(idle);
    await Promise.all([...live].map((worker) => worker.terminate()));
  }
  return results;
}

/** Makes the body of every markdown source in worker threads, each within its time budget. */
export async function processBodies(
  sources: string[],
  log: (message: string) => void,
  options: {
    budgetMs?: (markdown: string) => number;
    /** Called with each body as it is made (a cold build stores it while the workers go on). */
    onBody?: (index: number, body: PostBody) => void;
    /** Where a loaded worker is kept between calls (the Engine's). */
    standby?: BodyWorkerStandby;
  } = {},
): Promise<PostBody[]> {
  const count = Math.min(availableParallelism(), 4, sources.length);
  if (count === 0) return [];
  const onBody = options.onBody ?? (() => {});
  try {
    return await inWorkers(sources, count, options.budgetMs ?? bodyBudgetMs, log, onBody, options.standby);
  } catch (error) {
    log(`worker threads failed (${error instanceof Error ? error.message : String(error)}): processing in one thread`);
  }
  const bodies: PostBody[] = [];
  for (const source of sources) {
    bodies.push(await processBody(source));
    onBody(bodies.length - 1, bodies.at(-1)!);
  }
  return bodies;
}
