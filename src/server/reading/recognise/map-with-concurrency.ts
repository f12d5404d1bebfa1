/** Like Promise.all(items.map(fn)) but with at most `limit` calls in flight; results keep the input order.
 * After a failure no further items start, and it rejects once the calls in flight have finished, so the
 * caller can release what they use. */
export async function mapWithConcurrency<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  async function run(): Promise<void> {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  const runners = await Promise.allSettled(
    Array.from({ length: Math.min(Math.max(1, limit), items.length) }, run),
  );
  const failure = runners.find((runner) => runner.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}
