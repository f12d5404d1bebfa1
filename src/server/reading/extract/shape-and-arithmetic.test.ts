import { describe, expect, it } from 'vitest';
import type { DocumentType } from '@/shared/options';
import { extractFields } from './extract-fields';
import { identifierShaped } from './layout/header-values';
import { makeRecognisedDocument } from './testing/make-recognised-document';

/** Documents whose labels are invented words no rule knows: only the values' shapes, places and sums speak. */
function valuesOf(type: DocumentType, text: string) {
  const { fields } = extractFields(type, makeRecognisedDocument(text));
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field?.value]));
}

describe('payslip figures proven by their arithmetic', () => {
  const top = ['QUOLLBRIDGE FOODS PTY LTD', 'Zimble     Fitter', ''];

  it('reads gross, tax and net (gross − tax = net, tax < net), the super guarantee and the YTD column', () => {
    const text = [
      ...top,
      'Varnish           Oot          Een',
      'Plonk           5,500.00     22,000.00',
      'Glorp           1,267.21      5,068.84',
      'Wibble            632.50      2,530.00',
      'Frandle         4,232.79',
    ].join('\n');
    expect(valuesOf('payslip', text)).toMatchObject({
      grossPay: 5500,
      taxWithheld: 1267.21,
      netPay: 4232.79,
      superGuarantee: 632.5,
      ytdGross: 22000,
      ytdTax: 5068.84,
      ytdSuper: 2530,
    });
  });

  it('reads two labelled figures on a row as two items, not a figure and its YTD', () => {
    const text = [
      ...top,
      'Plonk: $4,423.08        Glorp: $865.88',
      'Frandle: $3,557.20      Wibble: $508.65',
    ].join('\n');
    const values = valuesOf('payslip', text);
    expect(values).toMatchObject({ grossPay: 4423.08, taxWithheld: 865.88, netPay: 3557.2 });
    expect(values.ytdGross).toBeUndefined();
  });

  it('reads nothing when two sets of figures fit', () => {
    const text = [
      ...top,
      'Plonk: $4,000.00',
      'Glorp: $1,000.00',
      'Frandle: $3,000.00',
      'Snib: $2,000.00',
      'Snob: $500.00',
      'Snab: $1,500.00',
    ].join('\n');
    const values = valuesOf('payslip', text);
    expect(values.grossPay).toBeUndefined();
    expect(values.netPay).toBeUndefined();
  });
});

describe('identifiers and dates a header shows by shape', () => {
  it('takes an account-number shape, not an ABN, a TFN or a phone number', () => {
    expect(identifierShaped('2703 1830 10')).toBe('2703183010');
    expect(identifierShaped('POL12345678', true)).toBe('POL12345678');
    expect(identifierShaped('POL12345678')).toBeNull();
    expect(identifierShaped('52 629 451 264')).toBeNull();
    expect(identifierShaped('123 456 789')).toBeNull();
    expect(identifierShaped('1300 123 456')).toBeNull();
    expect(identifierShaped('12345')).toBeNull();
  });

  const loan = (extra: string[]) =>
    [
      'QUOLLBRIDGE LENDING                21 September 2024 to 20 September 2025',
      'Mrs Pat Citizen',
      'Der loxbin: 2703183010',
      'Luxgax kom dilbir: 20 September 2025',
      ...extra,
      'Rinlur kingur: $657,872.58',
      '24 September 2024   Interest   $3,454.89   $662,576.05',
    ].join('\n');

  it('reads a loan statement’s only account-number-shaped value and the date its period ends on', () => {
    expect(valuesOf('mortgage', loan([]))).toMatchObject({
      accountNumber: '2703183010',
      statementDate: '2025-09-20',
    });
  });

  it('reads no account number when the header holds two, and no date the period does not end on', () => {
    const text = loan(['Blip zorb: 88812345']).replace(
      'Luxgax kom dilbir: 20 September 2025',
      'Zup: 3 October 2025',
    );
    const values = valuesOf('mortgage', text);
    expect(values.accountNumber).toBeUndefined();
    expect(values.statementDate).toBeUndefined();
  });

  it('reads a policy number and a member number by shape', () => {
    const policy = ['QUOLLBRIDGE INSURANCE', 'Mrs Pat Citizen', 'Wobbit: POL12345678', 'Plonk: $500,000.00'];
    expect(valuesOf('insurance', policy.join('\n'))).toMatchObject({ policyNumber: 'POL12345678' });
    const member = ['QUOLLBRIDGE SUPER', 'Mrs Pat Citizen', 'Wobbit    5550 1234', 'Plonk   $96,402.77'];
    expect(valuesOf('super', member.join('\n'))).toMatchObject({ memberNumber: '55501234' });
  });
});

