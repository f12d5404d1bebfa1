import { RecognitionError } from './recognition-error';

/** Refuses images too big to decode safely; checked from headers before any pixels are decoded. */
export function assertPixelLimit({
  width,
  height,
  maxPixels,
  pageNumber,
}: {
  width: number;
  height: number;
  maxPixels: number;
  pageNumber?: number;
}): void {
  if (width * height <= maxPixels) return;
  const what = pageNumber === undefined ? 'The image' : `Page ${pageNumber}`;
  throw new RecognitionError(
    'too-large',
    `${what} is too large to read (${formatMegapixels(width * height)} megapixels; the limit is ${formatMegapixels(maxPixels)})`,
  );
}

function formatMegapixels(pixels: number): string {
  return (pixels / 1_000_000).toFixed(pixels < 10_000_000 ? 1 : 0);
}
