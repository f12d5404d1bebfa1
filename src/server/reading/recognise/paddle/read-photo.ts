import { offThread } from '@/server/threads/run-off-thread';
import type { GreyImage } from '../grey-image';
import { mapWithConcurrency } from '../map-with-concurrency';
import type { OcrEngine, OcrResult } from '../ocr-engine';
import { reviveRecognitionError } from '../recognition-error';
import { chooseLineText } from './choose-line-text';
import type { findTextLines, FoundTextLine } from './find-text-lines';
import { layOutLines } from './lay-out-lines';

const paddleThread = offThread<Parameters<typeof findTextLines>, FoundTextLine[]>({
  module: new URL('./find-text-lines.ts', import.meta.url),
  exportName: 'findTextLines',
  label: 'Finding the text in the photo',
  timeoutMs: 180_000,
  reviveError: reviveRecognitionError,
});

/**
 * Reads a photo with two engines: PaddleOCR finds every piece of text (its detector copes with turned
 * documents, dark table tops and shadows, where Tesseract's layout analysis loses whole pages) and reads
 * it; Tesseract reads the same straightened strip; the line keeps the better text (choose-line-text.ts).
 */
export async function readPhoto({ image, ocr }: { image: GreyImage; ocr: OcrEngine }): Promise<OcrResult> {
  const found = await paddleThread.call(image);
  const segments = await mapWithConcurrency(found, ocr.concurrency, async (line) => {
    const tesseract = await ocr.recognise(Buffer.from(line.crop), { layout: 'line' });
    return { corners: line.corners, ...chooseLineText(line, tesseract) };
  });
  return layOutLines({ segments, width: image.width, height: image.height });
}
