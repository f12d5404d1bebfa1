/** Keys the readable view keeps out of sight (specification section 2, Extracted Data Review). */
export function isHiddenKey(key: string): boolean {
  return key.startsWith('_') || key === 'error' || key === 'requiresManualReview';
}

/** The extracted facts to show: the person first, then the document's own facts, in a reading order. */
export function visibleEntries(data: Record<string, unknown>): [string, unknown][] {
  const entries = Object.entries(data).filter(
    ([key, value]) => !isHiddenKey(key) && value !== null && value !== undefined,
  );
  const rank = (key: string) => {
    const index = labelOrder.indexOf(key);
    return index === -1 ? labelOrder.length : index;
  };
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index)
    .map(({ entry }) => entry);
}

const fieldLabels: Record<string, string> = {
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  dob: 'Date of birth',
  addressStreet: 'Street address',
  addressSuburb: 'Suburb',
  addressState: 'State',
  addressPostcode: 'Postcode',
  email: 'Email',
  phone: 'Phone',
  licenceNumber: 'Licence number',
  cardNumber: 'Card number',
  expiryDate: 'Expiry date',
  issuingState: 'Issuing state',
  passportNumber: 'Passport number',
  medicareNumber: 'Medicare number',
  medicareIrn: 'Medicare IRN',
  fundName: 'Fund name',
  memberNumber: 'Member number',
  statementDate: 'Statement date',
  statementPeriodStart: 'Statement period start',
  statementPeriodEnd: 'Statement period end',
  investmentOption: 'Investment option',
  contributionsTotal: 'Contributions (total)',
  employerContributions: 'Employer contributions',
  insuranceLife: 'Life cover',
  insuranceLifePremium: 'Life cover premium (per year)',
  insuranceTPD: 'TPD cover',
  insuranceTPDPremium: 'TPD premium (per year)',
  insuranceIP: 'Income protection (monthly benefit)',
  insuranceIPPremium: 'Income protection premium (per month)',
  insuranceIPWaitingPeriod: 'Income protection waiting period (days)',
  insuranceIPBenefitPeriod: 'Income protection benefit period',
  bankName: 'Bank',
  bsb: 'BSB',
  accountNumber: 'Account number',
  accountType: 'Account type',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  totalCredits: 'Total credits',
  totalDebits: 'Total debits',
  employer: 'Employer',
  employerAbn: 'Employer ABN',
  position: 'Position',
  payPeriodStart: 'Pay period start',
  payPeriodEnd: 'Pay period end',
  payDate: 'Pay date',
  payFrequency: 'Pay frequency',
  grossPay: 'Gross pay',
  netPay: 'Net pay',
  taxWithheld: 'Tax withheld',
  superGuarantee: 'Super guarantee',
  annualSalary: 'Annual salary',
  ytdGross: 'Year-to-date gross',
  ytdTax: 'Year-to-date tax',
  ytdSuper: 'Year-to-date super',
  taxYear: 'Tax year',
  taxableIncome: 'Taxable income',
  taxPayable: 'Tax payable',
  tfnMasked: 'TFN',
  lender: 'Lender',
  interestRate: 'Interest rate',
  repaymentAmount: 'Repayment amount',
  repaymentFrequency: 'Repayment frequency',
  securityAddress: 'Security property',
  fixedRateExpiry: 'Fixed rate expiry',
  insurer: 'Insurer',
  policyNumber: 'Policy number',
  policyType: 'Policy type',
  sumInsured: 'Sum insured',
  premium: 'Premium',
  premiumFrequency: 'Premium frequency',
  waitingPeriod: 'Waiting period',
  benefitPeriod: 'Benefit period',
  provider: 'Provider',
  totalValue: 'Total value',
  balance: 'Balance',
  fees: 'Fees',
  sex: 'Sex',
  nationality: 'Nationality',
};

const labelOrder = Object.keys(fieldLabels);

/** "dateOfBirth" → "Date of birth"; unknown keys are split at capitals and underscores. */
export function fieldLabel(key: string): string {
  const known = fieldLabels[key];
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const moneyKeys = new Set([
  'balance',
  'contributionsTotal',
  'employerContributions',
  'insuranceLife',
  'insuranceLifePremium',
  'insuranceTPD',
  'insuranceTPDPremium',
  'insuranceIP',
  'insuranceIPPremium',
  'openingBalance',
  'closingBalance',
  'totalCredits',
  'totalDebits',
  'grossPay',
  'netPay',
  'taxWithheld',
  'superGuarantee',
  'annualSalary',
  'ytdGross',
  'ytdTax',
  'ytdSuper',
  'taxableIncome',
  'taxPayable',
  'repaymentAmount',
  'sumInsured',
  'premium',
  'totalValue',
  'fees',
]);

const dateKeys = new Set([
  'dateOfBirth',
  'dob',
  'expiryDate',
  'statementDate',
  'statementPeriodStart',
  'statementPeriodEnd',
  'payPeriodStart',
  'payPeriodEnd',
  'payDate',
  'fixedRateExpiry',
]);

export type ValueKind = 'money' | 'date' | 'percent' | 'phone' | 'plain';

export function valueKind(key: string, value: unknown): ValueKind {
  if (typeof value === 'number' && moneyKeys.has(key)) return 'money';
  if (typeof value === 'string' && dateKeys.has(key)) return 'date';
  if (typeof value === 'number' && key === 'interestRate') return 'percent';
  if (typeof value === 'string' && key === 'phone') return 'phone';
  return 'plain';
}

/** Provenance the server keeps for each extracted fact under `_fields`. */
export type FieldProvenance = {
  confidence?: string;
  source?: { page?: number; text?: string };
};

export function provenanceOf(data: Record<string, unknown>, key: string): FieldProvenance | undefined {
  const fields = data._fields;
  if (!fields || typeof fields !== 'object') return undefined;
  const entry = (fields as Record<string, unknown>)[key];
  return entry && typeof entry === 'object' ? (entry as FieldProvenance) : undefined;
}

/** Warnings the extraction recorded under `_warnings`. */
export function extractionWarnings(data: Record<string, unknown>): string[] {
  const warnings = data._warnings;
  return Array.isArray(warnings)
    ? warnings.filter((warning): warning is string => typeof warning === 'string')
    : [];
}
