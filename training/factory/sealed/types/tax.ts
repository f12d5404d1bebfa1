import type { Composer } from '../../compose';
import { institution, label, type SealedWording } from '../wording';

export const TAX_WORDINGS: readonly SealedWording[] = [
  {
    institutions: ['Acacia Ridge Tax Practitioners', 'Dunsborough Lodgement Partners'],
    labels: {
      title: 'Outcome of your lodgement',
      tfn: 'ATO identifier (part hidden)',
      issue: 'Outcome dated',
      calculation: 'How the outcome was reached',
      income: 'Everything you earned',
      deductions: 'Claims allowed',
      taxable: 'Amount the ATO taxes',
      taxOn: 'Tax worked out on that amount',
      withheld: 'Already withheld by employers',
      refund: 'Coming back to you',
      payable: 'Still to pay the ATO',
    },
  },
  {
    institutions: ['Wollemi Accounting Group', 'Ningaloo Returns Pty Ltd'],
    labels: {
      title: 'Return outcome summary',
      tfn: 'Taxpayer identifier',
      issue: 'Outcome issued',
      calculation: 'Reconciliation of the return',
      income: 'Earnings before claims',
      deductions: 'Claims accepted',
      taxable: 'Net assessable earnings',
      taxOn: 'Tax on net assessable amount',
      withheld: 'Credits for amounts withheld',
      refund: 'Owed to you by the ATO',
      payable: 'You owe the ATO',
    },
  },
];

export function composeSealedTax(c: Composer, wording: SealedWording): string {
  const endYear = c.random.int(2022, 2025);
  const taxYear = `${endYear - 1}-${String(endYear).slice(2)}`;
  const issued = c.random.date(`${endYear}-07-15`, `${endYear}-12-20`);
  const taxable = c.random.money(25_000, 260_000);
  const refund = c.random.chance(0.6);
  const result = refund ? -c.random.money(50, 6_000) : c.random.money(50, 9_000);
  const tfn = c.random.digits(9);
  const masked = `******${tfn.slice(6)}`;
  c.masthead(institution(c, wording), `${label(wording, 'title')} ${taxYear}`, c.date(issued));
  c.truth('taxYear', taxYear);
  c.addressBlock({ title: false, middle: c.random.chance(0.4) });
  c.field(label(wording, 'tfn'), `*** *** ${tfn.slice(6)}`, 'tfnMasked', masked);
  c.field(label(wording, 'issue'), c.date(issued));
  c.heading(label(wording, 'calculation'));
  const income = Math.round(taxable * 1.08 * 100) / 100;
  c.field(label(wording, 'income'), c.money(income));
  c.field(label(wording, 'deductions'), c.money(Math.round((income - taxable) * 100) / 100));
  c.field(label(wording, 'taxable'), c.money(taxable), 'taxableIncome', taxable);
  c.field(label(wording, 'taxOn'), c.money(Math.round(taxable * 0.24 * 100) / 100));
  c.field(label(wording, 'withheld'), c.money(Math.round(taxable * 0.22 * 100) / 100));
  c.field(
    label(wording, refund ? 'refund' : 'payable'),
    c.money(Math.abs(result)),
    'taxPayable',
    Math.round(result * 100) / 100,
  );
  return issued;
}
