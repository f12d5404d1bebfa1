import { readPdfText } from '@/server/test-support/read-pdf-text';
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FactFindSnapshot } from '@/server/core/fact-find/fact-find-snapshot';
import { renderFactFindPdf } from './render-fact-find-pdf';
import { renderFactFindPdfOffThread } from './render-off-thread';

/** A couple with every section filled in, names that need more than ASCII, and values read from documents. */
function richSnapshot(): FactFindSnapshot {
  const source = {
    documentId: '7d0f5a53-0c39-4a1f-9d1e-3cfd5b7a1c11',
    filename: 'licence-front.jpg',
    type: 'license',
    page: 1,
  };
  return {
    version: 1,
    preparedAt: '2025-03-12T02:30:00.000Z',
    practice: { name: 'Harbour Wealth Partners' },
    adviser: { name: 'Jo Citizen', email: 'jo@harbourwealth.com.au' },
    client: {
      id: '0e5b8f8e-5d41-4f6b-9f43-2c1d6a6b7f10',
      givenNames: 'Siobhán Marie',
      familyName: "O'Brien-Łukasz",
      preferredName: 'Shiv',
      dob: '1985-03-12',
      sex: 'female',
      email: 'siobhan@example.com',
      mobile: '0491570156',
      preferredContact: 'email',
      streetAddress: '12 Wattle St',
      suburb: 'Bondi',
      state: 'NSW',
      postcode: '2026',
      country: 'Australia',
      postalAddress: 'PO Box 42',
      postalSuburb: 'Bondi Junction',
      postalState: 'NSW',
      postalPostcode: '1355',
      postalSameAsResidential: false,
      yearsAtAddress: 6,
      propertyOwnership: 'own',
      propertyValue: 1450000,
      maritalStatus: 'married',
      relationshipDate: null,
      livingArrangements: null,
      spouseGivenNames: 'Nguyễn Văn',
      spouseFamilyName: 'An',
      spouseDob: '1984-07-01',
      spouseOccupation: 'Architect',
      spouseEmployer: 'Studio Nine',
      spouseEmail: 'an@example.com',
      spouseMobile: '0412345678',
      dependants: [{ name: 'Niamh', dateOfBirth: '2015-05-05', relationship: 'Daughter' }],
      countryOfBirth: 'Ireland',
      citizenships: ['Australia', 'Ireland'],
      visaStatus: null,
      taxResidency: 'Australian',
      medicareNumber: null,
      dvaStatus: null,
      healthSummary: null,
      smokingStatus: 'never',
      hazardousPursuits: null,
      occupation: 'Civil engineer',
      employer: 'Harbourline Logistics',
      industry: 'Transport',
      employmentType: 'full-time',
      tenure: '6 years',
      workingHours: '38 a week',
      redundancyRisk: null,
      scopeOfAdvice: ['Retirement planning', 'Investment advice', 'Insurance advice', 'Debt management'],
      immediateDeadlines: 'Salary sacrifice decision before 30 June',
      serviceLevel: 'comprehensive',
      meetingCadence: 'annual',
      thirdPartyAuthority: false,
      privacyConsent: true,
      dataSharing: false,
      defaultedFields: [],
      consentAt: '2025-03-01T00:00:00.000Z',
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-12T00:00:00.000Z',
    },
    superAccounts: [
      {
        id: 'a1',
        fundName: 'AustralianSuper',
        memberNumberMasked: '****5678',
        balance: 81234.56,
        statementDate: '2024-06-30',
        investmentOption: 'Balanced',
        fees: 412,
        insuranceLife: 250000,
        insuranceLifePremium: 420,
        insuranceTPD: 200000,
        insuranceTPDPremium: 310,
        insuranceIP: 4500,
        insuranceIPPremium: 55,
        insuranceIPWaitingPeriod: 90,
        insuranceIPBenefitPeriod: 'to age 65',
        contributionsYTD: 14210,
        lastStatementPeriod: '2023-24',
        confidence: 'high',
        source: { documentId: 'd1', filename: 'super-statement-2024.pdf', type: 'super' },
        createdAt: '2025-03-01T00:00:00.000Z',
      },
    ],
    bankAccounts: [
      {
        id: 'b1',
        bankName: 'Commonwealth Bank',
        bsbMasked: '062-***',
        accountNumberMasked: '****4321',
        accountType: 'transaction',
        balance: 12000.5,
        averageIncomeMonthly: 8200,
        averageExpensesMonthly: 6100,
        confidence: 'low',
        source: null,
        createdAt: '2025-03-01T00:00:00.000Z',
      },
    ],
    goals: [
      {
        id: 'g1',
        description: 'Retire at 60 with $80,000 a year',
        category: 'retirement',
        timeframe: 'long',
        priority: 'high',
        targetAmount: 1200000,
        targetDate: '2045-03-12',
        notes: 'Wants to travel in the first years',
        source: 'typed',
        createdAt: '2025-03-01T00:00:00.000Z',
      },
    ],
    goalAudioNotes: { count: 2, totalSeconds: 200 },
    questionnaire: {
      answers: {
        retirementAge: '60',
        retirementLifestyle: 'comfortable',
        travelPlans: 'Europe in 2027',
        investmentExperience: 'moderate',
        riskTolerance: 'growth',
        timeHorizon: 'long',
        homeValue: '1500000',
        superContributions: '10000',
      },
      cashFlow: {
        baseSalary: 145000,
        superGuarantee: 16675,
        bonuses: null,
        commissions: null,
        allowances: null,
        salaryPackaging: null,
        rentalIncome: 26000,
        dividendIncome: null,
        interestIncome: null,
        otherIncome: null,
        govBenefits: null,
        livingExpenses: 4200,
        discretionarySpending: 900,
        insurancePremiums: null,
        childSupport: null,
        schoolFees: 1200,
        childcare: null,
        rentOrBoard: null,
        abn: '51824753556',
        businessStructure: 'sole-trader',
        irregularIncome: true,
      },
      assets: [
        {
          id: 'as1',
          type: 'investment-property',
          description: '4/18 Beach Rd, Coogee',
          institution: null,
          accountNumber: null,
          currentValue: 820000,
          purchasePrice: 610000,
          purchaseDate: '2016-02-01',
          ownershipSplit: '50/50',
          incomePA: 26000,
        },
      ],
      liabilities: [
        {
          id: 'l1',
          type: 'home-loan',
          lender: 'Westpac',
          accountNumber: '****9012',
          balance: 640000,
          limit: null,
          interestRate: 6.14,
          repaymentAmount: 4100,
          repaymentFrequency: 'monthly',
          securityProperty: '12 Wattle St, Bondi',
          fixedRateExpiry: null,
          features: ['offset', 'redraw'],
        },
      ],
      insurancePolicies: [
        {
          id: 'p1',
          type: 'income-protection',
          insurer: 'TAL',
          policyNumber: '****7788',
          sumInsured: 7500,
          premium: 2100,
          premiumType: 'stepped',
          fundingMethod: 'personal',
          waitingPeriod: '30 days',
          benefitPeriod: 'to age 65',
          loadings: null,
          exclusions: null,
        },
      ],
      completedSections: ['goals', 'retirement', 'risk'],
      completedAt: '2025-03-10T00:00:00.000Z',
    },
    scopeSections: ['goals', 'retirement', 'income', 'assets', 'liabilities', 'insurance', 'risk'],
    completion: { percent: 100, missing: [] },
    documents: [
      {
        id: 'd1',
        filename: 'super-statement-2024.pdf',
        type: 'super',
        uploadedAt: '2025-03-02T00:00:00.000Z',
        status: 'read',
        confidence: 'high',
      },
      {
        id: source.documentId,
        filename: 'licence-front.jpg',
        type: 'license',
        uploadedAt: '2025-03-02T00:00:00.000Z',
        status: 'read',
        confidence: 'high',
      },
    ],
    fieldSources: { dob: source, streetAddress: source, name: source },
  };
}

