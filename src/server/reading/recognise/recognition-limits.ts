/**
 * What reading one document may cost, so that no file (a hostile one, or a broken one) can hold the queue
 * every practice shares or take the server's memory. Each limit, when reached, fails the document with a
 * reason and is not retried: the same file would reach it again.
 */
export type RecognitionLimits = {
  /** Longer PDFs are refused rather than read in part. */
  maxPages: number;
  /** Largest image (or embedded scan) we decode; 40 MP covers a 600 dpi A4 scan and any phone camera. */
  maxPixels: number;
  /**
   * What all of a PDF's streams may inflate to: 256 MB holds thirty pages of 40 MP images; a "zip bomb"
   * inflates to gigabytes.
   */
  maxInflatedBytes: number;
  /** Memory a thread reading a PDF may use (its heap and decoded buffers). */
  maxThreadMemoryMb: number;
  /** Time one page of a PDF may take to parse and paint. */
  maxPageSeconds: number;
  /** Time the whole document may take to read, OCR included. */
  maxDocumentSeconds: number;
};

export const defaultRecognitionLimits: RecognitionLimits = {
  maxPages: 30,
  maxPixels: 40_000_000,
  maxInflatedBytes: 256 * 1024 * 1024,
  maxThreadMemoryMb: 1_024,
  maxPageSeconds: 30,
  maxDocumentSeconds: 10 * 60,
};
