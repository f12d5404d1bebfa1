import sharp from 'sharp';
import { assertPixelLimit } from './assert-pixel-limit';
import { decodeHeic } from './decode-heic';
import type { RawImage } from './raw-image';
import { RecognitionError } from './recognition-error';

export type ImageSource = { kind: 'jpeg' | 'png' | 'heic'; bytes: Uint8Array } | { kind: 'raw'; image: RawImage };

export type PreparedImage = { png: Buffer; width: number; height: number };

export type PrepareTuning = {
  longSide: number;
  maxUpscale: number;
  sharpenSigma: number;
  threshold: number | null;
  normalise: boolean;
  flatten: number;
};

export const defaultTuning: PrepareTuning = { longSide: 2500, maxUpscale: 3, sharpenSigma: 0, threshold: null, normalise: false, flatten: 0 };

/** Turns a photo, scan or rendered page into the greyscale PNG Tesseract reads best. */
export async function prepareImage({ source, maxPixels, tuning = defaultTuning }: {
  source: ImageSource;
  maxPixels: number;
  tuning?: PrepareTuning;
}): Promise<PreparedImage> {
  const input = source.kind === 'heic' ? { kind: 'raw' as const, image: await decodeHeic({ bytes: source.bytes, maxPixels }) } : source;
  const { width, height } = input.kind === 'raw' ? input.image : await readEncodedSize(input.bytes);
  assertPixelLimit({ width, height, maxPixels });

  const longSide = Math.round(Math.min(tuning.longSide, Math.max(width, height) * tuning.maxUpscale));
  let pipeline = (input.kind === 'raw'
    ? sharp(input.image.data, { raw: { width, height, channels: input.image.channels } })
    : sharp(input.bytes, { limitInputPixels: maxPixels, failOn: 'error' })
  )
    .rotate()
    .greyscale()
    .resize({ width: longSide, height: longSide, fit: 'inside', kernel: 'lanczos3' });
  if (tuning.normalise) pipeline = pipeline.normalise();
  if (tuning.sharpenSigma > 0) pipeline = pipeline.sharpen({ sigma: tuning.sharpenSigma });
  if (tuning.threshold !== null) pipeline = pipeline.threshold(tuning.threshold);

  if (tuning.flatten > 0) {
    const grey = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const raw = { width: grey.info.width, height: grey.info.height, channels: grey.info.channels };
    const background = await sharp(grey.data, { raw }).blur(tuning.flatten).negate().raw().toBuffer();
    pipeline = sharp(grey.data, { raw }).composite([{ input: background, raw, blend: 'colour-dodge' }]);
    if (tuning.normalise) pipeline = pipeline.normalise();
  }
  try {
    const { data, info } = await pipeline.png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw new RecognitionError('damaged', 'The image is damaged and could not be read');
  }
}

/** Reads only the header, so an oversized image is refused before it is decoded. */
async function readEncodedSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes).metadata().catch(() => undefined);
  if (!metadata?.width || !metadata.height) throw new RecognitionError('damaged', 'The image is damaged and could not be read');
  return { width: metadata.width, height: metadata.height };
}
