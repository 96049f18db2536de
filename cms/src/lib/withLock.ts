const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every earlier task of the same key has finished (one process).
 * Serialises check-then-write sequences such as token rotation and subscribe.
 */
export async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
