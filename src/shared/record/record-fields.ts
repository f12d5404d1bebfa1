/**
 * The client's record, field by field: the one definition every layer reads (decision 017). For each fact of
 * the record: its label, the kind of value, where it lives in the Fact Find and its PDF, its cycle (a periodic
 * amount's weekly … annual) or its date (a balance "as at", an amount over a period), whether it is masked,
 * and which canonical document fields (shared/field-registry.ts, FIELDS.md) it is read from. Extraction's
 * document fields become record facts here and nowhere else.
 */
import {
  estateFields,
  governmentFields,
  nominationFields,
  riskAnswerFields,
} from '@/shared/estate/estate-fields';

export const cycles = ['weekly', 'fortnightly', 'monthly', 'quarterly', 'annual'] as const;
export type Cycle = (typeof cycles)[number];

/** How many times a year an amount of each cycle recurs. */
export const timesPerYear: Record<Cycle, number> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
  quarterly: 4,
  annual: 1,
};

/** "$726.32 a year": the words a cycle is printed with. */
export const cycleWords: Record<Cycle, string> = {
  weekly: 'a week',
  fortnightly: 'a fortnight',
  monthly: 'a month',
  quarterly: 'a quarter',
  annual: 'a year',
};

/** A document's or a person's word for a cycle ("Yearly", "per annum", "p.m.") as one of the cycles. */
export function parseCycle(value: unknown): Cycle | null {
  const text = String(value ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (!text) return null;
  if (/^(weekly|week|perweek|pw)$/.test(text)) return 'weekly';
  if (/^(fortnightly|fortnight|perfortnight|biweekly|pf)$/.test(text)) return 'fortnightly';
  if (/^(monthly|month|permonth|pm|mth)$/.test(text)) return 'monthly';
  if (/^(quarterly|quarter|perquarter)$/.test(text)) return 'quarterly';
  if (/^(annual|annually|yearly|year|peryear|perannum|pa|annum)$/.test(text)) return 'annual';
  return null;
}

/** What a fact is about: the client (and partner), their cash flow, answers, income, tax, or one record. */
export const itemKinds = ['super', 'bank', 'liability', 'policy', 'asset', 'goal'] as const;
export type ItemKind = (typeof itemKinds)[number];
export const singleSubjects = [
  'client',
  'cashFlow',
  'answers',
  'income',
  'tax',
  'estate',
  'government',
] as const;
export type SingleSubject = (typeof singleSubjects)[number];
export type SubjectKind = SingleSubject | ItemKind;

/** The Fact Find's sections, in the order the screen and the PDF show them. */
export const recordSections = [
  'personal',
  'contact',
  'address',
  'property',
  'employment',
  'partner',
  'family',
  'health',
  'advice',
  'income',
  'tax',
  'government',
  'expenses',
  'super',
  'bank',
  'investments',
  'debts',
  'insurance',
  'goals',
  'retirement',
  'risk',
  'estate',
] as const;
export type RecordSection = (typeof recordSections)[number];

export const recordSectionLabels: Record<RecordSection, string> = {
  personal: 'Personal details',
  contact: 'Contact',
  address: 'Address',
  property: 'Property',
  employment: 'Employment',
  partner: 'Partner',
  family: 'Family',
  health: 'Health and lifestyle',
  advice: 'Scope of advice',
  income: 'Income',
  tax: 'Tax',
  government: 'Centrelink and other government payments',
  expenses: 'Expenses',
  super: 'Superannuation',
  bank: 'Bank accounts',
  investments: 'Investments and other assets',
  debts: 'Debts',
  insurance: 'Insurance',
  goals: 'Goals and objectives',
  retirement: 'Retirement',
  risk: 'Risk profile',
  estate: 'Estate planning',
};

export type RecordValueKind =
  | 'text'
  | 'long-text'
  | 'money'
  | 'date'
  | 'days'
  | 'percent'
  | 'phone'
  | 'email'
  | 'masked-number'
  | 'bsb'
  | 'choice'
  | 'boolean'
  | 'list'
  | 'dependants'
  | 'integer';

export type RecordField = {
  label: string;
  kind: RecordValueKind;
  section: RecordSection;
  /**
   * A periodic amount's cycle: fixed (income items are annual, a fund's premiums annual, an income protection
   * benefit monthly), or `{ field }`: the cycle is the value of that sibling field (a policy's premium
   * frequency), read with the amount from the same document.
   */
  cycle?: Cycle | { field: string };
  /** 'as-at': a balance or value true on a date; 'period': an amount over a period (contributions, YTD pay). */
  dated?: 'as-at' | 'period';
  /** Canonical document fields it is read from (FIELDS.md), in order of preference. */
  from?: readonly string[];
  /** Shown and printed masked (numbers: last 4 digits; a BSB: first 3). */
  masked?: boolean;
  /** Book-keeping of the record rather than a fact about the client: never listed as missing or printed. */
  internal?: boolean;
};

type Fields = Record<string, RecordField>;

const clientFields = {
  givenNames: { label: 'Given names', kind: 'text', section: 'personal', from: ['fullName', 'firstName'] },
  familyName: { label: 'Family name', kind: 'text', section: 'personal', from: ['lastName', 'fullName'] },
  preferredName: { label: 'Preferred name', kind: 'text', section: 'personal' },
  dob: { label: 'Date of birth', kind: 'date', section: 'personal', from: ['dateOfBirth'] },
  sex: { label: 'Sex', kind: 'choice', section: 'personal' },
  countryOfBirth: { label: 'Country of birth', kind: 'text', section: 'personal' },
  citizenships: { label: 'Citizenships', kind: 'list', section: 'personal' },
  visaStatus: { label: 'Visa status', kind: 'text', section: 'personal' },
  taxResidency: { label: 'Tax residency', kind: 'text', section: 'personal' },
  medicareNumber: { label: 'Medicare number', kind: 'text', section: 'personal', masked: true },
  dvaStatus: { label: 'DVA status', kind: 'text', section: 'personal' },
  email: { label: 'Email', kind: 'email', section: 'contact', from: ['email'] },
  mobile: { label: 'Mobile', kind: 'phone', section: 'contact', from: ['phone'] },
  preferredContact: { label: 'Preferred contact', kind: 'choice', section: 'contact' },
  streetAddress: { label: 'Street address', kind: 'text', section: 'address', from: ['addressStreet'] },
  suburb: { label: 'Suburb', kind: 'text', section: 'address', from: ['addressSuburb'] },
  state: { label: 'State', kind: 'choice', section: 'address', from: ['addressState'] },
  postcode: { label: 'Postcode', kind: 'text', section: 'address', from: ['addressPostcode'] },
  country: { label: 'Country', kind: 'text', section: 'address' },
  yearsAtAddress: { label: 'Years at address', kind: 'integer', section: 'address' },
  postalSameAsResidential: {
    label: 'Postal address is the residential address',
    kind: 'boolean',
    section: 'address',
  },
  postalAddress: { label: 'Postal street address', kind: 'text', section: 'address' },
  postalSuburb: { label: 'Postal suburb', kind: 'text', section: 'address' },
  postalState: { label: 'Postal state', kind: 'choice', section: 'address' },
  postalPostcode: { label: 'Postal postcode', kind: 'text', section: 'address' },
  propertyOwnership: { label: 'Property ownership', kind: 'choice', section: 'property' },
  propertyValue: { label: 'Property value', kind: 'money', section: 'property', dated: 'as-at' },
  propertyValueBasis: { label: 'Property value basis', kind: 'choice', section: 'property', internal: true },
  occupation: { label: 'Occupation', kind: 'text', section: 'employment', from: ['position'] },
  employer: { label: 'Employer', kind: 'text', section: 'employment', from: ['employer'] },
  industry: { label: 'Industry', kind: 'text', section: 'employment' },
  employmentType: { label: 'Employment type', kind: 'choice', section: 'employment' },
  tenure: { label: 'Time with employer', kind: 'text', section: 'employment' },
  workingHours: { label: 'Working hours', kind: 'text', section: 'employment' },
  redundancyRisk: { label: 'Redundancy risk', kind: 'text', section: 'employment' },
  maritalStatus: { label: 'Marital status', kind: 'choice', section: 'partner' },
  relationshipDate: { label: 'Relationship since', kind: 'date', section: 'partner' },
  livingArrangements: { label: 'Living arrangements', kind: 'text', section: 'partner' },
  spouseGivenNames: {
    label: "Partner's given names",
    kind: 'text',
    section: 'partner',
    from: ['fullName', 'firstName'],
  },
  spouseFamilyName: {
    label: "Partner's family name",
    kind: 'text',
    section: 'partner',
    from: ['lastName', 'fullName'],
  },
  spouseDob: { label: "Partner's date of birth", kind: 'date', section: 'partner', from: ['dateOfBirth'] },
  spouseOccupation: { label: "Partner's occupation", kind: 'text', section: 'partner', from: ['position'] },
  spouseEmployer: { label: "Partner's employer", kind: 'text', section: 'partner', from: ['employer'] },
  spouseEmail: { label: "Partner's email", kind: 'email', section: 'partner' },
  spouseMobile: { label: "Partner's mobile", kind: 'phone', section: 'partner' },
  dependants: { label: 'Dependants', kind: 'dependants', section: 'family' },
  healthSummary: { label: 'Health', kind: 'long-text', section: 'health' },
  smokingStatus: { label: 'Smoking', kind: 'choice', section: 'health' },
  hazardousPursuits: { label: 'Hazardous pursuits', kind: 'long-text', section: 'health' },
  scopeOfAdvice: { label: 'Areas of advice', kind: 'list', section: 'advice' },
  immediateDeadlines: { label: 'Priority deadlines', kind: 'long-text', section: 'advice' },
  serviceLevel: { label: 'Service level', kind: 'choice', section: 'advice' },
  meetingCadence: { label: 'Meeting cadence', kind: 'choice', section: 'advice' },
  thirdPartyAuthority: { label: 'Third-party authority', kind: 'boolean', section: 'advice' },
  privacyConsent: { label: 'Privacy consent', kind: 'boolean', section: 'advice', internal: true },
  dataSharing: { label: 'Data sharing consent', kind: 'boolean', section: 'advice', internal: true },
} satisfies Fields;

const income = (label: string): RecordField => ({ label, kind: 'money', section: 'income', cycle: 'annual' });
const expense = (label: string): RecordField => ({
  label,
  kind: 'money',
  section: 'expenses',
  cycle: 'monthly',
});

/** The questionnaire's cash flow: income items are annual amounts before tax, expense items monthly. */
const cashFlowFields = {
  baseSalary: { ...income('Base salary'), from: ['annualSalary'] },
  superGuarantee: income('Super guarantee (employer)'),
  bonuses: income('Bonuses'),
  commissions: income('Commissions'),
  allowances: income('Allowances'),
  salaryPackaging: income('Salary packaging'),
  rentalIncome: income('Rental income'),
  dividendIncome: income('Dividend income'),
  interestIncome: income('Interest income'),
  otherIncome: income('Other income'),
  govBenefits: income('Government benefits'),
  livingExpenses: expense('Living expenses'),
  discretionarySpending: expense('Discretionary spending'),
  insurancePremiums: expense('Insurance premiums'),
  childSupport: expense('Child support'),
  schoolFees: expense('School fees'),
  childcare: expense('Childcare'),
  rentOrBoard: expense('Rent or board'),
  abn: { label: 'ABN', kind: 'text', section: 'income' },
  businessStructure: { label: 'Business structure', kind: 'choice', section: 'income' },
  irregularIncome: { label: 'Irregular income', kind: 'boolean', section: 'income' },
} satisfies Fields;

/** What the latest payslip says beyond the salary: a pay's gross with its cycle, and the year to date. */
const incomeFields = {
  grossPay: {
    label: 'Gross pay',
    kind: 'money',
    section: 'income',
    cycle: { field: 'payFrequency' },
    dated: 'period',
    from: ['grossPay'],
  },
  payFrequency: { label: 'Pay frequency', kind: 'choice', section: 'income', from: ['payFrequency'] },
  ytdGross: {
    label: 'Gross pay, year to date',
    kind: 'money',
    section: 'income',
    dated: 'period',
    from: ['ytdGross'],
  },
  ytdTax: {
    label: 'Tax withheld, year to date',
    kind: 'money',
    section: 'income',
    dated: 'period',
    from: ['ytdTax'],
  },
  ytdSuper: {
    label: 'Super, year to date',
    kind: 'money',
    section: 'income',
    dated: 'period',
    from: ['ytdSuper'],
  },
} satisfies Fields;

/** A notice of assessment: the financial year is the period of both amounts. */
const taxFields = {
  taxableIncome: {
    label: 'Taxable income',
    kind: 'money',
    section: 'tax',
    dated: 'period',
    from: ['taxableIncome'],
  },
  taxPayable: {
    label: 'Tax payable (a refund is negative)',
    kind: 'money',
    section: 'tax',
    dated: 'period',
    from: ['taxPayable'],
  },
} satisfies Fields;

/** The questionnaire's own answers (retirement, goals in words, the adviser's totals, the risk profile). */
const answerFields = {
  retirementAge: { label: 'Retirement age', kind: 'integer', section: 'retirement' },
  retirementLifestyle: { label: 'Retirement lifestyle', kind: 'choice', section: 'retirement' },
  retirementIncome: {
    label: 'Retirement income wanted',
    kind: 'money',
    section: 'retirement',
    cycle: 'annual',
  },
  educationGoals: { label: 'Education goals', kind: 'long-text', section: 'goals' },
  propertyGoals: { label: 'Property goals', kind: 'long-text', section: 'goals' },
  travelPlans: { label: 'Travel plans', kind: 'long-text', section: 'goals' },
  partnerRetirementAge: { label: "Partner's retirement age", kind: 'integer', section: 'retirement' },
  retirementLumpSum: { label: 'Lump sum at retirement', kind: 'money', section: 'retirement' },
  agePensionExpectation: { label: 'Age Pension expected', kind: 'choice', section: 'retirement' },
  downsizingPlans: { label: 'Downsizing plans', kind: 'long-text', section: 'retirement' },
  transitionToRetirement: { label: 'Transition to retirement', kind: 'long-text', section: 'retirement' },
  estateWishes: { label: 'Estate wishes', kind: 'long-text', section: 'retirement' },
  superContributions: {
    label: 'Extra super contributions',
    kind: 'money',
    section: 'income',
    cycle: 'annual',
  },
  homeValue: { label: 'Home value (adviser total)', kind: 'money', section: 'investments' },
  superBalance: { label: 'Super (adviser total)', kind: 'money', section: 'super' },
  investments: { label: 'Investments (adviser total)', kind: 'money', section: 'investments' },
  cash: { label: 'Cash and savings (adviser total)', kind: 'money', section: 'bank' },
  mortgage: { label: 'Mortgage (adviser total)', kind: 'money', section: 'debts' },
  otherDebts: { label: 'Other debts (adviser total)', kind: 'money', section: 'debts' },
  lifeInsurance: { label: 'Life insurance (adviser total)', kind: 'money', section: 'insurance' },
  incomeProtection: { label: 'Income protection (adviser total)', kind: 'money', section: 'insurance' },
  debtStrategy: { label: 'Debt strategy', kind: 'long-text', section: 'debts' },
  insuranceConcerns: { label: 'Insurance concerns', kind: 'long-text', section: 'insurance' },
  investmentExperience: { label: 'Investment experience', kind: 'choice', section: 'risk' },
  riskTolerance: { label: 'Risk tolerance', kind: 'choice', section: 'risk' },
  timeHorizon: { label: 'Time horizon', kind: 'choice', section: 'risk' },
  ...riskAnswerFields,
} satisfies Fields;

const superFields = {
  fundName: { label: 'Fund', kind: 'text', section: 'super', from: ['fundName'] },
  memberNumberMasked: {
    label: 'Member number',
    kind: 'masked-number',
    section: 'super',
    masked: true,
    from: ['memberNumber'],
  },
  balance: { label: 'Balance', kind: 'money', section: 'super', dated: 'as-at', from: ['balance'] },
  statementDate: { label: 'Statement date', kind: 'date', section: 'super', from: ['statementDate'] },
  investmentOption: {
    label: 'Investment option',
    kind: 'text',
    section: 'super',
    from: ['investmentOption'],
  },
  fees: { label: 'Fees', kind: 'money', section: 'super', dated: 'period', from: ['fees'] },
  insuranceLife: { label: 'Life cover', kind: 'money', section: 'super', from: ['insuranceLife'] },
  insuranceLifePremium: {
    label: 'Life cover premium',
    kind: 'money',
    section: 'super',
    cycle: 'annual',
    from: ['insuranceLifePremium'],
  },
  insuranceTPD: { label: 'TPD cover', kind: 'money', section: 'super', from: ['insuranceTPD'] },
  insuranceTPDPremium: {
    label: 'TPD premium',
    kind: 'money',
    section: 'super',
    cycle: 'annual',
    from: ['insuranceTPDPremium'],
  },
  insuranceIP: {
    label: 'Income protection benefit',
    kind: 'money',
    section: 'super',
    cycle: 'monthly',
    from: ['insuranceIP'],
  },
  insuranceIPPremium: {
    label: 'Income protection premium',
    kind: 'money',
    section: 'super',
    cycle: 'annual',
    from: ['insuranceIPPremium'],
  },
  insuranceIPWaitingPeriod: {
    label: 'Income protection waiting period',
    kind: 'days',
    section: 'super',
    from: ['insuranceIPWaitingPeriod'],
  },
  insuranceIPBenefitPeriod: {
    label: 'Income protection benefit period',
    kind: 'text',
    section: 'super',
    from: ['insuranceIPBenefitPeriod'],
  },
  contributionsYTD: {
    label: 'Contributions',
    kind: 'money',
    section: 'super',
    dated: 'period',
    from: ['contributionsTotal'],
  },
  lastStatementPeriod: { label: 'Statement period', kind: 'text', section: 'super', internal: true },
  ...nominationFields,
} satisfies Fields;

const bankFields = {
  bankName: { label: 'Bank', kind: 'text', section: 'bank', from: ['bankName'] },
  bsbMasked: { label: 'BSB', kind: 'bsb', section: 'bank', masked: true, from: ['bsb'] },
  accountNumberMasked: {
    label: 'Account number',
    kind: 'masked-number',
    section: 'bank',
    masked: true,
    from: ['accountNumber'],
  },
  accountType: { label: 'Account type', kind: 'choice', section: 'bank', from: ['accountType'] },
  balance: { label: 'Balance', kind: 'money', section: 'bank', dated: 'as-at', from: ['closingBalance'] },
  averageIncomeMonthly: { label: 'Average money in', kind: 'money', section: 'bank', cycle: 'monthly' },
  averageExpensesMonthly: { label: 'Average money out', kind: 'money', section: 'bank', cycle: 'monthly' },
} satisfies Fields;

const liabilityFields = {
  type: { label: 'Type', kind: 'choice', section: 'debts' },
  lender: { label: 'Lender', kind: 'text', section: 'debts', from: ['lender'] },
  accountNumber: {
    label: 'Account number',
    kind: 'masked-number',
    section: 'debts',
    masked: true,
    from: ['accountNumber'],
  },
  balance: { label: 'Balance', kind: 'money', section: 'debts', dated: 'as-at', from: ['balance'] },
  limit: { label: 'Limit', kind: 'money', section: 'debts' },
  interestRate: { label: 'Interest rate', kind: 'percent', section: 'debts', from: ['interestRate'] },
  repaymentAmount: {
    label: 'Repayment',
    kind: 'money',
    section: 'debts',
    cycle: { field: 'repaymentFrequency' },
    from: ['repaymentAmount'],
  },
  repaymentFrequency: {
    label: 'Repayment frequency',
    kind: 'choice',
    section: 'debts',
    from: ['repaymentFrequency'],
  },
  securityProperty: { label: 'Security property', kind: 'text', section: 'debts', from: ['securityAddress'] },
  fixedRateExpiry: { label: 'Fixed rate ends', kind: 'date', section: 'debts', from: ['fixedRateExpiry'] },
  features: { label: 'Features', kind: 'list', section: 'debts' },
} satisfies Fields;

const policyFields = {
  type: { label: 'Cover', kind: 'choice', section: 'insurance', from: ['policyType'] },
  insurer: { label: 'Insurer', kind: 'text', section: 'insurance', from: ['insurer'] },
  policyNumber: {
    label: 'Policy number',
    kind: 'masked-number',
    section: 'insurance',
    masked: true,
    from: ['policyNumber'],
  },
  sumInsured: { label: 'Sum insured', kind: 'money', section: 'insurance', from: ['sumInsured'] },
  premium: {
    label: 'Premium',
    kind: 'money',
    section: 'insurance',
    cycle: { field: 'premiumFrequency' },
    from: ['premium'],
  },
  premiumFrequency: {
    label: 'Premium frequency',
    kind: 'choice',
    section: 'insurance',
    from: ['premiumFrequency'],
  },
  premiumType: { label: 'Premium type', kind: 'choice', section: 'insurance' },
  fundingMethod: { label: 'Held', kind: 'choice', section: 'insurance' },
  waitingPeriod: { label: 'Waiting period', kind: 'text', section: 'insurance', from: ['waitingPeriod'] },
  benefitPeriod: { label: 'Benefit period', kind: 'text', section: 'insurance', from: ['benefitPeriod'] },
  loadings: { label: 'Loadings', kind: 'text', section: 'insurance' },
  exclusions: { label: 'Exclusions', kind: 'long-text', section: 'insurance' },
} satisfies Fields;

const assetFields = {
  type: { label: 'Type', kind: 'choice', section: 'investments' },
  description: { label: 'Description', kind: 'text', section: 'investments' },
  institution: { label: 'Institution', kind: 'text', section: 'investments', from: ['provider'] },
  accountNumber: {
    label: 'Account number',
    kind: 'masked-number',
    section: 'investments',
    masked: true,
    from: ['accountNumber'],
  },
  currentValue: {
    label: 'Value',
    kind: 'money',
    section: 'investments',
    dated: 'as-at',
    from: ['totalValue'],
  },
  purchasePrice: { label: 'Purchase price', kind: 'money', section: 'investments' },
  purchaseDate: { label: 'Purchase date', kind: 'date', section: 'investments' },
  ownershipSplit: { label: 'Ownership', kind: 'text', section: 'investments' },
  incomePA: { label: 'Income', kind: 'money', section: 'investments', cycle: 'annual' },
} satisfies Fields;

const goalFields = {
  description: { label: 'Goal', kind: 'long-text', section: 'goals' },
  category: { label: 'Category', kind: 'choice', section: 'goals' },
  timeframe: { label: 'Timeframe', kind: 'choice', section: 'goals' },
  priority: { label: 'Priority', kind: 'choice', section: 'goals' },
  targetAmount: { label: 'Target amount', kind: 'money', section: 'goals' },
  targetDate: { label: 'Target date', kind: 'date', section: 'goals' },
  notes: { label: 'Notes', kind: 'long-text', section: 'goals' },
} satisfies Fields;

/** Every field of the record, by what it is about. */
export const recordFields = {
  client: clientFields,
  cashFlow: cashFlowFields,
  answers: answerFields,
  income: incomeFields,
  tax: taxFields,
  estate: estateFields,
  government: governmentFields,
  super: superFields,
  bank: bankFields,
  liability: liabilityFields,
  policy: policyFields,
  asset: assetFields,
  goal: goalFields,
} as const satisfies Record<SubjectKind, Fields>;

export type RecordFieldKey<Kind extends SubjectKind> = keyof (typeof recordFields)[Kind] & string;

/** 'super:7f…' → 'super'; 'client' → 'client'; anything else null. */
export function subjectKind(subject: string): SubjectKind | null {
  const kind = subject.includes(':') ? subject.slice(0, subject.indexOf(':')) : subject;
  return kind in recordFields ? (kind as SubjectKind) : null;
}

/** The definition of a subject's field, if the record has one. */
export function recordField(subject: string, field: string): RecordField | undefined {
  const kind = subjectKind(subject);
  if (!kind) return undefined;
  const fields: Fields = recordFields[kind];
  return Object.hasOwn(fields, field) ? fields[field] : undefined;
}

/** The item kinds' names, as a heading or a list names them. */
export const itemKindLabels: Record<ItemKind, string> = {
  super: 'Super fund',
  bank: 'Bank account',
  liability: 'Debt',
  policy: 'Insurance policy',
  asset: 'Asset',
  goal: 'Goal',
};
