import { decodeImage } from './decode-image';
import { mapWithConcurrency } from './map-with-concurrency';
import type { OcrEngine } from './ocr-engine';
import { recogniseImage } from './recognise-image';
import type { RecognitionLimits } from './recognition-limits';
import { reviveRecognitionError } from './recognition-error';
import type { PdfPageContent, readPdfPageContent } from './read-pdf-page-content';
import type { RecognisedPage } from './types';
import { offThread } from '@/server/threads/run-off-thread';

/** pdf.js on worker threads, as many as OCR reads pages at once, so painting keeps the OCR pool busy. */
const pdfThreads = offThread<
  Parameters<typeof readPdfPageContent>,
  Awaited<ReturnType<typeof readPdfPageContent>>
>({
  module: new URL('./read-pdf-page-content.ts', import.meta.url),
  exportName: 'readPdfPageContent',
  label: 'Reading the PDF',
  timeoutMs: 120_000,
  threads: 2,
  reviveError: reviveRecognitionError,
});

/**
 * Reads each page from its text layer, or by OCR when the page is an image. pdf.js parses and paints on a
 * worker thread (a hostile or huge PDF must not stall other requests); OCR runs in the tesseract pool.
 */
export async function readPdf({
  bytes,
  ocr,
  limits,
}: {
  bytes: Uint8Array;
  ocr: OcrEngine;
  limits: RecognitionLimits;
}): Promise<RecognisedPage[]> {
  const first = await pdfThreads.call({ bytes, pageNumber: 1, limits });
  const pageNumbers = Array.from({ length: first.pageCount }, (_, index) => index + 1);
  // Page by page with the OCR pool kept busy, but never more painted pages in memory than it can take.
  return mapWithConcurrency(pageNumbers, ocr.concurrency, async (pageNumber) => {
    const content =
      pageNumber === 1 ? first.content : (await pdfThreads.call({ bytes, pageNumber, limits })).content;
    return recognisePageContent(pageNumber, content, ocr, limits);
  });
}

async function recognisePageContent(
  pageNumber: number,
  content: PdfPageContent,
  ocr: OcrEngine,
  limits: RecognitionLimits,
): Promise<RecognisedPage> {
  if (content.kind === 'text') return content.page;
  const grey = await decodeImage({
    source: { kind: 'raw', image: content.image },
    maxPixels: limits.maxPixels,
  });
  return { pageNumber, ...(await recogniseImage({ image: grey, ocr })) };
}
