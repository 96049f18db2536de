/**
 * The uncached side of the public reads, made so that load cannot collapse it:
 *  - `bounded`: at most MAX_RUNS handler runs of public reads at once (cache misses included), the
 *    rest wait in arrival order. Fifty interleaved database reads each finish late and unfairly
 *    (p99 in seconds, timeouts); a few at a time finish in turn at the same throughput.
 *  - `freshRun`: callers that must see what is committed now (the site engine, a signed-in
 *    reader) share one run per key, one that started after they asked: while a run is going,
 *    everyone who asks joins the single run queued behind it. A run starts on the event loop's
 *    next turn, not at once: SQLite answers synchronously, so a run started at once would be over
 *    before the callers whose requests arrived with it (still checking their sessions) asked.
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

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface KeyRuns<T> {
  current: Promise<T>;
  /** Whether `current` has called its producer (until then, anyone who asks may join it). */
  started: boolean;
  queued: Promise<T> | null;
}
const runs = new Map<string, KeyRuns<unknown>>();

/** The answer of a run of `produce` for `key` that starts no earlier than this call. */
export function freshRun<T>(key: string, produce: () => Promise<T>): Promise<T> {
  const state = runs.get(key) as KeyRuns<T> | undefined;
  if (!state) {
    const entry: KeyRuns<T> = { current: Promise.resolve(undefined as T), started: false, queued: null };
    runs.set(key, entry);
    return begin(key, entry, produce);
  }
  if (!state.started) return state.current;
  state.queued ??= state.current.then(
    () => begin(key, state, produce),
    () => begin(key, state, produce),
  );
  return state.queued;
}

/** Makes a run the key's current one; it calls `produce` on a later turn, in its `bounded` place. */
function begin<T>(key: string, state: KeyRuns<T>, produce: () => Promise<T>): Promise<T> {
  const current = nextTurn().then(() =>
    bounded(() => {
      state.started = true;
      return produce();
    }),
  );
  state.current = current;
  state.started = false;
  state.queued = null;
  void settle(key, state, current);
  return current;
}

/** Forgets the key once its last run is done and nobody queued behind it. */
async function settle<T>(key: string, state: KeyRuns<T>, run: Promise<T>): Promise<void> {
  await run.catch(() => undefined);
  if (state.current === run && state.queued === null && runs.get(key) === state) runs.delete(key);
}
