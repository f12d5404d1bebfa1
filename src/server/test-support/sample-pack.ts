/**
 * One client's documents as the pipeline reads them (canonical fields, FIELDS.md), with what the client's
 * record must hold once they are accepted: the project's own fixture for the record's round trip, with the
 * cases that went wrong before (a premium paid yearly, contributions of a financial year, an older bill at a
 * previous address that dates itself nowhere, a home loan, a policy held outside super, a notice of
 * assessment, a fund that does not say its TPD cover).
 */
export type PackDocument = {
  filename: string;
  type: string;
  documentDate?: string;
  fields: Record<string, string | number>;
};

export const samplePack: PackDocument[] = [
  {
    filename: 'licence.jpg',
    type: 'license',
    documentDate: '2026-02-10',
    fields: {
      fullName: 'Priya Anjali Raman',
      firstName: 'Priya',
      lastName: 'Raman',
      dateOfBirth: '1984-07-19',
      addressStreet: '14 Banksia Crescent',
      addressSuburb: 'Ringwood',
      addressState: 'VIC',
      addressPostcode: '3134',
      licenceNumber: '012345678',
      expiryDate: '2031-07-19',
      issuingState: 'VIC',
    },
  },
  {
    // An old bill at the previous address, whose date was not read: it must not count as the newest.
    filename: 'old-gas-bill.pdf',
    type: 'other',
    fields: {
      fullName: 'Priya Raman',
      provider: 'AGL',
      addressStreet: '7 Kookaburra Lane',
      addressSuburb: 'Box Hill',
      addressState: 'VIC',
      addressPostcode: '3128',
    },
  },
  {
    filename: 'payslip-october.pdf',
    type: 'payslip',
    documentDate: '2026-10-15',
    fields: {
      fullName: 'Priya Raman',
      email: 'priya.raman@example.com',
      employer: 'Eastlink Logistics Pty Ltd',
      position: 'Operations Analyst',
      payPeriodStart: '2026-10-01',
      payPeriodEnd: '2026-10-14',
      payDate: '2026-10-15',
      payFrequency: 'fortnightly',
      grossPay: 3846.15,
      netPay: 2900.1,
      taxWithheld: 946.05,
      superGuarantee: 442.31,
      annualSalary: 100000,
      ytdGross: 13461.53,
      ytdTax: 3311.18,
      ytdSuper: 1548.08,
    },
  },
  {
    filename: 'aware-super-2026.pdf',
    type: 'super',
    documentDate: '2026-06-30',
    fields: {
      fullName: 'Priya Raman',
      fundName: 'Aware Super',
      memberNumber: '88123456',
      balance: 186432.77,
      statementDate: '2026-06-30',
      statementPeriodStart: '2025-07-01',
      investmentOption: 'High Growth',
      contributionsTotal: 14820.5,
      insuranceLife: 450000,
      insuranceLifePremium: 612.4,
      insuranceIP: 6250,
      insuranceIPPremium: 726.32,
      insuranceIPWaitingPeriod: 90,
      insuranceIPBenefitPeriod: 'to age 65',
    },
  },
  {
    filename: 'ing-september.pdf',
    type: 'bank',
    documentDate: '2026-09-30',
    fields: {
      fullName: 'Priya Raman',
      phone: '0412 555 019',
      addressStreet: '14 Banksia Crescent',
      addressSuburb: 'Ringwood',
      addressState: 'VIC',
      addressPostcode: '3134',
      bankName: 'ING',
      bsb: '923100',
      accountNumber: '45678912',
      accountType: 'savings',
      statementPeriodStart: '2026-09-01',
      statementPeriodEnd: '2026-09-30',
      openingBalance: 12000,
      closingBalance: 14250.4,
      totalCredits: 8000,
      totalDebits: 5749.6,
    },
  },
  {
    filename: 'home-loan.pdf',
    type: 'mortgage',
    documentDate: '2026-09-30',
    fields: {
      fullName: 'Priya Raman',
      lender: 'Bendigo Bank',
      accountNumber: '55501234567',
      balance: 578400,
      interestRate: 6.09,
      repaymentAmount: 3650,
      repaymentFrequency: 'monthly',
      securityAddress: '14 Banksia Crescent, Ringwood VIC 3134',
      fixedRateExpiry: '2027-03-31',
      statementDate: '2026-09-30',
    },
  },
  {
    filename: 'tal-trauma.pdf',
    type: 'insurance',
    documentDate: '2026-05-01',
    fields: {
      fullName: 'Priya Raman',
      insurer: 'TAL',
      policyNumber: 'TL9988776',
      policyType: 'trauma',
      sumInsured: 150000,
      premium: 1234.56,
      premiumFrequency: 'annual',
    },
  },
  {
    filename: 'notice-of-assessment.pdf',
    type: 'tax',
    fields: { fullName: 'Priya Raman', taxYear: '2025-26', taxableIncome: 98500, taxPayable: -1200.55 },
  },
  {
    filename: 'vanguard.pdf',
    type: 'investment',
    documentDate: '2026-09-30',
    fields: {
      fullName: 'Priya Raman',
      provider: 'Vanguard Personal Investor',
      accountNumber: 'VPI00012345',
      totalValue: 42310.9,
      statementDate: '2026-09-30',
    },
  },
];

