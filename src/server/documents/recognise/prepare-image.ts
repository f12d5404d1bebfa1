import sharp, { type Sharp } from 'sharp';
import { assertPixelLimit } from './assert-pixel-limit';
import { decodeHeic } from './decode-heic';
import type { RawImage } from './raw-image';
import { RecognitionError } from './recognition-error';

export type ImageSource =
  { kind: 'jpeg' | 'png' | 'heic'; bytes: Uint8Array } | { kind: 'raw'; image: RawImage };

export type PreparedImage = { png: Buffer; width: number; height: number };

export type PrepareTuning = {
  longSide: number;
  maxUpscale: number;
  sharpenSigma: number;
  threshold: number | null;
  normalise: boolean;
  flatten: number;
  crop: number;
  cropBoost: number;
};

export const defaultTuning: PrepareTuning = {
  longSide: 2500,
  maxUpscale: 3,
  sharpenSigma: 0,
  threshold: null,
  normalise: false,
  flatten: 0,
  crop: 0,
  cropBoost: 1,
};

type GreyImage = { data: Buffer; width: number; height: number };
type Box = { left: number; top: number; width: number; height: number };

/** Turns a photo, scan or rendered page into the greyscale PNG Tesseract reads best. */
export async function prepareImage({
  source,
  maxPixels,
  tuning = defaultTuning,
}: {
  source: ImageSource;
  maxPixels: number;
  tuning?: PrepareTuning;
}): Promise<PreparedImage> {
  const grey = await decodeToGrey(source, maxPixels);
  const box =
    tuning.crop > 0
      ? await findDocument(grey, tuning.crop)
      : { left: 0, top: 0, width: grey.width, height: grey.height };
  const scale =
    Math.min(tuning.longSide / Math.max(grey.width, grey.height), tuning.maxUpscale) *
    (box.width < grey.width || box.height < grey.height ? tuning.cropBoost : 1);
  let pipeline = sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .extract(box)
    .resize({
      width: Math.round(box.width * scale),
      height: Math.round(box.height * scale),
      fit: 'fill',
      kernel: 'lanczos3',
    });
  if (tuning.normalise) pipeline = pipeline.normalise();
  if (tuning.sharpenSigma > 0) pipeline = pipeline.sharpen({ sigma: tuning.sharpenSigma });
  if (tuning.threshold !== null) pipeline = pipeline.threshold(tuning.threshold);
  if (tuning.flatten > 0) pipeline = await flattenLighting(pipeline, tuning.flatten);
  const { data, info } = await pipeline
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** Decodes once into upright 8-bit greyscale; every later step works on these pixels. */
async function decodeToGrey(source: ImageSource, maxPixels: number): Promise<GreyImage> {
  const input = await openImage(source, maxPixels);
  try {
    const { data, info } = await input
      .rotate()
      .greyscale()
      .removeAlpha()
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new RecognitionError('damaged', 'The image is damaged and could not be read');
  }
}

/** Checks the size from the header (or decoded HEIC) before sharp decodes any pixels. */
async function openImage(source: ImageSource, maxPixels: number): Promise<Sharp> {
  if (source.kind === 'jpeg' || source.kind === 'png') {
    assertPixelLimit({ ...(await readEncodedSize(source.bytes)), maxPixels });
    return sharp(source.bytes, { limitInputPixels: maxPixels, failOn: 'error' });
  }
  const raw = source.kind === 'raw' ? source.image : await decodeHeic({ bytes: source.bytes, maxPixels });
  assertPixelLimit({ width: raw.width, height: raw.height, maxPixels });
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
}

/** Reads only the header, so an oversized image is refused before it is decoded. */
async function readEncodedSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  // Reading the header only: no pixel limit here, so an oversized image gets its own clear reason below.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.width || !metadata.height)
    throw new RecognitionError('damaged', 'The image is damaged and could not be read');
  return { width: metadata.width, height: metadata.height };
}

const findSide = 300;
/** The document's bounding box: everything that differs from the border (table top, scanner lid) on a blurred thumbnail. */
async function findDocument(grey: GreyImage, threshold: number): Promise<Box> {
  const whole = { left: 0, top: 0, width: grey.width, height: grey.height };
  const thumbnail = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .resize({ width: findSide, height: findSide, fit: 'inside' })
    .blur(2)
    .png()
    .toBuffer({ resolveWithObject: true });
  const trimmed = await sharp(thumbnail.data)
    .trim({ threshold })
    .toBuffer({ resolveWithObject: true })
    .catch(() => undefined);
  if (!trimmed) return whole;
  const scale = grey.width / thumbnail.info.width;
  const margin = Math.round(0.02 * Math.max(grey.width, grey.height));
  const left = Math.max(0, Math.floor(-(trimmed.info.trimOffsetLeft ?? 0) * scale) - margin);
  const top = Math.max(0, Math.floor(-(trimmed.info.trimOffsetTop ?? 0) * scale) - margin);
  const right = Math.min(
    grey.width,
    Math.ceil((-(trimmed.info.trimOffsetLeft ?? 0) + trimmed.info.width) * scale) + margin,
  );
  const bottom = Math.min(
    grey.height,
    Math.ceil((-(trimmed.info.trimOffsetTop ?? 0) + trimmed.info.height) * scale) + margin,
  );
  return { left, top, width: right - left, height: bottom - top };
}

/** Divides each pixel by the local background brightness, so shadows and tinted cards become white paper. */
async function flattenLighting(pipeline: Sharp, cells: number): Promise<Sharp> {
  const { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 1 as const };
  const cell = Math.max(info.width, info.height) / cells;
  const small = await sharp(data, { raw })
    .resize({
      width: Math.max(1, Math.round(info.width / cell)),
      height: Math.max(1, Math.round(info.height / cell)),
      fit: 'fill',
      kernel: 'linear',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // sharp applies one resize per pipeline, so shrinking and enlarging are two pipelines.
  const background = await sharp(small.data, {
    raw: { width: small.info.width, height: small.info.height, channels: 1 },
  })
    .blur(1)
    .resize({ width: info.width, height: info.height, fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  const out = Buffer.alloc(data.length);
  for (let index = 0; index < data.length; index += 1) {
    out[index] = Math.min(
      255,
      Math.round((255 * (data[index] ?? 0)) / Math.max(1, background[index] ?? 255)),
    );
  }
  return sharp(out, { raw });
}
