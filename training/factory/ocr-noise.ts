import type { RecognisedDocument, RecognisedLine } from '@/server/reading/recognise/types';
import { Random } from './random';

/** Misreadings OCR makes on photos: look-alike characters, lost spaces, lost words and lines. */
const LOOK_ALIKES: Record<string, string[]> = {
  o: ['0', 'c'],
  O: ['0', 'Q'],
  '0': ['O'],
  l: ['1', 'I', '|'],
  I: ['1', 'l'],
  '1': ['l', 'I'],
  e: ['c', 'o'],
  a: ['o', 'e'],
  s: ['5'],
  S: ['5'],
  B: ['8'],
  '8': ['B'],
  n: ['m', 'r'],
  m: ['rn'],
  u: ['v'],
  i: ['l', 'j'],
  t: ['f'],
};

export type NoiseLevel = { dropLine: number; dropWord: number; joinWords: number; misread: number };
export const PHOTO_NOISE: NoiseLevel = { dropLine: 0.05, dropWord: 0.03, joinWords: 0.06, misread: 0.015 };
/** A photo OCR could hardly read: a few lines survive, so each kind of evidence must count on its own. */
export const FRAGMENT_NOISE: NoiseLevel = { dropLine: 0.75, dropWord: 0.1, joinWords: 0.1, misread: 0.03 };

/** Words placed along the line's box by their share of its characters, as the text changed. */
function spreadWords(text: string, box: RecognisedLine['box']): RecognisedLine['words'] {
  const charWidth = (box.x1 - box.x0) / Math.max(1, text.length);
  return [...text.matchAll(/\S+/g)].map((match) => ({
    text: match[0],
    confidence: 60,
    box: {
      x0: box.x0 + match.index * charWidth,
      y0: box.y0,
      x1: box.x0 + (match.index + match[0].length) * charWidth,
      y1: box.y1,
    },
  }));
}

/** A copy of a document's text as a poor photo would be read; boxes are kept, so headings stay headings. */
export function withOcrNoise(
  doc: RecognisedDocument,
  seed: string,
  level: NoiseLevel = PHOTO_NOISE,
): RecognisedDocument {
  const random = new Random(seed);
  const misread = (word: string) =>
    [...word]
      .map((char) =>
        random.chance(level.misread) && LOOK_ALIKES[char] ? random.pick(LOOK_ALIKES[char]) : char,
      )
      .join('');
  return {
    ...doc,
    pages: doc.pages.map((page) => {
      const lines = page.lines
        .filter(() => !random.chance(level.dropLine))
        .map((line) => {
          const words = line.text
            .split(' ')
            .filter(() => !random.chance(level.dropWord))
            .map(misread);
          const text = words.reduce(
            (joined, word, index) =>
              index === 0 ? word : `${joined}${random.chance(level.joinWords) ? '' : ' '}${word}`,
            '',
          );
          return { ...line, text, confidence: 60, words: spreadWords(text, line.box) };
        })
        .filter((line) => line.text.length > 0);
      return {
        ...page,
        source: 'ocr' as const,
        lines,
        text: lines.map((line) => line.text).join('\n'),
        confidence: 60,
      };
    }),
  };
}
