import { describe, expect, it } from 'vitest';
import { registryLabel } from './registry-label';

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
    const credits = registryLabel('totalCredits');
    for (const label of ['Credits', 'Deposits:', 'Credits $1,204.50', 'plus Money in', 'Total deposits'])
      expect(label).toMatch(credits);
    for (const label of ['Credits and adjustments', 'Deposits made by cheque', 'Credit interest'])
      expect(label).not.toMatch(credits);
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
    const repayment = registryLabel('repaymentAmount');
    for (const label of [
      'Repayment: $2,104.00',
      'Your next repayment',
      'Fortnightly repayment',
      'Instalment amount',
    ])
      expect(label).toMatch(repayment);
    for (const label of ['Repayments received', 'Repayment made 3 March', 'Repayment frequency'])
      expect(label).not.toMatch(repayment);
  });

  it("reads an insurance schedule's premium, but not the kind of premium", () => {
    const premium = registryLabel('premium');
    for (const label of [
      'Premium',
      'Monthly premium $64.54',
      'Your premium: $1,200.00',
      'Total amount payable',
    ])
      expect(label).toMatch(premium);
    for (const label of ['Premium type', 'Premium frequency', 'Costs and charges'])
      expect(label).not.toMatch(premium);
  });

  it('refuses a key the registry gives no synonyms', () => {
    expect(() => registryLabel('tfnMasked')).toThrow(/no label synonyms/);
  });
});
