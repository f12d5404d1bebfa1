import { describe, expect, it } from 'vitest';
import { labelledParts } from './offer-parts';

const period = { cycle: null, asAt: null, period: '2025-07-01/2025-07-28' };

describe("an offer's parts", () => {
  it("names each of a payslip's year-to-date amounts, with its period", () => {
    expect(
      labelledParts({
        key: 'income.ytd',
        changes: { ytdGross: 10307.68, ytdTax: 2492.92 },
        units: { ytdGross: period, ytdTax: period },
      }),
    ).toEqual([
      {
        field: 'ytdGross',
        label: 'Gross pay, year to date',
        words: '$10,307.68 for 01/07/2025 to 28/07/2025',
      },
      {
        field: 'ytdTax',
        label: 'Tax withheld, year to date',
        words: '$2,492.92 for 01/07/2025 to 28/07/2025',
      },
    ]);
  });

  it("says a pay's frequency as its amount's cycle, and leaves one-part offers as they are", () => {
    expect(
      labelledParts({
        key: 'income.pay',
        changes: { grossPay: 2576.92, payFrequency: 'weekly' },
        units: { grossPay: { ...period, cycle: 'weekly' } },
      }),
    ).toEqual([
      { field: 'grossPay', label: 'Gross pay', words: '$2,576.92 a week for 01/07/2025 to 28/07/2025' },
    ]);
    expect(
      labelledParts({ key: 'cashFlow.baseSalary', changes: { baseSalary: 134000 }, units: {} }),
    ).toBeNull();
    expect(
      labelledParts({ key: 'client.address', changes: { suburb: 'Unley', state: 'SA' }, units: {} }),
    ).toBeNull();
  });
});