describe('an investment statement by its sums and its one date', () => {
  const holdings = [
    'QUOLLBRIDGE WEALTH                 31 August 2025',
    'Ms Pat Citizen',
    'Lilsox bur    X2247285716',
    'Daxzux temvul    31 August 2025',
    'Rir              Norker     Guxsax        Len kumnen',
    'Wibble fund        55        48.15          2,648.25',
    'Wobble fund     1,244       157.35        195,743.40',
    'Zolkim lal                                198,391.65',
  ];

  it('reads the figure that sums the holdings above it, the header’s one date and its identifier', () => {
    expect(valuesOf('investment', holdings.join('\n'))).toMatchObject({
      totalValue: 198391.65,
      statementDate: '2025-08-31',
      accountNumber: 'X2247285716',
    });
  });

  it('reads no total that does not add up, and no date when the header prints two', () => {
    const text = holdings
      .map((line) => line.replace('198,391.65', '198,391.66'))
      .map((line) => line.replace('Daxzux temvul    31 August 2025', 'Daxzux temvul    30 June 2025'));
    const values = valuesOf('investment', text.join('\n'));
    expect(values.totalValue).toBeUndefined();
    expect(values.statementDate).toBeUndefined();
  });

  it('reads a loan’s balance only when it dwarfs every other figure', () => {
    const loan = ['QUOLLBRIDGE LENDING', 'Rinlur kingur: $657,872.58', 'Tolton dor: $1,074.29'];
    expect(valuesOf('mortgage', loan.join('\n'))).toMatchObject({ balance: 657872.58 });
    const limit = [...loan, 'Zup: $700,000.00'];
    expect(valuesOf('mortgage', limit.join('\n')).balance).toBeUndefined();
  });
});

describe('a super balance by the summary that adds up', () => {
  const summary = [
    'QUOLLBRIDGE SUPER',
    'Mrs Pat Citizen',
    'Vol run     $207,590.18',
    'Lon lolfor     $18,773.30',
    'Galdil zam     -$2,816.00',
    'Sexkin vun     $22,322.19',
    'Mulron     -$224.74',
    'Dom dox     $245,644.93',
  ];

  it('reads the figure the opening figure and the signed figures after it add up to', () => {
    expect(valuesOf('super', summary.join('\n'))).toMatchObject({ balance: 245644.93 });
  });

  it('reads no balance when the figures do not add up', () => {
    const text = summary.map((line) => line.replace('245,644.93', '245,644.94'));
    expect(valuesOf('super', text.join('\n')).balance).toBeUndefined();
  });
});

describe('a cycle printed as a value on its own', () => {
  it("reads a loan's repayment cycle and a premium's cycle beside labels no rule knows", () => {
    const loan = ['SOMEBANK HOME LOANS', 'Zibber       $2,104.55', 'Plonkety     Fortnightly'].join('\n');
    expect(valuesOf('mortgage', loan)).toMatchObject({ repaymentFrequency: 'fortnightly' });
    const policy = ['ACME LIFE', 'Quibble      $88.10', 'Frandle      per month'].join('\n');
    expect(valuesOf('insurance', policy)).toMatchObject({ premiumFrequency: 'monthly' });
  });

  it('leaves it open when two cycles are printed, or the cycle cannot be one (a weekly premium)', () => {
    const two = ['SOMEBANK HOME LOANS', 'Zibber       Monthly', 'Plonkety     Weekly'].join('\n');
    expect(valuesOf('mortgage', two).repaymentFrequency).toBeUndefined();
    const weekly = ['ACME LIFE', 'Quibble      $88.10', 'Frandle      Weekly'].join('\n');
    expect(valuesOf('insurance', weekly).premiumFrequency).toBeUndefined();
  });
});

