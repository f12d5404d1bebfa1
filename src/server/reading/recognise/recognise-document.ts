import { decodeImage } from './decode-image';
import { detectFileType } from './detect-file-type';
import type { OcrEngine } from './ocr-engine';
import { readPdf } from './read-pdf';
import { recogniseImage } from './recognise-image';
import { defaultRecognitionLimits, type RecognitionLimits } from './recognition-limits';
import { RecognitionError } from './recognition-error';
import type { RecognisedDocument, RecognisedPage } from './types';

export type RecogniseDocumentOptions = {
  bytes: Uint8Array;
  /** As declared by the upload; informational only, because the content's own signature decides how it is read. */
  mimeType?: string;
  ocr: OcrEngine;
  limits?: Partial<RecognitionLimits>;
};

/** Reads the text of an uploaded PDF or photo, page by page, with word positions and confidences.
 * Throws a RecognitionError, whose message is written for the adviser, when the file cannot be read. */
export async function recogniseDocument({
  bytes,
  ocr,
  limits,
}: RecogniseDocumentOptions): Promise<RecognisedDocument> {
  const started = performance.now();
  const effectiveLimits = { ...defaultRecognitionLimits, ...limits };
  const fileType = detectFileType(bytes);
  if (!fileType)
    throw new RecognitionError('unsupported-type', 'The file is not a PDF, JPEG, PNG or HEIC document');

  let pages: RecognisedPage[];
  if (fileType.kind === 'pdf') {
    pages = await readPdf({ bytes, ocr, limits: effectiveLimits });
  } else {
    const image = await decodeImage({
      source: { kind: fileType.kind, bytes },
      maxPixels: effectiveLimits.maxPixels,
    });
    pages = [{ pageNumber: 1, ...(await recogniseImage({ image, ocr, kind: 'photo' })) }];
  }
  return { mimeType: fileType.mimeType, pages, elapsedMs: performance.now() - started };
}
