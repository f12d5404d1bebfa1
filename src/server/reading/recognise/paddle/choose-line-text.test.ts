import { describe, expect, it } from 'vitest';
import { chooseLineText, similarity, spaceLike } from './choose-line-text';

describe('chooseLineText', () => {
  it("keeps Tesseract's spacing where both engines read the same characters", () => {
    expect(
      chooseLineText(
        { text: 'Grosspay$4,580.94', confidence: 0.97 },
        { text: 'Gross pay $4,580.94', confidence: 62 },
      ),
    ).toMatchObject({ text: 'Gross pay $4,580.94' });
  });

  it("takes PaddleOCR's characters with Tesseract's spaces where Tesseract misread them", () => {
    expect(
      chooseLineText(
        { text: 'Paymentdate:29January2026', confidence: 0.95 },
        { text: 'Paymcnt date: 2g Januarv 2O26', confidence: 48 },
      ).text,
    ).toBe('Payment date: 29 January 2026');
  });

  it('falls back to whichever engine read anything', () => {
    expect(chooseLineText({ text: '', confidence: 0 }, { text: 'BSB 062-000', confidence: 90 }).text).toBe(
      'BSB 062-000',
    );
    expect(
      chooseLineText({ text: 'ABN23619771407', confidence: 0.99 }, { text: '', confidence: 0 }).text,
    ).toBe('ABN23619771407');
  });
});

describe('spaceLike', () => {
  it('copies spaces across insertions, deletions and substitutions', () => {
    expect(spaceLike('AnnualSalary:$156,000.00', 'Annua1 Salary: $156.000 00')).toBe(
      'Annual Salary: $156,000.00',
    );
    expect(spaceLike('CroydonVIC3136', 'Croydon VIC 3136')).toBe('Croydon VIC 3136');
  });

  it('keeps the spaces the text already has', () => {
    expect(spaceLike('Net pay$720.00', 'Netpay $720.00')).toBe('Net pay $720.00');
  });
});

describe('similarity', () => {
  it('is the share of characters that need no edit', () => {
    expect(similarity('abcd', 'abcd')).toBe(1);
    expect(similarity('abcd', 'abxd')).toBe(0.75);
    expect(similarity('', '')).toBe(1);
  });
});