describe("a notice's taxable income from its arithmetic", () => {
  const notice = (deductions: string) =>
    [
      'AUSTRALIAN TAXATION OFFICE',
      'Wibble        $91,800.00',
      `Frob          $${deductions}`,
      'Plonk         $85,000.00',
      'Quux          $20,400.00',
    ].join('\n');

  it('reads the figure total income less deductions comes to', () => {
    expect(valuesOf('tax', notice('6,800.00'))).toMatchObject({ taxableIncome: 85000 });
  });

  it('reads nothing when the figures do not add up', () => {
    expect(valuesOf('tax', notice('6,700.00')).taxableIncome).toBeUndefined();
  });
});

describe("a notice's result from its arithmetic", () => {
  /** Total income, deductions and the taxable income they come to. */
  const income = ['Wibble        $91,800.00', 'Frob          $7,590.00', 'Plonk         $84,210.00'];
  const notice = (...figures: string[]) =>
    [
      'AUSTRALIAN TAXATION OFFICE',
      ...income,
      ...figures.map((figure, index) => `${['Quux', 'Zib', 'Norp', 'Vell', 'Tarn'][index]}      ${figure}`),
    ].join('\n');

  it('reads what the tax and levy less the credits come to, payable', () => {
    const payable = notice('$17,914.30', '$1,684.20', '$19,100.00', '$498.50');
    expect(valuesOf('tax', payable)).toMatchObject({ taxableIncome: 84210, taxPayable: 498.5 });
  });

  it('reads a refund, negative, when the credits and offsets come to more than the tax', () => {
    const refund = notice('$8,327.00', '$1,166.00', '$9,210.00', '$700.00', '$417.00');
    expect(valuesOf('tax', refund).taxPayable).toBe(-417);
  });

  it('reads the result past an offset taken off before a levy is added, and past a subtotal', () => {
    // 17,914.30 − 700.00 + 1,684.20 = 18,898.50 (the subtotal); − 19,100.00 = −201.50.
    const offset = notice('$17,914.30', '$700.00', '$1,684.20', '$19,100.00', '$201.50');
    expect(valuesOf('tax', offset).taxPayable).toBe(-201.5);
    const lines = ['$17,914.30', '$700.00', '$1,684.20', '$18,898.50', '$19,100.00', '$201.50'];
    const subtotal = [
      'AUSTRALIAN TAXATION OFFICE',
      ...income,
      ...lines.map((figure) => `Quux      ${figure}`),
    ].join('\n');
    expect(valuesOf('tax', subtotal).taxPayable).toBe(-201.5);
  });

  it('reads a result printed at the top, before the taxable income', () => {
    const top = [
      'AUSTRALIAN TAXATION OFFICE',
      'Tarn          $498.50',
      ...income,
      'Quux          $17,914.30',
      'Zib           $1,684.20',
      'Vell          $19,100.00',
    ].join('\n');
    expect(valuesOf('tax', top).taxPayable).toBe(498.5);
  });

  it('reads a summary that states the taxable income and the result, then the calculation that prints both again', () => {
    // 17,914.30 + 1,684.20 = 19,598.50 (the subtotal); − 19,100.00 = 498.50, stated in the summary and at the end.
    const summary = [
      'AUSTRALIAN TAXATION OFFICE',
      'Plonk         $84,210.00',
      'Tarn          $498.50',
      ...income,
      'Quux          $17,914.30',
      'Zib           $1,684.20',
      'Norp          $19,598.50',
      'Vell          $19,100.00',
      'Tarn          $498.50',
    ];
    expect(valuesOf('tax', summary.join('\n'))).toMatchObject({ taxableIncome: 84210, taxPayable: 498.5 });
    // Stated in the summary alone.
    expect(valuesOf('tax', summary.slice(0, -1).join('\n')).taxPayable).toBe(498.5);
  });

  it('reads the taxable income when the deductions are itemised between the total income and their total', () => {
    const itemised = [
      'AUSTRALIAN TAXATION OFFICE',
      'Wibble        $91,800.00',
      'Gorp          $5,000.00',
      'Snib          $2,590.00',
      'Frob          $7,590.00',
      'Plonk         $84,210.00',
      'Quux          $17,914.30',
      'Zib           $1,684.20',
      'Vell          $19,100.00',
      'Tarn          $498.50',
    ].join('\n');
    expect(valuesOf('tax', itemised)).toMatchObject({ taxableIncome: 84210, taxPayable: 498.5 });
  });

  it('reads the taxable income and the result of a notice that starts at the taxable income, from its calculation', () => {
    const calculation = (result: string) =>
      [
        'AUSTRALIAN TAXATION OFFICE',
        'Plonk         $84,210.00',
        'Quux          $17,914.30',
        'Zib           $1,684.20',
        'Vell          $19,100.00',
        `Tarn          ${result}`,
      ].join('\n');
    expect(valuesOf('tax', calculation('$498.50'))).toMatchObject({
      taxableIncome: 84210,
      taxPayable: 498.5,
    });
    expect(valuesOf('tax', calculation('$489.50'))).not.toHaveProperty('taxableIncome');
  });

  it('reads nothing when the figures do not add up', () => {
    expect(
      valuesOf('tax', notice('$17,914.30', '$1,684.20', '$19,100.00', '$489.50')).taxPayable,
    ).toBeUndefined();
  });
});

