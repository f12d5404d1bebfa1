export type RecognitionLimits = {
  /** Longer PDFs are refused rather than read in part. */
  maxPages: number;
  /** Largest image (or embedded scan) we decode; 40 MP covers a 600 dpi A4 scan and any phone camera. */
  maxPixels: number;
};

export const defaultRecognitionLimits: RecognitionLimits = { maxPages: 30, maxPixels: 40_000_000 };
