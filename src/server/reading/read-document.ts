import type { OcrEngine } from './recognise/ocr-engine';
import { recogniseDocument } from './recognise/recognise-document';
import { RecognitionError } from './recognise/recognition-error';
import type { RecognisedDocument } from './recognise/types';
import { redactTaxFileNumbers } from './redact-tax-file-numbers';

/** A document's text as FactFind keeps it: recognised page by page, with tax file numbers redacted. */
export async function readDocument({
  bytes,
  ocr,
}: {
  bytes: Uint8Array;
  ocr: OcrEngine;
}): Promise<RecognisedDocument> {
  if (bytes.length === 0) throw new RecognitionError('damaged', 'The file is empty. Please upload it again.');
  return redactTaxFileNumbers(await recogniseDocument({ bytes, ocr }));
}