const pdfText = (pdf: Buffer) => readPdfText(pdf);

describe('renderFactFindPdf', () => {
  it('writes a cover, every section, page numbers and the sources of extracted values', async () => {
    const pdf = await renderFactFindPdf({
      snapshot: richSnapshot(),
      contentHash: 'ab12cd34ef56'.padEnd(64, '0'),
    });
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/fact-find-sample.pdf', pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const { pages, info } = await pdfText(pdf);
    const all = pages.join(' ');
    expect(info.Title).toBe("Fact Find: Siobhán Marie O'Brien-Łukasz");
    expect(info.Author).toBe('Jo Citizen, Harbour Wealth Partners');

    // Cover: the practice, the client and partner (a letter the font lacks falls back to its base letter).
    expect(pages[0]).toContain('Harbour Wealth Partners');
    expect(pages[0]).toContain("Siobhán Marie O'Brien-Łukasz");
    expect(pages[0]).toContain('Nguyen Văn An');
    expect(pages[0]).toContain('Prepared 12 March 2025');
    expect(pages[0]).toContain('AB12CD34EF56');
    expect(pages[0]).toContain('Contents');

    for (const section of [
      'Client and partner',
      'Addresses and property',
      'Employment',
      'Superannuation',
      'Bank accounts',
      'Cash flow',
      'Assets and liabilities',
      'Insurance',
      'Goals and objectives',
      'Retirement planning',
      'Risk profile',
      'Scope of advice',
      'Missing information',
      'Documents and sources',
      'Acknowledgement',
    ]) {
      expect(pages.slice(1).join(' ')).toContain(section);
    }
    // Every page after the cover is numbered "Page n of N".
    pages.slice(1).forEach((text, index) => expect(text).toContain(`Page ${index + 2} of ${pages.length}`));

    // en-AU money and dates, masked numbers, sources.
    expect(all).toContain('12/03/1985 (age 40)');
    expect(all).toContain('$81,234.56');
    expect(all).toContain('$12,000.50');
    expect(all).toContain('****5678');
    expect(all).toContain('062-***');
    expect(all).not.toMatch(/062-?123/);
    expect(all).toContain('0491 570 156');
    expect(all).toContain("Source: Driver's License (licence-front.jpg, p. 1)");
    expect(all).toMatch(/Superannuation Statement: super- ?statement-2024\.pdf/);
    expect(all).toContain('Entered by adviser');
    expect(all).toContain('$145,000');
    // The super guarantee is shown but not counted: 145,000 + 26,000 rental.
    expect(all).toContain('Total income $171,000');
    expect(all).toContain('Paid into super; not counted in total income');
    expect(all).toContain('$95,400');
    expect(all).toContain('$4,500 a month');
    expect(all).toContain('90-day waiting period');
    expect(all).toContain('$7,500 a month');
    expect(all).toContain('6.14%');
    expect(all).toContain('Retire at 60 with $80,000 a year');
    expect(all).toContain('2 voice notes about these goals (3 min 20 s)');
    expect(all).toContain('Growth');
    expect(all).toContain('All required information is complete.');
    expect(all).toContain('51 824 753 556');
    expect(all).toContain('Jo Citizen (adviser)');
  });

  it('says what is missing and what was not recorded for a bare client', async () => {
    const snapshot = richSnapshot();
    snapshot.superAccounts = [];
    snapshot.bankAccounts = [];
    snapshot.goals = [];
    snapshot.goalAudioNotes = { count: 0, totalSeconds: 0 };
    snapshot.questionnaire = {
      answers: {},
      cashFlow: null,
      assets: [],
      liabilities: [],
      insurancePolicies: [],
      completedSections: [],
      completedAt: null,
    };
    snapshot.client = { ...snapshot.client, spouseGivenNames: null, spouseFamilyName: null };
    snapshot.completion = { percent: 70, missing: ['superAccounts', 'bankAccounts', 'goals'] };
    snapshot.documents = [];
    snapshot.fieldSources = {};
    const { pages } = await pdfText(await renderFactFindPdf({ snapshot, contentHash: '0'.repeat(64) }));
    const all = pages.join(' ');
    expect(all).toContain('No superannuation accounts recorded.');
    expect(all).toContain('No bank accounts recorded.');
    expect(all).toContain('No goals recorded.');
    expect(all).toContain('Not yet assessed');
    expect(all).toContain('3 of the 10 required items are still missing. The Fact Find is 70% complete.');
    expect(all).toContain('No documents on file for this client.');
    expect(all).not.toContain('Nguyen');
  });

  it("says whether the home's value is the adviser's figure or a researched median, and what the net position counts", async () => {
    const textOf = async (propertyValueBasis: 'indicative-median' | null) => {
      const snapshot = richSnapshot();
      snapshot.client = { ...snapshot.client, propertyValueBasis };
      const { pages } = await pdfText(await renderFactFindPdf({ snapshot, contentHash: 'e'.repeat(64) }));
      return pages.join(' ').replace(/\s+/g, ' ');
    };
    const adviserFigure = await textOf(null);
    expect(adviserFigure).toContain('Adviser estimate; not a valuation');
    expect(adviserFigure).toContain('Home (property value in this Fact Find)');
    expect(adviserFigure).not.toContain('indicative median');

    const median = await textOf('indicative-median');
    expect(median).toContain('Indicative median (not a valuation)');
    expect(median).toContain('Home (indicative median, not a valuation)');
    expect(median).toContain('Net position (home at its indicative median)');
    expect(median).not.toContain('Adviser estimate');
  });

  it('shows an account listed twice but counts it once', async () => {
    const snapshot = richSnapshot();
    const [fund] = snapshot.superAccounts;
    const once = (
      await pdfText(await renderFactFindPdf({ snapshot, contentHash: 'd'.repeat(64) }))
    ).pages.join(' ');
    snapshot.superAccounts = [fund!, { ...fund!, id: 'a1-again', memberNumberMasked: '5678' }];
    const pdf = await renderFactFindPdf({ snapshot, contentHash: 'd'.repeat(64) });
    // For a person to look at.
    writeFileSync('test-results/fact-find-repeated-account.pdf', pdf);
    const twice = (await pdfText(pdf)).pages.join(' ');
    expect(twice).toContain('Listed again (same institution and number): not counted in the total');
    expect(twice).toContain('Total (each account counted once)');
    // Its cover, contributions and fees are the fund's once, not twice.
    const coverSummary = (text: string) => /Cover held inside super[^.]*\./.exec(text)?.[0];
    expect(coverSummary(once)).toContain('life $250,000');
    expect(coverSummary(twice)).toBe(coverSummary(once));
    expect(twice.match(/contributions this year \$14,210/g)).toHaveLength(1);
    expect(twice.match(/\$4,500 a month/g)?.length).toBe(once.match(/\$4,500 a month/g)?.length);
    // The total and the net position are what they were with the account listed once.
    const netPosition = (text: string) => /Net position \$[\d,]+/.exec(text)?.[0];
    expect(netPosition(once)).toMatch(/^Net position \$/);
    expect(netPosition(twice)).toBe(netPosition(once));
    expect(twice.match(/\$81,234\.56/g)?.length).toBe((once.match(/\$81,234\.56/g)?.length ?? 0) + 1);
  });

  it('renders off the event loop, with the same content', async () => {
    const options = { snapshot: richSnapshot(), contentHash: 'f'.repeat(64) };
    const inline = await pdfText(await renderFactFindPdf(options));
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const offThread = await pdfText(await renderFactFindPdfOffThread(options));
    clearInterval(ticker);
    expect(offThread.pages).toEqual(inline.pages);
    // The event loop kept turning while the worker laid the document out.
    expect(ticks).toBeGreaterThan(0);
  });
});
