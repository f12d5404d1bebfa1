/**
 * The canonical document fields (shared/eval/FIELDS.md) as every part of the product names and reads them:
 * the label a person sees and the kind of value (how it is parsed, shown and masked). The review screens and
 * adviser corrections read it, and the extraction's candidate ranker reads its label synonyms; new keys
 * belong here first.
 */
export type FieldKind =
  'money' | 'date' | 'days' | 'percent' | 'frequency' | 'phone' | 'masked-number' | 'bsb' | 'tfn' | 'text';

/**
 * labels: how documents commonly name the field, in plain lower-case words. The extraction's candidate ranker
 * compares the labels it finds near a value with these (fuzzily, so OCR errors and unseen wordings still
 * match in part); they describe the field, not any one institution's layout.
 */
export type FieldDefinition = {
  label: string;
  kind: FieldKind;
  labels?: readonly string[];
  /** The values a frequency takes (shared/eval/FIELDS.md): a loan is never repaid yearly, a premium never weekly. */
  options?: readonly string[];
};

const PAY_CYCLES = ['weekly', 'fortnightly', 'monthly'] as const;

export const fieldRegistry: Record<string, FieldDefinition> = {
  fullName: { label: 'Full name', kind: 'text', labels: ['full name', 'name', 'employee name', 'employee'] },
  firstName: { label: 'First name', kind: 'text' },
  lastName: { label: 'Last name', kind: 'text' },
  dateOfBirth: { label: 'Date of birth', kind: 'date' },
  dob: { label: 'Date of birth', kind: 'date' },
  addressStreet: { label: 'Street address', kind: 'text' },
  addressSuburb: { label: 'Suburb', kind: 'text' },
  addressState: { label: 'State', kind: 'text' },
  addressPostcode: { label: 'Postcode', kind: 'text' },
  email: { label: 'Email', kind: 'text' },
  phone: { label: 'Phone', kind: 'phone' },
  licenceNumber: { label: 'Licence number', kind: 'text' },
  cardNumber: { label: 'Card number', kind: 'text' },
  expiryDate: { label: 'Expiry date', kind: 'date' },
  issuingState: { label: 'Issuing state', kind: 'text' },
  passportNumber: { label: 'Passport number', kind: 'text' },
  medicareNumber: { label: 'Medicare number', kind: 'text' },
  medicareIrn: { label: 'Medicare IRN', kind: 'text' },
  fundName: { label: 'Fund name', kind: 'text' },
  memberNumber: { label: 'Member number', kind: 'masked-number' },
  statementDate: {
    label: 'Statement date',
    kind: 'date',
    labels: [
      'statement date',
      'date of statement',
      'issue date',
      'date issued',
      'statement issued',
      'as at',
      'prepared on',
      'valuation date',
    ],
  },
  statementPeriodStart: {
    label: 'Statement period start',
    kind: 'date',
    labels: ['statement period', 'period', 'period from', 'period start', 'opening date', 'start date'],
  },
  statementPeriodEnd: {
    label: 'Statement period end',
    kind: 'date',
    labels: ['statement period', 'period', 'period to', 'period end', 'closing date', 'end date'],
  },
  investmentOption: {
    label: 'Investment option',
    kind: 'text',
    labels: ['investment option', 'investment choice', 'investment strategy', 'investment mix'],
  },
  contributionsTotal: {
    label: 'Contributions (total)',
    kind: 'money',
    labels: [
      'total contributions',
      'contributions',
      'contributions received',
      'total contributions received',
      'contributions this year',
      'contributions for the year',
      'contributions for the period',
    ],
  },
  employerContributions: {
    label: 'Employer contributions',
    kind: 'money',
    labels: [
      'employer contributions',
      'employer contribution',
      'super guarantee contributions',
      'superannuation guarantee contributions',
      'sg contributions',
    ],
  },
  insuranceLife: {
    label: 'Life cover',
    kind: 'money',
    labels: ['death cover', 'life cover', 'death benefit', 'death', 'life insurance'],
  },
  insuranceLifePremium: {
    label: 'Life cover premium (per year)',
    kind: 'money',
    labels: [
      'death cover premium',
      'life cover premium',
      'cost of death cover',
      'death premium',
      'life premium',
    ],
  },
  insuranceTPD: {
    label: 'TPD cover',
    kind: 'money',
    labels: [
      'tpd cover',
      'total and permanent disablement',
      'total and permanent disability',
      'tpd',
      'tpd benefit',
    ],
  },
  insuranceTPDPremium: {
    label: 'TPD premium (per year)',
    kind: 'money',
    labels: ['tpd premium', 'cost of tpd cover', 'tpd cover premium'],
  },
  insuranceIP: {
    label: 'Income protection (monthly benefit)',
    kind: 'money',
    labels: ['income protection', 'salary continuance', 'monthly benefit', 'income protection benefit'],
  },
  insuranceIPPremium: {
    label: 'Income protection premium (per month)',
    kind: 'money',
    labels: [
      'income protection premium',
      'salary continuance premium',
      'ip premium',
      'cost of income protection',
    ],
  },
  insuranceIPWaitingPeriod: {
    label: 'Income protection waiting period (days)',
    kind: 'days',
    labels: ['waiting period', 'wait period', 'income protection waiting period'],
  },
  insuranceIPBenefitPeriod: { label: 'Income protection benefit period', kind: 'text' },
  nominationType: { label: 'Death benefit nomination', kind: 'text' },
  nominationBeneficiaries: { label: 'Nominated beneficiaries', kind: 'text' },
  // No label synonyms: read by super.ts's rule, never offered to the candidate ranker as a competitor.
  nominationExpiry: { label: 'Nomination expiry', kind: 'date' },
  centrelinkPayment: { label: 'Government payment', kind: 'text' },
  centrelinkPaymentAmount: { label: 'Payment amount', kind: 'money' },
  centrelinkPaymentFrequency: { label: 'Payment frequency', kind: 'text' },
  centrelinkReference: { label: 'Centrelink reference number', kind: 'masked-number' },
  concessionCards: { label: 'Concession cards', kind: 'text' },
  bankName: { label: 'Bank', kind: 'text' },
  bsb: { label: 'BSB', kind: 'bsb' },
  accountNumber: { label: 'Account number', kind: 'masked-number' },
  accountType: { label: 'Account type', kind: 'text' },
  openingBalance: {
    label: 'Opening balance',
    kind: 'money',
    labels: [
      'opening balance',
      'balance brought forward',
      'starting balance',
      'balance at start',
      'balance at the start',
      'previous balance',
    ],
  },
  closingBalance: {
    label: 'Closing balance',
    kind: 'money',
    labels: [
      'closing balance',
      'balance carried forward',
      'ending balance',
      'balance at end',
      'balance at the end',
      'new balance',
    ],
  },
  totalCredits: {
    label: 'Total credits',
    kind: 'money',
    labels: [
      'total credits',
      'total deposits',
      'total receipts',
      'money in',
      'credits',
      'deposits',
      'paid in',
      'total in',
    ],
  },
  totalDebits: {
    label: 'Total debits',
    kind: 'money',
    labels: [
      'total debits',
      'total withdrawals',
      'total payments',
      'money out',
      'debits',
      'withdrawals',
      'paid out',
      'total out',
    ],
  },
  employer: { label: 'Employer', kind: 'text' },
  employerAbn: { label: 'Employer ABN', kind: 'text' },
  position: {
    label: 'Position',
    kind: 'text',
    labels: ['position', 'job title', 'occupation', 'role'],
  },
  payPeriodStart: {
    label: 'Pay period start',
    kind: 'date',
    labels: ['pay period', 'period start', 'period from', 'period beginning'],
  },
  payPeriodEnd: {
    label: 'Pay period end',
    kind: 'date',
    labels: ['pay period', 'period end', 'period ending', 'week ending', 'fortnight ending'],
  },
  payDate: {
    label: 'Pay date',
    kind: 'date',
    labels: ['pay date', 'payment date', 'paid on', 'date paid', 'deposit date'],
  },
  payFrequency: {
    label: 'Pay frequency',
    kind: 'frequency',
    options: PAY_CYCLES,
    labels: ['pay frequency', 'frequency', 'pay cycle'],
  },
  grossPay: {
    label: 'Gross pay',
    kind: 'money',
    labels: ['gross pay', 'gross earnings', 'total earnings', 'gross', 'total gross', 'gross wages'],
  },
  netPay: {
    label: 'Net pay',
    kind: 'money',
    labels: [
      'net pay',
      'net payment',
      'take home pay',
      'take home',
      'net',
      'net amount',
      'net income',
      'amount paid to account',
      'amount paid',
    ],
  },
  taxWithheld: {
    label: 'Tax withheld',
    kind: 'money',
    labels: ['tax withheld', 'payg withholding', 'payg tax', 'income tax', 'tax', 'payg'],
  },
  superGuarantee: {
    label: 'Super guarantee',
    kind: 'money',
    labels: [
      'superannuation guarantee',
      'super guarantee',
      'employer super',
      'superannuation',
      'super',
      'employer contribution',
    ],
  },
  annualSalary: {
    label: 'Annual salary',
    kind: 'money',
    labels: ['annual salary', 'base salary', 'salary', 'annual package', 'annual rate', 'salary per annum'],
  },
  ytdGross: {
    label: 'Year-to-date gross',
    kind: 'money',
    labels: [
      'ytd gross',
      'year to date gross',
      'gross ytd',
      'ytd earnings',
      'total earnings ytd',
      'year to date',
    ],
  },
  ytdTax: {
    label: 'Year-to-date tax',
    kind: 'money',
    labels: ['ytd tax', 'year to date tax', 'tax ytd', 'ytd payg', 'payg ytd'],
  },
  ytdSuper: {
    label: 'Year-to-date super',
    kind: 'money',
    labels: ['ytd super', 'year to date super', 'super ytd', 'ytd superannuation'],
  },
  taxYear: { label: 'Tax year', kind: 'text' },
  taxableIncome: {
    label: 'Taxable income',
    kind: 'money',
    labels: ['taxable income', 'taxable amount', 'total taxable income'],
  },
  taxPayable: {
    label: 'Tax payable',
    kind: 'money',
    // What the notice comes to, not the tax on the taxable income ("Tax assessed", "Income tax payable"), a
    // line of its calculation. A refund is the same field, negative.
    labels: [
      'tax payable',
      'estimated tax payable',
      'net tax payable',
      'total tax payable',
      'amount payable',
      'amount due',
      'amount owing',
      'balance payable',
      'balance due',
      'balance owing',
      'net amount payable',
      'result of this notice',
      'refund',
      'refundable',
      'amount refundable',
    ],
  },
  tfnMasked: { label: 'TFN', kind: 'tfn' },
  lender: { label: 'Lender', kind: 'text' },
  interestRate: {
    label: 'Interest rate',
    kind: 'percent',
    labels: ['interest rate', 'current interest rate', 'variable rate', 'rate per annum', 'annual rate'],
  },
  repaymentAmount: {
    label: 'Repayment amount',
    kind: 'money',
    labels: [
      'repayment amount',
      'repayment',
      'instalment',
      'instalment amount',
      'minimum repayment',
      'scheduled repayment',
      'regular repayment',
      'required repayment',
      'next repayment',
      'monthly repayment',
      'fortnightly repayment',
      'weekly repayment',
    ],
  },
  repaymentFrequency: {
    label: 'Repayment frequency',
    kind: 'frequency',
    options: PAY_CYCLES,
    labels: ['repayment frequency', 'repayments', 'frequency'],
  },
  securityAddress: { label: 'Security property', kind: 'text' },
  fixedRateExpiry: {
    label: 'Fixed rate expiry',
    kind: 'date',
    labels: [
      'fixed rate expiry',
      'fixed rate ends',
      'fixed until',
      'fixed period ends',
      'fixed term expiry',
      'rate expiry',
    ],
  },
  insurer: { label: 'Insurer', kind: 'text' },
  policyNumber: { label: 'Policy number', kind: 'text' },
  policyType: { label: 'Policy type', kind: 'text' },
  sumInsured: {
    label: 'Sum insured',
    kind: 'money',
    labels: [
      'sum insured',
      'cover amount',
      'benefit amount',
      'amount insured',
      'insured amount',
      'cover',
      'benefit',
    ],
  },
  premium: {
    label: 'Premium',
    kind: 'money',
    labels: [
      'premium',
      'annual premium',
      'monthly premium',
      'fortnightly premium',
      'total premium',
      'premium amount',
      'premium payable',
      'amount payable',
      'amount due',
      'payable',
      'cost',
      'instalment',
      'instalment amount',
      'you pay',
    ],
  },
  premiumFrequency: {
    label: 'Premium frequency',
    kind: 'frequency',
    options: ['fortnightly', 'monthly', 'annual'],
    labels: ['premium frequency', 'payment frequency', 'frequency', 'you pay'],
  },
  waitingPeriod: {
    label: 'Waiting period',
    kind: 'days',
    labels: ['waiting period', 'wait period'],
  },
  benefitPeriod: { label: 'Benefit period', kind: 'text' },
  provider: { label: 'Provider', kind: 'text' },
  totalValue: {
    label: 'Total value',
    kind: 'money',
    labels: [
      'total value',
      'portfolio value',
      'total portfolio value',
      'market value',
      'total market value',
      'value of holdings',
    ],
  },
  balance: {
    label: 'Balance',
    kind: 'money',
    labels: [
      'balance',
      'closing balance',
      'account balance',
      'your balance',
      'total balance',
      'loan balance',
      'amount owing',
      'balance owing',
      'withdrawal benefit',
      'current balance',
      'outstanding balance',
    ],
  },
  fees: {
    label: 'Fees',
    kind: 'money',
    labels: ['fees', 'total fees', 'fees deducted', 'administration fees', 'fees and costs', 'fees charged'],
  },
  sex: { label: 'Sex', kind: 'text' },
  nationality: { label: 'Nationality', kind: 'text' },
};

/** The registry's definition of a key, if it is a canonical one. */
export function fieldDefinition(key: string): FieldDefinition | undefined {
  return Object.hasOwn(fieldRegistry, key) ? fieldRegistry[key] : undefined;
}

/** "dateOfBirth" → "Date of birth"; unknown keys are split at capitals and underscores. */
export function fieldLabel(key: string): string {
  const known = fieldDefinition(key);
  if (known) return known.label;
  // A masked copy of a known field is that field to a reader: "bsbMasked" → "BSB", not "Bsb masked".
  const unmasked = /^(.+?)_?Masked$/i.exec(key)?.[1];
  if (unmasked && fieldDefinition(unmasked)) return fieldDefinition(unmasked)!.label;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
    .replace(/\b(?:masked)\b\s*/g, '')
    .replace(/\b(?:abn|acn|bsb|tfn|usi|spin|id|bpay)\b/g, (acronym) => acronym.toUpperCase())
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
