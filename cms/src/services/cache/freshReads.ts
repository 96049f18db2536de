/**
 * The uncached side of the public reads, made so that load cannot collapse it:
 *  - `bounded`: at most MAX_RUNS handler runs of public reads at once (cache misses included), the
 *    rest wait in arrival order. Fifty interleaved database reads each finish late and unfairly
 *    (p99 in seconds, timeouts); a few at a time finish in turn at the same throughput.
 *  - `freshRun`: callers that must see what is committed now (the site engine, a signed-in
 *    reader) share one run per key, one that started after they asked: while a run is going,
 *    everyone who asks joins the single run queued behind it.
 */
const MAX_RUNS = 4;
let running = 0;
const waiting: (() => void)[] = [];

export async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line (running stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

interface KeyRuns<T> {
  current: Promise<T>;
  queued: Promise<T> | null;
}
const runs = new Map<string, KeyRuns<unknown>>();

/** The answer of a run of `produce` for `key` that starts no earlier than this call. */
export function freshRun<T>(key: string, produce: () => Promise<T>): Promise<T> {
  const state = runs.get(key) as KeyRuns<T> | undefined;
  if (!state) {
    const current = bounded(produce);
    const entry: KeyRuns<T> = { current, queued: null };
    runs.set(key, entry);
    void settle(key, entry, current);
    return current;
  }
  state.queued ??= state.current.then(
    () => next(key, state, produce),
    () => next(key, state, produce),
  );
  return state.queued;
}

function next<T>(key: string, state: KeyRuns<T>, produce: () => Promise<T>): Promise<T> {
  const current = bounded(produce);
  state.current = current;
  state.queued = null;
  void settle(key, state, current);
  return current;
}

/** Forgets the key once its last run is done and nobody queued behind it. */
async function settle<T>(key: string, state: KeyRuns<T>, run: Promise<T>): Promise<void> {
  await run.catch(() => undefined);
  if (state.current === run && state.queued === null && runs.get(key) === state) runs.delete(key);
}
