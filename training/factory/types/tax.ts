import type { Composer } from '../compose';
import { typeSentences } from '../shared-wording';

const ISSUERS = ['Australian Taxation Office', 'ATO', 'Australian Government - Australian Taxation Office'];
const AGENTS = [
  'Harris & Co Tax Agents',
  'H&R Block',
  'Etax Accountants',
  'Bayside Accounting Services',
  'ITP The Income Tax Professionals',
  'Taxcorp Advisers',
  'Quay Partners Chartered Accountants',
  'Gumtree Tax Services',
];
const TITLES = [
  'Notice of assessment',
  'Notice of amended assessment',
  'Individual tax return summary',
  'Income tax return summary',
  'Your notice of assessment',
  'Tax return lodgement summary',
  'Assessment notice',
  'Statement of tax assessed',
];
const SENTENCES = [
  'This notice is issued under the Income Tax Assessment Act 1936.',
  'If you disagree with this assessment you can lodge an objection within two years.',
  'Your refund will be paid to your nominated financial institution account.',
  'Any amount owing must be paid by the due date to avoid the general interest charge.',
  'Medicare levy and Medicare levy surcharge have been included in your assessment.',
  'Keep your records for five years from the date you lodge your tax return.',
  'Private health insurance rebate adjustments are included in this calculation.',
  'Your tax return was lodged by your registered tax agent.',
];

export function composeTax(c: Composer): string {
  // Some families are myGov income statements (what employers reported through Single Touch Payroll).
  if (Number(c.family.id.slice(-2)) % 5 === 2) return composeIncomeStatement(c);
  const endYear = c.random.int(2022, 2025);
  const taxYear = `${endYear - 1}-${String(endYear).slice(2)}`;
  const issued = c.random.date(`${endYear}-07-15`, `${endYear}-12-20`);
  const taxable = c.random.money(25_000, 260_000);
  const refund = c.random.chance(0.6);
  // The notice adds up: the tax less the credits is the result.
  const tax = Math.round(taxable * 0.24 * 100) / 100;
  const drawn = refund ? -c.random.money(50, 6_000) : c.random.money(50, 9_000);
  const result = Math.min(drawn, Math.round(tax * 40) / 100);
  const tfn = c.random.digits(9);
  const masked =
    c.say('tfn-mask', ['first3', 'last3']) === 'first3'
      ? `${tfn.slice(0, 3)}******`
      : `******${tfn.slice(6)}`;
  const byAgent = c.say('issuer-kind', ['ato', 'agent']) === 'agent';
  const issuer = byAgent ? c.any(AGENTS) : c.any(ISSUERS);

  c.masthead(
    issuer,
    `${c.say('title', TITLES)} ${c.say('year-style', ['long', 'short']) === 'long' ? `for the year ended 30 June ${endYear}` : taxYear}`,
    c.date(issued),
  );
  c.truth('taxYear', taxYear);
  c.addressBlock({ title: false, middle: c.random.chance(0.4) });
  const tfnDisplay = masked.replace(/^(\d{3})(\*+)$/, '$1 *** ***').replace(/^(\*+)(\d{3})$/, '*** *** $2');
  c.field(
    c.say('tfn-label', ['Tax file number', 'TFN', 'Your TFN', 'Tax file no.']),
    tfnDisplay,
    'tfnMasked',
    masked,
  );
  c.field(
    c.say('issue-label', ['Date of issue', 'Issue date', 'Date lodged', 'Assessment date']),
    c.date(issued),
  );
  c.heading(
    c.say('calc-heading', [
      'Your assessment',
      'How we calculated your tax',
      'Calculation of tax',
      'Summary of your tax return',
    ]),
  );
  const income = Math.round(taxable * 1.08 * 100) / 100;
  c.field(
    c.say('income-label', ['Total income', 'Income', 'Total income or loss', 'Gross income']),
    c.money(income),
  );
  c.field(
    c.say('deductions-label', ['Deductions', 'Total deductions', 'Less deductions']),
    c.money(Math.round((income - taxable) * 100) / 100),
  );
  c.field(
    c.say('taxable-label', [
      'Taxable income',
      'Your taxable income',
      'Taxable income or loss',
      'Total taxable income',
      'Taxable amount',
    ]),
    c.money(taxable),
    'taxableIncome',
    taxable,
  );
  c.field(
    c.say('tax-on-label', ['Tax on taxable income', 'Gross tax', 'Income tax payable', 'Tax assessed']),
    c.money(tax),
  );
  c.field(
    c.say('withheld-label', [
      'PAYG instalments and withholding',
      'Tax withheld',
      'Less credits for tax withheld',
      'Total tax withheld',
    ]),
    c.money(Math.round((tax - result) * 100) / 100),
  );
  const resultLabel = refund
    ? c.say('refund-label', [
        'Your refund',
        'Refund',
        'Amount refundable',
        'Credit due to you',
        'Result of this notice: refund',
      ])
    : c.say('payable-label', [
        'Amount payable',
        'Balance owing',
        'Amount due',
        'Tax payable',
        'Result of this notice: debit',
      ]);
  c.field(
    resultLabel,
    refund ? `${c.money(-result)} ${c.say('credit-mark', ['CR', 'credit', ''])}`.trim() : c.money(result),
    'taxPayable',
    Math.round(result * 100) / 100,
  );
  typeSentences(c, SENTENCES, [1, 3]);
  return issued;
}

