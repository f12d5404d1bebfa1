import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';
import { makeRecognisedDocument } from './testing/make-recognised-document';
import { parseAccountNumber } from './values/identifiers';
import type { DocumentType } from '@/shared/options';

/** Layouts and wording other than the dev corpus's: tiles, headers over figures, phrases, dated balances. */
function valuesOf(type: DocumentType, text: string) {
  const { fields } = extractFields(type, makeRecognisedDocument(text));
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field?.value]));
}

describe('super statements in other layouts', () => {
  it('reads a headline tile "Balance $X as at <date>" as the balance and the statement date', () => {
    const text = [
      'HARBOURLINE SUPER',
      "Hi Tom, here's your super at a glance",
      'Balance $96,402.77 as at 30/06/2025',
      'Contributions this year $11,950.00',
    ].join('\n');
    expect(valuesOf('super', text)).toMatchObject({ balance: 96402.77, statementDate: '2025-06-30' });
  });

  it('reads contributions and fees written beside their amounts in summary tiles', () => {
    const text = [
      'HARBOURLINE SUPER',
      'Balance $96,402.77 as at 30/06/2025',
      'Contributions this year $11,950.00',
      'Fees and costs $401.00',
    ].join('\n');
    expect(valuesOf('super', text)).toMatchObject({ contributionsTotal: 11950, fees: 401 });
  });

  it('reads an unlabelled period, balances written "Balance on <date>" and cover tiles', () => {
    const text = [
      'Harbour Super                                  Member statement',
      '1.7.2024 - 30.6.2025',
      'Member no.    55501234                         Death cover',
      'Investment option    High Growth                $450,000',
      '                                               Cost this year $301.60',
      'Balance on 01.07.2024       80,000.00           TPD cover',
      'Balance on 30.06.2025       91,250.40           $200,000',
      '                                               Cost this year $120.00',
    ].join('\n');
    expect(valuesOf('super', text)).toMatchObject({
      memberNumber: '55501234',
      statementPeriodStart: '2024-07-01',
      statementDate: '2025-06-30',
      balance: 91250.4,
      insuranceLife: 450000,
      insuranceLifePremium: 301.6,
      insuranceTPD: 200000,
      insuranceTPDPremium: 120,
    });
  });

  it('reads figures under their column headers and income protection terms written as a phrase', () => {
    const text = [
      'Statement period   1 July 2024 to 30 June 2025',
      'Opening balance     Contributions received     Closing balance',
      '$41,000.00          $10,400.00                 $52,000.00',
      'Administration fees                 (298.40)',
      'Income protection     $3,300 a month     $402.96',
      'Income protection: 90 day waiting period, benefit payable to age 65.',
    ].join('\n');
    expect(valuesOf('super', text)).toMatchObject({
      balance: 52000,
      contributionsTotal: 10400,
      fees: 298.4,
      insuranceIP: 3300,
      insuranceIPPremium: 402.96,
      insuranceIPWaitingPeriod: 90,
      insuranceIPBenefitPeriod: 'to age 65',
    });
  });

  it("reads each cover's cost from its own line under the cover, beside another column's figures", () => {
    const text = [
      'Account summary                                Insurance',
      'Opening balance        $146,880.10             Death cover          $250,000.00',
      'Employer contributions $9,842.60               annual cost          $301.60',
      'Total contributions    $10,842.60              TPD cover            $250,000.00',
      'Tax on contributions   -$1,476.39              Income protection    $5,200 per month',
      'Investment earnings    $14,210.77              waiting period       90 days',
      'Fees                   -$598.20                benefit period       2 years',
      'Insurance costs        -$1,212.44              annual cost          $612.44',
    ].join('\n');
    expect(valuesOf('super', text)).toMatchObject({
      insuranceLife: 250000,
      insuranceLifePremium: 301.6,
      insuranceTPD: 250000,
      insuranceIP: 5200,
      insuranceIPPremium: 612.44,
    });
    // The TPD cover has no cost line of its own before the next cover: none is taken from another column.
    expect(valuesOf('super', text).insuranceTPDPremium).toBeUndefined();
  });

  it('adds up the fee lines when no total is printed, and ignores a cover under $1,000', () => {
    const text = [
      'Closing balance                 $120,000.00',
      'Administration fees             642.10',
      'Investment fees                 1,018.55',
      'Administration fees             642.10',
      'Death cover                     $1     $12.00',
    ].join('\n');
    const values = valuesOf('super', text);
    expect(values.fees).toBe(1660.65);
    expect(values.insuranceLife).toBeUndefined();
    expect(values.insuranceLifePremium).toBeUndefined();
  });

  it("takes the year's employer contributions from the summary, not a dated transaction, nor the balance a sentence moved from", () => {
    const text = [
      'SUNRIDGE SUPER Annual Statement',
      'After fees, insurance and tax your balance moved from $228,273.61 to $254,486.59.',
      'Date          Transaction                         Amount ($)',
      '31/07/2024    Employer contribution - SG          684.65',
      '31/08/2024    Employer contribution - SG          652.14',
      'How your balance changed',
      'Opening balance at 1 July 2024          $228,273.61',
      'Employer contributions                  $1,336.79',
      'Closing balance at 30 June 2025         $254,486.59',
    ].join('\n');
    expect(valuesOf('super', text)).toMatchObject({ employerContributions: 1336.79, balance: 254486.59 });
  });
});

