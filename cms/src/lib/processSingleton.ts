/**
 * One value per process, kept on globalThis under `key`: Next may load a module once per route
 * bundle, and a cache, a queue, a pool or a listener must still be one per process. Created by
 * `create` on first use. The keys are `__blog…` names, one per holder.
 */
export function processSingleton<T>(key: `__blog${string}`, create: () => T): T {
  const holder = globalThis as typeof globalThis & Record<string, unknown>;
  if (holder[key] === undefined) holder[key] = create();
  return holder[key] as T;
}
