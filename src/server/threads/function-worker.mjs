// The module piscina loads on each of its worker threads for run-off-thread.ts: it registers tsx's loader
// (the server runs on tsx and has no build step), imports one exported function of a TypeScript module and
// runs it for each task, so CPU-heavy work (pdf.js, pdfkit, HEIC decoding, classification and extraction)
// never blocks the API's event loop.
import { fileURLToPath, URL } from 'node:url';
import { isMarkedAsUntransferable, workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { register } from 'tsx/esm/api';

// Plain JavaScript packages are imported first, by Node alone: loaded after register(), tsx would rewrite
// them and keep their source maps (for pdf.js, about 150 MB a thread). The module's own imports of them then
// find them already loaded.
for (const specifier of workerData.preload) await import(specifier);
register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
const work = (await import(workerData.module))[workerData.exportName];
if (typeof work !== 'function')
  throw new Error(`${workerData.module} has no function ${workerData.exportName}`);

/** The buffers of the typed arrays in a result, at any depth, so they move instead of being copied. */
function buffersIn(value, found = new Set()) {
  if (ArrayBuffer.isView(value)) {
    // Memory owned by a native library (a canvas's pixels) cannot be moved: it is copied.
    if (
      value.buffer instanceof ArrayBuffer &&
      value.byteLength === value.buffer.byteLength &&
      !isMarkedAsUntransferable(value.buffer)
    )
      found.add(value.buffer);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) buffersIn(item, found);
  }
  return found;
}

/**
 * One task: the function's arguments in, `{ result }` or `{ error }` out. An error crosses as its name,
 * message and (a RecognitionError's) failure, which a structured clone of the error itself would lose.
 * `null` only starts the thread (the module is loaded above).
 */
export async function run(args) {
  if (args === null) return { result: undefined };
  try {
    const answer = { result: await work(...args) };
    const buffers = [...buffersIn(answer.result)];
    // Piscina moves a result's buffers only when it is marked by move(); unmarked, the wrapper itself would
    // arrive and its result be lost.
    return buffers.length === 0 ? answer : move({ [transferableSymbol]: buffers, [valueSymbol]: answer });
  } catch (error) {
    return {
      error:
        error instanceof Error
          ? {
              name: error.name,
              message: error.message,
              ...('failure' in error ? { failure: error.failure } : {}),
            }
          : { name: 'Error', message: String(error) },
    };
  }
}
