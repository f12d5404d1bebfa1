import type { ConfidenceLevel, DocumentType } from '@/shared/options';
import { governmentKeys, nominationKeys, personKeys, typeKeys } from '@/shared/document-keys';
import type { Box } from './layout/types';

// The key lists live in src/shared/document-keys.ts (the one list the scorer and benches read too).
export { governmentKeys, nominationKeys, personKeys, typeKeys };

export type PersonKey = (typeof personKeys)[number];
export type FieldKey =
  | PersonKey
  | (typeof typeKeys)[DocumentType][number]
  | (typeof nominationKeys)[number]
  | (typeof governmentKeys)[number];

export type FieldSource = { page: number; text: string; box?: Box };

/**
 * What a reading rests on, before calibration turns it into a confidence level (confidence-calibration.json):
 * how the page was read, whether a rule or the candidate ranker chose the value, and the rule's own level
 * ('checked' when check digits or a document's arithmetic confirmed it).
 */
export type FieldEvidence = {
  reader: 'text' | 'ocr';
  /** 'practice': the practice's own model, learned from its corrections (decision 033). */
  origin: 'rule' | 'ranker' | 'practice';
  band: 'checked' | ConfidenceLevel;
};

export type ExtractedField = {
  value: string | number;
  confidence: ConfidenceLevel;
  source: FieldSource;
  /** Set by extraction (extract-fields.ts); absent on fields read before calibration existed. */
  evidence?: FieldEvidence;
  /** A cross-check failed (cross-check-fields.ts): why the value needs the adviser's eye, whatever its level. */
  check?: string;
  /** A check (check digits, totals that add up) confirmed the value: internal, until evidence is set. */
  checked?: boolean;
};

/** Canonical key → value read from the document. Account and member numbers are full here (in memory only); see mask.ts. */
export type ExtractedFields = Partial<Record<FieldKey, ExtractedField>>;

export type ExtractionResult = {
  fields: ExtractedFields;
  requiresManualReview: boolean;
  warnings: string[];
  /** When the document was issued or its period ended (ISO), for choosing the newest evidence when merging. */
  documentDate?: string;
};
