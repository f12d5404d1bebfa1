import { offThread } from '@/server/threads/run-off-thread';
import type { GreyImage } from '../grey-image';
import { mapWithConcurrency } from '../map-with-concurrency';
import type { OcrEngine, OcrResult } from '../ocr-engine';
import { reviveRecognitionError } from '../recognition-error';
import { chooseLineText, confidentTesseract, oneLine } from './choose-line-text';
import type { findText, FoundText } from './find-text';
import { layOutLines } from './lay-out-lines';
import type { readStrips, StripReading } from './read-strips';

// Each model on a thread of its own: the pre- and post-processing is JavaScript that would hold the event
// loop, and one photo's text can be found while another's strips are read.
const detectorThread = offThread<Parameters<typeof findText>, FoundText[]>({
  module: new URL('./find-text.ts', import.meta.url),
  exportName: 'findText',
  label: 'Finding the text in the photo',
  timeoutMs: 180_000,
  reviveError: reviveRecognitionError,
});
const recogniserThread = offThread<Parameters<typeof readStrips>, StripReading[]>({
  module: new URL('./read-strips.ts', import.meta.url),
  exportName: 'readStrips',
  label: 'Reading the text in the photo',
  timeoutMs: 180_000,
  reviveError: reviveRecognitionError,
});

/**
 * Reads a photo with two engines: PaddleOCR finds every piece of text (its detector copes with turned
 * documents, dark table tops and shadows, where Tesseract's layout analysis loses whole pages); Tesseract reads
 * each straightened strip; where it is not sure of a strip, PaddleOCR's recogniser reads it too and the line
 * keeps the better text (choose-line-text.ts). Tesseract is sure of about nine strips in ten, and on those the
 * two engines' choice kept Tesseract's text anyway (decision 039).
 */
export async function readPhoto({ image, ocr }: { image: GreyImage; ocr: OcrEngine }): Promise<OcrResult> {
  const found = await detectorThread.call(image);
  const tesseract = await mapWithConcurrency(found, ocr.concurrency, (piece) =>
    ocr.recognise(Buffer.from(piece.crop), { layout: 'line' }),
  );
  const unsure = found.flatMap((_, index) => (isSure(tesseract[index]) ? [] : [index]));
  // Nothing to reread: the recogniser's thread is not woken (nor, the first time, its model loaded).
  const paddle =
    unsure.length > 0
      ? await recogniserThread.call(unsure.map((index) => (found[index] as FoundText).strip))
      : [];
  const paddleByIndex = new Map(unsure.map((index, position) => [index, paddle[position]]));
  const segments = found.map((piece, index) => {
    const tesseractReading = tesseract[index] ?? { text: '', confidence: 0 };
    const paddleReading = paddleByIndex.get(index);
    return {
      corners: piece.corners,
      ...(paddleReading
        ? chooseLineText(paddleReading, tesseractReading)
        : { text: oneLine(tesseractReading.text), confidence: tesseractReading.confidence }),
    };
  });
  return layOutLines({ segments, width: image.width, height: image.height });
}

function isSure(reading: OcrResult | undefined): reading is OcrResult {
  return !!reading && reading.confidence >= confidentTesseract && /[a-z0-9]/i.test(reading.text);
}
