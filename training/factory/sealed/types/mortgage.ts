import type { Composer } from '../../compose';
import { addDays, addYears, round2 } from '../../formats';
import { institution, label, type SealedWording } from '../wording';

export const MORTGAGE_WORDINGS: readonly SealedWording[] = [
  {
    institutions: ['Jarrah Home Finance', 'Bellarine Housing Lenders'],
    labels: {
      title: 'Your housing finance update',
      account: 'Facility ref.',
      product: 'Facility kind',
      date: 'Update compiled',
      security: 'Land pledged',
      summary: 'Where your finance stands',
      balance: 'Still to repay',
      rate: 'Charging rate',
      fixed: 'Locked rate finishes',
      repayment: 'Each instalment due',
      frequency: 'Instalments fall due',
      term: 'Years left to run',
      activity: 'Movements on the facility',
      dateHeader: 'Posted on',
      descriptionHeader: 'Movement',
      chargedHeader: 'Added',
      paidHeader: 'Repaid',
      runningHeader: 'Owed after',
    },
  },
  {
    institutions: ['Pindari Housing Lenders', 'Capricorn Coast Home Lending'],
    labels: {
      title: 'Half-yearly housing finance report',
      account: 'Borrowing code',
      product: 'Facility name',
      date: 'Compiled on the',
      security: 'Land held as collateral',
      summary: 'Borrowing position',
      balance: 'Sum still owed',
      rate: 'Rate being charged',
      fixed: 'Locked period finishes',
      repayment: 'Agreed instalment',
      frequency: 'How often you repay',
      term: 'Time left on facility',
      activity: 'Facility movements',
      dateHeader: 'Entry day',
      descriptionHeader: 'Entry',
      chargedHeader: 'Charged on',
      paidHeader: 'Reduced by',
      runningHeader: 'Owing',
    },
  },
];

export function composeSealedMortgage(c: Composer, wording: SealedWording): string {
  const lender = institution(c, wording);
  const end = c.random.date('2024-02-01', '2025-10-31');
  const start = addDays(end, -181);
  const balance = c.random.money(90_000, 1_400_000);
  const rate = round2(c.random.int(520, 749) / 100);
  const frequency = c.random.pick(['weekly', 'fortnightly', 'monthly'] as const);
  const repayment = round2(
    ((balance * (rate / 100)) / { weekly: 52, fortnightly: 26, monthly: 12 }[frequency]) * 1.35,
  );
  const fixed = c.random.chance(0.4);
  const fixedExpiry = addYears(c.random.date('2024-01-01', '2025-12-31'), c.random.int(1, 3));
  const accountNumber = c.random.digits(c.random.int(8, 12));
  const security = `${c.person.street}, ${c.person.suburb} ${c.person.state} ${c.person.postcode}`;
  c.truth('lender', lender);
  c.masthead(lender, label(wording, 'title'), `${c.date(start)} to ${c.date(end)}`);
  c.addressBlock({ title: c.random.chance(0.5) });
  c.field(label(wording, 'account'), accountNumber, 'accountNumber');
  c.field(label(wording, 'product'), fixed ? 'Fixed Rate Home Loan' : 'Variable Rate Home Loan');
  c.field(label(wording, 'date'), c.date(end), 'statementDate', end);
  c.field(label(wording, 'security'), security, 'securityAddress');
  c.heading(label(wording, 'summary'));
  c.field(label(wording, 'balance'), c.money(balance), 'balance', balance);
  c.field(label(wording, 'rate'), `${rate.toFixed(2)}% p.a.`, 'interestRate', rate);
  if (fixed) c.field(label(wording, 'fixed'), c.date(fixedExpiry), 'fixedRateExpiry', fixedExpiry);
  c.field(label(wording, 'repayment'), c.money(repayment));
  c.field(
    label(wording, 'frequency'),
    { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' }[frequency],
  );
  c.truth('repaymentAmount', repayment);
  c.truth('repaymentFrequency', frequency);
  c.field(label(wording, 'term'), `${c.random.int(5, 29)} years`);
  c.heading(label(wording, 'activity'));
  const rows: string[][] = [];
  let running = round2(balance + repayment * 2 - 900);
  for (let index = 0; index < c.random.int(3, 6); index++) {
    const interest = index % 2 === 0;
    const amount = interest ? round2((running * rate) / 1200) : repayment;
    running = round2(running + (interest ? amount : -amount));
    rows.push([
      c.date(addDays(start, index * 14 + 3)),
      interest ? 'Interest added' : 'Instalment received',
      interest ? c.money(amount) : '',
      interest ? '' : c.money(amount),
      c.money(running),
    ]);
  }
  c.table(
    ['dateHeader', 'descriptionHeader', 'chargedHeader', 'paidHeader', 'runningHeader'].map((role) =>
      label(wording, role),
    ),
    rows,
    [70, 210, 80, 80, 75],
  );
  return end;
}
