import type { RecognisedLine } from './types';

export type OcrResult = {
  text: string;
  lines: RecognisedLine[];
  /** Mean word confidence, 0-100. */
  confidence: number;
  /** Of the image read; word and line boxes are in its pixels. */
  width: number;
  height: number;
  /** Radians (clockwise) the engine turned the image about its centre, keeping its size, to straighten the
   * text before reading; the boxes are in the turned image. 0 or absent when it was read as given. */
  rotation?: number;
};

export type OcrOptions = {
  /** 'global' (one threshold for the image) reads evenly lit pages best; 'adaptive' copes with shadows and
   * tinted backgrounds. Default 'global'. */
  binarisation?: 'global' | 'adaptive';
  /** 'page' (default) finds the layout; 'line' reads the image as one straight line of text (a strip another
   * engine found and straightened), giving its text and confidence but no lines or boxes. */
  layout?: 'page' | 'line';
};

/** The pixels-to-text adapter, so tests and other deployments can swap the engine. */
export type OcrEngine = {
  /** How many images it works on at once; callers prepare no more pages than this ahead. */
  readonly concurrency: number;
  /** Reads an image: a PNG, or a binary PGM (greyscale strips, which need no compressing). */
  recognise(image: Buffer, options?: OcrOptions): Promise<OcrResult>;
  close(): Promise<void>;
};
