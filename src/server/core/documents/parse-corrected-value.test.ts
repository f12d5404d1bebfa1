import { describe, expect, it } from 'vitest';
import { parseCorrectedValue } from './parse-corrected-value';

describe('an adviser’s corrected cycle', () => {
  it('is kept as the registry’s word for it, however it was typed', () => {
    expect(parseCorrectedValue('payFrequency', 'Fortnightly')).toBe('fortnightly');
    expect(parseCorrectedValue('repaymentFrequency', 'per month')).toBe('monthly');
    expect(parseCorrectedValue('premiumFrequency', 'Yearly')).toBe('annual');
  });

  it('is refused when the field never runs on that cycle, with the cycles it does', () => {
    expect(() => parseCorrectedValue('repaymentFrequency', 'annually')).toThrow(
      'Enter weekly, fortnightly or monthly',
    );
    expect(() => parseCorrectedValue('premiumFrequency', 'weekly')).toThrow(
      'Enter fortnightly, monthly or annual',
    );
    expect(() => parseCorrectedValue('payFrequency', 'often')).toThrow(
      'Enter weekly, fortnightly or monthly',
    );
  });
});