describe('a date of birth by age', () => {
  it("reads the one date old enough to be the member's birth", () => {
    const text = ['SOMEFUND SUPER', 'Zib      30/06/2025', 'Quab     14/03/1979', 'Frob     01/07/2024'];
    expect(valuesOf('super', text.join('\n'))).toMatchObject({ dateOfBirth: '1979-03-14' });
  });

  it('leaves it open when two dates are that old and close together, or none is, however far ahead a date is', () => {
    const two = ['SOMEFUND SUPER', 'Zib      30/06/2025', 'Quab     14/03/1979', 'Frob     01/07/1988'];
    expect(valuesOf('super', two.join('\n')).dateOfBirth).toBeUndefined();
    // A projected retirement date decades ahead does not make the statement's own dates a birth date.
    const ahead = ['SOMEFUND SUPER', 'Zib      30/06/2025', 'Quab     01/07/2024', 'Frob     14/03/2061'];
    expect(valuesOf('super', ahead.join('\n')).dateOfBirth).toBeUndefined();
    const none = ['ACME LIFE', 'Zib      30/06/2025', 'Quab     14/03/2019'];
    expect(valuesOf('insurance', none.join('\n')).dateOfBirth).toBeUndefined();
  });
});

describe("a schedule's premium by its shape", () => {
  it('reads the one figure with cents that is not the sum insured, or the total of several', () => {
    const one = ['ACME LIFE', 'Zib      $750,000', 'Quab     $112.45', 'Frob     $500'];
    expect(valuesOf('insurance', one.join('\n'))).toMatchObject({ sumInsured: 750000, premium: 112.45 });
    const parts = [
      'ACME LIFE',
      'Zib      $750,000',
      'Quab     $100.15',
      'Frob     $10.02',
      'Glim     $110.17',
    ];
    expect(valuesOf('insurance', parts.join('\n'))).toMatchObject({ premium: 110.17 });
  });

  it('leaves it open when figures with cents do not add up', () => {
    const two = ['ACME LIFE', 'Zib      $750,000', 'Quab     $100.15', 'Frob     $12.02'];
    expect(valuesOf('insurance', two.join('\n')).premium).toBeUndefined();
  });
});

