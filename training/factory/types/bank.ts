import type { Composer } from '../compose';
import { addDays, round2 } from '../formats';
import { typeSentences } from '../shared-wording';

const BANKS: [string, string][] = [
  ['Commonwealth Bank', '062'],
  ['Westpac', '032'],
  ['NAB', '083'],
  ['ANZ', '013'],
  ['ING', '923'],
  ['Macquarie Bank', '182'],
  ['Bendigo Bank', '633'],
  ['Bank of Queensland', '124'],
  ['Suncorp Bank', '484'],
  ['ME Bank', '944'],
  ['Bankwest', '302'],
  ['St.George Bank', '112'],
  ['Heritage Bank', '638'],
  ['Newcastle Permanent', '650'],
  ['Great Southern Bank', '814'],
  ['Teachers Mutual Bank', '812'],
  ['Beyond Bank', '325'],
  ["People's Choice", '805'],
  ['Bank Australia', '313'],
  ['HSBC Australia', '342'],
];
/** BSB prefixes of smaller banks and credit unions, for banks the factory invents. */
const SMALL_BANK_PREFIXES = ['802', '805', '812', '814', '704', '656'];
const PRODUCTS: [string, 'savings' | 'transaction' | 'offset'][] = [
  ['Everyday Account', 'transaction'],
  ['Online Saver', 'savings'],
  ['Access Account', 'transaction'],
  ['Bonus Saver', 'savings'],
  ['Smart Access', 'transaction'],
  ['Mortgage Offset Account', 'offset'],
  ['High Interest Savings', 'savings'],
  ['Choice Account', 'transaction'],
];
const TITLES = [
  'Statement of account',
  'Account statement',
  'Transaction statement',
  'Your statement',
  'Bank statement',
  'Transaction listing',
  'Statement',
  'Account activity',
];
const SENTENCES = [
  'Please check your transactions and tell us immediately about any unauthorised transactions.',
  'Interest is calculated daily on the balance of your account and paid monthly.',
  'Deposits are protected up to $250,000 under the Financial Claims Scheme.',
  'Transactions after the cut-off time are processed on the next business day.',
  'Keep your PIN and passwords secret; we will never ask for them by e-mail.',
  'Any fees charged are shown on this statement.',
  'The bonus interest rate applies when you deposit at least $1,000 and make no withdrawals in the month.',
  'Overseas transaction fees may apply to purchases made in a foreign currency.',
];
const MERCHANTS = [
  'Woolworths',
  'Coles',
  'Salary',
  'Transfer to savings',
  'BPAY Origin Energy',
  'Direct debit Telstra',
  'ATM withdrawal',
  'EFTPOS Bunnings',
  'Interest credit',
  'Netflix',
  'Transfer from J Smith',
  'Account fee',
  'Uber Eats',
  'Chemist Warehouse',
];

export function composeBank(c: Composer): string {
  const [real, realPrefix] = c.any(BANKS);
  const bank = c.institution(real, [
    'Bank',
    'Credit Union',
    'Mutual',
    'Building Society',
    'Bank Limited',
    '',
  ]);
  // An invented bank has a smaller institution's BSB, not a major bank's whose name the BSB would give.
  const bsbPrefix =
    bank === real ? realPrefix : (SMALL_BANK_PREFIXES[bank.length % SMALL_BANK_PREFIXES.length] ?? '802');
  const [product, accountType] = c.random.pick(PRODUCTS);
  const end = c.random.date('2024-03-01', '2025-10-31');
  const start = addDays(end, -c.random.pick([29, 30, 89, 181]));
  const bsb = `${bsbPrefix}${c.random.digits(3)}`;
  const accountNumber = c.random.digits(c.random.int(8, 10));
  const opening = c.random.money(100, 40_000);
  let balance = opening;
  let credits = 0;
  let debits = 0;
  const transactions: string[][] = [];
  const count = c.random.int(5, 14);
  for (let index = 0; index < count; index++) {
    const date = addDays(
      start,
      Math.floor(((index + 1) * (Date.parse(end) - Date.parse(start))) / 86_400_000 / (count + 1)),
    );
    const credit = c.random.chance(0.35);
    const amount = c.random.money(5, credit ? 4_000 : 900);
    balance = round2(balance + (credit ? amount : -amount));
    if (credit) credits = round2(credits + amount);
    else debits = round2(debits + amount);
    const described = c.random.pick(MERCHANTS);
    transactions.push([
      c.date(date),
      described,
      credit ? '' : c.money(amount),
      credit ? c.money(amount) : '',
      c.money(balance),
    ]);
  }
  c.truth('bankName', bank);
  c.truth('accountType', accountType);

  c.masthead(bank, c.say('title', TITLES), `${c.date(start)} - ${c.date(end)}`);
  c.addressBlock({ title: c.random.chance(0.5), middle: c.random.chance(0.3) });
  c.field(
    c.say('product-label', ['Account name', 'Product', 'Account type', 'Account']),
    `${c.random.pick(['', `${bank.split(' ')[0]} `])}${product}`,
  );
  const bsbText =
    c.say('bsb-style', ['dash', 'space']) === 'dash'
      ? `${bsb.slice(0, 3)}-${bsb.slice(3)}`
      : `${bsb.slice(0, 3)} ${bsb.slice(3)}`;
  if (c.say('bsb-together', ['apart', 'together']) === 'together') {
    c.field('BSB / Account number', `${bsbText} ${accountNumber}`);
    c.truth('bsb', bsb);
    c.truth('accountNumber', accountNumber);
  } else {
    c.field('BSB', bsbText, 'bsb', bsb);
    c.field(
      c.say('account-label', ['Account number', 'Account no.', 'Acc No', 'Account']),
      accountNumber,
      'accountNumber',
    );
  }
  c.field(
    c.say('period-label', ['Statement period', 'Period', 'Statement from']),
    `${c.date(start)} to ${c.date(end)}`,
  );
  c.truth('statementPeriodStart', start);
  c.truth('statementPeriodEnd', end);

  c.heading(
    c.say('summary-heading', ['Account summary', 'Summary', 'Your account at a glance', 'Balance summary']),
  );
  c.field(
    c.say('opening-label', [
      'Opening balance',
      'Balance brought forward',
      'Starting balance',
      'Opening Balance on',
    ]),
    c.money(opening),
    'openingBalance',
    opening,
  );
  c.field(
    c.say('credits-label', ['Total credits', 'Money in', 'Deposits', 'Total deposits', 'Credits']),
    c.money(credits),
    'totalCredits',
    credits,
  );
  c.field(
    c.say('debits-label', ['Total debits', 'Money out', 'Withdrawals', 'Total withdrawals', 'Debits']),
    c.money(debits),
    'totalDebits',
    debits,
  );
  c.field(
    c.say('closing-label', [
      'Closing balance',
      'Balance carried forward',
      'Ending balance',
      'Closing Balance on',
    ]),
    c.money(balance),
    'closingBalance',
    balance,
  );

  c.heading(
    c.say('transactions-heading', [
      'Transactions',
      'Account activity',
      'Transaction details',
      'Your transactions',
    ]),
  );
  c.table(
    [
      c.say('date-header', ['Date', 'Posted', 'Transaction date']),
      c.say('description-header', ['Description', 'Transaction details', 'Particulars', 'Details']),
      c.say('debit-header', ['Debit', 'Withdrawals', 'Money out']),
      c.say('credit-header', ['Credit', 'Deposits', 'Money in']),
      'Balance',
    ],
    transactions,
    [70, 210, 80, 80, 75],
  );
  typeSentences(c, SENTENCES, [0, 3]);
  return end;
}
