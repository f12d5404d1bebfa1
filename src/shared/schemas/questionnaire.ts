import { z } from 'zod';
import {
  maskedNumberInput,
  maxPeriodicAmount,
  moneyInput,
  optionalChoice,
  optionalDate,
  optionalPercent,
  optionalText,
  recordId,
} from './field-types';
import { cycles } from '@/shared/record/record-fields';
import { parseMoneyInput, toMoneyInput } from '@/shared/format/money';
import { riskQuestionnaireAnswers } from './estate';

/* ---------------------------------------------------------------- sections and scope */

export const questionnaireSections = [
  'goals',
  'retirement',
  'income',
  'assets',
  'liabilities',
  'insurance',
  'risk',
] as const;
export type QuestionnaireSection = (typeof questionnaireSections)[number];

export const questionnaireSectionLabels: Record<QuestionnaireSection, string> = {
  goals: 'Goals & Objectives',
  retirement: 'Retirement Planning',
  income: 'Income & Cash Flow',
  assets: 'Assets & Investments',
  liabilities: 'Debts & Liabilities',
  insurance: 'Insurance',
  risk: 'Risk Profile',
};

/**
 * The tabs a client's scope of advice calls for (specification section 2), in tab order: Goals always;
 * Retirement planning adds Retirement; Investment or Superannuation advice add Income and Assets; Debt
 * management adds Liabilities; Insurance advice adds Insurance; Investment advice adds Risk Profile.
 */
export function sectionsForScope(scopeOfAdvice: readonly string[]): QuestionnaireSection[] {
  const scope = new Set(scopeOfAdvice);
  const included: Record<QuestionnaireSection, boolean> = {
    goals: true,
    retirement: scope.has('Retirement planning'),
    income: scope.has('Investment advice') || scope.has('Superannuation advice'),
    assets: scope.has('Investment advice') || scope.has('Superannuation advice'),
    liabilities: scope.has('Debt management'),
    insurance: scope.has('Insurance advice'),
    risk: scope.has('Investment advice'),
  };
  return questionnaireSections.filter((section) => included[section]);
}

/* ---------------------------------------------------------------- answers */

export const investmentExperienceOptions = ['beginner', 'moderate', 'experienced', 'expert'] as const;
export const riskToleranceOptions = ['conservative', 'moderate', 'growth', 'aggressive'] as const;
export const timeHorizonOptions = ['short', 'medium', 'long', 'very-long'] as const;
export const timeHorizonLabels: Record<(typeof timeHorizonOptions)[number], string> = {
  short: 'Short (1-3 years)',
  medium: 'Medium (3-7 years)',
  long: 'Long (7-15 years)',
  'very-long': 'Very long (15+ years)',
};
export const retirementLifestyleOptions = ['modest', 'comfortable', 'luxury'] as const;
export const agePensionExpectations = ['full', 'part', 'none', 'unsure'] as const;

/**
 * A money input's amount, kept as text like every questionnaire answer: whole dollars as digits, and cents when
 * they were typed ("65000.50"; decision 014). Whole amounts keep no decimals ("65000.00" is "65000").
 */
const moneyText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    const stored = parseMoneyInput(typeof value === 'number' ? toMoneyInput(value) : value);
    const [whole = '', cents = ''] = stored.split('.');
    if (whole === '') return null;
    return /[1-9]/.test(cents) ? `${whole}.${cents.padEnd(2, '0')}` : whole;
  });

const ageText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
  .refine(
    (value) => value === '' || (/^\d{2,3}$/.test(value) && Number(value) <= 120),
    'Enter an age in years',
  )
  .transform((value) => (value === '' ? null : value));

/**
 * The questionnaire's own answers (specification section 3, "Questionnaire fields", all optional text),
 * plus the Retirement tab's fields. Answers that are cash-flow items are kept in cash_flow instead.
 */
