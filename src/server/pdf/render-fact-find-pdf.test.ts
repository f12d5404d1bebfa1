import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '@/server/test-support/read-pdf-text';
import type { FactFindSnapshot } from '@/server/core/fact-find/fact-find-snapshot';
import { missingFacts } from '@/shared/record/missing-facts';
import type { Cycle } from '@/shared/record/record-fields';
import type { FactProvenance, RecordFact, RecordItem } from '@/shared/record/record-types';
import type { FactOffer } from '@/shared/schemas/extracted-facts';
import { renderFactFindPdf } from './render-fact-find-pdf';
import { renderFactFindPdfOffThread } from './render-off-thread';

const at = '2026-11-20T01:00:00.000Z';
const adviser: FactProvenance = {
  kind: 'adviser',
  actorName: 'Jo Citizen',
  documentId: null,
  filename: null,
  page: null,
  box: null,
  text: null,
  confidence: null,
  requestId: null,
};
const read = (filename: string, page: number): FactProvenance => ({
  ...adviser,
  kind: 'document',
  documentId: `doc-${filename}`,
  filename,
  page,
  confidence: 'high',
});
const licence = read('licence-front.jpg', 1);
const payslip = read('payslip-2026-11.pdf', 1);
const statement = (page: number) => read('super-statement-2025.pdf', page);

type Units = { cycle?: Cycle; asAt?: string; period?: string };
type Extra = Units & {
  source?: FactProvenance;
  status?: RecordFact['status'];
  confirmedByClientAt?: string;
};

/** One fact of the record as the ledger gives it. */
function fact(subject: string, field: string, value: unknown, extra: Extra = {}): RecordFact {
  return {
    subject,
    field,
    value,
    cycle: extra.cycle ?? null,
    asAt: extra.asAt ?? null,
    period: extra.period ?? null,
    status: extra.status ?? (extra.source && extra.source !== adviser ? 'accepted' : 'set'),
    source: extra.source ?? adviser,
    at,
    earlier: 0,
    confirmedByClientAt: extra.confirmedByClientAt ?? null,
  };
}

const item = (kind: string, id: string, createdAt = at): RecordItem => ({
  subject: `${kind}:${id}`,
  kind,
  id,
  createdAt,
});

function offer(label: string, display: string, extra: Partial<FactOffer> = {}): FactOffer {
  return {
    key: `client.${label}`,
    screen: 'fact-find',
    section: 'employment',
    label,
    display,
    current: null,
    replacesDefault: false,
    conflict: null,
    changes: {},
    units: {},
    clientWord: null,
    checks: [],
    sources: [
      {
        documentId: 'doc-payslip',
        filename: 'payslip-2026-11.pdf',
        documentType: 'payslip',
        documentDate: '2026-11-09',
        page: 1,
        text: display,
        box: null,
        confidence: 'high',
        corrected: false,
      },
    ],
    ...extra,
  };
}

function snapshotOf(
  facts: RecordFact[],
  items: RecordItem[],
  rest: Partial<FactFindSnapshot['record']> & { client?: Partial<FactFindSnapshot['client']> } = {},
): FactFindSnapshot {
  const { client, ...record } = rest;
  return {
    version: 2,
    preparedAt: '2026-11-27T02:30:00.000Z',
    practice: { name: 'Harbour Wealth Partners' },
    adviser: { name: 'Jo Citizen', email: 'jo@harbourwealth.com.au' },
    client: {
      id: '0e5b8f8e-5d41-4f6b-9f43-2c1d6a6b7f10',
      givenNames: String(facts.find((one) => one.field === 'givenNames')?.value ?? ''),
      familyName: String(facts.find((one) => one.field === 'familyName')?.value ?? ''),
      scopeOfAdvice: ['Retirement planning', 'Investment advice', 'Insurance advice', 'Debt management'],
      consentAt: '2026-11-01T00:00:00.000Z',
      createdAt: '2026-11-01T00:00:00.000Z',
      ...client,
    },
    record: {
      clientId: '0e5b8f8e-5d41-4f6b-9f43-2c1d6a6b7f10',
      facts,
      items,
      offers: [],
      flaggedDocuments: [],
      missing: missingFacts(facts, items),
      completion: { percent: 100, missing: [] },
      readyToSign: true,
      ...record,
    },
    goalAudioNotes: { count: 0, totalSeconds: 0 },
    questionnaire: { completedSections: [], completedAt: null },
    scopeSections: ['goals', 'retirement', 'income', 'assets', 'liabilities', 'insurance', 'risk'],
    documents: [],
    clientConfirmations: [],
  };
}

