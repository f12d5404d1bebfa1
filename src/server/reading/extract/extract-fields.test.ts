import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';
import { matchGarbledLabel } from './payslip';
import { makeRecognisedDocument } from './testing/make-recognised-document';
import { SAMPLE_TEXT } from './testing/sample-documents';
import type { DocumentType } from '@/shared/options';

function valuesOf(type: DocumentType, text: string, confidence = 100) {
  const result = extractFields(type, makeRecognisedDocument(text, confidence));
  return {
    ...result,
    values: Object.fromEntries(Object.entries(result.fields).map(([key, field]) => [key, field?.value])),
  };
}

const JANE = { fullName: 'Jane Citizen', firstName: 'Jane', lastName: 'Citizen' };
const ADDRESS = {
  addressStreet: '12 Wattle St',
  addressSuburb: 'Bondi',
  addressState: 'NSW',
  addressPostcode: '2026',
};

describe('extractFields', () => {
  it('reads a bank statement and trusts totals that add up', () => {
    const { values, fields, requiresManualReview } = valuesOf('bank', SAMPLE_TEXT.bank);
    expect(values).toMatchObject({
      ...JANE,
      ...ADDRESS,
      bankName: 'Westpac',
      bsb: '032001',
      accountNumber: '12345678',
      accountType: 'transaction',
      statementPeriodStart: '2025-03-01',
      statementPeriodEnd: '2025-03-31',
      openingBalance: 1000,
      totalCredits: 2500.5,
      totalDebits: 1200.25,
      closingBalance: 2300.25,
    });
    expect(fields.closingBalance?.source.text).toContain('2,300.25');
    expect(requiresManualReview).toBe(false);
  });

  it('reads labels with OCR slips: look-alike letters and debris', () => {
    const slipped = SAMPLE_TEXT.bank
      .replace('Closing balance', 'Closlng ir balance')
      .replace('Total credits', 'Tota1 credits');
    expect(valuesOf('bank', slipped).values).toMatchObject({ closingBalance: 2300.25, totalCredits: 2500.5 });
  });

  it('asks for review when bank totals do not add up', () => {
    const wrong = SAMPLE_TEXT.bank.replace('$2,300.25', '$2,390.25');
    expect(valuesOf('bank', wrong).requiresManualReview).toBe(true);
  });

  it('reads a payslip, with the employer from above its ABN and YTD figures from the table', () => {
    const { values, fields } = valuesOf('payslip', SAMPLE_TEXT.payslip);
    expect(values).toMatchObject({
      ...JANE,
      ...ADDRESS,
      employer: 'Harbourline Logistics Pty Ltd',
      employerAbn: '51824753556',
      position: 'Warehouse Supervisor',
      payPeriodStart: '2025-03-03',
      payPeriodEnd: '2025-03-16',
      payDate: '2025-03-19',
      payFrequency: 'fortnightly',
      grossPay: 3000,
      taxWithheld: 500,
      netPay: 2500,
      superGuarantee: 345,
      annualSalary: 78000,
      ytdGross: 51000,
      ytdTax: 8500,
      ytdSuper: 5865,
    });
    // The check digits confirmed it; what level that earns is the calibration's (calibrate-confidence.test.ts).
    expect(fields.employerAbn?.evidence?.band).toBe('checked');
  });

  it('reads a payslip laid out differently: labelled employer, totals and a YTD column', () => {
    const text = `
PAY ADVICE
Employer:  Bayside Plumbing & Gas Pty Ltd          Period ending 14/03/2025
Employee:  JANE CITIZEN                            Date paid     18/03/2025
Job title: Gasfitter                               Salary p.a.   $91,000
Description            Amount          YTD
Ordinary time          $3,500.00       $59,500.00
PAYG                   $760.00         $12,920.00
SGC                    $402.50         $6,842.50
Total earnings         $3,500.00
Net payment            $2,740.00`;
    const { values } = valuesOf('payslip', text);
    expect(values).toMatchObject({
      fullName: 'Jane Citizen',
      employer: 'Bayside Plumbing & Gas Pty Ltd',
      position: 'Gasfitter',
      payDate: '2025-03-18',
      annualSalary: 91000,
      grossPay: 3500,
      taxWithheld: 760,
      superGuarantee: 402.5,
      netPay: 2740,
      ytdGross: 59500,
      ytdTax: 12920,
      ytdSuper: 6842.5,
    });
  });

  it('reads bank totals named differently and split across the page', () => {
    const text = `
Bank of Queensland                                Statement of account
Account holder    JANE CITIZEN
BSB 124-001       Account no. 9876 5432
Statement from 1 January 2025 to 31 March 2025
Balance brought forward     $500.00       Total deposits       $1,000.00
Total withdrawals           $400.00       Balance carried forward  $1,100.00`;
    const { values, requiresManualReview } = valuesOf('bank', text);
    expect(values).toMatchObject({
      bankName: 'Bank of Queensland',
      bsb: '124001',
      accountNumber: '98765432',
      statementPeriodStart: '2025-01-01',
      statementPeriodEnd: '2025-03-31',
      openingBalance: 500,
      totalCredits: 1000,
      totalDebits: 400,
      closingBalance: 1100,
      fullName: 'Jane Citizen',
    });
    expect(requiresManualReview).toBe(false);
  });

  it('names a bank no list knows from its heading, and not from a product or holder line', () => {
    const statement = (heading: string) => `
${heading}
Statement of account
Account holder    JANE CITIZEN
BSB 814-282       Account no. 1122 3344
Statement from 1 January 2025 to 31 March 2025`;
    const unknown = valuesOf('bank', statement('Quandong Valley Credit Union Ltd'));
    expect(unknown.values.bankName).toBe('Quandong Valley Credit Union Ltd');
    expect(unknown.fields.bankName?.confidence).toBe('medium');
    expect(valuesOf('bank', statement('Everyday Saver Plus')).values.bankName).toBeUndefined();
    // A title OCR ran into the name is left out; words that join a name's parts stay.
    const joined = valuesOf('bank', statement('Transaction listing Quandong Valley Credit Union'));
    expect(joined.values.bankName).toBe('Quandong Valley Credit Union');
    expect(valuesOf('bank', statement('Mutual Bank of the Quandong Valley')).values.bankName).toBe(
      'Mutual Bank of the Quandong Valley',
    );
  });

  it("takes no line of the client's name and address block for an issuer, however OCR ran it together", () => {
    const statement = `
Annual statement
MrsPriya Okafor
52 Marine Parade
FREMANTLE WA 6160
Member number     84412093
Opening balance   $98,120.44
Closing balance   $104,380.10
Employer contributions   $7,420.00
Fees              $312.00
Insurance premiums   $640.00
Investment earnings   $0.00
Contributions tax   $1,113.00`;
    const { values } = valuesOf('super', statement);
    expect(values.fullName).toBe('Priya Okafor');
    expect(values.fundName).toBeUndefined();
  });

  it("takes no label under the client's address block for a lender no list knows", () => {
    const statement = `
Home loan statement
LE, Connor
65 Hay Street
BRUNSWICK VIC 3056
Loan type         Package Home Loan
Loan balance      $1,285,098.96
Interest rate     5.71% p.a.
Repayment amount  $1,905.04
Repayments        Weekly
Term              23 years
Transactions
26-JUN-2025  Interest charged  $6,128.78
10-JUL-2025  Repayment         $1,905.04
17-JUL-2025  Repayment         $1,905.04
24-JUL-2025  Repayment         $1,905.04`;
    expect(valuesOf('mortgage', statement).values.lender).toBeUndefined();
    const headed = valuesOf('mortgage', `Quandong Valley Lending\n${statement}`).values;
    expect(headed.lender).toBe('Quandong Valley Lending');
  });

  it('reads a super statement with its insurance table', () => {
    const { values } = valuesOf('super', SAMPLE_TEXT.super);
    expect(values).toMatchObject({
      ...JANE,
      ...ADDRESS,
      fundName: 'AustralianSuper',
      memberNumber: '123456789',
      statementPeriodStart: '2024-07-01',
      statementDate: '2025-06-30',
      dateOfBirth: '1980-02-01',
      email: 'jane.citizen@example.com',
      phone: '0412345678',
      investmentOption: 'Balanced',
      employerContributions: 9000,
      contributionsTotal: 9000,
      fees: 450,
      balance: 120000,
      insuranceLife: 500000,
      insuranceLifePremium: 300,
      insuranceTPD: 250000,
      insuranceTPDPremium: 150,
      insuranceIP: 5000,
      insuranceIPPremium: 700,
      insuranceIPWaitingPeriod: 60,
      insuranceIPBenefitPeriod: 'to age 65',
    });
  });

  it('reads a notice of assessment, a refund as a negative amount and the TFN only masked', () => {
    const { values } = valuesOf('tax', SAMPLE_TEXT.tax);
    expect(values).toMatchObject({
      ...ADDRESS,
      fullName: 'Jane Citizen',
      taxYear: '2024-25',
      taxableIncome: 85000,
      taxPayable: -1234.56,
      tfnMasked: '******782',
    });
  });

  it('never returns a full TFN', () => {
    const { values } = valuesOf('tax', SAMPLE_TEXT.tax.replace('*** *** 782', '123 456 782'));
    expect(values.tfnMasked).toBe('******782');
  });

  it('reads a licence card whose values sit under their labels', () => {
    const { values } = valuesOf('license', SAMPLE_TEXT.license);
    expect(values).toMatchObject({
      ...JANE,
      ...ADDRESS,
      licenceNumber: '12345678',
      expiryDate: '2030-02-01',
      dateOfBirth: '1980-02-01',
      cardNumber: '2012345678',
      issuingState: 'NSW',
    });
  });

  it('reads a passport, checking the MRZ', () => {
    const { values, fields, requiresManualReview } = valuesOf('passport', SAMPLE_TEXT.passport);
    expect(values).toMatchObject({
      fullName: 'Jane Mary Citizen',
      firstName: 'Jane',
      lastName: 'Citizen',
      passportNumber: 'PA1234567',
      dateOfBirth: '1980-02-01',
      expiryDate: '2030-02-01',
      sex: 'F',
      nationality: 'AUS',
    });
    expect(fields.passportNumber?.evidence?.band).toBe('checked');
    expect(requiresManualReview).toBe(false);
  });

  it('repairs a misread MRZ digit only when the check digit allows, and flags a bad MRZ', () => {
    const misread = SAMPLE_TEXT.passport.replace('8002011F', '8OO2011F');
    expect(valuesOf('passport', misread).values.dateOfBirth).toBe('1980-02-01');
    const broken = SAMPLE_TEXT.passport.replace('8002011F', '8002021F');
    expect(valuesOf('passport', broken).requiresManualReview).toBe(true);
  });

  it('reads a Medicare card: number by its check digit, reference number and name', () => {
    const { values, fields } = valuesOf('other', SAMPLE_TEXT.medicare);
    expect(values).toMatchObject({
      medicareNumber: '2123456701',
      medicareIrn: '1',
      fullName: 'Jane M Citizen',
      firstName: 'Jane',
      lastName: 'Citizen',
    });
    expect(fields.medicareNumber?.evidence?.band).toBe('checked');
    expect(values.provider).toBeUndefined();
  });

  it('reads a mortgage statement', () => {
    const { values } = valuesOf('mortgage', SAMPLE_TEXT.mortgage);
    expect(values).toMatchObject({
      ...JANE,
      lender: 'Commonwealth Bank',
      statementDate: '2024-12-31',
      accountNumber: '1234567890',
      securityAddress: '12 Wattle St, Bondi NSW 2026',
      interestRate: 6.1,
      fixedRateExpiry: '2026-06-30',
      repaymentAmount: 2100,
      repaymentFrequency: 'monthly',
      balance: 450000,
    });
  });

  it("reads a loan's balance owing, not its opening balance named like an account's", () => {
    const statement = [
      'Quandong Valley Lending',
      'Home loan statement',
      'Loan account number 4417 2290',
      'Opening account balance     $512,406.18',
      'Closing balance             $508,902.33',
    ].join('\n');
    expect(valuesOf('mortgage', statement).values.balance).toBe(508902.33);
  });

  it('asks for review when a statement has no headline figure, also after the ranker has filled what it could', () => {
    const read = valuesOf('mortgage', SAMPLE_TEXT.mortgage);
    expect(read.requiresManualReview).toBe(false);
    // The statement's balance is read under its label; without any amount, it needs review.
    expect(read.fields.balance?.value).toEqual(expect.any(Number));
    const withoutBalance = SAMPLE_TEXT.mortgage
      .split('\n')
      .filter((line) => !/\$/.test(line))
      .join('\n');
    const unread = valuesOf('mortgage', withoutBalance);
    expect(unread.values).not.toHaveProperty('balance');
    expect(unread.requiresManualReview).toBe(true);
    expect(unread.warnings).toContain('No balance found.');
    expect(read.warnings).not.toContain('No balance found.');
  });

  it('reads an insurance policy schedule', () => {
    const { values } = valuesOf('insurance', SAMPLE_TEXT.insurance);
    expect(values).toMatchObject({
      ...JANE,
      ...ADDRESS,
      dateOfBirth: '1980-02-01',
      insurer: 'TAL',
      policyType: 'income-protection',
      policyNumber: 'IP1234567',
      sumInsured: 6000,
      premium: 95,
      premiumFrequency: 'monthly',
      waitingPeriod: 90,
      benefitPeriod: 'to age 65',
    });
  });

  it('reads an investment valuation', () => {
    const { values } = valuesOf('investment', SAMPLE_TEXT.investment);
    expect(values).toMatchObject({
      ...JANE,
      ...ADDRESS,
      provider: 'Vanguard Personal Investor',
      accountNumber: '87654321',
      totalValue: 10000,
      statementDate: '2025-06-30',
    });
  });

  it('reads a utility bill and dates it by its issue date', () => {
    const result = valuesOf('other', SAMPLE_TEXT.utility);
    expect(result.values).toMatchObject({ ...JANE, ...ADDRESS, provider: 'AGL' });
    expect(result.documentDate).toBe('2025-04-18');
  });

  it('dates identity documents by their issue: printed, or the expiry less the usual term', () => {
    expect(valuesOf('license', SAMPLE_TEXT.license).documentDate).toBe('2025-02-01');
    const withIssue = SAMPLE_TEXT.passport.replace('NATIONALITY', 'DATE OF ISSUE\n01 MAR 2020\nNATIONALITY');
    expect(valuesOf('passport', withIssue).documentDate).toBe('2020-03-01');
  });

  it('falls back to the card dates when OCR garbles the labels', () => {
    const garbled = SAMPLE_TEXT.license.replace('EXPIRY', 'XPlRV').replace('DATE OF BIRTH', 'DATE OF Bi');
    expect(valuesOf('license', garbled).values).toMatchObject({
      expiryDate: '2030-02-01',
      dateOfBirth: '1980-02-01',
    });
  });

  it('keeps only the keys the document type may carry', () => {
    const { values } = valuesOf('payslip', SAMPLE_TEXT.payslip);
    expect(values).not.toHaveProperty('bsb');
  });

  it('lowers confidence for poorly recognised text', () => {
    const { fields } = valuesOf('investment', SAMPLE_TEXT.investment, 60);
    expect(fields.provider?.confidence).toBe('low');
  });
});

