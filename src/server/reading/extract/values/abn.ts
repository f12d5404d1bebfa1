import { isValidAbn } from '@/server/reading/checks/abn';
import { repairWithCheckDigit } from '@/server/reading/checks/repair-digits';

export type CheckedNumber = { value: string; valid: boolean };

/** "ABN 57 587 347 503" → the 11 digits, repaired by the check digit where OCR misread one. */
export function parseAbn(text: string): CheckedNumber | null {
  const match = /(?<![\w])([0-9OIlSB](?:\s?[0-9OIlSB]){10})(?![\w])/.exec(text);
  if (!match) return null;
  const raw = (match[1] ?? '').replace(/\s/g, '');
  const repaired = repairWithCheckDigit(raw, isValidAbn);
  return repaired
    ? { value: repaired, valid: true }
    : /^\d{11}$/.test(raw)
      ? { value: raw, valid: false }
      : null;
}
