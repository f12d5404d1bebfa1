/**
 * How well each page-reading path reads the bench's hard photos (make them first with make-photos.ts):
 * the share of each photo's true values found in the recognised text, exactly and with spaces ignored,
 * and seconds per photo (median and 95th percentile), read as the server reads them (one Tesseract worker per
 * core). Readings are cached per path, so a second run only scores; --force reads and times them again.
 *
 *   npx tsx bench/photos/read-photos.ts [--reader pipeline|tesseract] [--force] [--limit N] [--match REGEX]
 */
import { mkdir, readFile, readdir, writeFile, access } from 'node:fs/promises';
import path from 'node:path';
import { createTesseractOcrEngine } from '@/server/reading/recognise/create-tesseract-ocr-engine';
import { recogniseDocument } from '@/server/reading/recognise/recognise-document';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import { decodeImage } from '@/server/reading/recognise/decode-image';
import { recogniseImage } from '@/server/reading/recognise/recognise-image';
import { inferredKeys, isPrinted } from '../../training/scoring/truth-values';
import { photosDir, type PhotoTruth } from './make-photos';

type Outcome = {
  rendition: string;
  type: string;
  seconds: number;
  found: number;
  foundLoose: number;
  values: number;
};

const args = process.argv.slice(2);
const force = args.includes('--force');
const match = args.includes('--match') ? args[args.indexOf('--match') + 1] : undefined;
const limit = args.includes('--limit') ? Number(args[args.indexOf('--limit') + 1]) : Infinity;
// pipeline: as the server reads photos; tesseract: Tesseract alone, as photos were read before PaddleOCR.
const reader = args.includes('--reader') ? args[args.indexOf('--reader') + 1] : 'pipeline';
if (reader !== 'pipeline' && reader !== 'tesseract') throw new Error('--reader takes pipeline or tesseract');
const cacheDir = path.join(photosDir, '..', 'photo-readings', reader);
await mkdir(cacheDir, { recursive: true });

const photos = (await readdir(photosDir))
  .filter((name) => /\.(jpg|png)$/.test(name))
  .filter((name) => !match || new RegExp(match).test(name))
  .sort()
  .slice(0, limit);
const ocr = createTesseractOcrEngine();
const outcomes: Outcome[] = [];
try {
  for (const [index, name] of photos.entries()) {
    const truth = JSON.parse(
      await readFile(path.join(photosDir, `${name}.truth.json`), 'utf8'),
    ) as PhotoTruth;
    const cacheFile = path.join(cacheDir, `${name}.json`);
    const cached = !force && (await exists(cacheFile));
    const document = cached
      ? (JSON.parse(await readFile(cacheFile, 'utf8')) as RecognisedDocument)
      : await read(await readFile(path.join(photosDir, name)));
    if (!cached) await writeFile(cacheFile, JSON.stringify(document));
    const text = document.pages.map((page) => page.text).join('\n');
    const values = Object.entries(truth.fields)
      .filter(([key]) => !inferredKeys.has(key))
      .map(([, value]) => value);
    const outcome: Outcome = {
      rendition: truth.rendition,
      type: truth.documentType,
      seconds: document.elapsedMs / 1000,
      found: values.filter((value) => isPrinted(value, text)).length,
      foundLoose: values.filter((value) => isPrinted(value, text, true)).length,
      values: values.length,
    };
    outcomes.push(outcome);
    console.log(
      `${String(index + 1).padStart(3)}/${photos.length} ${name.padEnd(22)} ${truth.documentType.padEnd(10)} ` +
        `${truth.angle.toFixed(1).padStart(5)}° fill ${truth.fill.toFixed(2)} ${outcome.seconds.toFixed(1).padStart(5)} s ` +
        `found ${outcome.found}/${outcome.values} (${outcome.foundLoose} ignoring spaces)${cached ? ' (cached)' : ''}`,
    );
  }
} finally {
  await ocr.close();
}

const groups = new Map<string, Outcome[]>([['all', outcomes]]);
for (const outcome of outcomes) {
  for (const key of [outcome.rendition, outcome.type]) groups.set(key, [...(groups.get(key) ?? []), outcome]);
}
console.log('\ngroup          photos  p50 s  p95 s  read  read ignoring spaces');
for (const [key, group] of groups) {
  const sum = (pick: (o: Outcome) => number) => group.reduce((total, o) => total + pick(o), 0);
  const values = Math.max(
    1,
    sum((o) => o.values),
  );
  console.log(
    `${key.padEnd(14)} ${String(group.length).padStart(6)} ${percentile(group, 0.5).toFixed(2).padStart(6)} ${percentile(group, 0.95).toFixed(2).padStart(6)}` +
      `  ${(sum((o) => o.found) / values).toFixed(2)}  ${(sum((o) => o.foundLoose) / values).toFixed(2)}`,
  );
}

/** Seconds at the given share of the group's photos, slowest last (nearest rank). */
function percentile(group: Outcome[], share: number): number {
  const seconds = group.map((o) => o.seconds).sort((a, b) => a - b);
  return seconds[Math.min(seconds.length - 1, Math.ceil(seconds.length * share) - 1)] ?? 0;
}

async function read(bytes: Uint8Array): Promise<RecognisedDocument> {
  if (reader === 'pipeline') return recogniseDocument({ bytes, ocr });
  // Tesseract alone, as photos were read before PaddleOCR joined it.
  const started = performance.now();
  const image = await decodeImage({
    source: { kind: bytes[0] === 0x89 ? 'png' : 'jpeg', bytes },
    maxPixels: 40e6,
  });
  const page = await recogniseImage({ image, ocr, kind: 'scan' });
  return {
    mimeType: 'image/jpeg',
    pages: [{ pageNumber: 1, ...page }],
    elapsedMs: performance.now() - started,
  };
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