describe('bank statements and home loans in other wording', () => {
  it("reads a loan's rate and repayment by their shape when OCR lost their tiles' labels", () => {
    const text = [
      'Loan account statement                     Liberty Financial',
      'Balanc e wi ng        Current ier es        Yo urrepaymen t',
      '$292,191.32           6.68% p.a.            $506.73 weekly',
    ].join('\n');
    expect(valuesOf('mortgage', text)).toMatchObject({
      interestRate: 6.68,
      repaymentAmount: 506.73,
      repaymentFrequency: 'weekly',
    });
    // Two rates (interest and comparison) leave the question open.
    const twoRates = ['Home loan statement', 'Lorem ipsum        Dolor sit', '6.68% p.a.         6.95% p.a.'];
    expect(valuesOf('mortgage', twoRates.join('\n')).interestRate).toBeUndefined();
  });

  it('reads "less Money out" and "plus Money in" from the summary, the arithmetic choosing over the table\'s columns', () => {
    const text = [
      'Statement from 1 Apr 2025 to 30 Jun 2025',
      'Date          Details                    Money out    Money in     Balance',
      '2 Apr 2025    DIRECT DEBIT TELSTRA          232.30                   1,849.54',
      'Summary this period',
      'Opening balance    $2,081.84      less Money out    $4,287.20',
      'plus Money in      $14,426.64     Closing balance   $12,221.28',
    ].join('\n');
    expect(valuesOf('bank', text)).toMatchObject({
      openingBalance: 2081.84,
      totalCredits: 14426.64,
      totalDebits: 4287.2,
      closingBalance: 12221.28,
    });
  });

  it('splits a BSB and account number OCR ran together under a label naming both', () => {
    const statement = (value: string) =>
      valuesOf(
        'bank',
        ['Beyond Bank', 'Account name  Beyond Bonus Saver  BSB / Account number ' + value].join('\n'),
      );
    expect(statement('32570777417010')).toMatchObject({ bsb: '325707', accountNumber: '77417010' });
    // Ten digits are an account number alone.
    expect(statement('3257077741')).not.toHaveProperty('bsb');
  });

  it('reads balances at the start and end of the period, money in and out, and a combined BSB / Account', () => {
    const text = [
      'Express Freedom Account — Statement of Account',
      'BSB / Account       304-740 / 9656602',
      'Statement period    01-May-25 to 31-May-25',
      'Balance at start of period       $412.35',
      'Money in                         $5,827.20',
      'Money out                        $4,340.42',
      'Balance at end of period         $1,899.13',
    ].join('\n');
    expect(valuesOf('bank', text)).toMatchObject({
      bsb: '304740',
      accountNumber: '9656602',
      accountType: 'transaction',
      statementPeriodStart: '2025-05-01',
      statementPeriodEnd: '2025-05-31',
      openingBalance: 412.35,
      totalCredits: 5827.2,
      totalDebits: 4340.42,
      closingBalance: 1899.13,
    });
  });

  it('reads an account number grouped with dashes, but not a BSB or a date', () => {
    expect(parseAccountNumber('73-309-0358')).toBe('733090358');
    expect(parseAccountNumber('083-214')).toBeNull();
    expect(parseAccountNumber('12-03-2025')).toBeNull();
  });

  it('reads a loan account, the cycle in "Monthly repayment" and a security labelled only "Security"', () => {
    const text = [
      'Loan account          2297742773',
      'Loan balance          $415,799.11 Dr',
      'Monthly repayment     $2,870.00',
      'Security              23 Wattle Crescent, Rosebery NT 0832',
    ].join('\n');
    expect(valuesOf('mortgage', text)).toMatchObject({
      accountNumber: '2297742773',
      balance: 415799.11,
      repaymentAmount: 2870,
      repaymentFrequency: 'monthly',
      securityAddress: '23 Wattle Crescent, Rosebery NT 0832',
    });
  });
});

