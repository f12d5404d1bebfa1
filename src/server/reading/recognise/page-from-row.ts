import type { documentPages } from '@/server/db/schema';
import type { RecognisedPage } from './types';

/** A stored page as the reader takes it: the words and boxes recognition kept, read again without OCR. */
export function recognisedPageFromRow(page: typeof documentPages.$inferSelect): RecognisedPage {
  return {
    pageNumber: page.pageNumber,
    width: page.width,
    height: page.height,
    source: page.source === 'ocr' ? 'ocr' : 'text-layer',
    text: page.text,
    lines: page.lines as RecognisedPage['lines'],
    confidence: page.confidence,
    ...(page.deskew ? { deskew: page.deskew } : {}),
  };
}
