import { describe, expect, it } from 'vitest';
import type { QuestionnaireFormOutput } from '../components/questionnaire-form';
import { questionnaireChanges, unsavedEdits } from './questionnaire-changes';

const cashFlow = {
  baseSalary: null,
  superGuarantee: null,
  bonuses: null,
  commissions: null,
  allowances: null,
  salaryPackaging: null,
  rentalIncome: null,
  dividendIncome: null,
  interestIncome: null,
  otherIncome: null,
  govBenefits: null,
  livingExpenses: null,
  discretionarySpending: null,
  insurancePremiums: null,
  childSupport: null,
  schoolFees: null,
  childcare: null,
  rentOrBoard: null,
  abn: null,
  businessStructure: null,
  irregularIncome: false,
};

const loan = {
  id: '0b1c6f5e-5d0b-4a51-9d0b-5b5b8f0d4f01',
  type: 'home-loan' as const,
  lender: 'Bendigo Bank',
  accountNumber: '****4567',
  balance: 578400,
  limit: null,
  interestRate: 6.09,
  repaymentAmount: 3650,
  repaymentFrequency: 'monthly' as const,
  securityProperty: null,
  fixedRateExpiry: '2027-03-31',
  features: [],
};

/** What the server holds, as the form's schema gives it back. */
const base = {
  answers: { riskTolerance: null, retirementAge: '60' },
  cashFlow: { ...cashFlow, baseSalary: 100000 },
  assets: [],
  liabilities: [loan],
  insurancePolicies: [],
} as unknown as QuestionnaireFormOutput;

describe('a questionnaire save sends only what changed since the last load or save', () => {
  it('sends nothing but the completed sections when nothing changed', () => {
    expect(questionnaireChanges(base, base, ['goals'])).toEqual({
      answers: {},
      cashFlow: {},
      completedSections: ['goals'],
    });
  });

  it('sends a changed answer and a changed amount, not the others', () => {
    const current = {
      ...base,
      answers: { ...base.answers, riskTolerance: 'growth' },
      cashFlow: { ...base.cashFlow, livingExpenses: 4200 },
    } as QuestionnaireFormOutput;
    expect(questionnaireChanges(base, current, [])).toEqual({
      answers: { riskTolerance: 'growth' },
      cashFlow: { livingExpenses: 4200 },
      completedSections: [],
    });
  });

  it('sends a cleared answer as null, so it is cleared on the server', () => {
    const current = { ...base, answers: { ...base.answers, retirementAge: null } } as QuestionnaireFormOutput;
    expect(questionnaireChanges(base, current, []).answers).toEqual({ retirementAge: null });
  });

  it('sends only the changed fields of a row kept, a row added without an id, and a row removed', () => {
    const added = { ...loan, id: undefined, type: 'credit-card' as const, lender: 'ING', balance: 1200 };
    const current = {
      ...base,
      liabilities: [{ ...loan, repaymentAmount: 3700 }, added],
    } as unknown as QuestionnaireFormOutput;
    const { id: _id, ...addedRow } = added;
    expect(questionnaireChanges(base, current, []).liabilities).toEqual({
      add: [addedRow],
      update: [{ id: loan.id, changes: { repaymentAmount: 3700 } }],
      remove: [],
    });
    const removed = { ...base, liabilities: [] } as unknown as QuestionnaireFormOutput;
    expect(questionnaireChanges(base, removed, []).liabilities).toEqual({
      add: [],
      update: [],
      remove: [loan.id],
    });
  });

  it('never sends what another screen saved meanwhile once the base is what the server now holds', () => {
    // A fact accepted from a document (the salary) is in the new base and in the form alike: not sent back.
    const afterAccept = {
      ...base,
      cashFlow: { ...base.cashFlow, baseSalary: 104000 },
    } as QuestionnaireFormOutput;
    const edited = {
      ...afterAccept,
      answers: { ...afterAccept.answers, riskTolerance: 'moderate' },
    } as QuestionnaireFormOutput;
    const changes = questionnaireChanges(afterAccept, edited, []);
    expect(changes.cashFlow).toEqual({});
    expect(changes.answers).toEqual({ riskTolerance: 'moderate' });
    // Against the stale base, the salary would be written back: the reason the screen moves its base.
    expect(questionnaireChanges(base, edited, []).cashFlow).toEqual({ baseSalary: 104000 });
  });

  it('leaves out the lists nobody changed', () => {
    const changes = questionnaireChanges(base, base, []);
    expect(changes).not.toHaveProperty('liabilities');
    expect(changes).not.toHaveProperty('assets');
    expect(changes).not.toHaveProperty('insurancePolicies');
  });
});

describe('offers accepted while the questionnaire is open', () => {
  const row = (id: string, lender: string, balance: string) => ({ id, type: 'home-loan', lender, balance });
  const base = {
    answers: { riskTolerance: '', retirementAge: '60' },
    cashFlow: { baseSalary: '', livingExpenses: '' },
    assets: [],
    liabilities: [row('a', 'ING', '1000'), row('b', 'ANZ', '2000')],
    insurancePolicies: [],
  };

  it('keeps the server values and lays over only what the adviser changed and has not saved', () => {
    // The adviser typed an expense (not valid yet) and edited one loan, removed another, added a third.
    const current = {
      ...base,
      cashFlow: { baseSalary: '', livingExpenses: '42x' },
      liabilities: [row('a', 'ING', '1500'), { type: 'credit-card', lender: 'Amex', balance: '300' }],
    };
    // Meanwhile the salary and a home loan were accepted from documents.
    const fresh = {
      ...base,
      cashFlow: { baseSalary: '134000', livingExpenses: '' },
      liabilities: [...base.liabilities, row('c', 'Bank of Queensland', '259716.84')],
    };
    expect(unsavedEdits(base, current, fresh)).toEqual([
      ['cashFlow.livingExpenses', '42x'],
      [
        'liabilities',
        [
          row('a', 'ING', '1500'),
          row('c', 'Bank of Queensland', '259716.84'),
          { type: 'credit-card', lender: 'Amex', balance: '300' },
        ],
      ],
    ]);
  });

  it('has nothing to lay over when the adviser changed nothing', () => {
    const fresh = { ...base, cashFlow: { baseSalary: '134000', livingExpenses: '' } };
    expect(unsavedEdits(base, base, fresh)).toEqual([]);
  });
});
