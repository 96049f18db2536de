/**
 * `task` over `items`, at most `parallel` at a time, the results in the items' order: the markdown
 * parses (as many as the worker pool has), image downloads and image stores of an import.
 */
export async function mapInParallel<T, R>(
  items: readonly T[],
  parallel: number,
  task: (item: T, at: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < items.length; at = next++) results[at] = await task(items[at]!, at);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}
