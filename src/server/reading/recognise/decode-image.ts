import sharp, { type Sharp } from 'sharp';
import { assertPixelLimit } from './assert-pixel-limit';
import type { decodeHeic } from './decode-heic';
import type { GreyImage } from './grey-image';
import type { RawImage } from './raw-image';
import { RecognitionError, reviveRecognitionError } from './recognition-error';
import { offThread } from '@/server/threads/run-off-thread';
import { defaultRecognitionLimits } from './recognition-limits';

/** heic-decode is libheif compiled to JavaScript: seconds of CPU for a phone photo, so on its own thread. */
const heicThread = offThread<Parameters<typeof decodeHeic>, RawImage>({
  module: new URL('./decode-heic.ts', import.meta.url),
  exportName: 'decodeHeic',
  label: 'Decoding the HEIC photo',
  timeoutMs: 120_000,
  maxMemoryMb: defaultRecognitionLimits.maxThreadMemoryMb,
  reviveError: reviveRecognitionError,
});

export type ImageSource =
  { kind: 'jpeg' | 'png' | 'heic'; bytes: Uint8Array } | { kind: 'raw'; image: RawImage };

/** Decodes a photo, scan or rendered page once, turned upright by its EXIF orientation, as greyscale. */
export async function decodeImage({
  source,
  maxPixels,
}: {
  source: ImageSource;
  maxPixels: number;
}): Promise<GreyImage> {
  const image = await openImage(source, maxPixels);
  try {
    // Transparent areas (PNG, rendered pages) are paper, not the black their colour values often hold.
    const { data, info } = await image
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('b-w')
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new RecognitionError('damaged', 'The image is damaged and could not be read');
  }
}

/** Checks the size from the header (or the decoded HEIC) before sharp decodes any pixels. */
async function openImage(source: ImageSource, maxPixels: number): Promise<Sharp> {
  if (source.kind === 'jpeg' || source.kind === 'png') {
    // The header only, with no pixel limit here, so an oversized image gets its own reason just below.
    const metadata = await sharp(source.bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => undefined);
    if (!metadata?.width || !metadata.height)
      throw new RecognitionError('damaged', 'The image is damaged and could not be read');
    assertPixelLimit({ width: metadata.width, height: metadata.height, maxPixels });
    return sharp(source.bytes, { limitInputPixels: maxPixels, failOn: 'error' });
  }
  const raw =
    source.kind === 'raw' ? source.image : await heicThread.call({ bytes: source.bytes, maxPixels });
  assertPixelLimit({ width: raw.width, height: raw.height, maxPixels });
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
}
