// Worker thread that renders page pictures for the evidence view, so pdf.js parsing and painting (a few hundred
// milliseconds for a scanned page) never blocks the API's event loop. It loads the TypeScript renderer through
// tsx's loader, as src/server/pdf/render-worker.mjs does (the server runs on tsx; there is no build step).
import { fileURLToPath, URL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../../tsconfig.json', import.meta.url)) });
const { renderPagePreview } = await import('./render-page-preview.ts');

parentPort.on('message', async ({ id, bytes, pageNumber, frame }) => {
  try {
    const rendered = await renderPagePreview(bytes, pageNumber, frame);
    if (!rendered) {
      parentPort.postMessage({ id, missing: true });
      return;
    }
    const preview = new Uint8Array(rendered);
    parentPort.postMessage({ id, preview }, [preview.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
