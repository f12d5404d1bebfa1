import type { RecognisedDocument } from '@/server/documents/recognise/types';
import { documentTypes, type ConfidenceLevel, type DocumentType } from '@/shared/options';
import { normaliseForMatch } from '@/server/documents/extract/values/text-case';
import { parseMrzPassport } from '@/server/documents/checks/mrz';
import { DOCUMENT_SIGNALS } from './document-signals';
import { containsPhrase, indexPhrases } from './match-phrase';

export type Classification = {
  documentType: DocumentType;
  confidenceLevel: ConfidenceLevel;
  scores: Record<DocumentType, number>;
};

/** Below this score no type has enough evidence, and the document is filed as other. */
const MINIMUM_SCORE = 6;

/** Headings sit in the top part of the first page; a phrase there counts half again. */
const HEADING_SHARE = 0.3;
const HEADING_BONUS = 1.5;

/** The passport machine-readable zone starts "P<" and a country code. */
const PASSPORT_MRZ = /P[<K]\s?[A-Z]{3}[A-Z<]{5,}/;

/** A line that starts with a date ("05/07/2026", "1 Aug"): a transaction list is many of them. */
const DATED_LINE =
  /^\W{0,2}\d{1,2}(?:[/.-]\d{1,2}[/.-]\d{2,4}|\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/i;
const TRANSACTION_LIST_LINES = 5;
const TRANSACTION_LIST_WEIGHT = 5;

function scoreText(text: string, heading: string): Record<DocumentType, number> {
  const body = indexPhrases(text);
  const top = indexPhrases(heading);
  const scores = Object.fromEntries(documentTypes.map((type) => [type, 0])) as Record<DocumentType, number>;
  for (const type of documentTypes) {
    for (const [phrase, weight] of DOCUMENT_SIGNALS[type]) {
      if (containsPhrase(top, phrase)) scores[type] += weight * HEADING_BONUS;
      else if (containsPhrase(body, phrase)) scores[type] += weight;
    }
  }
  return scores;
}

function confidenceFromMargin(top: number, second: number): ConfidenceLevel {
  const margin = (top - second) / top;
  if (top >= 12 && margin >= 0.4) return 'high';
  if (top >= MINIMUM_SCORE && margin >= 0.2) return 'medium';
  return 'low';
}

function hasCheckedMrzDataLine(doc: RecognisedDocument): boolean {
  return doc.pages.some((page) =>
    page.lines.some((line) => {
      const compact = line.text.toUpperCase().replace(/\s+/g, '').replace(/«/g, '<<');
      if (compact.length < 28 || !compact.includes('<')) return false;
      const mrz = parseMrzPassport('', compact);
      return Boolean(mrz && mrz.birthDateValid && (mrz.passportNumberValid || mrz.expiryDateValid));
    }),
  );
}

/** Picks the document type with the most weighted phrase evidence; confidence grows with the lead over the runner-up. */
export function classifyDocument(doc: RecognisedDocument): Classification {
  const raw = doc.pages.map((page) => page.text).join('\n');
  const text = normaliseForMatch(raw);
  const firstPage = doc.pages[0];
  const headingLines = firstPage
    ? firstPage.lines.filter((line) => line.box.y0 < firstPage.height * HEADING_SHARE)
    : [];
  const heading = normaliseForMatch(headingLines.map((line) => line.text).join(' '));
  const scores = scoreText(text, heading);
  if (PASSPORT_MRZ.test(raw.replace(/ /g, ''))) scores.passport += 10;
  // The MRZ's data line is evidence on its own when its check digits hold, however badly the rest was read
  // (photos lose the names line and the printed labels first).
  if (hasCheckedMrzDataLine(doc)) scores.passport += 12;
  // Statements list dated transactions even when OCR loses their headings.
  const datedLines = doc.pages
    .flatMap((page) => page.lines)
    .filter((line) => DATED_LINE.test(line.text)).length;
  if (datedLines >= TRANSACTION_LIST_LINES) scores.bank += TRANSACTION_LIST_WEIGHT;
  // Super funds insure their members, so a super statement lists cover, premiums and waiting periods as an
  // insurer's documents do; but money going in (contributions) belongs to a super account, never to a
  // policy. With that, a document with real super evidence is a super statement however much cover it lists.
  if (scores.super >= MINIMUM_SCORE && /\bcontributions?\b/.test(text) && scores.insurance >= scores.super) {
    scores.insurance = scores.super - 1;
  }

  const ranked = [...documentTypes].sort((a, b) => scores[b] - scores[a]);
  const [best = 'other', runnerUp = 'other'] = ranked;
  if (scores[best] < MINIMUM_SCORE) return { documentType: 'other', confidenceLevel: 'low', scores };
  return {
    documentType: best,
    confidenceLevel: confidenceFromMargin(scores[best], scores[runnerUp]),
    scores,
  };
}