describe("a licence's numbers told apart by the issuing state's shapes", () => {
  const card = (state: string, address: string, rows: string[]) =>
    [state, 'Driver Licence', 'PRIYA SINGH', '12 WATTLE STREET', address, ...rows].join('\n');

  it('reads the licence and card numbers of a Queensland card (nine digits; two letters and eight)', () => {
    const text = card('QUEENSLAND', 'TOOWONG QLD 4066', [
      'Tan rergum: 726908984',
      'Nex rurkur: 02/02/1982',
      'Men num: GB89728463',
    ]);
    expect(valuesOf('license', text)).toMatchObject({
      licenceNumber: '726908984',
      cardNumber: 'GB89728463',
    });
  });

  it('reads them whichever is printed first, and a South Australian licence alone', () => {
    const wa = card('Government of Western Australia', 'JOONDALUP WA 6027', [
      'Gir        14600058',
      'Six kur    5393224',
    ]);
    expect(valuesOf('license', wa)).toMatchObject({ licenceNumber: '5393224', cardNumber: '14600058' });
    const sa = card('SOUTH AUSTRALIA', 'UNLEY SA 5061', ['Nal faxmem: K12797', 'Zalrer: 10/08/2027']);
    expect(valuesOf('license', sa)).toMatchObject({ licenceNumber: 'K12797' });
  });

  it('reads neither when both fit either shape, or the state is unknown, or a third number is printed', () => {
    const act = card('AUSTRALIAN CAPITAL TERRITORY', 'BELCONNEN ACT 2617', [
      'Dil vul / 3405403532',
      'Turzer lax / 3851381502',
    ]);
    const unknown = ['Driver Licence', 'PRIYA SINGH', 'Tan rergum: 726908984', 'Men num: GB89728463'].join(
      '\n',
    );
    const three = card('QUEENSLAND', 'TOOWONG QLD 4066', [
      'Tan rergum: 726908984',
      'Men num: GB89728463',
      'Wox: 55512345',
    ]);
    for (const text of [act, unknown, three]) {
      const values = valuesOf('license', text);
      expect(values.licenceNumber).toBeUndefined();
      expect(values.cardNumber).toBeUndefined();
    }
  });
});

describe("a loan's security, the one address printed whole on one line", () => {
  const statement = (rows: string[]) =>
    ['Loan account statement', 'Sofia Raghavan', '1 Napoleon Street', 'JOONDALUP WA 6027', ...rows].join(
      '\n',
    );

  it('reads the address printed whole beside a label no rule knows', () => {
    const text = statement(['Lolpox mox     1 Napoleon Street, Joondalup WA 6027', 'Kimfux     $836,617.73']);
    expect(valuesOf('mortgage', text).securityAddress).toBe('1 Napoleon Street, Joondalup WA 6027');
  });

  it("never takes a lender's office, and reads nothing when two addresses are printed whole", () => {
    const office = statement(['Level 5, 275 Kent Street Sydney NSW 2000', 'Kimfux     $836,617.73']);
    expect(valuesOf('mortgage', office).securityAddress).toBeUndefined();
    const two = statement([
      'Lolpox mox     1 Napoleon Street, Joondalup WA 6027',
      'Vex dim     9 Hay Street, Perth WA 6000',
    ]);
    expect(valuesOf('mortgage', two).securityAddress).toBeUndefined();
  });
});

describe("a payslip's position, the one cell that reads as a job title", () => {
  const slip = (rows: string[]) =>
    ['Tasman Plumbing Pty Ltd', 'Pay Slip', 'Minnie Driver', '174 King William Street', ...rows].join('\n');

  it('reads the title beside a label no rule knows', () => {
    expect(valuesOf('payslip', slip(['Rirzor zax:     Civil Engineer', 'Sax tum:     72215'])).position).toBe(
      'Civil Engineer',
    );
  });

  it("never takes the business's name or the employee's, and reads nothing when two titles are printed", () => {
    expect(valuesOf('payslip', slip(['Sax tum:     72215'])).position).toBeUndefined();
    const two = slip(['Rirzor zax:     Civil Engineer', 'Vox:     Project Manager']);
    expect(valuesOf('payslip', two).position).toBeUndefined();
  });
});

/** A super statement's head, then the rows under test. */
const superStatement = (rows: string[]) =>
  ['Brighter Super', 'Superannuation account statement', 'Mr Connor Raghavan', ...rows].join('\n');

