import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tesseract from 'tesseract.js';
import type { OcrEngine, OcrOptions, OcrResult } from './ocr-engine';
import type { RecognisedLine } from './types';

export type TesseractOcrEngineOptions = {
  /** Workers kept alive and reused; each holds ~100 MB and one core. Defaults to the number of cores. */
  workers?: number;
};

type TesseractWord = { text: string; confidence: number; bbox: Tesseract.Bbox };
type TesseractLine = { text: string; confidence: number; bbox: Tesseract.Bbox; words: TesseractWord[] };
type TesseractBlock = { paragraphs: { lines: TesseractLine[] }[] };

// Tesseract's English tessdata_fast model ships in the repository (decision 041: no npm package carries it):
// it read the bench photos and the fixtures as well as best_int and took a third less time a line.
const langPath = fileURLToPath(new URL('./tessdata-fast/', import.meta.url));
// Tesseract's thresholding_method: 0 = global Otsu, 2 = Sauvola (local, for uneven lighting).
const thresholdingMethods = { global: '0', adaptive: '2' } as const;

/** Tesseract (WebAssembly) with a small pool of workers, created on first use and reused for every page. */
export function createTesseractOcrEngine(options: TesseractOcrEngineOptions = {}): OcrEngine {
  const size = Math.max(1, options.workers ?? availableParallelism());
  const idle: Tesseract.Worker[] = [];
  const waiting: { resolve: (worker: Tesseract.Worker) => void; reject: (error: unknown) => void }[] = [];
  const live = new Set<Tesseract.Worker>();
  const starting = new Set<Promise<Tesseract.Worker>>();
  let closed = false;

  async function acquire(): Promise<Tesseract.Worker> {
    const worker = idle.pop();
    if (worker) return worker;
    if (live.size + starting.size < size) return start();
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  async function start(): Promise<Tesseract.Worker> {
    const pending = createWorker();
    starting.add(pending);
    try {
      const worker = await pending;
      live.add(worker);
      return worker;
    } finally {
      starting.delete(pending);
    }
  }

  function release(worker: Tesseract.Worker): void {
    const next = waiting.shift();
    if (next) next.resolve(worker);
    else idle.push(worker);
  }

  /** A failed job may leave the WebAssembly instance broken, so the worker is replaced rather than reused. */
  function discard(worker: Tesseract.Worker): void {
    live.delete(worker);
    void worker.terminate().catch(() => undefined);
    const next = waiting.shift();
    if (next) start().then(next.resolve, next.reject);
  }

  return {
    concurrency: size,
    async recognise(image: Buffer, { binarisation = 'global', layout = 'page' }: OcrOptions = {}) {
      if (closed) throw new Error('The OCR engine is closed');
      const worker = await acquire();
      let data: Tesseract.Page;
      try {
        await setParameters(worker, { layout, binarisation });
        ({ data } = await worker.recognize(
          image,
          // rotateAuto deskews by the angle of the text lines: photos are rarely straight, and deskewing raised
          // recall on the corpus scans and photos from 88.6% to 91.8% (bench/recognise-corpus.ts). A line is
          // already straight.
          { rotateAuto: layout === 'page' },
          // A line's text and confidence are all its reader uses: the blocks' JSON (every word and symbol) is
          // not built for it.
          { text: true, blocks: layout === 'page' },
        ));
      } catch (error) {
        discard(worker);
        // tesseract.js rejects with bare strings.
        throw error instanceof Error ? error : new Error(`Text recognition failed: ${String(error)}`);
      }
      release(worker);
      return layout === 'line' ? toLineResult(data, image) : toOcrResult(data, image);
    },
    async close() {
      closed = true;
      await Promise.allSettled(starting);
      await Promise.allSettled([...live].map((worker) => worker.terminate()));
      live.clear();
      idle.length = 0;
    },
  };
}

const pageSegmentation = { page: Tesseract.PSM.AUTO, line: Tesseract.PSM.SINGLE_LINE } as const;
type WorkerSettings = Required<OcrOptions>;
const workerSettings = new WeakMap<Tesseract.Worker, WorkerSettings>();
const initialSettings: WorkerSettings = { layout: 'page', binarisation: 'global' };

/**
 * Sets a worker's page segmentation and thresholding, only where they differ from what it has (parameters
 * passed with each recognize() would be saved and restored around every call inside the worker).
 */
async function setParameters(worker: Tesseract.Worker, wanted: WorkerSettings): Promise<void> {
  const current = workerSettings.get(worker) ?? initialSettings;
  const changes: Partial<Tesseract.WorkerParams> = {};
  if (current.layout !== wanted.layout) changes.tessedit_pageseg_mode = pageSegmentation[wanted.layout];
  if (current.binarisation !== wanted.binarisation) {
    (changes as Record<string, string>).thresholding_method = thresholdingMethods[wanted.binarisation];
  }
  if (Object.keys(changes).length === 0) return;
  await worker.setParameters(changes);
  workerSettings.set(worker, wanted);
}

async function createWorker(): Promise<Tesseract.Worker> {
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    // The default cache writes eng.traineddata into the working directory; reading the packaged file is as fast.
    cacheMethod: 'none',
  });
  await worker.setParameters({
    // Automatic layout analysis read the corpus as well as sparse-text mode (11) and keeps reading order.
    tessedit_pageseg_mode: pageSegmentation.page,
    // Images are scaled to a known text size; this stops Tesseract guessing (and warning about) the resolution.
    user_defined_dpi: '300',
    thresholding_method: thresholdingMethods[initialSettings.binarisation],
  } as Partial<Tesseract.WorkerParams>);
  return worker;
}

/** A line read alone: its text and Tesseract's mean word confidence; the caller knows where the strip is. */
function toLineResult(data: Tesseract.Page, image: Buffer): OcrResult {
  const text = data.text.replace(/\s+/g, ' ').trim();
  return { text, lines: [], confidence: text ? data.confidence : 0, ...readImageSize(image) };
}

function toOcrResult(data: Tesseract.Page, image: Buffer): OcrResult {
  const blocks = (data.blocks ?? []) as unknown as TesseractBlock[];
  const lines: RecognisedLine[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words
          .filter((word) => word.text.trim() !== '')
          .map((word) => ({ text: word.text.trim(), confidence: word.confidence, box: toBox(word.bbox) }));
        if (words.length === 0) continue;
        lines.push({
          text: words.map((word) => word.text).join(' '),
          confidence: line.confidence,
          box: toBox(line.bbox),
          words,
        });
      }
    }
  }
  const words = lines.flatMap((line) => line.words);
  const confidence =
    words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  const { width, height } = readImageSize(image);
  // rotateAuto turns the image (about its centre, same size) before reading, and the boxes are in that frame.
  const rotation = data.rotateRadians ?? 0;
  return { text: lines.map((line) => line.text).join('\n'), lines, confidence, width, height, rotation };
}

function toBox(bbox: Tesseract.Bbox): RecognisedLine['box'] {
  return { x0: bbox.x0, y0: bbox.y0, x1: bbox.x1, y1: bbox.y1 };
}

/** Width and height of a PNG (from the IHDR chunk, which always follows the 8-byte signature) or of a binary
 * PGM (from its text header: "P5", width, height). */
function readImageSize(image: Buffer): { width: number; height: number } {
  const pgm = /^P5\s+(\d+)\s+(\d+)\s/.exec(image.toString('latin1', 0, 32));
  if (pgm) return { width: Number(pgm[1]), height: Number(pgm[2]) };
  return { width: image.readUInt32BE(16), height: image.readUInt32BE(20) };
}
