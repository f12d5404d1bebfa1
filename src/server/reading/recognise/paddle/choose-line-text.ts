import type { OcrResult } from '../ocr-engine';

/** Two readings of one line that agree this much (share of characters, spaces ignored) are the same text. */
const sameText = 0.75;
// Tesseract's own reading is kept where it is this sure of it, or where the two engines agree.
export const confidentTesseract = 85;

export type LineText = { text: string; confidence: number };

/**
 * Picks the text of one line from PaddleOCR's and Tesseract's readings of the same strip. PaddleOCR reads
 * photos far better, but its Chinese-English model drops the spaces inside a line ("Grosspay") and mistakes
 * some letters in English words; Tesseract's English model spaces and spells words well where it can read
 * them at all. So: where they agree, Tesseract's text; where Tesseract is sure and close, Tesseract's; where
 * they differ, PaddleOCR's characters with the spaces Tesseract put between the same characters.
 */
export function chooseLineText(
  paddle: { text: string; confidence: number },
  tesseract: Pick<OcrResult, 'text' | 'confidence'>,
): LineText {
  const tesseractText = oneLine(tesseract.text);
  const paddleText = paddle.text.trim();
  if (!paddleText) return { text: tesseractText, confidence: tesseract.confidence };
  if (!tesseractText) return { text: paddleText, confidence: paddle.confidence * 100 };
  const agreement = similarity(compact(paddleText), compact(tesseractText));
  if (agreement === 1 || (agreement >= sameText && tesseract.confidence >= confidentTesseract)) {
    return { text: tesseractText, confidence: Math.max(tesseract.confidence, paddle.confidence * 100) };
  }
  return { text: spaceLike(paddleText, tesseractText), confidence: paddle.confidence * 100 };
}

/** The text on one line, its spaces single. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function compact(text: string): string {
  return text.replace(/\s+/g, '');
}

/** 1 − edit distance / longer length. */
export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  return 1 - alignment(a, b).distance / longer;
}

/**
 * `text` with a space wherever `spaced` has one between the characters that align with it (edit-distance
 * alignment, case-insensitive), except beside a decimal point or thousands separator inside a number;
 * spaces `text` already has are kept.
 */
export function spaceLike(text: string, spaced: string): string {
  const source = compact(spaced);
  // For each character of the compacted `spaced`: whether a space followed it.
  const spaceAfter: boolean[] = [];
  for (const char of spaced.trim()) {
    if (char === ' ') spaceAfter[spaceAfter.length - 1] = true;
    else spaceAfter.push(false);
  }
  const target = compact(text);
  const { pairs } = alignment(target, source);
  const keptSpaces = new Set<number>();
  let index = 0;
  for (const char of text.trim()) {
    if (char === ' ') keptSpaces.add(index - 1);
    else index += 1;
  }
  let result = '';
  for (let i = 0; i < target.length; i++) {
    result += target[i];
    const partner = pairs[i];
    const isLast = i === target.length - 1;
    const splitsNumber =
      /[\d.,]/.test(target[i] ?? '') &&
      /[\d.,]/.test(target[i + 1] ?? '') &&
      /[.,]/.test(`${target[i]}${target[i + 1]}`);
    if (isLast || splitsNumber) continue;
    if (keptSpaces.has(i) || (partner !== undefined && spaceAfter[partner])) result += ' ';
  }
  return result;
}

/** Levenshtein distance, and for each character of `a` the index of the character of `b` it aligns with
 * (undefined where it was inserted). */
function alignment(a: string, b: string): { distance: number; pairs: (number | undefined)[] } {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  const rows = a.length + 1;
  const cols = b.length + 1;
  const cost = new Uint16Array(rows * cols);
  for (let i = 0; i < rows; i++) cost[i * cols] = i;
  for (let j = 0; j < cols; j++) cost[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const substitution = (cost[(i - 1) * cols + j - 1] ?? 0) + (lowerA[i - 1] === lowerB[j - 1] ? 0 : 1);
      const deletion = (cost[(i - 1) * cols + j] ?? 0) + 1;
      const insertion = (cost[i * cols + j - 1] ?? 0) + 1;
      cost[i * cols + j] = Math.min(substitution, deletion, insertion);
    }
  }
  const pairs: (number | undefined)[] = new Array(a.length);
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    const here = cost[i * cols + j] ?? 0;
    const diagonal = (cost[(i - 1) * cols + j - 1] ?? 0) + (lowerA[i - 1] === lowerB[j - 1] ? 0 : 1);
    if (here === diagonal) {
      pairs[i - 1] = j - 1;
      i -= 1;
      j -= 1;
    } else if (here === (cost[(i - 1) * cols + j] ?? 0) + 1) {
      i -= 1;
    } else {
      j -= 1;
    }
  }
  return { distance: cost[rows * cols - 1] ?? 0, pairs };
}