export const questionnaireAnswers = z.object({
  // Goals & Objectives
  retirementAge: ageText,
  retirementLifestyle: optionalChoice(retirementLifestyleOptions),
  retirementIncome: moneyText,
  educationGoals: optionalText(2000),
  propertyGoals: optionalText(2000),
  travelPlans: optionalText(2000),
  // Retirement Planning
  partnerRetirementAge: ageText,
  retirementLumpSum: moneyText,
  agePensionExpectation: optionalChoice(agePensionExpectations),
  downsizingPlans: optionalText(2000),
  transitionToRetirement: optionalText(2000),
  estateWishes: optionalText(2000),
  // Income & Cash Flow
  superContributions: moneyText,
  // Assets & Investments
  homeValue: moneyText,
  superBalance: moneyText,
  investments: moneyText,
  cash: moneyText,
  mortgage: moneyText,
  otherDebts: moneyText,
  lifeInsurance: moneyText,
  incomeProtection: moneyText,
  // Debts & Liabilities
  debtStrategy: optionalText(2000),
  // Insurance
  insuranceConcerns: optionalText(2000),
  // Risk Profile
  investmentExperience: optionalChoice(investmentExperienceOptions),
  riskTolerance: optionalChoice(riskToleranceOptions),
  timeHorizon: optionalChoice(timeHorizonOptions),
  // The scored risk questionnaire (decision 037)
  ...riskQuestionnaireAnswers.shape,
});
export type QuestionnaireAnswers = z.output<typeof questionnaireAnswers>;
export type QuestionnaireAnswersInput = z.input<typeof questionnaireAnswers>;

/* ---------------------------------------------------------------- cash flow */

const periodic = moneyInput(maxPeriodicAmount);

/** Income items are annual amounts before tax; expense items are monthly. */
export const cashFlowIncomeKeys = [
  'baseSalary',
  'superGuarantee',
  'bonuses',
  'commissions',
  'allowances',
  'salaryPackaging',
  'rentalIncome',
  'dividendIncome',
  'interestIncome',
  'otherIncome',
  'govBenefits',
] as const;
export const cashFlowExpenseKeys = [
  'livingExpenses',
  'discretionarySpending',
  'insurancePremiums',
  'childSupport',
  'schoolFees',
  'childcare',
  'rentOrBoard',
] as const;
export type CashFlowAmountKey = (typeof cashFlowIncomeKeys)[number] | (typeof cashFlowExpenseKeys)[number];

export const cashFlowLabels: Record<CashFlowAmountKey, string> = {
  baseSalary: 'Base salary',
  superGuarantee: 'Super guarantee (employer)',
  bonuses: 'Bonuses',
  commissions: 'Commissions',
  allowances: 'Allowances',
  salaryPackaging: 'Salary packaging',
  rentalIncome: 'Rental income',
  dividendIncome: 'Dividend income',
  interestIncome: 'Interest income',
  otherIncome: 'Other income',
  govBenefits: 'Government benefits',
  livingExpenses: 'Living expenses',
  discretionarySpending: 'Discretionary spending',
  insurancePremiums: 'Insurance premiums',
  childSupport: 'Child support',
  schoolFees: 'School fees',
  childcare: 'Childcare',
  rentOrBoard: 'Rent or board',
};

export const businessStructures = ['sole-trader', 'partnership', 'company', 'trust'] as const;

export const cashFlowInput = z.object({
  baseSalary: periodic,
  superGuarantee: periodic,
  bonuses: periodic,
  commissions: periodic,
  allowances: periodic,
  salaryPackaging: periodic,
  rentalIncome: periodic,
  dividendIncome: periodic,
  interestIncome: periodic,
  otherIncome: periodic,
  govBenefits: periodic,
  livingExpenses: periodic,
  discretionarySpending: periodic,
  insurancePremiums: periodic,
  childSupport: periodic,
  schoolFees: periodic,
  childcare: periodic,
  rentOrBoard: periodic,
  abn: z
    .string()
    .nullish()
    .transform((value) => (value ?? '').replace(/\s/g, ''))
    .refine((value) => value === '' || /^\d{11}$/.test(value), 'An ABN has 11 digits')
    .transform((value) => (value === '' ? null : value)),
  businessStructure: optionalChoice(businessStructures),
  irregularIncome: z.boolean().default(false),
});
export type CashFlowInput = z.input<typeof cashFlowInput>;
export type CashFlow = z.output<typeof cashFlowInput>;

