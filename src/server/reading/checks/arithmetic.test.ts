import { describe, expect, it } from 'vitest';
import { checkBankTotals, checkPayslipNet } from './arithmetic';

describe('checkBankTotals', () => {
  it('holds when opening + credits − debits = closing', () => {
    expect(
      checkBankTotals({
        openingBalance: 1000,
        totalCredits: 500.5,
        totalDebits: 200.25,
        closingBalance: 1300.25,
      }),
    ).toBe('holds');
  });
  it('accepts debits printed as negatives', () => {
    expect(
      checkBankTotals({ openingBalance: 1000, totalCredits: 0, totalDebits: -100, closingBalance: 900 }),
    ).toBe('holds');
  });
  it('fails when a figure was misread', () => {
    expect(
      checkBankTotals({ openingBalance: 1000, totalCredits: 500, totalDebits: 200, closingBalance: 1390 }),
    ).toBe('fails');
  });
  it('is unknown when a figure is missing', () => {
    expect(checkBankTotals({ openingBalance: 1000, totalCredits: 500 })).toBe('unknown');
  });
});

describe('checkPayslipNet', () => {
  it('holds when gross − tax − deductions = net', () => {
    expect(checkPayslipNet({ grossPay: 2519.23, taxWithheld: 454, deductions: 9, netPay: 2056.23 })).toBe(
      'holds',
    );
  });
  it('holds when gross − tax = net and no deductions are listed', () => {
    expect(checkPayslipNet({ grossPay: 3000, taxWithheld: 500, netPay: 2500 })).toBe('holds');
  });
  it('is unknown when unlisted deductions may explain a lower net', () => {
    expect(checkPayslipNet({ grossPay: 3000, taxWithheld: 500, netPay: 2400 })).toBe('unknown');
  });
  it('fails when the net is more than gross − tax', () => {
    expect(checkPayslipNet({ grossPay: 3000, taxWithheld: 500, netPay: 2600 })).toBe('fails');
    expect(checkPayslipNet({ grossPay: 3000, taxWithheld: 500, deductions: 10, netPay: 2500 })).toBe('fails');
  });
});
