// Worker thread that renders Fact Find PDFs, so pdfkit's layout work never blocks the API's event loop.
// It loads the TypeScript renderer through tsx's loader (the server runs on tsx; there is no build step).
import { fileURLToPath, URL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
const { renderFactFindPdf } = await import('./render-fact-find-pdf.ts');

parentPort.on('message', async ({ id, options }) => {
  try {
    const pdf = new Uint8Array(await renderFactFindPdf(options));
    parentPort.postMessage({ id, pdf }, [pdf.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