describe('tables whose headers are labels', () => {
  it("reads each header's value under it, not the next header beside it", () => {
    const text = [
      'Tramline Dining Group Pty Ltd                                   Payslip',
      'EMPLOYEE              ROLE                       EMPLOYMENT',
      'Sophie Mitchell       Restaurant Supervisor      Part-time',
      'Gross earnings   $1,440.49',
    ].join('\n');
    expect(valuesOf('payslip', text)).toMatchObject({
      fullName: 'Sophie Mitchell',
      position: 'Restaurant Supervisor',
    });
  });

  it('never takes another column\'s header as a value ("Name" beside "Market value" is no person)', () => {
    const text = [
      'Vanguard Personal Investor',
      'ETF      Name                                         Units     Price      Market value',
      'VDHG     Vanguard Diversified High Growth Index ETF   869       $64.44     $55,998.36',
      'VAS      Vanguard Australian Shares Index ETF         344       $101.20    $34,812.80',
    ].join('\n');
    expect(valuesOf('investment', text).fullName).toBeUndefined();
  });
});

describe('cards, notices and holdings in other layouts', () => {
  it("reads a licence holder's name printed without a label, on one line or two, and a bare CARD label", () => {
    const oneLine = valuesOf(
      'license',
      [
        'SOUTH AUSTRALIA',
        "DRIVER'S LICENCE",
        'ELENI SOPHIA PAPADAKIS',
        'Licence No          C89693',
        'Expiry Date         03/02/2034',
        'CARD XL9736521',
      ].join('\n'),
    );
    expect(oneLine).toMatchObject({
      fullName: 'Eleni Sophia Papadakis',
      lastName: 'Papadakis',
      cardNumber: 'XL9736521',
    });
    const givenOverFamily = valuesOf(
      'license',
      ['NEW SOUTH WALES', 'DRIVER LICENCE', 'Oliver James', 'WHITCOMBE', 'Licence No 14928306'].join('\n'),
    );
    expect(givenOverFamily).toMatchObject({ fullName: 'Oliver James Whitcombe', lastName: 'Whitcombe' });
    const familyOverGiven = valuesOf(
      'license',
      ['Government of South Australia', 'Licence', 'OKAFOR', 'Ruby Grace', 'Licence No.: H99637'].join('\n'),
    );
    expect(familyOverGiven).toMatchObject({ fullName: 'Ruby Grace Okafor', firstName: 'Ruby' });
  });

  it('reads "Other names" as the given names under a surname label', () => {
    const text = [
      "WESTERN AUSTRALIA   DRIVER'S LICENCE",
      'SURNAME',
      'BENNELL',
      'OTHER NAMES',
      'JARRAH THOMAS',
    ];
    expect(valuesOf('license', text.join('\n'))).toMatchObject({ fullName: 'Jarrah Thomas Bennell' });
  });

  it('reads a Medicare card whose logo was not read: a valid number with a name line under it', () => {
    const values = valuesOf('other', ['2123 45670 1', '1  JANE Q CITIZEN', 'VALID TO 04/2029'].join('\n'));
    expect(values).toMatchObject({ medicareNumber: '2123456701', medicareIrn: '1', lastName: 'Citizen' });
    // Without the word and with a number that fails its check digit, it is not a Medicare card.
    expect(
      valuesOf('other', ['2123 45679 1', '1  JANE Q CITIZEN'].join('\n')).medicareNumber,
    ).toBeUndefined();
  });

  it('reads a 7 OCR took for a slash in a Medicare number, but not a date as one', () => {
    const card = ['2123 456/0 1', '1  JANE Q CITIZEN', 'VALID TO 04/2029'].join('\n');
    expect(valuesOf('other', card)).toMatchObject({ medicareNumber: '2123456701', medicareIrn: '1' });
    const dated = ['medicare', 'Seen on 22/12/2027', '1  JANE Q CITIZEN'].join('\n');
    expect(valuesOf('other', dated).medicareNumber).toBeUndefined();
  });

  it('reads the reference number 1 that OCR took for the letter I', () => {
    const values = valuesOf(
      'other',
      ['medicare', '4335 24100 1', 'I AISHA N SIDDIQUI', '2 YUSUF SIDDIQUI'].join('\n'),
    );
    expect(values).toMatchObject({ medicareIrn: '1', firstName: 'Aisha', lastName: 'Siddiqui' });
  });

  it("takes a council's name, not the sentence around it", () => {
    const text = ['Rates notice', 'City of Stirling. Rates are levied under the Local Government Act.'].join(
      '\n',
    );
    expect(valuesOf('other', text).provider).toBe('City of Stirling');
  });

  it("gives an employer's letter no provider: the notice it speaks of is no bill's", () => {
    const text = [
      'Lakeside Retail Pty Ltd',
      'Letter of offer',
      'The first six months are a probation period, in which either of us may end the employment with one week of notice.',
      'The notice period after that is four weeks.',
    ].join('\n');
    expect(valuesOf('other', text).provider).toBeUndefined();
    expect(
      valuesOf('other', ['Lakeside Water', 'Water notice', 'Amount payable $120.00'].join('\n')).provider,
    ).toBe('Lakeside Water');
  });

  it('reads a licence number printed in groups', () => {
    const text = ['QUEENSLAND DRIVER LICENCE', 'Licence no.', '759 356 567', 'Expiry 14 Jul 2029'].join('\n');
    expect(valuesOf('license', text).licenceNumber).toBe('759356567');
  });

  it("reads a holding's value under its heading, not a unit count or a share price", () => {
    const text = [
      'Securityholder Reference Number (SRN)',
      'I0012345678',
      'Closing balance          1,250',
      'Value of your holding at 30/06/2025 (closing price $38.12)',
      '$47,650.00',
    ].join('\n');
    expect(valuesOf('investment', text)).toMatchObject({ totalValue: 47650, accountNumber: 'I0012345678' });
  });
});

