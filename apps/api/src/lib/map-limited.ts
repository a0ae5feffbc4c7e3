/**
 * Maps items through `fn` with at most `limit` calls in flight, answers in the items' order. A request
 * that fans out one query per item must not take every pooled connection: other callers would wait
 * past the pool's connect timeout and be answered 503.
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!, i);
      } catch (e) {
        failed = true; // the answer is lost anyway: start no more calls for it
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