const super1 = item('super', 'a1');
const bank1 = item('bank', 'b1');
const loan = item('liability', 'l1');
const incomeCover = item('policy', 'p1');
const trauma = item('policy', 'p2');
const unit = item('asset', 'as1');
const goal = item('goal', 'g1');

/** A couple with every section, names that need more than ASCII, values read from documents and given by people. */
function richSnapshot(): FactFindSnapshot {
  const facts: RecordFact[] = [
    fact('client', 'givenNames', 'Siobhán Marie', {
      source: licence,
      status: 'confirmed',
      confirmedByClientAt: '2026-11-26T03:00:00.000Z',
    }),
    fact('client', 'familyName', "O'Brien-Łukasz", { source: licence }),
    fact('client', 'preferredName', 'Shiv'),
    fact('client', 'dob', '1985-03-12', { source: licence }),
    fact('client', 'sex', 'female'),
    fact('client', 'countryOfBirth', 'Ireland'),
    fact('client', 'citizenships', ['Australia', 'Ireland']),
    fact('client', 'email', 'siobhan@example.com'),
    fact('client', 'mobile', '0491570156', {
      source: { ...adviser, kind: 'client', actorName: 'The client' },
      status: 'confirmed',
      confirmedByClientAt: '2026-11-26T03:00:00.000Z',
    }),
    fact('client', 'preferredContact', 'sms'),
    fact('client', 'streetAddress', '12 Wattle St', { source: licence }),
    fact('client', 'suburb', 'Bondi', { source: licence }),
    fact('client', 'state', 'NSW', { source: licence }),
    fact('client', 'postcode', '2026', { source: licence }),
    fact('client', 'postalSameAsResidential', true),
    fact('client', 'propertyOwnership', 'own'),
    fact('client', 'propertyValue', 1450000, { asAt: '2026-10-01' }),
    fact('client', 'propertyValueBasis', 'indicative-median'),
    fact('client', 'occupation', 'Civil engineer', { source: payslip }),
    fact('client', 'employer', 'Harbourline Logistics'),
    fact('client', 'employmentType', 'full-time'),
    fact('client', 'maritalStatus', 'defacto'),
    fact('client', 'spouseGivenNames', 'Nguyễn Văn'),
    fact('client', 'spouseFamilyName', 'An'),
    fact('client', 'spouseDob', '1984-07-01'),
    fact('client', 'spouseOccupation', 'Architect'),
    fact('client', 'spouseEmployer', 'Studio Nine'),
    fact('client', 'dependants', [{ name: 'Niamh', dateOfBirth: '2015-05-05', relationship: 'Daughter' }]),
    fact('client', 'smokingStatus', 'never'),
    fact('client', 'scopeOfAdvice', ['Retirement planning', 'Investment advice', 'Insurance advice']),
    fact('client', 'serviceLevel', 'comprehensive'),
    fact('client', 'privacyConsent', true),
    fact('client', 'dataSharing', false),
    fact('cashFlow', 'baseSalary', 145000, { source: payslip, cycle: 'annual' }),
    fact('cashFlow', 'superGuarantee', 16675, { cycle: 'annual' }),
    fact('cashFlow', 'rentalIncome', 26000, { cycle: 'annual' }),
    fact('cashFlow', 'livingExpenses', 4200, { cycle: 'monthly' }),
    fact('cashFlow', 'schoolFees', 1200, { cycle: 'monthly' }),
    fact('cashFlow', 'abn', '51824753556'),
    fact('income', 'grossPay', 5576.92, {
      source: payslip,
      cycle: 'fortnightly',
      period: '2026-10-27/2026-11-09',
    }),
    fact('income', 'payFrequency', 'Fortnightly', { source: payslip }),
    fact('income', 'ytdGross', 52000, { source: payslip, period: '2026-07-01/2026-11-09' }),
    fact('income', 'ytdTax', 12000.4, { source: payslip, period: '2026-07-01/2026-11-09' }),
    fact('tax', 'taxableIncome', 142300, { source: read('notice-of-assessment.pdf', 1), period: '2024-25' }),
    fact('tax', 'taxPayable', 35123.5, { source: read('notice-of-assessment.pdf', 1), period: '2024-25' }),
    fact('answers', 'retirementAge', '60'),
    fact('answers', 'retirementLifestyle', 'comfortable'),
    fact('answers', 'travelPlans', 'Europe in 2027'),
    fact('answers', 'investmentExperience', 'moderate'),
    fact('answers', 'riskTolerance', 'growth'),
    fact('answers', 'timeHorizon', 'long'),
    fact('answers', 'superContributions', '10000', { cycle: 'annual' }),
    // A super fund whose TPD cover nobody knows.
    fact(super1.subject, 'fundName', 'AustralianSuper', { source: statement(1) }),
    fact(super1.subject, 'memberNumberMasked', '****5678', { source: statement(1) }),
    fact(super1.subject, 'balance', 286735.09, { source: statement(1), asAt: '2025-06-30' }),
    fact(super1.subject, 'statementDate', '2025-06-30', { source: statement(1) }),
    fact(super1.subject, 'investmentOption', 'Balanced'),
    fact(super1.subject, 'insuranceLife', 250000, { source: statement(2) }),
    fact(super1.subject, 'insuranceLifePremium', 420, { source: statement(2), cycle: 'annual' }),
    fact(super1.subject, 'insuranceIP', 4500, { source: statement(2), cycle: 'monthly' }),
    fact(super1.subject, 'insuranceIPWaitingPeriod', 90, { source: statement(2) }),
    fact(super1.subject, 'contributionsYTD', 14210, { source: statement(1), period: '2024-25' }),
    fact(bank1.subject, 'bankName', 'Commonwealth Bank'),
    fact(bank1.subject, 'bsbMasked', '062-***'),
    fact(bank1.subject, 'accountNumberMasked', '****4321'),
    fact(bank1.subject, 'accountType', 'transaction'),
    fact(bank1.subject, 'balance', 12000.5, { asAt: '2026-10-31' }),
    fact(bank1.subject, 'averageIncomeMonthly', 8200, { cycle: 'monthly' }),
    fact(loan.subject, 'type', 'home-loan'),
    fact(loan.subject, 'lender', 'Westpac', { source: read('home-loan-oct.pdf', 1) }),
    fact(loan.subject, 'accountNumber', '****9012', { source: read('home-loan-oct.pdf', 1) }),
    fact(loan.subject, 'balance', 578000, { source: read('home-loan-oct.pdf', 1), asAt: '2026-10-31' }),
    fact(loan.subject, 'interestRate', 6.14, { source: read('home-loan-oct.pdf', 1) }),
    fact(loan.subject, 'repaymentAmount', 4100, { source: read('home-loan-oct.pdf', 1), cycle: 'monthly' }),
    fact(loan.subject, 'fixedRateExpiry', '2027-06-30', { source: read('home-loan-oct.pdf', 2) }),
    fact(loan.subject, 'features', ['offset', 'redraw']),
    // The income protection premium is annual on the policy schedule.
    fact(incomeCover.subject, 'type', 'income-protection', { source: read('tal-schedule.pdf', 1) }),
    fact(incomeCover.subject, 'insurer', 'TAL', { source: read('tal-schedule.pdf', 1) }),
    fact(incomeCover.subject, 'premium', 726.32, { source: read('tal-schedule.pdf', 1), cycle: 'annual' }),
    fact(incomeCover.subject, 'premiumFrequency', 'Yearly', { source: read('tal-schedule.pdf', 1) }),
    fact(incomeCover.subject, 'fundingMethod', 'personal'),
    fact(trauma.subject, 'type', 'trauma'),
    fact(trauma.subject, 'insurer', 'TAL'),
    fact(trauma.subject, 'sumInsured', 150000),
    fact(trauma.subject, 'premium', 95.5, { cycle: 'monthly' }),
    fact(unit.subject, 'type', 'investment-property'),
    fact(unit.subject, 'description', '4/18 Beach Rd, Coogee'),
    fact(unit.subject, 'currentValue', 820000, { asAt: '2026-09-30' }),
    fact(unit.subject, 'purchasePrice', 610000),
    fact(unit.subject, 'ownershipSplit', '50/50'),
    fact(unit.subject, 'incomePA', 26000, { cycle: 'annual' }),
    fact(goal.subject, 'description', 'Retire at 60 with $80,000 a year'),
    fact(goal.subject, 'category', 'retirement'),
    fact(goal.subject, 'timeframe', 'long'),
    fact(goal.subject, 'priority', 'high'),
    fact(goal.subject, 'targetAmount', 1200000),
    fact(goal.subject, 'targetDate', '2045-03-12'),
  ];
  const items = [super1, bank1, loan, incomeCover, trauma, unit, goal];
  const snapshot = snapshotOf(facts, items, {
    offers: [
      offer('Employer', 'Kingfisher Marine Engineering Pty Ltd', {
        current: 'Harbourline Logistics',
        conflict: { givenBy: 'Jo Citizen', status: 'set', at: '2026-11-10T00:00:00.000Z' },
      }),
      offer('Occupation', 'Senior engineer'),
      offer('Postcode', '2031', { section: 'address' }),
    ],
    flaggedDocuments: [
      {
        id: 'doc-other',
        filename: 'someone-elses-statement.pdf',
        type: 'super',
        documentDate: '2025-06-30',
        person: { status: 'other', name: 'Dana Smith', dateOfBirth: null },
      },
    ],
    readyToSign: false,
  });
  snapshot.goalAudioNotes = { count: 2, totalSeconds: 200 };
  snapshot.questionnaire = { completedSections: ['goals', 'retirement', 'risk'], completedAt: null };
  snapshot.documents = [
    {
      id: 'doc-licence-front.jpg',
      filename: 'licence-front.jpg',
      type: 'license',
      uploadedAt: '2026-11-02T00:00:00.000Z',
      status: 'read',
      confidence: 'high',
    },
    {
      id: 'doc-super-statement-2025.pdf',
      filename: 'super-statement-2025.pdf',
      type: 'super',
      uploadedAt: '2026-11-02T00:00:00.000Z',
      status: 'read',
      confidence: 'high',
    },
  ];
  snapshot.clientConfirmations = [
    {
      key: 'fact:occupation',
      field: 'occupation',
      label: 'Occupation',
      value: 'Civil engineer',
      correction: 'Senior civil engineer',
      confirmedAt: '2026-11-26T03:00:00.000Z',
    },
  ];
  return snapshot;
}

