import { readFileSync } from 'node:fs';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import { documentTypes, type ConfidenceLevel, type DocumentType } from '@/shared/options';
import { findMrz } from '@/server/reading/checks/read-mrz';
import { documentFeatures, wordsOf } from './model/document-features';
import { typeProbabilities, type DocumentTypeModel } from './model/document-type-model';

export type Classification = {
  documentType: DocumentType;
  confidenceLevel: ConfidenceLevel;
  /** The model's calibrated probability of each type. */
  scores: Record<DocumentType, number>;
};

/** Trained by training/train-document-type-model.ts (decision 012); read once, when the server starts. */
const model = JSON.parse(
  readFileSync(new URL('./model/document-type-model.json', import.meta.url), 'utf8'),
) as DocumentTypeModel;

/** Whether the model weighs this word: the vocabulary of document layouts (titles, labels, institutions). */
export function isKnownWord(word: string): boolean {
  return Object.hasOwn(model.weights, word);
}

/** With fewer words than this there is nothing to weigh: the document is filed as other, for a person to look at. */
const MINIMUM_WORDS = 3;
/** Probabilities are calibrated on families left out of training, so these read as "right nine times in ten". */
const HIGH = 0.9;
const MEDIUM = 0.6;

/**
 * A machine-readable zone whose document number, birth date and expiry all pass their check digits: one
 * reading in a thousand passes by chance, and only passports and identity cards (ICAO 9303) print one, in
 * every country and language. The model weighs the MRZ among the words; a page in a language it never saw
 * could outweigh it, so a zone this certain decides alone.
 */
function hasCheckedMrz(doc: RecognisedDocument): boolean {
  const mrz = findMrz(doc.pages.flatMap((page) => page.lines.map((line) => line.text)))?.mrz;
  return Boolean(mrz && mrz.passportNumberValid && mrz.birthDateValid && mrz.expiryDateValid);
}

/** The most probable document type by the learned model, and how sure it is; a passport or identity card
 * whenever its MRZ's check digits all hold. */
export function classifyDocument(doc: RecognisedDocument): Classification {
  const probabilities = typeProbabilities(model, documentFeatures(doc));
  const scores = Object.fromEntries(
    documentTypes.map((type) => [type, probabilities[model.classes.indexOf(type)] ?? 0]),
  ) as Record<DocumentType, number>;
  if (hasCheckedMrz(doc)) return { documentType: 'passport', confidenceLevel: 'high', scores };
  const words = doc.pages.reduce((count, page) => count + wordsOf(page.text).length, 0);
  if (words < MINIMUM_WORDS) return { documentType: 'other', confidenceLevel: 'low', scores };
  const best = [...documentTypes].sort((a, b) => scores[b] - scores[a])[0] ?? 'other';
  const probability = scores[best];
  return {
    documentType: best,
    confidenceLevel: probability >= HIGH ? 'high' : probability >= MEDIUM ? 'medium' : 'low',
    scores,
  };
}
