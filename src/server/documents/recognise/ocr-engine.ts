import type { RecognisedLine } from './types';

export type OcrResult = {
  text: string;
  lines: RecognisedLine[];
  /** Mean word confidence, 0-100. */
  confidence: number;
  width: number;
  height: number;
};

/** The pixels-to-text adapter, so tests and other deployments can swap the engine. */
export type OcrEngine = {
  /** How many images it works on at once; callers prepare no more pages than this ahead. */
  readonly concurrency: number;
  recognise(png: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
};
