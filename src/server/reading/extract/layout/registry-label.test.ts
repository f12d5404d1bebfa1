import { describe, expect, it } from 'vitest';
import { registryLabel } from './registry-label';

/** The pattern takes every label of the first list and none of the second. */
function expectLabels(pattern: RegExp, taken: string[], refused: string[]): void {
  for (const label of taken) expect(label).toMatch(pattern);
  for (const label of refused) expect(label).not.toMatch(pattern);
}

describe("a label pattern from the field registry's synonyms", () => {
  it('matches a cell opening with a synonym, after "your", "the", "total" or "less"', () => {
    const taxable = registryLabel('taxableIncome');
    for (const label of [
      'Taxable income',
      'Your taxable income',
      'Taxable income or loss',
      'TOTAL TAXABLE INCOME',
    ])
      expect(label).toMatch(taxable);
    expect('Total amount due').toMatch(registryLabel('taxPayable'));
  });

  it('does not take a line of the calculation that holds a synonym for one', () => {
    expect('Tax on taxable income').not.toMatch(registryLabel('taxableIncome'));
    expect('Income tax payable').not.toMatch(registryLabel('taxPayable'));
    expect('Taxable').not.toMatch(registryLabel('taxableIncome'));
  });

  it('takes a one-word synonym only standing alone: the whole cell, or before a colon or the figure', () => {
    expectLabels(
      registryLabel('totalCredits'),
      ['Credits', 'Deposits:', 'Credits $1,204.50', 'plus Money in', 'Total deposits'],
      ['Credits and adjustments', 'Deposits made by cheque', 'Credit interest'],
    );
    expect('less Withdrawals').toMatch(registryLabel('totalDebits'));
  });

  it('keeps some synonyms, found anywhere in the cell', () => {
    const refund = registryLabel('taxPayable', {
      which: (synonym) => /refund/.test(synonym),
      anywhere: true,
    });
    expect('Result of this notice: refund').toMatch(refund);
    expect('Amount refundable').toMatch(refund);
    expect('Amount payable').not.toMatch(refund);
  });

  it("reads a loan's repayment, but not the repayments a statement lists as received", () => {
    expectLabels(
      registryLabel('repaymentAmount'),
      ['Repayment: $2,104.00', 'Your next repayment', 'Fortnightly repayment', 'Instalment amount'],
      ['Repayments received', 'Repayment made 3 March', 'Repayment frequency'],
    );
  });

  it("reads an insurance schedule's premium, but not the kind of premium", () => {
    expectLabels(
      registryLabel('premium'),
      ['Premium', 'Monthly premium $64.54', 'Your premium: $1,200.00', 'Total amount payable'],
      ['Premium type', 'Premium frequency', 'Costs and charges'],
    );
  });

  it("reads a payslip's net pay anywhere in the cell, but not the bare word 'Net'", () => {
    expectLabels(
      registryLabel('netPay', { anywhere: true, which: (synonym) => synonym !== 'net' }),
      ['Net pay', 'Your take home: $1,540.20', 'Amount paid to account', 'Total net income'],
      ['Net', 'Net of tax', 'Gross pay'],
    );
  });

  it('refuses a key the registry gives no synonyms', () => {
    expect(() => registryLabel('tfnMasked')).toThrow(/no label synonyms/);
  });
});
