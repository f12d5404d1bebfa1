import type { RecognisedDocument, RecognisedLine } from '@/server/reading/recognise/types';

const CHAR_WIDTH = 6;
const LINE_HEIGHT = 10;
const LINE_PITCH = 20;

/**
 * A text-layer document laid out from plain text for tests: each text line is one row, each character
 * CHAR_WIDTH wide, so runs of spaces become the gaps that separate columns ("Account name     JANE").
 * Pages are separated by a line holding only "\f".
 */
export function makeRecognisedDocument(text: string, confidence = 100): RecognisedDocument {
  const pages = text.split('\n\f\n').map((pageText, pageIndex) => {
    const lines: RecognisedLine[] = pageText
      .split('\n')
      .map((line, index) => ({ line, y0: 40 + index * LINE_PITCH }))
      .filter(({ line }) => line.trim() !== '')
      .map(({ line, y0 }) => {
        const words = [...line.matchAll(/\S+/g)].map((match) => ({
          text: match[0],
          confidence,
          box: {
            x0: match.index * CHAR_WIDTH,
            y0,
            x1: (match.index + match[0].length) * CHAR_WIDTH,
            y1: y0 + LINE_HEIGHT,
          },
        }));
        return {
          text: words.map((word) => word.text).join(' '),
          confidence,
          box: { x0: words[0]?.box.x0 ?? 0, y0, x1: words.at(-1)?.box.x1 ?? 0, y1: y0 + LINE_HEIGHT },
          words,
        };
      });
    return {
      pageNumber: pageIndex + 1,
      width: 800,
      height: 40 + pageText.split('\n').length * LINE_PITCH,
      source: 'text-layer' as const,
      text: lines.map((line) => line.text).join('\n'),
      lines,
      confidence,
    };
  });
  return { mimeType: 'application/pdf', pages, elapsedMs: 0 };
}
