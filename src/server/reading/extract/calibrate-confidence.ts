import type { ConfidenceLevel } from '@/shared/options';
import calibrationJson from './confidence-calibration.json';
import { confidenceKind, type ConfidenceKind } from './confidence-kind';
import type { ExtractedField, FieldEvidence } from './types';

/** How many of a kind's values with one kind of evidence were read, and how many were right. */
export type CalibrationCell = { n: number; right: number; level: ConfidenceLevel | 'unmeasured' };

/** The committed table (training/train-confidence.ts writes it): level by field kind and evidence. */
export type ConfidenceCalibration = {
  /** What it was measured on, and how levels were given. */
  computedOn: string[];
  rule: string;
  kinds: Partial<Record<ConfidenceKind, Record<string, CalibrationCell>>>;
};

/** 'High' means right at least this often on documents the extraction was not tuned on. */
export const HIGH_SHARE = 0.995;
/** …measured on at least this many values: one error in 200 is half a point. */
export const HIGH_MIN_VALUES = 200;
export const MEDIUM_SHARE = 0.9;
/** Fewer values than this say nothing: the rule's own level is kept, but never 'high'. */
export const MIN_VALUES = 20;

export const shippedCalibration = calibrationJson as ConfidenceCalibration;

/** "ocr/ranker/medium": the table's key for one kind of evidence. */
export const evidenceKey = (evidence: FieldEvidence): string =>
  `${evidence.reader}/${evidence.origin}/${evidence.band}`;

/** The level a cell of measured values earns; null when too few were measured to say. */
export function levelFromCounts(n: number, right: number): ConfidenceLevel | null {
  if (n < MIN_VALUES) return null;
  if (n >= HIGH_MIN_VALUES && right / n >= HIGH_SHARE) return 'high';
  return right / n >= MEDIUM_SHARE ? 'medium' : 'low';
}

const capAtMedium = (level: ConfidenceLevel): ConfidenceLevel => (level === 'high' ? 'medium' : level);

/**
 * The level a value's evidence has earned on held-out documents. Evidence the table has too few values of
 * keeps the rule's level, capped at 'medium': 'high' is only what measurement shows.
 */
export function calibratedLevel(
  key: string,
  evidence: FieldEvidence,
  table: ConfidenceCalibration = shippedCalibration,
): ConfidenceLevel {
  const cell = table.kinds[confidenceKind(key)]?.[evidenceKey(evidence)];
  const measured = cell ? levelFromCounts(cell.n, cell.right) : null;
  const raw: ConfidenceLevel = evidence.band === 'checked' ? 'high' : evidence.band;
  return measured ?? capAtMedium(raw);
}

/** The field's evidence from how it was read: its page's reader, its chooser and the rule's level. */
export function fieldEvidence(
  field: ExtractedField,
  pageSource: 'text-layer' | 'ocr' | undefined,
): FieldEvidence {
  const reader = pageSource === 'ocr' ? 'ocr' : 'text';
  if (field.evidence?.origin === 'ranker' || field.evidence?.origin === 'practice')
    return { ...field.evidence, reader };
  return { reader, origin: 'rule', band: field.checked ? 'checked' : field.confidence };
}
