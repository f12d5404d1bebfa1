import { Worker } from 'node:worker_threads';
import { renderFactFindPdf, type RenderOptions } from './render-fact-find-pdf';

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type WorkerMessage = { ready: true } | { id: number; pdf?: Uint8Array; error?: string };

const renderTimeoutMs = 60_000;
let starting: Promise<Worker> | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const [id, request] of pending) {
    clearTimeout(request.timer);
    request.reject(error);
    pending.delete(id);
  }
}

/** One long-lived worker, started on first use and again after a crash; it never keeps the process alive. */
function startWorker(): Promise<Worker> {
  starting ??= new Promise<Worker>((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { execArgv: [] });
    worker.unref();
    let ready = false;
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) {
        ready = true;
        resolve(worker);
        return;
      }
      const request = pending.get(message.id);
      if (!request) return;
      pending.delete(message.id);
      clearTimeout(request.timer);
      if (message.pdf)
        request.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
      else request.reject(new Error(message.error ?? 'The PDF could not be rendered'));
    });
    const stop = (error: Error) => {
      starting = null;
      failAll(error);
      if (!ready) reject(error);
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`The PDF worker stopped (exit code ${code})`)));
  });
  return starting;
}

/**
 * Starts the worker ahead of need (its first start compiles the renderer, a few seconds), so it is ready
 * when the adviser asks for the PDF. Harmless to call often; a failure here is retried on first use.
 */
export function preparePdfRenderer(): void {
  startWorker().catch(() => undefined);
}

/**
 * Renders the Fact Find PDF on a worker thread: pdfkit spends a few hundred milliseconds of CPU laying out
 * a document, which would otherwise hold up every other request. Where a worker cannot start, it renders
 * in this thread instead, so the PDF is never refused for that.
 */
export async function renderFactFindPdfOffThread(options: RenderOptions): Promise<Buffer> {
  let worker: Worker;
  try {
    worker = await startWorker();
  } catch (error) {
    console.warn('The PDF worker could not start; rendering in the request thread instead.', error);
    return renderFactFindPdf(options);
  }
  return new Promise<Buffer>((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('Rendering the PDF took too long'));
      void worker.terminate();
    }, renderTimeoutMs);
    pending.set(id, { resolve, reject, timer });
    worker.postMessage({ id, options });
  });
}
