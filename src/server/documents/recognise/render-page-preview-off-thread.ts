import { Worker } from 'node:worker_threads';
import { renderPagePreview, type PreviewFrame } from './render-page-preview';

type Pending = {
  resolve: (preview: Buffer | null) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};
type WorkerMessage = { ready: true } | { id: number; preview?: Uint8Array; missing?: true; error?: string };

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
    const worker = new Worker(new URL('./page-preview-worker.mjs', import.meta.url), { execArgv: [] });
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
      if (message.preview)
        request.resolve(
          Buffer.from(message.preview.buffer, message.preview.byteOffset, message.preview.byteLength),
        );
      else if (message.missing) request.resolve(null);
      else request.reject(new Error(message.error ?? 'The page could not be rendered'));
    });
    const stop = (error: Error) => {
      starting = null;
      failAll(error);
      if (!ready) reject(error);
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`The page preview worker stopped (exit code ${code})`)));
  });
  return starting;
}

/**
 * renderPagePreview on a worker thread: pdf.js parses and paints a page in this thread's JavaScript (about
 * 100 ms for a born-digital page, 400 ms for a scan), which would otherwise hold up every other request.
 * Where a worker cannot start, it renders in this thread instead, so the picture is never refused for that.
 */
export async function renderPagePreviewOffThread(
  bytes: Uint8Array,
  pageNumber: number,
  frame?: PreviewFrame,
): Promise<Buffer | null> {
  let worker: Worker;
  try {
    worker = await startWorker();
  } catch (error) {
    console.warn('The page preview worker could not start; rendering in the request thread instead.', error);
    return renderPagePreview(bytes, pageNumber, frame);
  }
  return new Promise<Buffer | null>((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('Rendering the page took too long'));
      void worker.terminate();
    }, renderTimeoutMs);
    pending.set(id, { resolve, reject, timer });
    worker.postMessage({ id, bytes, pageNumber, frame });
  });
}
