/** What text recognition produces for one document: page by page, with word positions, so later steps can
 * say where a value was read from. Coordinates are in pixels of the page image (or PDF points scaled to 1x
 * for text-layer pages), origin top-left; on a page OCR straightened (`deskew`), of that image turned. */
export type RecognisedWord = {
  text: string;
  /** 0-100; text-layer words are 100. */
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
};

export type RecognisedLine = {
  text: string;
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
  words: RecognisedWord[];
};

export type RecognisedPage = {
  /** 1-based. */
  pageNumber: number;
  width: number;
  height: number;
  /** 'text-layer' when read from a PDF's text, 'ocr' when recognised from pixels. */
  source: 'text-layer' | 'ocr';
  /** The page's text in reading order, lines separated by \n. */
  text: string;
  lines: RecognisedLine[];
  /** Mean word confidence, 0-100. */
  confidence: number;
  /** When OCR straightened a tilted page before reading it: its boxes are in the page image turned by `angle`
   * radians (clockwise) about (cx, cy), same size, so a picture for them must be turned the same way. */
  deskew?: PageDeskew;
};

export type PageDeskew = { angle: number; cx: number; cy: number };

export type RecognisedDocument = {
  mimeType: string;
  pages: RecognisedPage[];
  /** Milliseconds spent recognising, for benchmarks. */
  elapsedMs: number;
};
