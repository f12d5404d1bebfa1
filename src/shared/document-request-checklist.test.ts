import { describe, expect, it } from 'vitest';
import { suggestChecklist, type ChecklistFacts } from './document-request-checklist';

const facts = (overrides: Partial<ChecklistFacts> = {}): ChecklistFacts => ({
  scopeOfAdvice: [],
  employmentType: 'full-time',
  employer: 'Acme Pty Ltd',
  superFunds: ['Aware Super'],
  bankAccounts: 1,
  documents: [],
  today: '2026-11-25',
  ...overrides,
});
const ids = (overrides: Partial<ChecklistFacts>) => suggestChecklist(facts(overrides)).map((item) => item.id);

describe('suggestChecklist', () => {
  it.each([
    [[], ['photo-id', 'payslip']],
    [['Superannuation advice'], ['photo-id', 'payslip', 'super-1']],
    [['Insurance advice'], ['photo-id', 'payslip', 'insurance']],
    [
      ['Superannuation advice', 'Insurance advice'],
      ['photo-id', 'payslip', 'super-1', 'insurance'],
    ],
    [['Retirement planning'], ['photo-id', 'payslip', 'super-1', 'investment', 'tax']],
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

  it('asks for a payslip unless the client is known not to earn a wage or a recent one was read', () => {
    expect(ids({ employmentType: 'retired' })).not.toContain('payslip');
    expect(ids({ employmentType: 'self-employed' })).not.toContain('payslip');
    // Nobody has said who the employer is or what the salary is: the payslip says both.
    expect(ids({ employmentType: null, employer: null })).toContain('payslip');
    expect(ids({ employmentType: null, employer: 'Acme' })).toContain('payslip');
    expect(ids({ documents: [{ type: 'payslip', documentDate: '2026-11-10' }] })).not.toContain('payslip');
    expect(ids({ documents: [{ type: 'payslip', documentDate: '2026-06-30' }] })).toContain('payslip');
  });

  it('follows what the record is missing: no bank account asks for bank statements, no super fund for a statement', () => {
    // The case reported: photo ID, super and investments asked for, but neither a payslip nor a bank statement.
    const gaps = { employmentType: null, employer: null, superFunds: [], bankAccounts: 0 };
    expect(ids({ ...gaps, scopeOfAdvice: ['Retirement planning'] })).toEqual([
      'photo-id',
      'payslip',
      'super',
      'investment',
      'bank',
      'tax',
    ]);
    expect(ids({ ...gaps })).toEqual(['photo-id', 'payslip', 'super', 'bank']);
    // A statement already read fills the gap until its account is in the record.
    expect(
      ids({
        ...gaps,
        documents: [
          { type: 'bank', documentDate: '2026-10-31' },
          { type: 'super', documentDate: '2026-06-30' },
        ],
      }),
    ).toEqual(['photo-id', 'payslip']);
    expect(ids({ bankAccounts: 2 })).not.toContain('bank');
  });
});
