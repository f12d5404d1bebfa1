import type { OcrEngine } from './ocr-engine';
import type { PreparedImage } from './prepare-image';
import type { RecognisedPage } from './types';

/** OCRs one prepared image into a page (without its page number). */
export async function recognisePreparedImage({
  prepared,
  ocr,
}: {
  prepared: PreparedImage;
  ocr: OcrEngine;
}): Promise<Omit<RecognisedPage, 'pageNumber'>> {
  const result = await ocr.recognise(prepared.png);
  return {
    width: result.width,
    height: result.height,
    source: 'ocr',
    text: result.text,
    lines: result.lines,
    confidence: result.confidence,
  };
}
