import { offThread } from '@/server/threads/run-off-thread';
import type { PreviewFrame, renderPagePreview } from './render-page-preview';
import { defaultRecognitionLimits } from './recognition-limits';

/** pdf.js parses and paints a page in JavaScript (about 100 ms born-digital, 400 ms a scan): on its own thread. */
const previewThread = offThread<Parameters<typeof renderPagePreview>, Uint8Array | null>({
  module: new URL('./render-page-preview.ts', import.meta.url),
  exportName: 'renderPagePreview',
  label: 'Rendering the page picture',
  timeoutMs: 60_000,
  maxMemoryMb: defaultRecognitionLimits.maxThreadMemoryMb,
  preload: ['pdfjs-dist/legacy/build/pdf.mjs'],
});

/** renderPagePreview on a worker thread, so it never holds up other requests. */
export async function renderPagePreviewOffThread(
  bytes: Uint8Array,
  pageNumber: number,
  frame?: PreviewFrame,
): Promise<Buffer | null> {
  const preview = await previewThread.call(bytes, pageNumber, frame);
  return preview ? Buffer.from(preview.buffer, preview.byteOffset, preview.byteLength) : null;
}
