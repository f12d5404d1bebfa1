/** A function for the off-thread tests to run on a worker thread. */
export async function double(value: number): Promise<number> {
  return value * 2;
}

/** Fails the way real work can, for the error path. */
export async function refuse(): Promise<never> {
  throw new TypeError('refused on purpose');
}