describe('summary tiles', () => {
  it('reads figures centred under headings that are narrower than them', () => {
    const text = [
      '   Opening balance          Total in         Total out        Closing balance',
      '  $412.35 CR              $5,827.20        $4,340.42          $1,899.13 CR',
    ].join('\n');
    expect(valuesOf('bank', text)).toMatchObject({
      openingBalance: 412.35,
      totalCredits: 5827.2,
      totalDebits: 4340.42,
      closingBalance: 1899.13,
    });
  });
});

describe('payslip YTD columns headed as payroll systems head them', () => {
  it.each(['Year-to-Date', 'YTD Amount', 'YTD ($)', 'Y.T.D.', 'Total YTD', 'FYTD', 'Financial YTD'])(
    'reads the YTD figures under "%s"',
    (header) => {
      const text = `
PAYSLIP
Employer:  Bayside Plumbing & Gas Pty Ltd          Period ending 14/03/2025
Employee:  JANE CITIZEN                            Date paid     18/03/2025
Earnings               Hours    Rate      This Pay     ${header}
Ordinary Hours         76.00    46.05     $3,500.00    $59,500.00
Gross Pay                                 $3,500.00    $59,500.00
PAYG Withholding                          $760.00      $12,920.00
Superannuation Guarantee                  $402.50      $6,842.50
Net payment            $2,740.00`;
      expect(valuesOf('payslip', text)).toMatchObject({ ytdGross: 59500, ytdTax: 12920, ytdSuper: 6842.5 });
    },
  );

  it('finds the YTD column when its header ran into the one before it', () => {
    const text = `
PAYSLIP
Employer:  Bayside Plumbing & Gas Pty Ltd          Period ending 14/03/2025
Earnings                                  This Pay YTD
Gross Pay                                 3,500.00 59,500.00
PAYG Withholding                          760.00   12,920.00`;
    expect(valuesOf('payslip', text)).toMatchObject({ ytdGross: 59500, ytdTax: 12920 });
  });

  it("takes the figure in the YTD header's place when a slanted photo put the header over the other column", () => {
    const text = `
PAYSLIP
Earnings         This period   YTD
Gross pay                    AUD 2,423.08      AUD 48,461.60
Tax                          AUD 405.44        AUD 8,108.80`;
    expect(valuesOf('payslip', text)).toMatchObject({ ytdGross: 48461.6, ytdTax: 8108.8 });
  });

  it('does not take a figure row for a header', () => {
    const text = `
PAYSLIP
Employer:  Bayside Plumbing & Gas Pty Ltd          Period ending 14/03/2025
Total YTD                  $59,500.00
Gross Pay                  $3,500.00`;
    expect(valuesOf('payslip', text).ytdTax).toBeUndefined();
  });
});

