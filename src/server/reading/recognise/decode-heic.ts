import decode from 'heic-decode';
import { assertPixelLimit } from './assert-pixel-limit';
import type { RawImage } from './raw-image';
import { RecognitionError } from './recognition-error';

/** The primary image of a HEIC/HEIF file as RGBA; sharp's bundled libheif reads only AVIF, not HEVC. */
export async function decodeHeic({
  bytes,
  maxPixels,
}: {
  bytes: Uint8Array;
  maxPixels: number;
}): Promise<RawImage> {
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: bytes });
  } catch {
    throw new RecognitionError('damaged', 'The file is damaged or not a valid HEIC image');
  }
  try {
    const primary = images[0];
    if (!primary) throw new RecognitionError('damaged', 'The file is damaged or not a valid HEIC image');
    // Dimensions come from the container, so an oversized photo is refused before it is decoded.
    assertPixelLimit({ width: primary.width, height: primary.height, maxPixels });
    const decoded = await primary.decode().catch(() => {
      throw new RecognitionError('damaged', 'The file is damaged or not a valid HEIC image');
    });
    return { data: decoded.data, width: decoded.width, height: decoded.height, channels: 4 };
  } finally {
    images.dispose();
  }
}
