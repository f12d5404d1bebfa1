import { findDocumentRegion } from './find-document-region';
import type { GreyImage } from './grey-image';
import type { OcrEngine, OcrResult } from './ocr-engine';
import { readPhoto } from './paddle/read-photo';
import { ocrScale, prepareImage, type PreparedImage } from './prepare-image';
import type { RecognisedPage } from './types';

type Box = RecognisedPage['lines'][number]['box'];

// A first reading with fewer confident words than this failed (it then usually found nothing at all)...
const minConfidentWords = 5;
const confidentWord = 80;
// ...and one with a lower mean confidence is doubtful (often a column in shadow was read as noise or lost).
const minMeanConfidence = 85;

/** OCRs one photo or scanned page. A photo is read by PaddleOCR and Tesseract together (decision 011), which
 * reads turned documents on dark tables that Tesseract's own layout analysis loses; Tesseract alone below is
 * for scans, and for photos where PaddleOCR cannot run or finds nothing.
 * For Tesseract, a first reading with global binarisation is best on most of the corpus.
 * When it fails or is doubtful, usually because shadows, tinted cards or a dark table top defeat the global
 * threshold or the layout analysis, the document is cropped from its background and read again with
 * adaptive binarisation, and the reading with more confident words is kept. On the corpus this second
 * reading runs for about one photo or scan in eight and raises recall from 91.8% to 95.6%. */
export async function recogniseImage({
  image,
  ocr,
  kind = 'scan',
}: {
  image: GreyImage;
  ocr: OcrEngine;
  /** A photo is read by two engines (paddle/read-photo.ts); a scan (a page of a PDF) by Tesseract alone. */
  kind?: 'photo' | 'scan';
}): Promise<Omit<RecognisedPage, 'pageNumber'>> {
  if (kind === 'photo') {
    const photo = await readPhoto({ image, ocr }).catch((error: unknown) => {
      // The second engine is native code: where it cannot run, Tesseract alone still reads the photo.
      console.warn('Reading the photo with PaddleOCR failed; reading it with Tesseract alone.', error);
      return undefined;
    });
    if (photo && photo.lines.length > 0) {
      const scale = ocrScale(image);
      return toPage(scaleResult(photo, scale), {
        width: Math.round(image.width * scale),
        height: Math.round(image.height * scale),
        left: 0,
        top: 0,
      });
    }
  }
  const whole = await prepareImage({ image });
  const first = await ocr.recognise(whole.png);
  if (countConfidentWords(first) >= minConfidentWords && first.confidence >= minMeanConfidence)
    return toPage(first, whole.frame);

  const cropped = await prepareImage({ image, region: await findDocumentRegion(image) });
  const second = await ocr.recognise(cropped.png, { binarisation: 'adaptive' });
  return countConfidentWords(second) > countConfidentWords(first)
    ? toPage(second, cropped.frame)
    : toPage(first, whole.frame);
}

/** The reading with its boxes and size multiplied by `scale`. */
function scaleResult(result: OcrResult, scale: number): OcrResult {
  const scaleBox = (box: Box): Box => ({
    x0: box.x0 * scale,
    y0: box.y0 * scale,
    x1: box.x1 * scale,
    y1: box.y1 * scale,
  });
  return {
    ...result,
    width: Math.round(result.width * scale),
    height: Math.round(result.height * scale),
    lines: result.lines.map((line) => ({
      ...line,
      box: scaleBox(line.box),
      words: line.words.map((word) => ({ ...word, box: scaleBox(word.box) })),
    })),
  };
}

function countConfidentWords(result: OcrResult): number {
  return result.lines
    .flatMap((line) => line.words)
    .filter((word) => word.confidence >= confidentWord && /[a-z0-9]{2}/i.test(word.text)).length;
}

/** Boxes move from the PNG read into the whole image's frame, so a page's coordinates do not depend on
 * which reading was kept. Where OCR straightened the PNG, the turn (about the PNG's centre) is kept with the
 * page, so a picture of the page can be turned to match the boxes. */
function toPage(result: OcrResult, frame: PreparedImage['frame']): Omit<RecognisedPage, 'pageNumber'> {
  const shift = (box: Box): Box => ({
    x0: box.x0 + frame.left,
    y0: box.y0 + frame.top,
    x1: box.x1 + frame.left,
    y1: box.y1 + frame.top,
  });
  return {
    width: frame.width,
    height: frame.height,
    source: 'ocr',
    text: result.text,
    lines: result.lines.map((line) => ({
      ...line,
      box: shift(line.box),
      words: line.words.map((word) => ({ ...word, box: shift(word.box) })),
    })),
    confidence: result.confidence,
    ...(result.rotation
      ? {
          deskew: {
            angle: result.rotation,
            cx: frame.left + result.width / 2,
            cy: frame.top + result.height / 2,
          },
        }
      : {}),
  };
}
