/** Sum of digit × weight, the core of the Australian check-digit schemes. */
export function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0);
}

/** The digits of a string that must hold exactly `length` digits once spaces and dashes are removed; null otherwise. */
export function toDigits(text: string, length: number): number[] | null {
  const compact = text.replace(/[\s-]/g, '');
  if (compact.length !== length || !/^\d+$/.test(compact)) return null;
  return [...compact].map(Number);
}