/** A client the adviser has only just met: a name, the intake's defaults, one fund with nothing but its name. */
function sparseSnapshot(): FactFindSnapshot {
  const fund = item('super', 's1');
  const facts = [
    fact('client', 'givenNames', 'Hao'),
    fact('client', 'familyName', 'Nguyen'),
    fact('client', 'dob', '1978-01-01', { status: 'default', source: { ...adviser, kind: 'default' } }),
    fact('client', 'propertyOwnership', 'rent', {
      status: 'default',
      source: { ...adviser, kind: 'default' },
    }),
    fact(fund.subject, 'fundName', 'Rest', { source: read('rest-statement.pdf', 1) }),
  ];
  const snapshot = snapshotOf(facts, [fund], {
    completion: {
      percent: 20,
      missing: ['email', 'dob', 'mobile', 'streetAddress', 'occupation', 'employer', 'bankAccounts', 'goals'],
    },
    readyToSign: false,
    client: { scopeOfAdvice: [] },
  });
  snapshot.scopeSections = ['goals'];
  // The client confirmed an employer read from a payslip, but the record holds no employer.
  snapshot.clientConfirmations = [
    {
      key: 'fact:employer',
      field: 'employer',
      label: 'Employer',
      value: 'Kingfisher Marine Engineering Pty Ltd',
      correction: null,
      confirmedAt: '2026-11-26T03:00:00.000Z',
    },
  ];
  return snapshot;
}