describe('payslips from other layouts', () => {
  it('does not take section headings for the employer or a label word for the position, and reads split periods', () => {
    const text = `
Coastal Freight Co Pty Ltd                      EARNINGS STATEMENT
ABN 51 824 753 556                              Period start     02/06/2025
9 Dock Road, Port Melbourne VIC 3207            Period end       15/06/2025
                                                Deposit date     18/06/2025
Employee:   BLOGGS, Fred Alan                   Position title   Forklift Operator
Employer contributions      This pay      Year to date
Super guarantee             $300.00       $3,000.00`;
    const { values } = valuesOf('payslip', text);
    expect(values).toMatchObject({
      employer: 'Coastal Freight Co Pty Ltd',
      fullName: 'Fred Alan Bloggs',
      position: 'Forklift Operator',
      payPeriodStart: '2025-06-02',
      payPeriodEnd: '2025-06-15',
      payDate: '2025-06-18',
      payFrequency: 'fortnightly',
      ytdSuper: 3000,
    });
    // The letterhead address under the employer's ABN is the employer's, not the employee's.
    expect(values).not.toHaveProperty('addressStreet');
    expect(values).not.toHaveProperty('addressPostcode');
  });

  it("reads the employer from a line OCR ran the payslip's title into, misread letters and all", () => {
    for (const heading of [
      'Salary Advice Bluegum Education Pty Ltd',
      'Sa|ary Advjce Bluegum Education Pty Ltd',
      'Employee Pay StatementBluegum Education Pty Ltd',
      'Payslip Bluegum Education Pty Ltd',
    ]) {
      const text = `
${heading}
ABN 51 824 753 556
Employee:   BLOGGS, Fred Alan
Gross pay   $3,000.00`;
      expect(valuesOf('payslip', text).values.employer).toBe('Bluegum Education Pty Ltd');
    }
    // A title alone, a label and a company named like a title are what they are.
    expect(valuesOf('payslip', 'Salary Advice\nEmployee:   BLOGGS, Fred Alan').values).not.toHaveProperty(
      'employer',
    );
    expect(valuesOf('payslip', 'Salary Advice Pty Ltd\nEmployee:   BLOGGS, Fred Alan').values.employer).toBe(
      'Salary Advice Pty Ltd',
    );
  });

  it('reads YTD columns past a code column, not from a "Taxable" line, and a headline net pay', () => {
    const text = `
Riverbend Shire Council
ABN 51 824 753 556
Name    CITIZEN, Jane                          Pay period   02.06.2025 to 15.06.2025
Code    Description          This pay         Year to date
E01     Ordinary salary      $3,000.00        $30,000.00
Code    Description          This pay         Year to date
T01     Income tax (PAYG)    $600.00          $6,000.00
Code    Description          This pay         Year to date
S01     Employer super       $345.00          $3,450.00
Gross earnings   $3,000.00
                                               NET PAY
Taxable earnings $3,000.00
                                                  $2,400.00`;
    const { values } = valuesOf('payslip', text);
    expect(values).toMatchObject({
      employer: 'Riverbend Shire Council',
      ...JANE,
      ytdGross: 30000,
      ytdTax: 6000,
      ytdSuper: 3450,
      netPay: 2400,
      taxWithheld: 600,
    });
  });

  it('reads a tiled payslip: unlabelled name, role, period and pay date, and a "Year to date" heading', () => {
    const text = `
~ Kestrel Cafe Holdings Pty Ltd                                   Payslip
Jane Citizen          Kitchen Supervisor        Casual
2 Jun 2025 - 8 Jun 2025       Wednesday 11 June 2025       Weekly
Gross earnings         Tax withheld         Take home pay
$1,000.00              $150.00              $850.00
Year to date
Gross              Tax              Super
$20,000.00         $3,000.00        $2,300.00`;
    const { values } = valuesOf('payslip', text);
    expect(values).toMatchObject({
      employer: 'Kestrel Cafe Holdings Pty Ltd',
      ...JANE,
      position: 'Kitchen Supervisor',
      payPeriodStart: '2025-06-02',
      payPeriodEnd: '2025-06-08',
      payDate: '2025-06-11',
      payFrequency: 'weekly',
      grossPay: 1000,
      netPay: 850,
      ytdGross: 20000,
      ytdTax: 3000,
      ytdSuper: 2300,
    });
  });

  it('reads dot-leader rows whose labels OCR misspelt', () => {
    const text = `
KESTREL CAFE HOLDINGS PTY LTD
ABN 51 824 753 556
EMPIOYEE .............................. Jane CITIZEN
POSTION ............................... Kitchen Hand
PERI0D ................................ 02/06/2025 to 08/06/2025
FREOUENCY ............................. Weekly
GROSS PAY ............................. $1,000.00
TAX WITHHEID .......................... $150.00
NET PAY ............................... $850.00
GOSS YTD .............................. $20,000.00
TOX YTD ............................... $3,000.00
SUPEN YTD ............................. $2,300.00`;
    const { values } = valuesOf('payslip', text, 80);
    expect(values).toMatchObject({
      ...JANE,
      position: 'Kitchen Hand',
      payPeriodStart: '2025-06-02',
      payFrequency: 'weekly',
      grossPay: 1000,
      taxWithheld: 150,
      netPay: 850,
      ytdGross: 20000,
      ytdTax: 3000,
      ytdSuper: 2300,
    });
  });
});

