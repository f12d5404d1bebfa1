/** A function for the off-thread tests to run on a worker thread. */
export async function double(value: number): Promise<number> {
  return value * 2;
}

/** Fails the way real work can, for the error path. */
export async function refuse(): Promise<never> {
  throw new TypeError('refused on purpose');
}

/** Takes `megabytes` of typed arrays (decoded buffers, as pdf.js keeps them), 5 ms a megabyte, never yielding. */
export async function hoard(megabytes: number): Promise<number> {
  const kept: Uint8Array[] = [];
  while (kept.length < megabytes) {
    kept.push(new Uint8Array(1024 * 1024).fill(1));
    const until = Date.now() + 5;
    while (Date.now() < until);
  }
  return kept.length;
}

/** Computes for `milliseconds` without ever yielding. */
export async function spin(milliseconds: number): Promise<number> {
  const started = Date.now();
  let count = 0;
  while (Date.now() - started < milliseconds) count += 1;
  return count;
}

/** Pixels as a decoder returns them: a typed array inside an object, which the thread moves, not copies. */
export async function pixels(
  width: number,
  height: number,
): Promise<{ width: number; height: number; data: Uint8Array }> {
  return { width, height, data: new Uint8Array(width * height).fill(7) };
}
