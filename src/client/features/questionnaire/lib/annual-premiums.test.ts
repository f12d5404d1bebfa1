import { describe, expect, it } from 'vitest';
import { annualPremiums } from './annual-premiums';

describe('premiums a year', () => {
  it('counts each premium as often as it is paid', () => {
    expect(
      annualPremiums([
        { premium: '69.96', premiumFrequency: 'fortnightly' },
        { premium: '726.32', premiumFrequency: 'annual' },
        { premium: 100, premiumFrequency: 'monthly' },
      ]),
    ).toEqual({ total: 69.96 * 26 + 726.32 + 1200, unknown: 0 });
  });

  it('leaves out a premium whose frequency is not known, and says how many', () => {
    expect(
      annualPremiums([
        { premium: '500', premiumFrequency: '' },
        { premium: '50', premiumFrequency: 'weekly' },
        { premium: '', premiumFrequency: 'monthly' },
      ]),
    ).toEqual({ total: 2600, unknown: 1 });
    expect(annualPremiums(undefined)).toEqual({ total: 0, unknown: 0 });
  });
});