describe('names and employers beside other words on their line', () => {
  it('reads the employer printed before its ABN on one line', () => {
    const { values } = valuesOf(
      'payslip',
      `Riverbend Health Services Pty Ltd ABN 28 060 558 439
Remuneration Advice
CITIZEN, Jane
Position Registered Nurse
Gross $5,038.46
Net pay $3,853.17`,
    );
    expect(values).toMatchObject({ employer: 'Riverbend Health Services Pty Ltd', ...JANE });
  });

  it("takes a bank's product under Account name for no person, and reads the holder over the address", () => {
    const { values } = valuesOf(
      'bank',
      `ING 18-12-2024 - 17-01-2025
Statement of account
Miss Jane Citizen
179 Currawong Way
UNLEY SA 5061
Account name        BSB / Account number        Statement period
ING Smart Access    923-204 983453660           18-12-2024 to 17-01-2025`,
    );
    expect(values).toMatchObject(JANE);
  });
});

describe('matchGarbledLabel', () => {
  it('matches labels with a misread letter in four, and short labels only exactly', () => {
    expect(matchGarbledLabel('EMPIOYEER')).toBe('fullName');
    expect(matchGarbledLabel('FrEOUENCY')).toBe('payFrequency');
    expect(matchGarbledLabel('P0SITI0N')).toBe('position');
    expect(matchGarbledLabel('Tax Scale')).toBeNull();
    expect(matchGarbledLabel('Tux')).toBeNull();
  });
});

