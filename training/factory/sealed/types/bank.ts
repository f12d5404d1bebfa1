import type { Composer } from '../../compose';
import { addDays, round2 } from '../../formats';
import { institution, label, type SealedWording } from '../wording';

export const BANK_WORDINGS: readonly SealedWording[] = [
  {
    institutions: ['Yarrabee Mutual', 'Lorikeet Savings Society'],
    labels: {
      title: 'Record of your deposit facility',
      product: 'Facility held',
      bsb: 'Branch no.',
      account: 'Deposit ref.',
      period: 'Covering',
      summary: 'Where your money went',
      opening: 'Held when this record began',
      credits: 'Paid into the facility',
      debits: 'Taken from the facility',
      closing: 'Held when this record ended',
      activity: 'Item by item',
      dateHeader: 'Day',
      descriptionHeader: 'Narrative',
      debitHeader: 'Sent out',
      creditHeader: 'Received',
      balanceHeader: 'Running total',
    },
  },
  {
    institutions: ['Southern Ranges Credit Co-operative', 'Wattle Coast Members Society'],
    labels: {
      title: 'Member deposit report',
      product: 'Deposit product',
      bsb: 'Bank-state-branch code',
      account: 'Member deposit reference',
      period: 'Reporting window',
      summary: 'Your deposit in brief',
      opening: 'First-day position',
      credits: 'Sum of lodgements',
      debits: 'Sum of drawings',
      closing: 'Last-day position',
      activity: 'Lodgements and drawings',
      dateHeader: 'Value day',
      descriptionHeader: 'Narration',
      debitHeader: 'Drawn',
      creditHeader: 'Lodged',
      balanceHeader: 'Standing',
    },
  },
];

const PRODUCTS: [string, 'savings' | 'transaction' | 'offset'][] = [
  ['Everyday Account', 'transaction'],
  ['Savings Account', 'savings'],
  ['Offset Account', 'offset'],
];
const INCOMING = ['Salary', 'Transfer in', 'Refund'];
const OUTGOING = ['Groceries', 'Electricity', 'Rent', 'Insurance', 'Phone'];

export function composeSealedBank(c: Composer, wording: SealedWording): string {
  const bank = institution(c, wording);
  const [product, accountType] = c.random.pick(PRODUCTS);
  const end = c.random.date('2024-03-01', '2025-10-31');
  const start = addDays(end, -c.random.pick([30, 91]));
  const bsb = c.random.digits(6);
  const accountNumber = c.random.digits(c.random.int(8, 9));
  const opening = c.random.money(200, 30_000);
  let balance = opening;
  let credits = 0;
  let debits = 0;
  const rows: string[][] = [];
  const count = c.random.int(4, 10);
  for (let index = 0; index < count; index++) {
    const credit = c.random.chance(0.35);
    const amount = c.random.money(10, credit ? 3_500 : 800);
    balance = round2(balance + (credit ? amount : -amount));
    if (credit) credits = round2(credits + amount);
    else debits = round2(debits + amount);
    rows.push([
      c.date(addDays(start, 3 + index * 2)),
      c.random.pick(credit ? INCOMING : OUTGOING),
      credit ? '' : c.money(amount),
      credit ? c.money(amount) : '',
      c.money(balance),
    ]);
  }
  c.truth('bankName', bank);
  c.truth('accountType', accountType);
  c.masthead(bank, label(wording, 'title'));
  c.addressBlock({ title: c.random.chance(0.5) });
  c.field(label(wording, 'product'), product);
  c.field(label(wording, 'bsb'), `${bsb.slice(0, 3)}-${bsb.slice(3)}`, 'bsb', bsb);
  c.field(label(wording, 'account'), accountNumber, 'accountNumber');
  c.field(label(wording, 'period'), `${c.date(start)} to ${c.date(end)}`);
  c.truth('statementPeriodStart', start);
  c.truth('statementPeriodEnd', end);
  c.heading(label(wording, 'summary'));
  c.field(label(wording, 'opening'), c.money(opening), 'openingBalance', opening);
  c.field(label(wording, 'credits'), c.money(credits), 'totalCredits', credits);
  c.field(label(wording, 'debits'), c.money(debits), 'totalDebits', debits);
  c.field(label(wording, 'closing'), c.money(balance), 'closingBalance', balance);
  c.heading(label(wording, 'activity'));
  c.table(
    [
      label(wording, 'dateHeader'),
      label(wording, 'descriptionHeader'),
      label(wording, 'debitHeader'),
      label(wording, 'creditHeader'),
      label(wording, 'balanceHeader'),
    ],
    rows,
    [70, 210, 80, 80, 75],
  );
  return end;
}