describe("a super statement's contributions and fees proven by its summary, and its option by its name", () => {
  it('reads the employer contributions (taxed 15 %), their total with the member’s own, the fees and the option', () => {
    const text = superStatement([
      'Din ver naxfur',
      'MySuper Lifecycle',
      'Kergan lor: $34,881.29',
      'Tax kilsom: $17,791.22',
      'Bexmum fix: $7,954.07',
      'Tum kelven: -$2,668.68',
      'Bel non: $31,229.64',
      'Zum: -$688.02',
      'Sur lam lun: -$857.36',
      'Dalmax benpox: $87,642.16',
      'Zix ral kox: $25,745.29',
      'Nurven bix     $430,000     $857.36',
    ]);
    expect(valuesOf('super', text)).toMatchObject({
      balance: 87642.16,
      employerContributions: 17791.22,
      contributionsTotal: 25745.29,
      fees: 688.02,
      investmentOption: 'MySuper Lifecycle',
    });
  });

  it("reads the fees beside one line for all the covers' premiums", () => {
    const text = superStatement([
      'Kergan lor: $52,310.00',
      'Tax kilsom: $9,820.40',
      'Tum kelven: -$1,473.06',
      'Bel non: $3,104.77',
      'Zum: -$512.90',
      'Sur lam lun: -$611.45',
      'Dalmax benpox: $62,637.76',
      'Nurven bix     $250,000     $402.15',
      'Tolmar sek     $150,000     $209.30',
    ]);
    expect(valuesOf('super', text)).toMatchObject({ employerContributions: 9820.4, fees: 512.9 });
  });

  it('reads no fees when two debits besides the tax could be them, and no option when two are named', () => {
    const text = superStatement([
      'Balanced',
      'High Growth',
      'Kergan lor: $8,436.62',
      'Tax kilsom: $14,872.08',
      'Bexmum fix: $4,710.23',
      'Tum kelven: -$2,230.81',
      'Bel non: -$3,681.48',
      'Zum: -$875.05',
      'Dalmax benpox: $21,231.59',
      'Zix ral kox: $19,582.31',
    ]);
    const values = valuesOf('super', text);
    expect(values).toMatchObject({ employerContributions: 14872.08, contributionsTotal: 19582.31 });
    expect(values.fees).toBeUndefined();
    expect(values.investmentOption).toBeUndefined();
  });
});

describe("a notice's refund, its one figure marked as a credit", () => {
  const notice = (rows: string[]) =>
    ['Notice of assessment 2022-23', 'Australian Taxation Office', 'Arjun Whitehead', ...rows].join('\n');

  it('reads the figure marked CR or credit as a refund (a negative amount payable)', () => {
    const cr = notice(['Gox     AUD 112,165.83', 'Vumbil dom     AUD 24,925.74', 'Zex     AUD 1,124.91 CR']);
    expect(valuesOf('tax', cr).taxPayable).toBe(-1124.91);
    const credit = notice(['Gon min: $275,053.73', 'Balnal gux tuxtil: $5,740.84 credit']);
    expect(valuesOf('tax', credit).taxPayable).toBe(-5740.84);
  });

  it('reads nothing when two figures are marked as credits', () => {
    const two = notice(['Zex     AUD 1,124.91 CR', 'Vox     AUD 300.00 CR']);
    expect(valuesOf('tax', two).taxPayable).toBeUndefined();
  });
});

describe("a payslip's year to date and annual salary proven by multiples of its pay", () => {
  const top = ['QUOLLBRIDGE FOODS PTY LTD', 'Zimble     Fitter', ''];

  it('reads year-to-date figures printed apart (the same multiple of gross, tax and super) and the salary', () => {
    const text = [
      ...top,
      'Gomkil til gen     15/08/2025 - 14/09/2025',
      'Man gum     Monthly     Zen lux     $180,000.00',
      'Rixdin furgar     15,000.00     Bul kun     2,886.36',
      'Zem vox     12,113.64     Guxral rurlen     1,725.00',
      'Nur zem porrul     30,000.00     Kir lar ponsor     5,772.72',
      'Fox kal den     3,450.00',
    ].join('\n');
    expect(valuesOf('payslip', text)).toMatchObject({
      grossPay: 15000,
      netPay: 12113.64,
      ytdGross: 30000,
      ytdTax: 5772.72,
      ytdSuper: 3450,
      annualSalary: 180000,
    });
  });

  it('reads no year to date when the multiples disagree, and no salary off the cycle', () => {
    const text = [
      ...top,
      'Gomkil til gen     01/09/2025 - 14/09/2025',
      'Man gum     Fortnightly     Zen lux     $180,000.00',
      'Rixdin furgar     15,000.00     Bul kun     2,886.36',
      'Zem vox     12,113.64',
      'Nur zem porrul     30,000.00     Kir lar ponsor     8,659.08',
    ].join('\n');
    const values = valuesOf('payslip', text);
    expect(values.ytdGross).toBeUndefined();
    expect(values.annualSalary).toBeUndefined();
  });
});

