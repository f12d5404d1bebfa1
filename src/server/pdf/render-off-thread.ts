import { offThread } from '@/server/threads/run-off-thread';
import type { RenderOptions } from './render-fact-find-pdf';

/** pdfkit spends a few hundred milliseconds of CPU laying out a Fact Find: on its own thread. */
const pdfThread = offThread<[RenderOptions], Uint8Array>({
  module: new URL('./render-fact-find-pdf.ts', import.meta.url),
  exportName: 'renderFactFindPdf',
  label: 'Rendering the PDF',
  timeoutMs: 60_000,
});

/**
 * Starts the thread ahead of need (its first start compiles the renderer, a few seconds), so it is ready
 * when the adviser asks for the PDF. Harmless to call often.
 */
export function preparePdfRenderer(): void {
  pdfThread.prepare();
}

/** Renders the Fact Find PDF on a worker thread, so it never holds up other requests. */
export async function renderFactFindPdfOffThread(options: RenderOptions): Promise<Buffer> {
  const pdf = await pdfThread.call(options);
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
