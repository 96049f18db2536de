/**
 * A small pool of worker threads for markdown work on request paths. micromark is superlinear on
 * some inputs (thousands of one-line quotes, lazy continuation lines, wide tables: seconds to
 * minutes for tens of KB) and a parse cannot be interrupted, so it runs off the event loop with a
 * time budget: past it, the worker is terminated (that is the only way to stop it), the document
 * is refused with MarkdownTimeoutError, and a fresh worker takes the slot.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { MarkdownRequest, MarkdownResult } from './markdownWorker';

/** The document took longer than its budget: too complex to process. */
export class MarkdownTimeoutError extends Error {
  constructor(budgetMs: number) {
    super(`markdown work exceeded its ${budgetMs} ms budget`);
    this.name = 'MarkdownTimeoutError';
  }
}

/** The worker died on the document (out of memory, crash): also the document's doing. */
export class MarkdownWorkerError extends Error {
  constructor(cause: unknown) {
    super(`markdown worker failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'MarkdownWorkerError';
  }
}

/** The reading time, or the shared bounds' message for a body past them (too long, too deep). */
export type MarkdownAnalysis = { readingTime: number } | { problem: string };

export interface MarkdownPoolOptions {
  /** The bundled worker (cms/.worker/markdown-worker.mjs). */
  file: string;
  /** Worker threads (at least 1). */
  size: number;
  /** Budget of one document, from the moment a worker starts on it. */
  budgetMs: (markdown: string) => number;
}

export interface MarkdownPool {
  analyze(markdown: string): Promise<MarkdownAnalysis>;
  /** Terminates the workers; queued documents are rejected. */
  close(): Promise<void>;
}

interface Job {
  id: number;
  markdown: string;
  resolve: (result: MarkdownAnalysis) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  /** A new worker until it answers its first (empty) request: its start is not a document's time. */
  booting?: boolean;
}

/** The empty request a new worker answers once it runs; a worker that takes longer to start is dropped. */
const BOOT_ID = -1;
const BOOT_MS = 30_000;

export function createMarkdownPool({ file, size, budgetMs }: MarkdownPoolOptions): MarkdownPool {
  const slots: Slot[] = Array.from({ length: Math.max(1, size) }, () => ({ worker: null, job: null, timer: null }));
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  /** Ends the slot's job and, when the worker is no longer trusted, drops the worker. */
  function settle(slot: Slot, outcome: { result: MarkdownAnalysis } | { error: Error }, dropWorker: boolean) {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    if (dropWorker && slot.worker) {
      const worker = slot.worker;
      slot.worker = null;
      worker.removeAllListeners();
      worker.on('error', () => undefined);
      void worker.terminate();
    }
    if (job) {
      if ('result' in outcome) job.resolve(outcome.result);
      else job.reject(outcome.error);
    }
    pump();
  }

  function start(slot: Slot): Worker {
    // Small heap and stack: a document that needs more is refused, the server is not.
    const worker = new Worker(file, { resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 4 } });
    worker.unref(); // idle workers never keep the process alive
    worker.on('message', (message: MarkdownResult) => {
      if (slot.worker !== worker) return;
      if (message.id === BOOT_ID) {
        slot.booting = false;
        if (slot.timer) clearTimeout(slot.timer);
        slot.timer = null;
        if (slot.job) send(slot);
      } else if (slot.job?.id === message.id)
        settle(
          slot,
          { result: 'problem' in message ? { problem: message.problem } : { readingTime: message.readingTime } },
          false,
        );
    });
    worker.on('error', (error) => {
      if (slot.worker === worker) settle(slot, { error: new MarkdownWorkerError(error) }, true);
    });
    worker.on('exit', (code) => {
      if (slot.worker === worker) settle(slot, { error: new MarkdownWorkerError(`exited with code ${code}`) }, true);
    });
    // Booting a worker (loading its bundle) takes seconds on a loaded machine, several processes
    // starting theirs at once: the budget starts when it answers this, not before.
    slot.booting = true;
    slot.timer = setTimeout(() => settle(slot, { error: new MarkdownWorkerError('did not start') }, true), BOOT_MS);
    worker.postMessage({ id: BOOT_ID, markdown: '' } satisfies MarkdownRequest);
    return worker;
  }

  /** Posts the slot's job to its (running) worker, under the document's budget. */
  function send(slot: Slot) {
    const job = slot.job!;
    const budget = budgetMs(job.markdown);
    slot.timer = setTimeout(() => settle(slot, { error: new MarkdownTimeoutError(budget) }, true), budget);
    const request: MarkdownRequest = { id: job.id, markdown: job.markdown };
    slot.worker!.postMessage(request);
  }

  function pump() {
    for (const slot of slots) {
      if (closed || queue.length === 0) return;
      if (slot.job) continue;
      const job = queue.shift()!;
      slot.worker ??= start(slot);
      slot.job = job;
      if (!slot.booting) send(slot);
    }
  }

  return {
    analyze(markdown) {
      if (closed) return Promise.reject(new Error('markdown pool is closed'));
      // A missing bundle is a deployment error, not the document's: say how to fix it.
      if (!existsSync(file)) return Promise.reject(new Error(`markdown worker bundle missing at ${file}: run npm run build`));
      return new Promise<MarkdownAnalysis>((resolve, reject) => {
        queue.push({ id: nextId++, markdown, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('markdown pool is closed'));
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          settle(slot, { error: new Error('markdown pool is closed') }, false);
          slot.worker = null;
          if (worker) {
            worker.removeAllListeners();
            await worker.terminate();
          }
        }),
      );
    },
  };
}
