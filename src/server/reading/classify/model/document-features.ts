import type { RecognisedDocument } from '@/server/reading/recognise/types';
import { isValidAbn } from '@/server/reading/checks/abn';
import { isValidMedicare } from '@/server/reading/checks/medicare';
import { findMrz } from '@/server/reading/checks/read-mrz';

/**
 * The evidence the document-type model weighs: the words and word pairs a document prints (those in its
 * heading counted again as heading words) and signals a person would notice at a glance: a machine-readable
 * zone whose check digits hold, a valid ABN or Medicare number, a list of dated lines, many money amounts.
 * Numbers themselves are never features: they differ on every document.
 */
export type DocumentFeatures = Set<string>;

/** The top part of the first page, where titles and issuers sit. */
const HEADING_SHARE = 0.25;
const MAX_WORD_LENGTH = 24;

const DATED_LINE =
  /^\W{0,2}\d{1,2}(?:[/.-]\d{1,2}[/.-]\d{2,4}|\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/i;
const MONEY = /(?:\$|\baud\s?)?-?\d{1,3}(?:,\d{3})*\.\d{2}\b/gi;
const MASKED_DIGITS = /\b\d{3}[\s-]?\*{3}[\s-]?\*{3}\b|\*{3}[\s-]?\*{3}[\s-]?\d{3}\b|[x*]{4,}\d{3,4}\b/i;
const PERCENT = /\d+(?:\.\d+)?\s?%/;

/** Lower-case letter runs: "Member No." gives "member", "no"; OCR's stray marks drop out. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[’‘`']/g, '')
      .match(/[a-z]+/g) ?? []
  ).filter((word) => word.length >= 2 && word.length <= MAX_WORD_LENGTH);
}

function addWords(features: DocumentFeatures, text: string, prefix: string): void {
  const words = wordsOf(text);
  words.forEach((word, index) => {
    features.add(`${prefix}${word}`);
    const next = words[index + 1];
    if (next) features.add(`${prefix}${word}_${next}`);
  });
}

/** An MRZ whose birth date and its number or expiry pass their check digits: evidence however badly the rest
 * of a photo was read. */
function hasCheckedMrz(lines: string[]): boolean {
  const mrz = findMrz(lines)?.mrz;
  return Boolean(mrz && mrz.birthDateValid && (mrz.passportNumberValid || mrz.expiryDateValid));
}

export function documentFeatures(doc: RecognisedDocument): DocumentFeatures {
  const features: DocumentFeatures = new Set();
  const lines = doc.pages.flatMap((page) => page.lines.map((line) => line.text));
  const text = lines.join('\n');
  for (const line of lines) addWords(features, line, '');
  const first = doc.pages[0];
  if (first) {
    const heading = first.lines.filter((line) => line.box.y0 < first.height * HEADING_SHARE);
    for (const line of heading) addWords(features, line.text, 'h:');
  }

  if (/P[<K]\s?[A-Z]{3}[A-Z<]{5,}/.test(text.replace(/ /g, ''))) features.add('signal:mrz-names');
  if (hasCheckedMrz(lines)) features.add('signal:mrz-checked');
  if (text.match(/\b\d{2}\s?\d{3}\s?\d{3}\s?\d{3}\b/g)?.some(isValidAbn)) features.add('signal:abn');
  if (text.match(/\b\d{4}\s?\d{5}\s?\d\b/g)?.some(isValidMedicare)) features.add('signal:medicare');
  if (/\b\d{3}[-\s]\d{3}\b/.test(text)) features.add('signal:bsb-shape');
  if (MASKED_DIGITS.test(text)) features.add('signal:masked-number');
  if (PERCENT.test(text)) features.add('signal:percent');
  const dated = lines.filter((line) => DATED_LINE.test(line)).length;
  if (dated >= 3) features.add('signal:dated-lines-3');
  if (dated >= 8) features.add('signal:dated-lines-8');
  const amounts = text.match(MONEY)?.length ?? 0;
  if (amounts >= 1) features.add('signal:money-1');
  if (amounts >= 6) features.add('signal:money-6');
  if (amounts >= 20) features.add('signal:money-20');
  const words = wordsOf(text).length;
  features.add(words < 60 ? 'signal:short' : words < 250 ? 'signal:medium' : 'signal:long');
  if (doc.pages.length > 1) features.add('signal:several-pages');
  return features;
}
