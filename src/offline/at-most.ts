/**
 * Runs `run` over `items` with at most `limit` of them under way at once, each next item started as one
 * finishes, in the items' order. Rejects with the first failure (those already started run to their end).
 */
export async function eachAtMost<T>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
