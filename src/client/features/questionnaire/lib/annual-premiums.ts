import { timesPerYear, type Cycle } from '@/shared/record/record-fields';

/**
 * The premiums a year: each premium times how often it is paid. A premium whose frequency is not known is
 * not guessed at: the total says it leaves it out.
 */
export function annualPremiums(rows: unknown): { total: number; unknown: number } {
  let total = 0;
  let unknown = 0;
  for (const row of Array.isArray(rows) ? rows : []) {
    const { premium, premiumFrequency } = (row ?? {}) as { premium?: unknown; premiumFrequency?: unknown };
    const amount = Number(premium || 0);
    if (!amount) continue;
    if (typeof premiumFrequency === 'string' && Object.hasOwn(timesPerYear, premiumFrequency))
      total += amount * timesPerYear[premiumFrequency as Cycle];
    else unknown += 1;
  }
  return { total, unknown };
}