describe('insurance documents in other layouts', () => {
  it('takes an annual premium as annual even when it is paid monthly', () => {
    const text = [
      'Southern Cross Life Limited',
      'CERTIFICATE OF COVER',
      'Policy no. SCL-4471902',
      'Life cover $750,000',
      'Annual premium $2,184.36 payable monthly',
    ].join('\n');
    expect(valuesOf('insurance', text)).toMatchObject({ premium: 2184.36, premiumFrequency: 'annual' });
  });

  it('reads the total payable on a general insurance schedule as the premium', () => {
    const text = [
      'Schedule',
      'Buildings sum insured $820,000',
      'Basic excess $500',
      'Total amount payable $2,418.90 (incl. GST and stamp duty)',
    ].join('\n');
    expect(valuesOf('insurance', text)).toMatchObject({ sumInsured: 820000, premium: 2418.9 });
  });
});

describe('loans, tax and bank totals in other wording', () => {
  it('reads "Loan account 7788 1234" and "Your repayment $2,645.00 per month"', () => {
    const text = [
      'Coastline Mutual Bank',
      'Home Loan Statement',
      'Loan account 7788 1234',
      'Amount owing as at 31/07/2025 $412,880.55',
      'Your repayment $2,645.00 per month',
    ].join('\n');
    expect(valuesOf('mortgage', text)).toMatchObject({
      accountNumber: '77881234',
      balance: 412880.55,
      repaymentAmount: 2645,
      repaymentFrequency: 'monthly',
    });
  });

  it('reads the year a return is for from its title', () => {
    const text = ['Individual tax return 2025', 'Taxable income or loss $78,300.00'].join('\n');
    expect(valuesOf('tax', text)).toMatchObject({ taxYear: '2024-25', taxableIncome: 78300 });
  });

  it('reads an income year written with the em dash OCR gives', () => {
    for (const year of ['Income year 2024—25', 'Income year 2024 − 2025'])
      expect(valuesOf('tax', [year, 'Taxable income $78,300.00'].join('\n')).taxYear).toBe('2024-25');
  });

  it('reads "Money in" and "Money out" written beside their amounts', () => {
    const text = [
      'Everyday Account statement',
      'Opening balance $1,200.00',
      'Money in $5,400.00',
      'Money out $4,100.50',
      'Closing balance $2,499.50',
    ].join('\n');
    expect(valuesOf('bank', text)).toMatchObject({ totalCredits: 5400, totalDebits: 4100.5 });
  });
});

