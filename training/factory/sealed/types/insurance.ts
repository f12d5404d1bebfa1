import type { Composer } from '../../compose';
import { addDays, addYears, round2 } from '../../formats';
import { institution, label, type SealedWording } from '../wording';

export const INSURANCE_WORDINGS: readonly SealedWording[] = [
  {
    institutions: ['Currawong Protection Society', 'Tablelands Guardian Society'],
    labels: {
      title: 'Confirmation of your protection',
      policy: 'Cover ref.',
      product: 'Protection chosen',
      owner: 'Contract held by',
      start: 'Protection began',
      renewal: 'Protection runs until',
      cover: 'What we will pay',
      sum: 'Payable on a claim',
      incomeSum: 'Replacement income each month',
      premium: 'Charge for this protection',
      frequency: 'Charged',
      waiting: 'Days before payments start',
      benefitPeriod: 'Payments continue for',
      excess: 'You contribute per claim',
    },
  },
  {
    institutions: ['Gumleaf General Insurance', 'Red Centre Insurance Co'],
    labels: {
      title: 'Your renewal confirmation',
      policy: 'Cover identifier',
      product: 'What is protected',
      owner: 'Protected person',
      start: 'Protection commences',
      renewal: 'Protection lapses',
      cover: 'Limits of protection',
      sum: 'Most we will pay',
      incomeSum: 'Monthly replacement income',
      premium: 'You will be charged',
      frequency: 'Charging cycle',
      waiting: 'Qualifying days',
      benefitPeriod: 'Longest time we pay',
      excess: 'Your share of each claim',
    },
  },
];

type Kind = { type: string; names: string[]; general: boolean };
const KINDS: Kind[] = [
  { type: 'life', names: ['Life Cover', 'Term Life Insurance'], general: false },
  { type: 'income-protection', names: ['Income Protection'], general: false },
  { type: 'home', names: ['Home Insurance', 'Home Building Insurance'], general: true },
  { type: 'car', names: ['Car Insurance', 'Comprehensive Car Insurance'], general: true },
];

export function composeSealedInsurance(c: Composer, wording: SealedWording): string {
  const kind = c.random.pick(KINDS);
  const insurer = institution(c, wording);
  const issued = c.random.date('2024-01-01', '2025-10-31');
  const frequency = c.random.pick(['monthly', 'annual', 'fortnightly'] as const);
  const yearly = kind.general ? c.random.money(400, 3_200) : c.random.money(300, 6_000);
  const premium = round2(
    frequency === 'annual' ? yearly : frequency === 'monthly' ? yearly / 12 : yearly / 26,
  );
  const policyNumber = `${c.random.pick(['', 'CM', 'GG'])}${c.random.digits(c.random.int(7, 9))}`;
  c.truth('insurer', insurer);
  c.masthead(insurer, label(wording, 'title'), c.date(issued));
  c.addressBlock({ title: c.random.chance(0.5) });
  c.field(label(wording, 'policy'), policyNumber, 'policyNumber');
  c.field(label(wording, 'product'), c.random.pick(kind.names), 'policyType', kind.type);
  c.field(label(wording, 'owner'), `${c.person.given} ${c.person.family}`);
  c.field(label(wording, 'start'), c.date(issued));
  c.field(label(wording, 'renewal'), c.date(addDays(addYears(issued, 1), -1)));
  c.heading(label(wording, 'cover'));
  const income = kind.type === 'income-protection';
  const sumInsured = income ? c.random.int(30, 150) * 100 : c.random.int(10, 200) * 5_000;
  c.truth('sumInsured', sumInsured);
  c.field(label(wording, income ? 'incomeSum' : 'sum'), `$${sumInsured.toLocaleString('en-AU')}`);
  c.field(label(wording, 'premium'), c.money(premium));
  c.field(
    label(wording, 'frequency'),
    { monthly: 'Monthly', annual: 'Annually', fortnightly: 'Fortnightly' }[frequency],
  );
  c.truth('premium', premium);
  c.truth('premiumFrequency', frequency);
  if (income) {
    const waiting = c.random.pick([30, 60, 90]);
    const benefit = c.random.pick(['to age 65', '2 years', '5 years']);
    c.field(label(wording, 'waiting'), `${waiting} days`, 'waitingPeriod', waiting);
    c.field(label(wording, 'benefitPeriod'), benefit, 'benefitPeriod', benefit);
  }
  if (kind.general) c.field(label(wording, 'excess'), c.money(c.random.pick([250, 500, 750, 1000])));
  return issued;
}
