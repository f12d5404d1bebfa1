import { describe, expect, it } from 'vitest';
import { suggestChecklist, type ChecklistFacts } from './document-request-checklist';

const facts = (overrides: Partial<ChecklistFacts> = {}): ChecklistFacts => ({
  scopeOfAdvice: [],
  employmentType: 'full-time',
  employer: 'Acme Pty Ltd',
  superFunds: [],
  documents: [],
  today: '2026-11-25',
  ...overrides,
});
const ids = (overrides: Partial<ChecklistFacts>) => suggestChecklist(facts(overrides)).map((item) => item.id);

describe('suggestChecklist', () => {
  it.each([
    [[], ['photo-id', 'payslip']],
    [['Superannuation advice'], ['photo-id', 'payslip', 'super']],
    [['Insurance advice'], ['photo-id', 'payslip', 'insurance']],
    [
      ['Superannuation advice', 'Insurance advice'],
      ['photo-id', 'payslip', 'super', 'insurance'],
    ],
    [['Retirement planning'], ['photo-id', 'payslip', 'super', 'investment', 'tax']],
    [
      ['Investment advice', 'Tax planning'],
      ['photo-id', 'payslip', 'investment', 'tax'],
    ],
    [['Debt management'], ['photo-id', 'payslip', 'mortgage', 'bank']],
    [
      ['Cash flow management', 'Estate planning'],
      ['photo-id', 'payslip', 'bank'],
    ],
  ])('scope %j asks for %j', (scopeOfAdvice, expected) => {
    expect(ids({ scopeOfAdvice })).toEqual(expected);
  });

  it('asks for each super fund the Fact Find lists by name', () => {
    const items = suggestChecklist(
      facts({ scopeOfAdvice: ['Superannuation advice'], superFunds: ['Aware Super', 'Hostplus'] }),
    );
    expect(items.filter((item) => item.accepts.includes('super')).map((item) => item.label)).toEqual([
      'Latest super statement from Aware Super',
      'Latest super statement from Hostplus',
    ]);
  });

  it('takes photo ID as a licence or a passport, and leaves it out once one has been read', () => {
    expect(suggestChecklist(facts())[0]).toMatchObject({ id: 'photo-id', accepts: ['license', 'passport'] });
    expect(ids({ documents: [{ type: 'passport', documentDate: null }] })).not.toContain('photo-id');
  });

  it('asks for a payslip only from someone employed without a recent one', () => {
    expect(ids({ employmentType: 'retired' })).not.toContain('payslip');
    expect(ids({ employmentType: 'self-employed' })).not.toContain('payslip');
    expect(ids({ employmentType: null, employer: null })).not.toContain('payslip');
    expect(ids({ employmentType: null, employer: 'Acme' })).toContain('payslip');
    expect(ids({ documents: [{ type: 'payslip', documentDate: '2026-11-10' }] })).not.toContain('payslip');
    expect(ids({ documents: [{ type: 'payslip', documentDate: '2026-06-30' }] })).toContain('payslip');
  });
});