const EMPLOYERS = [
  'WESTLINK FREIGHT SERVICES PTY LTD',
  'ST VINCENTS HEALTH AUSTRALIA',
  'COASTAL COUNCIL',
  'BLUEGUM DENTAL GROUP PTY LTD',
  'DEPARTMENT OF EDUCATION',
  'IRONBARK MINING SERVICES PTY LTD',
  'SUMMIT RETAIL GROUP LIMITED',
  'HARBOURLINE LOGISTICS PTY LTD',
];

function composeIncomeStatement(c: Composer): string {
  const endYear = c.random.int(2022, 2025);
  const taxYear = `${endYear - 1}-${String(endYear).slice(2)}`;
  const printed = c.random.date(`${endYear}-07-10`, `${endYear}-10-31`);
  c.masthead(
    c.say('portal', ['myGov', 'ATO online services', 'Australian Taxation Office']),
    c.say('statement-title', ['Income statement', 'Employment income statement', 'Your income statements']),
    `Printed ${c.date(printed)}`,
  );
  c.line(
    `${c.say('year-label', ['Financial year', 'Income year', 'Year'])} ${taxYear.replace('-', '–')}`,
    10,
  );
  c.truth('taxYear', taxYear);
  c.field('Name', `${c.person.given} ${c.person.family}`);
  c.truth('fullName', `${c.person.given} ${c.person.family}`);
  c.truth('firstName', c.person.given);
  c.truth('lastName', c.person.family);
  const tfnEnd = c.random.digits(3);
  c.field(
    c.say('tfn-label', ['Tax file number', 'TFN', 'Your TFN']),
    `XXX XXX ${tfnEnd}`,
    'tfnMasked',
    `******${tfnEnd}`,
  );
  for (const employer of c.random.shuffle(EMPLOYERS).slice(0, c.random.int(1, 3))) {
    c.heading(`${employer}   ${c.say('status', ['Tax ready', 'Finalised', 'Year to date'])}`);
    const gross = c.random.money(1_000, 140_000);
    c.field(c.say('gross-label', ['Gross payments', 'Gross salary or wages', 'Payments']), c.money(gross));
    c.field(
      c.say('withheld-label', ['Total tax withheld', 'PAYG withheld', 'Tax withheld']),
      c.money(Math.round(gross * 21) / 100),
    );
    c.field(
      c.say('resc-label', ['Reportable employer superannuation', 'RESC', 'Reportable super contributions']),
      c.money(0),
    );
    c.field('Allowances', c.money(0));
  }
  c.paragraph(
    c.say('statement-note', [
      'Your income statement shows payments reported by your employers through Single Touch Payroll.',
      'When an income statement is tax ready you can lodge your tax return.',
      'This is not a notice of assessment.',
      'Employers report your pay, tax and super to us each payday.',
    ]),
  );
  return printed;
}
