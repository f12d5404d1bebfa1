import type { ExtractedField, ExtractedFields, FieldKey } from '@/server/reading/extract/types';

export type Correction = {
  fieldKey: string;
  action: 'corrected' | 'confirmed';
  value: string | number | null;
};

/**
 * The machine's reading with the adviser's corrections laid over it (the reading itself is never changed):
 * a corrected value replaces it at high confidence, keeping where it was read; a value corrected to nothing
 * removes it; a confirmed value is kept at high confidence (and no longer asks to be checked).
 */
export function applyCorrections(
  fields: ExtractedFields,
  corrections: readonly Correction[],
): ExtractedFields {
  const result: ExtractedFields = { ...fields };
  for (const correction of corrections) {
    const key = correction.fieldKey as FieldKey;
    const reading = fields[key];
    if (correction.action === 'confirmed') {
      // The adviser looked at it: a failed cross-check is answered.
      if (reading) {
        const { check: _answered, ...confirmed } = reading;
        result[key] = { ...confirmed, confidence: 'high' };
      }
      continue;
    }
    if (correction.value === null || correction.value === '') {
      delete result[key];
      continue;
    }
    const corrected: ExtractedField = {
      value: correction.value,
      confidence: 'high',
      source: reading?.source ?? { page: 1, text: String(correction.value) },
    };
    result[key] = corrected;
  }
  return result;
}
