import { describe, expect, it } from 'vitest';
import { dateRange, describeDocument, shortDate } from './describe-document';

const today = '2026-11-23';

describe('what a document row says', () => {
  it('formats dates and ranges as a person writes them', () => {
    expect(shortDate('2025-03-03')).toBe('3 Mar 2025');
    expect(dateRange('2025-06-01', '2025-06-15')).toBe('1–15 Jun 2025');
    expect(dateRange('2025-05-28', '2025-06-10')).toBe('28 May – 10 Jun 2025');
    expect(dateRange('2024-12-20', '2025-01-02')).toBe('20 Dec 2024 – 2 Jan 2025');
    expect(dateRange(null, '2025-01-02')).toBe('2 Jan 2025');
  });

  it('gives two or three key facts for each type', () => {
    expect(
      describeDocument(
        'payslip',
        {
          employer: 'Greenfield Agricultural Supplies Pty Ltd',
          payPeriodStart: '2025-06-01',
          payPeriodEnd: '2025-06-15',
          netPay: 2410,
          _documentDate: '2025-06-18',
        },
        today,
      ),
    ).toEqual({
      documentDate: '2025-06-18',
      highlights: ['Greenfield Agricultural Supplies', '1–15 Jun 2025', 'net $2,410'],
      warnings: [],
    });
    expect(
      describeDocument('super', { fundName: 'Rest', balance: 1784641.52, statementDate: '2025-06-30' }, today)
        ?.highlights,
    ).toEqual(['Rest', 'balance $1,784,642', 'at 30 Jun 2025']);
    expect(
      describeDocument(
        'bank',
        { bankName: 'NAB', accountNumber: '****0908', closingBalance: 10658.56 },
        today,
      )?.highlights,
    ).toEqual(['NAB', '****0908', 'closing balance $10,659']);
    expect(describeDocument('tax', { taxYear: '2024-25', taxableIncome: 85000 }, today)?.highlights).toEqual([
      '2024-25 tax year',
      'taxable income $85,000',
    ]);
    expect(describeDocument('payslip', null, today)).toBeNull();
  });

  it('warns of stale bills and statements and of expired cards', () => {
    const bill = describeDocument('other', { provider: 'AGL', _documentDate: '2023-09-26' }, today);
    expect(bill?.warnings).toEqual(['This bill is more than 12 months old.']);
    expect(
      describeDocument('other', { provider: 'AGL', _documentDate: '2026-01-26' }, today)?.warnings,
    ).toEqual([]);
    expect(
      describeDocument('bank', { bankName: 'NAB', _documentDate: '2025-10-31' }, today)?.warnings,
    ).toEqual(['This statement is more than 12 months old.']);
    expect(
      describeDocument('license', { issuingState: 'NSW', expiryDate: '2025-03-03' }, today)?.warnings,
    ).toEqual(['This licence expired on 3 Mar 2025.']);
    expect(describeDocument('passport', { expiryDate: '2031-01-01' }, today)?.warnings).toEqual([]);
  });
});
