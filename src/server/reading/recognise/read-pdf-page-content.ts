import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api';
import { openPdf, type OpenPdf } from './open-pdf';
import { buildTextLayerLines, type PlacedTextItem } from './build-text-layer-lines';
import { ocrLongSide } from './prepare-image';
import type { RawImage } from './raw-image';
import type { RecognitionLimits } from './recognition-limits';
import { RecognitionError } from './recognition-error';
import { checkPdfCost } from './check-pdf-cost';
import { renderPdfPage, type CanvasFactory } from './render-pdf-page';
import type { RecognisedPage } from './types';

// Fewer characters than this means a scan (perhaps with a "Scanned by ..." footer): we OCR the page instead.
const minTextLayerCharacters = 40;

/** A page as pdf.js gives it: read from its text layer, or painted for OCR. */
export type PdfPageContent = { kind: 'text'; page: RecognisedPage } | { kind: 'image'; image: RawImage };

/**
 * Opens the PDF, checks its page count and reads one page. This is the part of reading a PDF that is
 * JavaScript on the calling thread (parsing, text layout, painting), so read-pdf.ts runs it on a worker
 * thread; the document is opened again for each page, which costs little next to painting and OCR.
 */
export async function readPdfPageContent({
  bytes,
  pageNumber,
  limits,
}: {
  bytes: Uint8Array;
  pageNumber: number;
  limits: RecognitionLimits;
}): Promise<{ pageCount: number; content: PdfPageContent }> {
  // Before pdf.js inflates anything: once per document (page 1 is always read first).
  if (pageNumber === 1) checkPdfCost(bytes, limits);
  const { document, close } = await openCheckedPdf(bytes, limits);
  try {
    if (document.numPages === 0) throw new RecognitionError('no-pages', 'The document has no pages');
    if (document.numPages > limits.maxPages) {
      throw new RecognitionError(
        'too-many-pages',
        `The document has ${document.numPages} pages; at most ${limits.maxPages} can be read. Upload the relevant pages only.`,
      );
    }
    const page = await document.getPage(pageNumber).catch(() => {
      throw new RecognitionError('damaged', `Page ${pageNumber} of the PDF is damaged and could not be read`);
    });
    try {
      return { pageCount: document.numPages, content: await readPage({ page, document, limits }) };
    } finally {
      page.cleanup();
    }
  } finally {
    await close();
  }
}

async function openCheckedPdf(bytes: Uint8Array, limits: RecognitionLimits): Promise<OpenPdf> {
  try {
    return await openPdf(bytes, limits.maxPixels);
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new RecognitionError(
        'password-protected',
        'The PDF is password-protected. Upload a copy without a password.',
      );
    }
    throw new RecognitionError('damaged', 'The file is damaged or not a valid PDF');
  }
}

async function readPage({
  page,
  document,
  limits,
}: {
  page: PDFPageProxy;
  document: PDFDocumentProxy;
  limits: RecognitionLimits;
}): Promise<PdfPageContent> {
  const pageNumber = page.pageNumber;
  const textContent = await page.getTextContent().catch(() => {
    throw new RecognitionError('damaged', `Page ${pageNumber} of the PDF is damaged and could not be read`);
  });
  const viewport = page.getViewport({ scale: 1 });
  const items = placeTextItems(textContent, viewport.transform);
  const characters = items.reduce((count, item) => count + item.str.replace(/\s/g, '').length, 0);

  if (characters >= minTextLayerCharacters) {
    const lines = buildTextLayerLines(items);
    return {
      kind: 'text',
      page: {
        pageNumber,
        width: viewport.width,
        height: viewport.height,
        source: 'text-layer',
        text: lines.map((line) => line.text).join('\n'),
        lines,
        confidence: 100,
      },
    };
  }

  const image = await renderPdfPage({
    page,
    canvasFactory: document.canvasFactory as CanvasFactory,
    longSide: ocrLongSide,
    maxPixels: limits.maxPixels,
  }).catch(() => {
    throw new RecognitionError('damaged', `Page ${pageNumber} of the PDF is damaged and could not be read`);
  });
  return { kind: 'image', image };
}

function placeTextItems(textContent: TextContent, viewportTransform: number[]): PlacedTextItem[] {
  return textContent.items
    .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
    .map((item) => {
      const style = textContent.styles[item.fontName];
      return {
        str: item.str,
        transform: pdfjs.Util.transform(viewportTransform, item.transform),
        width: item.width,
        // pdfjs's own text layer falls back to these when a font lacks metrics.
        ascent: style?.ascent || 0.8,
        descent: style?.descent || -0.2,
      };
    });
}
