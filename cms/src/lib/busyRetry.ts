import type { Payload } from 'payload';

/**
 * Several processes on one SQLite file: the busy timeout (5 s) queues writers, but SQLite still
 * answers SQLITE_BUSY at once where waiting could deadlock (a read transaction that wants to
 * write while another process writes). Such a statement did nothing, so it is run again after a
 * short, growing pause: a busy database makes a request slower, never a 5xx.
 */
const ATTEMPTS = 8;

/** Whether SQLite refused a statement as busy or locked (it did nothing: it may run again). */
export const isBusy = (error: unknown): boolean => {
  const e = error as { code?: string; rawCode?: number; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code ?? '';
  return code.startsWith('SQLITE_BUSY') || code === 'SQLITE_LOCKED' || e?.rawCode === 5;
};

/** Runs `run` again while SQLite answers busy (it did nothing), after a short, growing pause. */
export async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isBusy(error)) throw error;
      await new Promise((r) => setTimeout(r, 5 * 2 ** attempt + Math.random() * 10));
    }
  }
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** Wraps the SQLite adapter's client (which drizzle calls for every statement) with the retries. */
export function retryWhenBusy(payload: Payload): void {
  const client = (payload.db as unknown as { client?: Record<string, unknown> & { __busyRetry?: boolean } }).client;
  if (payload.db.name !== 'sqlite' || !client || client.__busyRetry) return;
  for (const name of ['execute', 'batch']) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    const bound = (original as Method).bind(client);
    client[name] = (...args: unknown[]) => withRetries(() => bound(...args));
  }
  client.__busyRetry = true;
}