describe("a loan's fixed rate expiry, the one date months to years after the statement", () => {
  const statement = (rows: string[]) =>
    [
      'Loan account statement',
      '18/02/2024 to 16/02/2025',
      'Hamish Okafor',
      'Min vomrir: 16/02/2025',
      'Pul bex: $942,093.72',
      ...rows,
    ].join('\n');

  it('reads it, leaving out the next due date and the transactions', () => {
    const text = statement([
      'Ror selken loxmem: 14/11/2027     Vox: 02/03/2025',
      '21/02/2024     Debit interest     $4,298.80     $950,824.40',
    ]);
    expect(valuesOf('mortgage', text).fixedRateExpiry).toBe('2027-11-14');
  });

  it("reads nothing when two such dates are printed, and never the loan's end decades away", () => {
    const two = statement(['Ror selken loxmem: 14/11/2027', 'Dax: 01/07/2029']);
    expect(valuesOf('mortgage', two).fixedRateExpiry).toBeUndefined();
    const term = statement(['Ror selken loxmem: 14/11/2052']);
    expect(valuesOf('mortgage', term).fixedRateExpiry).toBeUndefined();
  });
});

describe('a value shaped alone after a label no rule knows and its colon', () => {
  it("reads a loan's rate, repayment and its cycle printed as 'Label: value'", () => {
    const text = [
      'Mortgage statement',
      'MCALLISTER, Arjun',
      'Rinlur kingur: $657,872.58',
      'Nimtir dor: 6.29% p.a.',
      'Tolton dor: $1,074.29 weekly',
    ].join('\n');
    expect(valuesOf('mortgage', text)).toMatchObject({
      interestRate: 6.29,
      repaymentAmount: 1074.29,
      repaymentFrequency: 'weekly',
    });
  });
});

describe("an income protection policy's periods by their units", () => {
  it('reads the waiting period in days and the benefit period to an age', () => {
    const text = [
      'Policy schedule',
      'Income Protection',
      'Vox dim     $6,500 per month',
      'Zel pir     30 days',
      'Gor nam     to age 65',
    ].join('\n');
    expect(valuesOf('insurance', text)).toMatchObject({ waitingPeriod: 30, benefitPeriod: 'to age 65' });
  });

  it('reads neither when two periods of a kind are printed', () => {
    const text = [
      'Policy schedule',
      'Zel pir     30 days',
      'Dax     90 days',
      'Gor     2 years',
      'Mun     5 years',
    ];
    const values = valuesOf('insurance', text.join('\n'));
    expect(values.waitingPeriod).toBeUndefined();
    expect(values.benefitPeriod).toBeUndefined();
  });
});

describe("a payslip's pay date on its period's last day", () => {
  it('reads a lone date printed beside the period, on the day it ends, as the pay date', () => {
    const text = [
      'Northwind IT Solutions Pty Ltd',
      'Payslip',
      'Bix ven     17/02/2025 - 19/03/2025     Morlix komvir     19/03/2025',
    ].join('\n');
    expect(valuesOf('payslip', text)).toMatchObject({ payPeriodEnd: '2025-03-19', payDate: '2025-03-19' });
  });
});