/* ---------------------------------------------------------------- assets, liabilities, insurance */

export const assetTypes = [
  'home',
  'investment-property',
  'shares',
  'managed-funds',
  'portfolio',
  'cash',
  'term-deposit',
  'vehicle',
  'business',
  'collectables',
  'other',
] as const;
export const assetTypeLabels: Record<(typeof assetTypes)[number], string> = {
  home: 'Home',
  'investment-property': 'Investment property',
  shares: 'Shares',
  'managed-funds': 'Managed funds',
  portfolio: 'Investment portfolio',
  cash: 'Cash',
  'term-deposit': 'Term deposit',
  vehicle: 'Vehicle',
  business: 'Business',
  collectables: 'Collectables',
  other: 'Other',
};

export const assetInput = z.object({
  id: recordId.optional(),
  type: z.enum(assetTypes, { message: 'Choose the type of asset' }),
  description: z.string().trim().min(1, 'Describe the asset').max(500, 'Use at most 500 characters'),
  institution: optionalText(200),
  accountNumber: maskedNumberInput,
  currentValue: moneyInput(),
  purchasePrice: moneyInput(),
  purchaseDate: optionalDate,
  ownershipSplit: optionalText(100),
  incomePA: periodic,
});
export type AssetInput = z.input<typeof assetInput>;
export type Asset = z.output<typeof assetInput> & { id: string };

export const liabilityTypes = [
  'home-loan',
  'investment-loan',
  'personal-loan',
  'car-loan',
  'credit-card',
  'line-of-credit',
  'hecs-help',
  'margin-loan',
  'other',
] as const;
export const liabilityTypeLabels: Record<(typeof liabilityTypes)[number], string> = {
  'home-loan': 'Home loan',
  'investment-loan': 'Investment loan',
  'personal-loan': 'Personal loan',
  'car-loan': 'Car loan',
  'credit-card': 'Credit card',
  'line-of-credit': 'Line of credit',
  'hecs-help': 'HECS-HELP',
  'margin-loan': 'Margin loan',
  other: 'Other',
};
export const repaymentFrequencies = ['weekly', 'fortnightly', 'monthly'] as const;
export const liabilityFeatures = ['offset', 'redraw', 'interest-only', 'fixed-rate', 'split'] as const;
export const liabilityFeatureLabels: Record<(typeof liabilityFeatures)[number], string> = {
  offset: 'Offset account',
  redraw: 'Redraw',
  'interest-only': 'Interest only',
  'fixed-rate': 'Fixed rate',
  split: 'Split loan',
};

export const liabilityInput = z.object({
  id: recordId.optional(),
  type: z.enum(liabilityTypes, { message: 'Choose the type of debt' }),
  lender: optionalText(200),
  accountNumber: maskedNumberInput,
  balance: moneyInput(),
  limit: moneyInput(),
  interestRate: optionalPercent,
  repaymentAmount: periodic,
  repaymentFrequency: optionalChoice(repaymentFrequencies),
  securityProperty: optionalText(500),
  fixedRateExpiry: optionalDate,
  features: z
    .array(z.enum(liabilityFeatures, { message: 'Unknown loan feature' }))
    .max(10)
    .default([]),
});
export type LiabilityInput = z.input<typeof liabilityInput>;
export type Liability = z.output<typeof liabilityInput> & { id: string };

export const insuranceTypes = [
  'life',
  'tpd',
  'trauma',
  'income-protection',
  'health',
  'home',
  'contents',
  'car',
  'other',
] as const;
export const insuranceTypeLabels: Record<(typeof insuranceTypes)[number], string> = {
  life: 'Life',
  tpd: 'Total and permanent disability (TPD)',
  trauma: 'Trauma',
  'income-protection': 'Income protection',
  health: 'Private health',
  home: 'Home',
  contents: 'Contents',
  car: 'Car',
  other: 'Other',
};
export const premiumTypes = ['stepped', 'level', 'variable'] as const;
export const fundingMethods = ['super', 'personal', 'employer', 'smsf'] as const;
export const fundingMethodLabels: Record<(typeof fundingMethods)[number], string> = {
  super: 'Inside super',
  personal: 'Personally owned',
  employer: 'Employer',
  smsf: 'SMSF',
};