/** One fact the record must hold after every offer is accepted, with what travels with it. */
export type PackFact = {
  subject: string;
  field: string;
  value: unknown;
  cycle?: string;
  asAt?: string;
  period?: string;
  /** Words the PDF must print for it (the value with its cycle, date or period). */
  printed: string;
};

/** The pack's facts by subject: 'client', 'cashFlow', 'income', 'tax', or an item kind (one of each here). */
export const samplePackFacts: PackFact[] = [
  { subject: 'client', field: 'givenNames', value: 'Priya Anjali', printed: 'Priya Anjali' },
  { subject: 'client', field: 'familyName', value: 'Raman', printed: 'Raman' },
  { subject: 'client', field: 'dob', value: '1984-07-19', printed: '19/07/1984' },
  { subject: 'client', field: 'email', value: 'priya.raman@example.com', printed: 'priya.raman@example.com' },
  { subject: 'client', field: 'mobile', value: '0412555019', printed: '0412 555 019' },
  { subject: 'client', field: 'streetAddress', value: '14 Banksia Crescent', printed: '14 Banksia Crescent' },
  { subject: 'client', field: 'suburb', value: 'Ringwood', printed: 'Ringwood' },
  { subject: 'client', field: 'postcode', value: '3134', printed: '3134' },
  {
    subject: 'client',
    field: 'employer',
    value: 'Eastlink Logistics Pty Ltd',
    printed: 'Eastlink Logistics Pty Ltd',
  },
  { subject: 'client', field: 'occupation', value: 'Operations Analyst', printed: 'Operations Analyst' },
  {
    subject: 'cashFlow',
    field: 'baseSalary',
    value: 100000,
    cycle: 'annual',
    printed: '$100,000 a year',
  },
  {
    subject: 'income',
    field: 'grossPay',
    value: 3846.15,
    cycle: 'fortnightly',
    period: '2026-10-01/2026-10-14',
    printed: '$3,846.15 a fortnight',
  },
  {
    subject: 'income',
    field: 'ytdTax',
    value: 3311.18,
    period: '2026-07-01/2026-10-14',
    printed: '$3,311.18 for 01/07/2026 to 14/10/2026',
  },
  {
    subject: 'tax',
    field: 'taxableIncome',
    value: 98500,
    period: '2025-26',
    printed: '$98,500 for the 2025–26 financial year',
  },
  { subject: 'super', field: 'fundName', value: 'Aware Super', printed: 'Aware Super' },
  { subject: 'super', field: 'memberNumberMasked', value: '****3456', printed: '****3456' },
  {
    subject: 'super',
    field: 'balance',
    value: 186432.77,
    asAt: '2026-06-30',
    printed: '$186,432.77 as at 30/06/2026',
  },
  {
    subject: 'super',
    field: 'contributionsYTD',
    value: 14820.5,
    period: '2025-07-01/2026-06-30',
    printed: '$14,820.50 for the 2025–26 financial year',
  },
  {
    subject: 'super',
    field: 'insuranceIPPremium',
    value: 726.32,
    cycle: 'annual',
    printed: '$726.32 a year',
  },
  { subject: 'super', field: 'insuranceIP', value: 6250, cycle: 'monthly', printed: '$6,250 a month' },
  { subject: 'super', field: 'insuranceLife', value: 450000, printed: '$450,000' },
  { subject: 'bank', field: 'bankName', value: 'ING', printed: 'ING' },
  { subject: 'bank', field: 'accountNumberMasked', value: '****8912', printed: '****8912' },
  { subject: 'bank', field: 'bsbMasked', value: '923-***', printed: '923-***' },
  {
    subject: 'bank',
    field: 'balance',
    value: 14250.4,
    asAt: '2026-09-30',
    printed: '$14,250.40 as at 30/09/2026',
  },
  { subject: 'liability', field: 'lender', value: 'Bendigo Bank', printed: 'Bendigo Bank' },
  {
    subject: 'liability',
    field: 'balance',
    value: 578400,
    asAt: '2026-09-30',
    printed: '$578,400 as at 30/09/2026',
  },
  { subject: 'liability', field: 'interestRate', value: 6.09, printed: '6.09% p.a.' },
  {
    subject: 'liability',
    field: 'repaymentAmount',
    value: 3650,
    cycle: 'monthly',
    printed: '$3,650 a month',
  },
  { subject: 'policy', field: 'type', value: 'trauma', printed: 'Trauma' },
  { subject: 'policy', field: 'insurer', value: 'TAL', printed: 'TAL' },
  { subject: 'policy', field: 'sumInsured', value: 150000, printed: '$150,000' },
  { subject: 'policy', field: 'premium', value: 1234.56, cycle: 'annual', printed: '$1,234.56 a year' },
  {
    subject: 'asset',
    field: 'institution',
    value: 'Vanguard Personal Investor',
    printed: 'Vanguard Personal Investor',
  },
  {
    subject: 'asset',
    field: 'currentValue',
    value: 42310.9,
    asAt: '2026-09-30',
    printed: '$42,310.90 as at 30/09/2026',
  },
];