describe("a notice's provider without the words of a bill", () => {
  it('reads a known utility named at its head, and a run-together brand as an organisation', () => {
    const water = ['Water and sewerage account     Urban Utilities', 'Zara Rossi', 'Fix lom: $176.37'];
    expect(valuesOf('other', water.join('\n')).provider).toBe('Urban Utilities');
    const unknown = ['Certificate of registration', 'KestrelRoads', 'Vunmor sor: $1,612.73', 'Amount due'];
    expect(valuesOf('other', unknown.join('\n')).provider).toBe('KestrelRoads');
    // A family name that is also a utility's word is still the addressee's.
    const addressed = ['Jane Power', 'Tax invoice', '12 Wattle Street', 'Fix lom: $176.37'];
    expect(valuesOf('other', addressed.join('\n')).provider).not.toBe('Jane Power');
  });

  it('reads an issuer no list knows from its head when the notice is paid by BPAY or meters kWh', () => {
    const gas = ['Tarrawong Gas Co', 'Mirel dov', 'Zara Rossi', 'Fix lom: $176.37', 'Biller code 40912'];
    expect(valuesOf('other', gas.join('\n')).provider).toBe('Tarrawong Gas Co');
    const power = ['Quollbrook Energy', 'Zara Rossi', 'Peak 812 kWh     $253.34'];
    expect(valuesOf('other', power.join('\n')).provider).toBe('Quollbrook Energy');
    // Two capitalised words read as a person's name unless one is an organisation's word ("Broadband").
    const internet = ['Wirrina Broadband', 'Zara Rossi', 'Pay by BPAY, biller code 40912'];
    expect(valuesOf('other', internet.join('\n')).provider).toBe('Wirrina Broadband');
    // A letter names no provider, however it is headed.
    const letter = [
      'Quollbrook Bowls Club',
      'Zara Rossi',
      'Dear Zara,',
      'Your membership renews next month.',
    ];
    expect(valuesOf('other', letter.join('\n')).provider).toBeUndefined();
  });
});

describe("a holding statement's value, its one figure in dollars", () => {
  it('reads the one dollar figure among unit counts, and nothing beside a unit price', () => {
    const rows = ['Statement of holdings', 'Opening balance     861', 'Holding balance     1,614'];
    const one = [...rows, 'San bux von kar: $144,856.50'];
    expect(valuesOf('investment', one.join('\n')).totalValue).toBe(144856.5);
    const two = [...rows, 'Pel: $89.75', 'San bux von kar: $144,856.50'];
    expect(valuesOf('investment', two.join('\n')).totalValue).toBeUndefined();
  });
});

describe("a super statement's period by its span", () => {
  it('reads two dates a year apart less a day as the period, under labels no rule knows', () => {
    const apart = superStatement(['Zorp mib: 01/07/2024', 'Blip sov: 30/06/2025', 'Wex: $84,210.55']);
    expect(valuesOf('super', apart)).toMatchObject({
      statementPeriodStart: '2024-07-01',
      statementDate: '2025-06-30',
    });
    const split = superStatement(['Zorp mib     1 January 2025     -     30 June 2025']);
    expect(valuesOf('super', split)).toMatchObject({
      statementPeriodStart: '2025-01-01',
      statementDate: '2025-06-30',
    });
  });

  it('reads no period when two pairs of dates could be it', () => {
    const two = superStatement([
      'Zorp: 01/07/2024',
      'Blip: 30/06/2025',
      'Vex: 01/01/2025',
      'Tor: 31/03/2025',
    ]);
    expect(valuesOf('super', two).statementPeriodStart).toBeUndefined();
  });
});

describe("a super statement's covers, a table of round sums and their premiums", () => {
  const header = 'Sal nanvel     Valfem sol dixdel     Nalgol ger';

  it('reads death cover from the first row and TPD from the next', () => {
    const text = superStatement([header, 'Dir     $280,000     $518.51', 'Vorbax     $150,000     $212.40']);
    expect(valuesOf('super', text)).toMatchObject({
      insuranceLife: 280000,
      insuranceLifePremium: 518.51,
      insuranceTPD: 150000,
      insuranceTPDPremium: 212.4,
    });
  });

  it('reads none from sums that are not round, premiums too large for them, or rows apart', () => {
    const covers = (rows: string[]) => {
      const values = valuesOf('super', superStatement(rows));
      return [values.insuranceLife, values.insuranceTPD];
    };
    expect(covers([header, 'Dir     $188,505.93     $6,106.61'])).toEqual([undefined, undefined]);
    expect(covers([header, 'Dir     $20,000     $1,000.00'])).toEqual([undefined, undefined]);
    // A cover the rules know by name is not an unnamed death cover, nor a gap in the table.
    expect(covers([header, 'Income protection     $60,000     $912.40'])).toEqual([undefined, undefined]);
    expect(
      covers([
        header,
        'Dir     $280,000     $518.51',
        'Sentence between them.',
        'Vor     $150,000     $212.40',
      ]),
    ).toEqual([undefined, undefined]);
  });
});
