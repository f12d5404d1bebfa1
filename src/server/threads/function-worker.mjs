// A worker thread that runs one exported function of a TypeScript module for run-off-thread.ts, so CPU-heavy
// work (pdf.js parsing and painting, pdfkit layout, HEIC decoding) never blocks the API's event loop. It
// loads the module through tsx's loader: the server runs on tsx and has no build step.
import { fileURLToPath, URL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
const run = (await import(workerData.module))[workerData.exportName];
if (typeof run !== 'function')
  throw new Error(`${workerData.module} has no function ${workerData.exportName}`);

/** The buffers of the typed arrays in a result, at any depth, so they move instead of being copied. */
function buffersIn(value, found = new Set()) {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer && value.byteLength === value.buffer.byteLength)
      found.add(value.buffer);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) buffersIn(item, found);
  }
  return found;
}

parentPort.on('message', async ({ id, args }) => {
  try {
    const result = await run(...args);
    try {
      parentPort.postMessage({ id, result }, [...buffersIn(result)]);
    } catch {
      // Memory owned by a native library (a canvas's pixels) cannot be moved: copy it instead.
      parentPort.postMessage({ id, result });
    }
  } catch (error) {
    const failure =
      error instanceof Error
        ? {
            name: error.name,
            message: error.message,
            ...('failure' in error ? { failure: error.failure } : {}),
          }
        : { name: 'Error', message: String(error) };
    parentPort.postMessage({ id, error: failure });
  }
});
parentPort.postMessage({ ready: true });
