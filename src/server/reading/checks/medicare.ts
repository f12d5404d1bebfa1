import { toDigits, weightedSum } from './weighted-sum';

const MEDICARE_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9];

/**
 * A Medicare card number: 10 digits (the 10th is the card issue number) or 11 (with the individual
 * reference number). The first digit is 2-6 and the 9th is the weighted sum of the first 8, mod 10.
 */
export function isValidMedicare(text: string): boolean {
  const compact = text.replace(/[\s-]/g, '');
  const digits = toDigits(compact, compact.length === 11 ? 11 : 10);
  if (digits === null) return false;
  const first = digits[0] ?? 0;
  if (first < 2 || first > 6) return false;
  return weightedSum(digits.slice(0, 8), MEDICARE_WEIGHTS) % 10 === digits[8];
}
