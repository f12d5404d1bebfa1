import sharp from 'sharp';
import type { GreyImage, Region } from './grey-image';

// The search runs on a small blurred copy, so texture and noise in the background do not count as content.
const thumbnailSide = 300;
const blurSigma = 2;
// Grey levels a pixel may differ from the border and still be background.
const backgroundTolerance = 30;
// Kept around the document so its edge text is not clipped.
const marginShare = 0.02;

/** The bounding box of everything that differs from the image's border (a table top, a scanner lid, the
 * white around a card on a scanned page); the whole image when nothing does. */
export async function findDocumentRegion(image: GreyImage): Promise<Region> {
  const whole = { left: 0, top: 0, width: image.width, height: image.height };
  const thumbnail = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize({ width: thumbnailSide, height: thumbnailSide, fit: 'inside' })
    .blur(blurSigma)
    .png()
    .toBuffer({ resolveWithObject: true });
  // sharp throws when the whole image is one colour: then there is nothing to crop to.
  const trimmed = await sharp(thumbnail.data)
    .trim({ threshold: backgroundTolerance })
    .toBuffer({ resolveWithObject: true })
    .catch(() => undefined);
  if (!trimmed) return whole;

  const scale = image.width / thumbnail.info.width;
  const margin = Math.round(marginShare * Math.max(image.width, image.height));
  const thumbnailLeft = -(trimmed.info.trimOffsetLeft ?? 0);
  const thumbnailTop = -(trimmed.info.trimOffsetTop ?? 0);
  const left = Math.max(0, Math.floor(thumbnailLeft * scale) - margin);
  const top = Math.max(0, Math.floor(thumbnailTop * scale) - margin);
  const right = Math.min(image.width, Math.ceil((thumbnailLeft + trimmed.info.width) * scale) + margin);
  const bottom = Math.min(image.height, Math.ceil((thumbnailTop + trimmed.info.height) * scale) + margin);
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : whole;
}
