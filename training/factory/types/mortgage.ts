import type { Composer } from '../compose';
import { addDays, addYears, round2 } from '../formats';
import { typeSentences } from '../shared-wording';

const LENDERS = [
  'Commonwealth Bank',
  'Westpac',
  'NAB',
  'ANZ',
  'Macquarie Bank',
  'ING',
  'Athena Home Loans',
  'Bendigo Bank',
  'Bank of Queensland',
  'Suncorp Bank',
  'Heritage Bank',
  'RAMS',
  'Pepper Money',
  'Liberty Financial',
  'Firstmac',
  'La Trobe Financial',
  'Newcastle Permanent',
  'loans.com.au',
  'HomeStart Finance',
  'Great Southern Bank',
];
const TITLES = [
  'Home loan statement',
  'Loan account statement',
  'Mortgage statement',
  'Your home loan summary',
  'Annual loan statement',
  'Loan statement',
  'Home loan account summary',
  'Statement of loan account',
];
const SENTENCES = [
  'Interest is calculated on the daily balance of your loan and charged monthly.',
  'If you are experiencing financial hardship, please contact us as soon as possible.',
  'Extra repayments can reduce the interest you pay over the life of your loan.',
  'Your loan is secured by a registered mortgage over the security property.',
  'Break costs may apply if you repay a fixed rate loan early.',
  'Funds in a linked offset account reduce the balance on which interest is charged.',
  'Your repayment may change if the variable interest rate changes.',
  'Redraw is available on the amount you have paid in advance.',
];

export function composeMortgage(c: Composer): string {
  const lender = c.institution(c.any(LENDERS), [
    'Home Loans',
    'Bank',
    'Lending',
    'Finance',
    'Credit Union',
    'Money',
    '',
  ]);
  const end = c.random.date('2024-02-01', '2025-10-31');
  const start = addDays(end, -c.random.pick([30, 181, 364]));
  const balance = c.random.money(90_000, 1_400_000);
  const rate = round2(c.random.int(520, 749) / 100);
  const frequency = c.random.pick(['weekly', 'fortnightly', 'monthly'] as const);
  const repayment = round2(
    ((balance * (rate / 100)) / { weekly: 52, fortnightly: 26, monthly: 12 }[frequency]) * 1.35,
  );
  const fixed = c.random.chance(0.4);
  const fixedExpiry = addYears(c.random.date('2024-01-01', '2025-12-31'), c.random.int(1, 3));
  const accountNumber = c.random.digits(c.random.int(8, 12));
  const securityStreet = c.random.chance(0.7)
    ? c.person.street
    : `${c.random.int(1, 90)} ${c.random.pick(['Ridge Road', 'Lakeview Drive', 'Park Avenue'])}`;
  const security = `${securityStreet}, ${c.person.suburb} ${c.person.state} ${c.person.postcode}`;
  c.truth('lender', lender);

  c.masthead(lender, c.say('title', TITLES), `${c.date(start)} to ${c.date(end)}`);
  c.addressBlock({ title: c.random.chance(0.5) });
  c.field(
    c.say('account-label', [
      'Loan account number',
      'Account number',
      'Loan number',
      'Loan ID',
      'Loan account',
    ]),
    accountNumber,
    'accountNumber',
  );
  c.field(
    c.say('product-label', ['Loan type', 'Product', 'Home loan product', 'Loan product']),
    fixed
      ? c.random.pick(['Fixed Rate Home Loan', 'Fixed Owner Occupied', 'Fixed Investment Loan'])
      : c.random.pick([
          'Variable Rate Home Loan',
          'Basic Variable',
          'Standard Variable Owner Occupied',
          'Package Home Loan',
        ]),
  );
  c.field(
    c.say('statement-date-label', [
      'Statement date',
      'Statement issued',
      'Date of statement',
      'Statement period end',
    ]),
    c.date(end),
    'statementDate',
    end,
  );
  c.field(
    c.say('security-label', ['Security property', 'Secured property', 'Property address', 'Security']),
    security,
    'securityAddress',
  );

  c.heading(
    c.say('summary-heading', ['Loan summary', 'Your loan at a glance', 'Loan details', 'Account summary']),
  );
  c.field(
    c.say('balance-label', [
      'Loan balance',
      'Balance owing',
      'Amount owing',
      'Outstanding balance',
      'Closing balance',
      'Principal outstanding',
    ]),
    c.money(balance),
    'balance',
    balance,
  );
  c.field(
    c.say('rate-label', ['Interest rate', 'Current interest rate', 'Rate p.a.', 'Annual interest rate']),
    `${rate.toFixed(2)}% p.a.`,
    'interestRate',
    rate,
  );
  if (fixed)
    c.field(
      c.say('fixed-label', [
        'Fixed rate expiry',
        'Fixed rate period ends',
        'Fixed term ends',
        'Fixed rate end date',
      ]),
      c.date(fixedExpiry),
      'fixedRateExpiry',
      fixedExpiry,
    );
  const frequencyWord = { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' }[frequency];
  const repaymentLabel = c.say('repayment-label', [
    'Repayment amount',
    'Your repayment',
    'Minimum repayment',
    'Scheduled repayment',
    'Instalment',
  ]);
  c.truth('repaymentAmount', repayment);
  c.truth('repaymentFrequency', frequency);
  if (c.say('repayment-style', ['separate', 'sentence']) === 'separate') {
    c.field(repaymentLabel, c.money(repayment));
    c.field(c.say('frequency-label', ['Repayment frequency', 'Frequency', 'Repayments']), frequencyWord);
  } else {
    // "$1,234.56 fortnightly": amount and frequency in one value.
    c.field(repaymentLabel, `${c.money(repayment)} ${frequencyWord.toLowerCase()}`);
  }
  c.field(
    c.say('term-label', ['Remaining term', 'Loan term remaining', 'Term']),
    `${c.random.int(5, 29)} years`,
  );

  c.heading(
    c.say('transactions-heading', [
      'Transactions',
      'Loan activity',
      'Transaction history',
      'Account activity',
    ]),
  );
  const rows: string[][] = [];
  let running = round2(balance + repayment * 2 - 900);
  for (let index = 0; index < c.random.int(3, 8); index++) {
    const date = addDays(start, index * 14 + 3);
    const interest = index % 2 === 0;
    const amount = interest ? round2((running * rate) / 1200) : repayment;
    running = round2(running + (interest ? amount : -amount));
    rows.push([
      c.date(date),
      interest
        ? c.say('interest-row', ['Interest charged', 'Interest', 'Debit interest'])
        : c.say('repayment-row', ['Repayment', 'Loan repayment', 'Payment received']),
      interest ? c.money(amount) : '',
      interest ? '' : c.money(amount),
      c.money(running),
    ]);
  }
  c.table(['Date', 'Description', 'Debits', 'Credits', 'Balance'], rows, [70, 210, 80, 80, 75]);
  typeSentences(c, SENTENCES, [1, 3]);
  return end;
}