describe('payslips whose first line is an earnings item', () => {
  it('does not take "Salary" for the employer', () => {
    const text = [
      'Payslip',
      'Period ending 28 Feb 2026',
      'Earnings            Current      Year to date',
      'Salary              4,615.38     36,923.04',
      'Total gross         4,615.38     36,923.04',
    ].join('\n');
    const values = valuesOf('payslip', text);
    expect(values.employer).toBeUndefined();
    expect(values).toMatchObject({ grossPay: 4615.38, ytdGross: 36923.04 });
  });

  it('does not take a row of labels for the position', () => {
    const text = [
      'Payslip',
      'Employee: Jane Citizen',
      'Position:',
      'EmpNo Pay period from        Pay date',
      '1 Feb 2026 - 14 Feb 2026     18 Feb 2026',
      'Gross pay                    3,500.00',
    ].join('\n');
    expect(valuesOf('payslip', text).position).toBeUndefined();
    // An employer may hold such words.
    const agent = text.replace('Payslip', 'Payslip\nEmployer: Income Tax Professionals Pty Ltd');
    expect(valuesOf('payslip', agent).employer).toBe('Income Tax Professionals Pty Ltd');
  });
});

describe('licences of other states and territories', () => {
  it('reads "Lic No" and a letter-spaced state heading', () => {
    expect(
      valuesOf(
        'license',
        ['NORTHERN TERRITORY OF AUSTRALIA', "DRIVER'S LICENCE", 'Lic No 998877', 'Expires 09 JAN 2028'].join(
          '\n',
        ),
      ),
    ).toMatchObject({ licenceNumber: '998877', issuingState: 'NT' });
    expect(
      valuesOf(
        'license',
        ['Q U E E N S L A N D', 'DRIVER LICENCE', 'Licence No', '123 456 789', 'Expiry 12/09/2031'].join(
          '\n',
        ),
      ),
    ).toMatchObject({ issuingState: 'QLD' });
  });
});

describe('layouts found on the document factory', () => {
  it('reads a family name in capitals on the line above the given names', () => {
    const text = [
      'SOUTH AUSTRALIA',
      'DRIVER LICENCE',
      'AL-HASSAN',
      'Grace Anne',
      '150 OCEAN PARADE',
      'MOUNT GAMBIER SA 5290',
    ];
    expect(valuesOf('license', text.join('\n'))).toMatchObject({
      fullName: 'Grace Anne Al-Hassan',
      firstName: 'Grace',
      lastName: 'Al-Hassan',
    });
  });

  it('reads YTD figures right-aligned in their column, and YTD-labelled tiles', () => {
    const column = [
      'Payments',
      '                                   Current                    Year to date',
      'Total earnings                                 $12,750.00                 $102,000.00',
      'Tax withheld                                    $3,404.15                  $27,233.20',
    ].join('\n');
    expect(valuesOf('payslip', column)).toMatchObject({ ytdGross: 102000, ytdTax: 27233.2 });
    const tiles = [
      'Year to date',
      'YTD total earnings     YTD Tax withheld     YTD super guarantee',
      '21,750.04              4,003.22             2,501.20',
    ].join('\n');
    expect(valuesOf('payslip', tiles)).toMatchObject({
      ytdGross: 21750.04,
      ytdTax: 4003.22,
      ytdSuper: 2501.2,
    });
  });

  it('does not take an earnings line for the annual salary', () => {
    const text = [
      'Earnings         Hours    Rate      Amount',
      'Base salary      76.00    39.73     3,019.23',
    ];
    expect(valuesOf('payslip', text.join('\n')).annualSalary).toBeUndefined();
  });

  it('reads fee tiles, a BSB with its account number under one label, and plural totals', () => {
    const fees = [
      'Net investment earnings    Administration fees    Insurance premiums',
      '$14021.66                  -$1116.66              -$518.51',
    ];
    expect(valuesOf('super', fees.join('\n')).fees).toBe(1116.66);
    const bank = ['BSB / Account number: 313 170 3854822797', 'Deposits: 8,718.84', 'Withdrawals: 246.19'];
    expect(valuesOf('bank', bank.join('\n'))).toMatchObject({
      bsb: '313170',
      accountNumber: '3854822797',
      totalCredits: 8718.84,
      totalDebits: 246.19,
    });
  });
});

