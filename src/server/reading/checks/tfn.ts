import { toDigits, weightedSum } from './weighted-sum';

/** The ATO's weights for a 9-digit tax file number, and for the older 8-digit ones still on records. */
const TFN_WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10];
const EIGHT_DIGIT_TFN_WEIGHTS = [10, 7, 8, 4, 6, 3, 5, 1];

/** A 9-digit tax file number is valid when its weighted sum is divisible by 11. */
export function isValidTfn(text: string): boolean {
  const digits = toDigits(text, 9);
  return digits !== null && weightedSum(digits, TFN_WEIGHTS) % 11 === 0;
}

/** A tax file number of 9 digits, or of 8 (the older ones), passing the ATO's check digit. */
export function isValidTaxFileNumber(digits: string): boolean {
  if (!/^\d{8,9}$/.test(digits)) return false;
  const weights = digits.length === 9 ? TFN_WEIGHTS : EIGHT_DIGIT_TFN_WEIGHTS;
  return weightedSum([...digits].map(Number), weights) % 11 === 0;
}