describe('address blocks OCR broke', () => {
  it("reads the suburb, state and postcode under a person's name when the street line is lost or lost its number", () => {
    for (const street of [[], ['Gregory Terrace']]) {
      const { values } = valuesOf(
        'super',
        [
          'Aware Super',
          'Member statement',
          'RAGHAVAN, Hamish',
          ...street,
          'BELCONNEN ACT 2617',
          'Member number 78245717',
        ].join('\n'),
      );
      expect(values).toMatchObject({
        fullName: 'Hamish Raghavan',
        addressSuburb: 'Belconnen',
        addressState: 'ACT',
        addressPostcode: '2617',
      });
      expect(values).not.toHaveProperty('addressStreet');
    }
  });

  it("does not take a letterhead's last line for the person's address", () => {
    const { values } = valuesOf(
      'payslip',
      [
        'Riverbend Health Services Pty Ltd',
        'CANBERRA ACT 2601',
        'Employee: BLOGGS, Fred Alan',
        'Gross pay $3,000.00',
      ].join('\n'),
    );
    expect(values).not.toHaveProperty('addressPostcode');
  });
});

describe('names by the document structure (issue 24)', () => {
  it('reads a family name followed by a period as the family name, not as a given name', () => {
    const { values } = valuesOf(
      'super',
      ['Aware Super', 'Member statement', 'Member name: SMITH. John Paul', 'Member number 12345678'].join(
        '\n',
      ),
    );
    expect(values).toMatchObject({ fullName: 'John Paul Smith', firstName: 'John', lastName: 'Smith' });
  });

  it('reads a family name first with a comma, and in capitals before given names', () => {
    expect(
      valuesOf('bank', ['Westpac', 'Account holder: O’BRIEN, Sean Patrick', 'BSB 032-000'].join('\n')).values,
    ).toMatchObject({ fullName: 'Sean Patrick O’Brien', lastName: 'O’Brien' });
    expect(
      valuesOf(
        'insurance',
        ['TAL Life', 'Life insured: SMITH John Paul', 'Policy number 99887766'].join('\n'),
      ).values,
    ).toMatchObject({ fullName: 'John Paul Smith', firstName: 'John', lastName: 'Smith' });
  });

  it("keeps a known institution's name as printed, and its known name where OCR misread the rest", () => {
    const fund = (heading: string) =>
      valuesOf('super', [heading, 'Member number 12345678', 'Closing balance $1,000.00'].join('\n')).values
        .fundName;
    expect(fund('MLC MasterKey Super')).toBe('MLC MasterKey Super');
    expect(fund('Mercer Super Trust Pty Ltd')).toBe('Mercer Super Trust');
    expect(fund('MLC MasterKey Supcr')).toBe('MLC Super');
    expect(fund('MLC MasterKey Annual Statement 2024')).toBe('MLC Super');
  });

  it("never reads an issuer's masthead over the addressee as a family name", () => {
    const text = [
      'Tax return lodgement summary for the year ended 30 June 2022',
      'ATO',
      'Thomas McAllister',
      '12/234 Station Road',
      'SOUTHPORT QLD 4215',
    ].join('\n');
    expect(valuesOf('tax', text).values).toMatchObject({
      fullName: 'Thomas McAllister',
      lastName: 'McAllister',
    });
  });

  it('keeps an initial and its period in the given names', () => {
    expect(
      valuesOf('super', ['Rest Super', 'Member name: John P. Smith', 'Member number 12345678'].join('\n'))
        .values,
    ).toMatchObject({ firstName: 'John', lastName: 'Smith' });
  });

  it("takes a passport's family name from its surname label and its MRZ", () => {
    const { values } = valuesOf(
      'passport',
      [
        'PASSPORT UTOPIA',
        'Surname ERIKSSON',
        'Given names ANNA MARIA',
        'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
        'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
      ].join('\n'),
    );
    expect(values).toMatchObject({
      fullName: 'Anna Maria Eriksson',
      firstName: 'Anna',
      lastName: 'Eriksson',
    });
  });
});
