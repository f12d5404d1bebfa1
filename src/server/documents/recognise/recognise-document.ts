import { detectFileType } from './detect-file-type';
import type { OcrEngine } from './ocr-engine';
import { prepareImage, type PrepareTuning, defaultTuning } from './prepare-image';
import { readPdf } from './read-pdf';
import { recognisePreparedImage } from './recognise-prepared-image';
import { defaultRecognitionLimits, type RecognitionLimits } from './recognition-limits';
import { RecognitionError } from './recognition-error';
import type { RecognisedDocument } from './types';

export type RecogniseDocumentOptions = {
  bytes: Uint8Array;
  /** As declared by the upload; informational only, because the content's own signature decides how it is read. */
  mimeType?: string;
  ocr: OcrEngine;
  limits?: Partial<RecognitionLimits>;
  tuning?: PrepareTuning;
};

/** Reads the text of an uploaded PDF or photo, page by page, with word positions and confidences. */
export async function recogniseDocument({
  bytes,
  ocr,
  limits,
  tuning = defaultTuning,
}: RecogniseDocumentOptions): Promise<RecognisedDocument> {
  const started = performance.now();
  const effectiveLimits = { ...defaultRecognitionLimits, ...limits };
  const fileType = detectFileType(bytes);
  if (!fileType)
    throw new RecognitionError('unsupported-type', 'The file is not a PDF, JPEG, PNG or HEIC document');

  const pages =
    fileType.kind === 'pdf'
      ? await readPdf({ bytes, ocr, limits: effectiveLimits, tuning })
      : [
          {
            pageNumber: 1,
            ...(await recognisePreparedImage({
              prepared: await prepareImage({
                source: { kind: fileType.kind, bytes },
                maxPixels: effectiveLimits.maxPixels,
                tuning,
              }),
              ocr,
            })),
          },
        ];
  return { mimeType: fileType.mimeType, pages, elapsedMs: performance.now() - started };
}