const render = (snapshot: FactFindSnapshot, contentHash = 'ab12cd34ef56'.padEnd(64, '0')) =>
  renderFactFindPdf({ snapshot, contentHash });

/** The PDF's pages as text, runs of space collapsed. */
async function textOf(pdf: Buffer) {
  const { pages, info } = await readPdfText(pdf);
  return { pages, info, all: pages.join(' ') };
}

/** The text of one numbered section: from its heading to the next one. */
function section(all: string, title: string): string {
  const start = all.search(new RegExp(`SECTION \\d+ ${title}`));
  expect(start, title).toBeGreaterThanOrEqual(0);
  const next = all.slice(start + 10).search(/SECTION \d+ /);
  return next < 0 ? all.slice(start) : all.slice(start, start + 10 + next);
}

describe('renderFactFindPdf', () => {
  it('prints the record section by section: cover, contents, cycles, dates and periods, page numbers', async () => {
    const pdf = await render(richSnapshot());
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/fact-find-sample.pdf', pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, info, all } = await textOf(pdf);
    expect(info.Title).toBe("Fact Find: Siobhán Marie O'Brien-Łukasz");
    expect(info.Author).toBe('Jo Citizen, Harbour Wealth Partners');

    // Cover: the practice, the client and partner (a letter the font lacks falls back to its base letter).
    expect(pages[0]).toContain('Harbour Wealth Partners');
    expect(pages[0]).toContain("Siobhán Marie O'Brien-Łukasz");
    expect(pages[0]).toContain('and Nguyen Văn An');
    expect(pages[0]).toContain('Prepared 27 November 2026');
    expect(pages[0]).toContain('AB12CD34EF56');
    // The cover points to the completion section by its number in the contents, whatever sections precede it.
    const completionNumber = /(\d+)\. Completion and readiness to sign/.exec(pages[0] ?? '')?.[1];
    expect(completionNumber).toBeDefined();
    expect(pages[0]).toContain(`READY TO SIGN Not yet (see section ${completionNumber})`);
    expect(pages[0]).toContain('Contents');
    expect(pages[0]).toContain('14. Superannuation');
    // Every page after the cover is numbered "Page n of N".
    pages.slice(1).forEach((text, index) => expect(text).toContain(`Page ${index + 2} of ${pages.length}`));

    // The record's sections in the registry's order, then what is not known, review, completion, documents.
    const order = [
      'Personal details',
      'Contact',
      'Address',
      'Property',
      'Employment',
      'Partner',
      'Family',
      'Health and lifestyle',
      'Scope of advice',
      'Income',
      'Tax',
      'Centrelink and other government payments',
      'Expenses',
      'Superannuation',
      'Bank accounts',
      'Investments and other assets',
      'Debts',
      'Insurance',
      'Goals and objectives',
      'Retirement',
      'Risk profile',
      'Estate planning',
      'Customer due diligence',
      'Not yet known',
      'Waiting for review',
      'Reasonable inquiries',
      'Completion and readiness to sign',
      'Documents and sources',
      'Declarations',
    ];
    const body = pages.slice(1).join(' ');
    const positions = order.map((title, index) => body.indexOf(`SECTION ${index + 1} ${title}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // Client and partner side by side: the partner's column holds the partner's facts.
    expect(section(all, 'Personal details')).toMatch(
      /Date of birth 12\/03\/1985 \(age 41\) 01\/07\/1984 \(age 42\)/,
    );
    expect(section(all, 'Employment')).toMatch(/Occupation Civil engineer Architect/);
    // Choices in words, an ABN in its groups.
    expect(section(all, 'Property')).toContain('Owns the home');
    expect(section(all, 'Property')).toContain('Indicative median (not a valuation)');
    expect(section(all, 'Partner')).toContain('De facto');
    expect(section(all, 'Income')).toContain('51 824 753 556');
  });

  it('states cycles, dates and periods: a year, a fortnight, as at, the financial year', async () => {
    const { all } = await textOf(await render(richSnapshot()));
    // The annual income protection premium is a year, never a month; a monthly premium stays monthly.
    const insurance = section(all, 'Insurance');
    expect(insurance).toContain('$726.32 a year');
    expect(all).not.toMatch(/\$726(\.32)? a month/);
    expect(insurance).toContain('$95.50 a month');
    expect(insurance).toContain('Premium frequency: Yearly');
    // In super: premiums a year, the income protection benefit a month.
    const superannuation = section(all, 'Superannuation');
    expect(superannuation).toContain('$420 a year');
    expect(superannuation).toContain('$4,500 a month');
    expect(superannuation).toContain('90 days');
    // Balances with their date, contributions with their financial year.
    expect(superannuation).toContain('$286,735.09 as at 30/06/2025');
    expect(superannuation).toContain('$14,210 for the 2024–25 financial year');
    expect(section(all, 'Bank accounts')).toContain('$12,000.50 as at 31/10/2026');
    expect(section(all, 'Debts')).toContain('$578,000 as at 31/10/2026');
    expect(section(all, 'Debts')).toContain('$4,100 a month');
    expect(section(all, 'Debts')).toContain('6.14% p.a.');
    // Income: the salary a year, the latest pay with its cycle and period, the year to date with its period.
    const income = section(all, 'Income');
    expect(income).toContain('$145,000 a year');
    expect(income).toContain('$5,576.92 a fortnight for 27/10/2026 to 09/11/2026');
    expect(income).toContain('$52,000 for 01/07/2026 to 09/11/2026');
    expect(income).toContain('$12,000.40 for 01/07/2026 to 09/11/2026');
    // The super guarantee is shown but not counted: 145,000 + 26,000 rental.
    expect(income).toContain('Total income $171,000 a year');
    const tax = section(all, 'Tax');
    expect(tax).toContain('$142,300 for the 2024–25 financial year');
    expect(tax).toContain('$35,123.50 for the 2024–25 financial year');
    expect(section(all, 'Expenses')).toContain('Total expenses $5,400 a month ($64,800 a year)');
  });

  it('prints each value with its source, and "Confirmed by client" only beside a value the record holds', async () => {
    const { all } = await textOf(await render(richSnapshot()));
    expect(section(all, 'Address')).toMatch(/Street address 12 Wattle St licence-front\.jpg p\.1/);
    expect(section(all, 'Income')).toContain('payslip-2026-11.pdf p.1');
    expect(section(all, 'Tax')).toContain('notice-of-assessment.pdf p.1');
    expect(section(all, 'Superannuation')).toMatch(/Life cover \$250,000 super-statement-2025\.pdf p\.2/);
    expect(section(all, 'Superannuation')).toMatch(/Investment option Balanced adviser \(Jo Citizen\)/);
    // An item's sources: the one most of its values share, then the others by fact.
    const debts = section(all, 'Debts');
    expect(debts).toMatch(
      /home-loan-oct\.pdf p\.1 Type, Features: adviser \(Jo Citizen\) Fixed rate ends: home-?\s?loan-oct\.pdf p\.2/,
    );
    // The client's word beside the two values they confirmed, and nowhere else.
    expect(section(all, 'Personal details')).toMatch(
      /Given names Siobhán Marie Nguyen Văn Confirmed by client on 26\/11\/2026 · licence-front\.jpg p\.1/,
    );
    expect(section(all, 'Contact')).toMatch(/Mobile 0491 570 156 Confirmed by client on 26\/11\/2026/);
    expect(all.match(/Confirmed by client on/g)).toHaveLength(2);
    // What the client said through a request is listed with the reading it was about.
    expect(section(all, 'Documents and sources')).toContain(
      'Occupation Civil engineer Client corrected this to "Senior civil engineer" on 26/11/2026',
    );
  });

  it('never prints an unknown or a default as a value: unknowns are listed as not yet known', async () => {
    const rich = (await textOf(await render(richSnapshot()))).all;
    // The fund's TPD cover is unknown: no "$0", and it is in the missing list.
    expect(section(rich, 'Superannuation')).not.toContain('TPD');
    expect(rich).not.toMatch(/\$0(\.00)?\b/);
    expect(section(rich, 'Not yet known')).toContain('AustralianSuper ****5678: TPD cover');

    const sparsePdf = await render(sparseSnapshot());
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/fact-find-sparse.pdf', sparsePdf);
    const sparse = await textOf(sparsePdf);
    // The intake's default date of birth and "rent" are not facts: not printed, listed as not known.
    expect(sparse.all).not.toContain('01/01/1978');
    expect(sparse.all).not.toMatch(/Rent/);
    const unknown = section(sparse.all, 'Not yet known');
    expect(unknown).toMatch(/Personal details Date of birth/);
    expect(unknown).toContain('Property ownership');
    expect(unknown).toContain('Rest: balance');
    expect(unknown).toContain('Rest: TPD cover');
    expect(unknown).toContain('A bank account');
    expect(section(sparse.all, 'Superannuation')).not.toMatch(/\$\d/);
    expect(section(sparse.all, 'Income')).toContain('Nothing recorded yet.');
    // The client confirmed an employer the record does not hold: no "Confirmed by client" beside a value.
    expect(sparse.all).not.toContain('Confirmed by client on');
    expect(section(sparse.all, 'Employment')).not.toContain('Kingfisher');
    expect(section(sparse.all, 'Documents and sources')).toContain(
      'Client confirmed this reading on 26/11/2026',
    );
    // No partner, no partner's column.
    expect(sparse.all).not.toContain('Partner’s');
    expect(sparse.pages[0]).not.toMatch(/Hao Nguyen and /);
    expect(sparse.pages[0]).toContain('COMPLETION 20% (2 of 10 required items)');
    // Nothing known adds up to no net position, not "$0".
    expect(sparse.all).not.toMatch(/\$0\b/);
    expect(sparse.all).not.toContain('Net position');
  });

  it('lists open conflicts, offers waiting, documents set aside, and says why it is not ready to sign', async () => {
    const { all } = await textOf(await render(richSnapshot()));
    const review = section(all, 'Waiting for review');
    expect(review).toContain('Open conflicts (1)');
    expect(review).toMatch(
      /Employer Harbourline Logistics Kingfisher Marine Engineering Pty Ltd Given by Jo Citizen on 10\/11\/2026 payslip-2026-11\.pdf p\.1/,
    );
    expect(review).toContain('2 other facts read from the documents wait for the adviser');
    expect(review).toContain('Employment 1, Address 1');
    expect(review).toContain('someone-elses-statement.pdf');
    expect(review).toContain('Dana Smith');
    const completion = section(all, 'Completion and readiness to sign');
    expect(completion).toContain('The Fact Find is 100% complete: 10 of the 10 required items.');
    expect(completion).toContain(
      'Not ready to sign: 3 of 7 questionnaire sections complete; 1 conflict open.',
    );
  });

  it('adds up only known amounts, each account once, and says what the net position leaves out', async () => {
    const snapshot = richSnapshot();
    const again = item('bank', 'b2', '2026-11-21T00:00:00.000Z');
    const unknownBalance = item('bank', 'b3', '2026-11-22T00:00:00.000Z');
    snapshot.record.items.push(again, unknownBalance);
    snapshot.record.facts.push(
      fact(again.subject, 'bankName', 'Commonwealth Bank'),
      fact(again.subject, 'accountNumberMasked', '4321'),
      fact(again.subject, 'balance', 12000.5, { asAt: '2026-10-31' }),
      fact(unknownBalance.subject, 'bankName', 'ING'),
    );
    const { all } = await textOf(await render(snapshot));
    expect(section(all, 'Bank accounts')).toContain('Listed again (same institution and number)');
    const net = section(all, 'Debts');
    // 1,450,000 home + 820,000 unit + 286,735.09 super + 12,000.50 bank (once) - 578,000 loan.
    expect(net).toContain('Home (indicative median, not a valuation) $1,450,000');
    expect(net).toContain('Bank accounts $12,000.50 1 without a known amount, not counted');
    expect(net).toContain('Net position (home at its indicative median) $1,990,735.59');
  });

  it('repeats a long table’s header on each page it runs onto, and keeps each row whole', async () => {
    const snapshot = sparseSnapshot();
    const accounts = Array.from({ length: 60 }, (_, index) =>
      item('bank', `n${index}`, `2026-11-20T00:00:${String(index).padStart(2, '0')}.000Z`),
    );
    snapshot.record.items.push(...accounts);
    accounts.forEach((account, index) =>
      snapshot.record.facts.push(
        fact(account.subject, 'bankName', `Bank number ${index + 1}`, {
          source: read(`bank-${index + 1}.pdf`, 1),
        }),
        fact(account.subject, 'accountNumberMasked', `****${String(1000 + index)}`),
        fact(account.subject, 'balance', 1000 + index, { asAt: '2026-10-31' }),
      ),
    );
    const pdf = await render(snapshot);
    writeFileSync('test-results/fact-find-long-table.pdf', pdf);
    const { pages } = await textOf(pdf);
    const withAccounts = pages.filter((text) => /Bank number \d+/.test(text));
    expect(withAccounts.length).toBeGreaterThan(1);
    for (const text of withAccounts) expect(text).toMatch(/Account Number Balance Source/);
    // Each account once, its row on one page: its name, number and balance together.
    for (let index = 0; index < 60; index += 1) {
      const name = `Bank number ${index + 1} `;
      const holding = pages.filter((text) => text.includes(name));
      expect(holding, name).toHaveLength(1);
      expect(holding[0]).toContain(`****${1000 + index}`);
    }
  });

  it('prints long texts and long lists in full, never cut at the foot of a page', async () => {
    const snapshot = sparseSnapshot();
    const plan = item('goal', 'long');
    const notes = `${'The client wants to keep working part time while the children finish school. '.repeat(24)}End of the notes.`;
    const funds = Array.from({ length: 30 }, (_, index) =>
      item('super', `f${index}`, `2026-11-21T00:00:${String(index).padStart(2, '0')}.000Z`),
    );
    snapshot.record.items.push(plan, ...funds);
    snapshot.record.facts.push(
      fact(plan.subject, 'description', 'Work part time from 55'),
      fact(plan.subject, 'notes', notes),
      ...funds.map((fund, index) => fact(fund.subject, 'fundName', `Fund ${index + 1}`)),
    );
    snapshot.record.missing = missingFacts(snapshot.record.facts, snapshot.record.items);
    const pdf = await render(snapshot);
    writeFileSync('test-results/fact-find-long-texts.pdf', pdf);
    const { all } = await textOf(pdf);
    const goals = section(all, 'Goals and objectives');
    expect(goals).toContain('Work part time from 55: Notes');
    expect(goals).toContain('End of the notes.');
    expect(goals).not.toContain('…');
    // 124 facts not yet known (four for each fund), every one listed.
    const unknown = section(all, 'Not yet known');
    for (let index = 1; index <= 30; index += 1)
      expect(unknown).toContain(`Fund ${index}: income protection benefit`);
    expect(unknown).toContain('Superannuation (continued)');
  });

  it('renders a whole Fact Find in well under a second (fonts are parsed once, not once a cell)', async () => {
    await render(richSnapshot());
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const start = performance.now();
      await render(richSnapshot());
      times.push(performance.now() - start);
    }
    // About 0.2 s here; re-reading the font for each table cell made it about 2 s.
    expect(times.sort((a, b) => a - b)[1]).toBeLessThan(1000);
  });

  it('renders off the event loop, with the same content', async () => {
    const options = { snapshot: richSnapshot(), contentHash: 'f'.repeat(64) };
    const inline = await readPdfText(await renderFactFindPdf(options));
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const offThread = await readPdfText(await renderFactFindPdfOffThread(options));
    clearInterval(ticker);
    expect(offThread.pages).toEqual(inline.pages);
    // The event loop kept turning while the worker laid the document out.
    expect(ticks).toBeGreaterThan(0);
  });
});
