import { decodeImage } from './decode-image';
import { mapWithConcurrency } from './map-with-concurrency';
import type { OcrEngine } from './ocr-engine';
import { recogniseImage } from './recognise-image';
import type { RecognitionLimits } from './recognition-limits';
import { RecognitionError, reviveRecognitionError } from './recognition-error';
import type { PdfPageContent, readPdfPageContent } from './read-pdf-page-content';
import type { RecognisedPage } from './types';
import { offThread, ThreadLimitError } from '@/server/threads/run-off-thread';
import { defaultRecognitionLimits } from './recognition-limits';

/**
 * pdf.js on a worker thread. One is enough to keep the OCR pool busy (painting a page takes a fraction of
 * reading it), and a second, painting at the same time, held about 300 MB more (decision 040).
 */
const pdfThreads = offThread<
  Parameters<typeof readPdfPageContent>,
  Awaited<ReturnType<typeof readPdfPageContent>>
>({
  module: new URL('./read-pdf-page-content.ts', import.meta.url),
  exportName: 'readPdfPageContent',
  label: 'Reading the PDF',
  // A page that takes half a minute of parsing and painting, or a gigabyte, is hostile or broken: stopped, and
  // the document fails for good (see below).
  timeoutMs: defaultRecognitionLimits.maxPageSeconds * 1000,
  maxMemoryMb: defaultRecognitionLimits.maxThreadMemoryMb,
  preload: ['pdfjs-dist/legacy/build/pdf.mjs'],
  reviveError: reviveRecognitionError,
});

/** A page stopped for its time or memory fails the document for good: it would do the same again. */
async function readPageContent(
  ...args: Parameters<typeof readPdfPageContent>
): Promise<Awaited<ReturnType<typeof readPdfPageContent>>> {
  try {
    return await pdfThreads.call(...args);
  } catch (error) {
    if (!(error instanceof ThreadLimitError)) throw error;
    throw new RecognitionError(
      'too-large',
      error.limit === 'time'
        ? `Page ${args[0].pageNumber} of the PDF took too long to read, so the document was not read. Print it to a new PDF, or upload the pages as images.`
        : `Page ${args[0].pageNumber} of the PDF needed too much memory to read, so the document was not read. Print it to a new PDF, or upload the pages as images.`,
    );
  }
}

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
  const deadline = Date.now() + limits.maxDocumentSeconds * 1000;
  const first = await readPageContent({ bytes, pageNumber: 1, limits });
  const pageNumbers = Array.from({ length: first.pageCount }, (_, index) => index + 1);
  // Page by page with the OCR pool kept busy, but never more painted pages in memory than it can take.
  return mapWithConcurrency(pageNumbers, ocr.concurrency, async (pageNumber) => {
    if (Date.now() > deadline)
      throw new RecognitionError(
        'too-large',
        `The PDF took more than ${Math.round(limits.maxDocumentSeconds / 60)} minutes to read and was stopped at page ${pageNumber}. Upload the relevant pages only.`,
      );
    const content =
      pageNumber === 1 ? first.content : (await readPageContent({ bytes, pageNumber, limits })).content;
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