export const insurancePolicyInput = z.object({
  id: recordId.optional(),
  type: z.enum(insuranceTypes, { message: 'Choose the type of cover' }),
  insurer: optionalText(200),
  policyNumber: maskedNumberInput,
  sumInsured: moneyInput(),
  premium: periodic,
  premiumFrequency: optionalChoice(cycles),
  premiumType: optionalChoice(premiumTypes),
  fundingMethod: optionalChoice(fundingMethods),
  waitingPeriod: optionalText(100),
  benefitPeriod: optionalText(100),
  loadings: optionalText(500),
  exclusions: optionalText(1000),
});
export type InsurancePolicyInput = z.input<typeof insurancePolicyInput>;
export type InsurancePolicy = z.output<typeof insurancePolicyInput> & { id: string };

/* ---------------------------------------------------------------- save and complete */

/**
 * The rows of one list a save changes: rows added, the changed fields of rows kept, rows removed. A screen
 * sends only these, never its whole copy, so what another screen saved meanwhile (a fact accepted from a
 * document) is never written back over.
 */
const listChanges = <Row extends z.ZodObject>(row: Row, label: string) =>
  z
    .object({
      add: z
        .array(row.omit({ id: true }))
        .max(100, `At most 100 ${label} at once`)
        .default([]),
      update: z
        .array(z.object({ id: recordId, changes: z.record(z.string(), z.unknown()) }))
        .max(100, `At most 100 ${label} at once`)
        .default([]),
      remove: z.array(recordId).max(100, `At most 100 ${label} at once`).default([]),
    })
    .strict();

/**
 * PATCH /api/clients/:id/questionnaire ("Save Progress", a section's Complete) and POST …/complete: only what
 * the adviser changed. Each key of `answers` and `cashFlow` is a value given (null clears it); the lists'
 * changes as above; `completedSections`: sections now complete (a completed section stays complete).
 */
export const questionnaireChangesRequest = z
  .object({
    answers: z.record(z.string(), z.unknown()).default({}),
    cashFlow: z.record(z.string(), z.unknown()).default({}),
    assets: listChanges(assetInput, 'assets').optional(),
    liabilities: listChanges(liabilityInput, 'debts').optional(),
    insurancePolicies: listChanges(insurancePolicyInput, 'policies').optional(),
    completedSections: z
      .array(z.enum(questionnaireSections, { message: 'Unknown questionnaire section' }))
      .max(questionnaireSections.length)
      .default([]),
  })
  .strict();
export type QuestionnaireChangesInput = z.input<typeof questionnaireChangesRequest>;
export type QuestionnaireChanges = z.output<typeof questionnaireChangesRequest>;

/** The parts of a questionnaire's list rows that a save may change, validated as the row's own fields. */
export const listRowSchemas = {
  assets: assetInput,
  liabilities: liabilityInput,
  insurancePolicies: insurancePolicyInput,
} as const;

/** The whole questionnaire as the form holds it (the screen's own validation before it sends changes). */
export const questionnaireFormValues = z.object({
  answers: questionnaireAnswers,
  cashFlow: cashFlowInput,
  assets: z.array(assetInput).max(100, 'At most 100 assets'),
  liabilities: z.array(liabilityInput).max(100, 'At most 100 liabilities'),
  insurancePolicies: z.array(insurancePolicyInput).max(100, 'At most 100 policies'),
});
export type QuestionnaireFormValuesInput = z.input<typeof questionnaireFormValues>;

/** GET /api/clients/:id/questionnaire, and the answer to saving it. */
export type Questionnaire = {
  clientId: string;
  answers: Partial<QuestionnaireAnswers>;
  cashFlow: CashFlow | null;
  assets: Asset[];
  liabilities: Liability[];
  insurancePolicies: InsurancePolicy[];
  completedSections: QuestionnaireSection[];
  completedAt: string | null;
  updatedAt: string | null;
};
