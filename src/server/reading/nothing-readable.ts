import type { DocumentOutcome } from '@/shared/options';
import type { RecognisedDocument } from './recognise/types';
import type { UnderstoodDocument } from './understand-document';

/** Fewer words than this, across all pages, is a blank page or a picture with a stray sign in it. */
export const minimumReadableWords = 5;
/** OCR's confidence (0-100) below which a "word" is more likely noise in a photo than print. */
const minimumWordConfidence = 50;

/** A word a person could read: three or more characters, at least two of them letters or digits. */
function isReadableWord(text: string, confidence: number): boolean {
  if (confidence < minimumWordConfidence) return false;
  const word = text.trim();
  return word.length >= 3 && (word.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2;
}

export function readableWordCount(recognised: RecognisedDocument): number {
  let count = 0;
  for (const page of recognised.pages) {
    const words = page.lines.flatMap((line) => line.words);
    if (words.length > 0) {
      count += words.filter((word) => isReadableWord(word.text, word.confidence)).length;
    } else {
      // Pages stored before word boxes were kept: judge their text, at the page's confidence.
      count += page.text.split(/\s+/).filter((word) => isReadableWord(word, page.confidence)).length;
    }
  }
  return count;
}

/** The facts read: the extracted data's canonical keys (underscore keys and the review flag are not facts). */
function factCount(extractedData: Record<string, unknown>): number {
  return Object.entries(extractedData).filter(
    ([key, value]) =>
      !key.startsWith('_') && key !== 'requiresManualReview' && value !== null && value !== undefined,
  ).length;
}

/**
 * What reading a document came to: 'nothing-readable' when (almost) no words were recognised, or when no
 * facts came out of a document of no known type (classified 'other'); otherwise 'extracted'.
 */
export function documentOutcome(
  recognised: RecognisedDocument,
  understood: Pick<UnderstoodDocument, 'type' | 'extractedData'>,
): DocumentOutcome {
  if (readableWordCount(recognised) < minimumReadableWords) return 'nothing-readable';
  if (understood.type === 'other' && factCount(understood.extractedData) === 0) return 'nothing-readable';
  return 'extracted';
}
