import { toDigits, weightedSum } from './weighted-sum';

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** ABN rule: subtract 1 from the first digit, then the weighted sum must be divisible by 89. */
export function isValidAbn(text: string): boolean {
  const digits = toDigits(text, 11);
  if (digits === null || digits[0] === 0) return false;
  const adjusted = [(digits[0] ?? 0) - 1, ...digits.slice(1)];
  return weightedSum(adjusted, ABN_WEIGHTS) % 89 === 0;
}
