import { toDigits, weightedSum } from './weighted-sum';

const TFN_WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10];

/** A 9-digit tax file number is valid when its weighted sum is divisible by 11. */
export function isValidTfn(text: string): boolean {
  const digits = toDigits(text, 9);
  return digits !== null && weightedSum(digits, TFN_WEIGHTS) % 11 === 0;
}
