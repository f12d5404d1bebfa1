import type { ConfidenceLevel } from '@/shared/options';
import type { Located } from './layout/locate';
import type { ExtractedField, ExtractedFields, FieldKey } from './types';

/** OCR word confidence (0-100) to a level; text-layer words are 100. */
export function confidenceFromOcr(ocrConfidence: number): ConfidenceLevel {
  if (ocrConfidence >= 90) return 'high';
  if (ocrConfidence >= 70) return 'medium';
  return 'low';
}

/** A field from a located value, with confidence from how well the text was read. */
export function toField(found: Located<string | number>, confidence?: ConfidenceLevel): ExtractedField {
  return {
    value: found.value,
    confidence: confidence ?? confidenceFromOcr(found.confidence),
    source: { page: found.page, text: found.text, box: found.box },
    // A rule says 'high' itself only when a check (check digits, totals) confirmed the value.
    ...(confidence === 'high' ? { checked: true } : {}),
  };
}

/** A field derived from another field's reading (same source, new value). */
export function deriveField(
  from: ExtractedField,
  value: string | number,
  confidence?: ConfidenceLevel,
): ExtractedField {
  return { value, confidence: confidence ?? from.confidence, source: from.source };
}

/** Collects fields, keeping the first reading of each key. */
export class FieldSet {
  readonly fields: ExtractedFields = {};

  set(key: FieldKey, found: Located<string | number> | null | undefined, confidence?: ConfidenceLevel): void {
    if (!found || this.fields[key] || found.value === '') return;
    this.fields[key] = toField(found, confidence);
  }

  /** Sets a key even when it has a reading: for a check (arithmetic, check digits) that chose another. */
  replace(key: FieldKey, found: Located<string | number>, confidence?: ConfidenceLevel): void {
    this.fields[key] = toField(found, confidence);
  }

  put(key: FieldKey, field: ExtractedField | null | undefined): void {
    if (!field || this.fields[key] || field.value === '') return;
    this.fields[key] = field;
  }

  setConfidence(key: FieldKey, confidence: ConfidenceLevel): void {
    const field = this.fields[key];
    if (!field) return;
    field.confidence = confidence;
    // Raised by a check (totals that add up); lowered by one that failed.
    field.checked = confidence === 'high';
  }

  number(key: FieldKey): number | undefined {
    const value = this.fields[key]?.value;
    return typeof value === 'number' ? value : undefined;
  }

  merge(fields: ExtractedFields): void {
    for (const [key, field] of Object.entries(fields) as [FieldKey, ExtractedField][]) this.put(key, field);
  }
}
