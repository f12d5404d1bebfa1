import { createRequire } from 'node:module';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));

/** A PDF opened by pdf.js; `close` frees it (call it in a finally). */
export type OpenPdf = { document: PDFDocumentProxy; close: () => Promise<void> };

/**
 * Opens a PDF as recognition and page pictures read it: fonts and character maps from the package (nothing
 * is fetched), embedded images larger than `maxPixels` skipped rather than decoded. Throws pdf.js's own
 * error (e.g. PasswordException) when it cannot be opened.
 */
export async function openPdf(bytes: Uint8Array, maxPixels: number): Promise<OpenPdf> {
  const task = pdfjs.getDocument({
    // pdfjs takes ownership of (detaches) the buffer it is given.
    data: new Uint8Array(bytes),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    maxImageSize: maxPixels,
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    cMapUrl: `${pdfjsRoot}/cmaps/`,
    wasmUrl: `${pdfjsRoot}/wasm/`,
  });
  try {
    return { document: await task.promise, close: () => task.destroy() };
  } catch (error) {
    await task.destroy();
    throw error;
  }
}