describe('masked tax file numbers read from photos', () => {
  it('puts back asterisks OCR lost, and finds a masked TFN whose label was not read', () => {
    expect(
      valuesOf('tax', ['Tax fle number: 587 *** **', 'Taxable income $40,000.00'].join('\n')).tfnMasked,
    ).toBe('587******');
    expect(
      valuesOf('tax', ['Declan Le        XXX XXX 841', 'Taxable income $40,000.00'].join('\n')).tfnMasked,
    ).toBe('******841');
  });

  it('reads a masked TFN whose asterisks OCR misread or partly lost, under its column header', () => {
    const notice = (header: string, value: string) =>
      [`${header}        Date of issue`, `${value}        24 July 2022`, 'Taxable income $40,000.00'].join(
        '\n',
      );
    expect(valuesOf('tax', notice('Tax file number', 'ae een. 370')).tfnMasked).toBe('******370');
    expect(valuesOf('tax', notice('Tax filen um ber', '* *** 370')).tfnMasked).toBe('******370');
    expect(valuesOf('tax', notice('TFN', '210 *ee eee')).tfnMasked).toBe('210******');
    expect(
      valuesOf('tax', ['Your TFN 944..*     Date lodged 25 Jul 2023', 'Taxable income $40,000.00'].join('\n'))
        .tfnMasked,
    ).toBe('944******');
    // Three digits under the header beside words, not marks: not a TFN.
    expect(valuesOf('tax', notice('Tax file number', 'Ref 370')).tfnMasked).toBeUndefined();
    expect(valuesOf('tax', notice('Tax file number', '210 George St')).tfnMasked).toBeUndefined();
    // Nor is a date beside an unreadable TFN.
    expect(
      valuesOf('tax', ['TFN S55 Se     Issue date 22-08-2023', 'Taxable income $40,000.00'].join('\n'))
        .tfnMasked,
    ).toBeUndefined();
  });
});

describe('addresses read from photos', () => {
  it('reads a suburb, state and postcode whose spaces OCR dropped', () => {
    expect(
      valuesOf('mortgage', ['CHEN, Chloe', '34 Mitchell Drive', 'DUBBONSW2830'].join('\n')),
    ).toMatchObject({
      fullName: 'Chloe Chen',
      addressSuburb: 'Dubbo',
      addressState: 'NSW',
      addressPostcode: '2830',
    });
  });
});

describe('one-holding statements', () => {
  it("reads 'Market value' alone over its figure, but not a holdings table's column", () => {
    expect(
      valuesOf('investment', ['Closing holding     432', 'Market value', '$7,719.84'].join('\n')).totalValue,
    ).toBe(7719.84);
    const table = ['Code   Units   Market value', 'VAS    100     $9,500.00', 'IVV    50      $3,100.00'];
    expect(valuesOf('investment', table.join('\n')).totalValue).toBeUndefined();
  });
});
