import { dateOfBirthField, type Composer } from '../compose';
import { addDays, addYears, round2 } from '../formats';
import { typeSentences } from '../shared-wording';

const LIFE_INSURERS = [
  'TAL Life Limited',
  'AIA Australia',
  'Zurich Australia',
  'MLC Life Insurance',
  'MetLife Australia',
  'ClearView Life',
  'OnePath Life',
  'NEOS Life',
  'Resolution Life',
  'Integrity Life',
  'Acenda',
  'Encompass Protection',
];
const GENERAL_INSURERS = [
  'Allianz',
  'AAMI',
  'NRMA Insurance',
  'Suncorp',
  'QBE',
  'Budget Direct',
  'Youi',
  'RACV',
  'RAC',
  'GIO',
  'CGU',
  'Bingle',
];
const TITLES = [
  'Policy schedule',
  'Certificate of insurance',
  'Certificate of currency',
  'Renewal notice',
  'Policy renewal schedule',
  'Insurance schedule',
  'Policy summary',
  'Confirmation of cover',
];
const SENTENCES = [
  'You have a duty to take reasonable care not to make a misrepresentation.',
  'You have 30 days from the start date to cancel this policy and receive a full refund (cooling-off period).',
  'Please read this schedule together with the Product Disclosure Statement and Policy Wording.',
  'If you do not pay your premium by the due date your cover may lapse.',
  'To make a claim, call our claims team or lodge it online.',
  'Premiums are stepped and will generally increase each year with your age.',
  'An excess may apply to each claim you make under this policy.',
  'This policy is issued by the insurer under its Australian Financial Services Licence.',
  'Your policy renews automatically unless you tell us otherwise.',
  'Benefits are payable in accordance with the terms of the policy document.',
];
type Kind = {
  type: 'life' | 'tpd' | 'income-protection' | 'trauma' | 'home' | 'contents' | 'car';
  names: string[];
  general: boolean;
};
const KINDS: Kind[] = [
  {
    type: 'life',
    names: ['Life Cover', 'Death Cover', 'Term Life Insurance', 'Life Insurance'],
    general: false,
  },
  { type: 'tpd', names: ['TPD Cover', 'Total and Permanent Disability', 'TPD Insurance'], general: false },
  {
    type: 'income-protection',
    names: ['Income Protection', 'Income Protection Plus', 'Salary Continuance'],
    general: false,
  },
  { type: 'trauma', names: ['Trauma Cover', 'Critical Illness Cover', 'Recovery Insurance'], general: false },
  {
    type: 'home',
    names: ['Home Insurance', 'Home Building Insurance', 'Buildings Insurance'],
    general: true,
  },
  { type: 'contents', names: ['Contents Insurance', 'Home Contents Insurance'], general: true },
  {
    type: 'car',
    names: ['Comprehensive Car Insurance', 'Motor Vehicle Insurance', 'Car Insurance'],
    general: true,
  },
];

export function composeInsurance(c: Composer): string {
  const kind = c.random.pick(KINDS);
  const insurer = kind.general
    ? c.institution(c.any(GENERAL_INSURERS), [
        'Insurance',
        'General Insurance',
        'Insurance Group',
        'Mutual',
        '',
      ])
    : c.institution(c.any(LIFE_INSURERS), ['Life', 'Life Insurance', 'Assurance', 'Life Limited', '']);
  const issued = c.random.date('2024-01-01', '2025-10-31');
  const frequency = c.random.pick(['monthly', 'annual', 'fortnightly'] as const);
  const yearly = kind.general ? c.random.money(400, 3_200) : c.random.money(300, 6_000);
  const premium = round2(
    frequency === 'annual' ? yearly : frequency === 'monthly' ? yearly / 12 : yearly / 26,
  );
  const policyNumber = `${c.random.pick(['', 'POL', 'HOM', 'L', 'MOT'])}${c.random.digits(c.random.int(7, 9))}`;
  c.truth('insurer', insurer);

  c.masthead(insurer, c.say('title', TITLES), c.date(issued));
  c.addressBlock({ title: c.random.chance(0.5) });
  c.field(
    c.say('policy-label', [
      'Policy number',
      'Policy No.',
      'Policy ID',
      'Certificate number',
      'Your policy number',
    ]),
    policyNumber,
    'policyNumber',
  );
  c.field(
    c.say('product-label', ['Product', 'Cover type', 'Type of insurance', 'Policy type', 'Plan']),
    c.random.pick(kind.names),
    'policyType',
    kind.type,
  );
  c.field(
    c.say('owner-label', ['Policy owner', 'Policyholder', 'Insured', 'Life insured', 'Name of insured']),
    `${c.person.given} ${c.person.family}`,
  );
  if (!kind.general && c.random.chance(0.6)) dateOfBirthField(c);
  c.field(
    c.say('start-label', ['Commencement date', 'Period of insurance from', 'Start date', 'Policy start']),
    c.date(issued),
  );
  c.field(
    c.say('renewal-label', ['Expiry date', 'Renewal date', 'Next anniversary', 'Period of insurance to']),
    c.date(addDays(addYears(issued, 1), -1)),
  );

  c.heading(c.say('cover-heading', ['Your cover', 'Benefits', 'Cover details', 'What you are covered for']));
  const sumInsured =
    kind.type === 'income-protection' ? c.random.int(30, 150) * 100 : c.random.int(10, 200) * 5_000;
  const sumLabel =
    kind.type === 'income-protection'
      ? c.say('ip-amount-label', ['Monthly benefit', 'Benefit amount (monthly)', 'Insured monthly benefit'])
      : c.say('sum-label', [
          'Sum insured',
          'Amount insured',
          'Benefit amount',
          'Cover amount',
          'Building sum insured',
        ]);
  c.truth('sumInsured', sumInsured);
  const frequencyWord = {
    monthly: c.say('monthly', ['Monthly', 'per month']),
    annual: c.say('annual', ['Annual', 'Yearly', 'per year']),
    fortnightly: c.say('fortnightly', ['Fortnightly', 'per fortnight']),
  }[frequency];
  c.truth('premium', premium);
  c.truth('premiumFrequency', frequency);
  if (c.say('cover-as', ['table', 'fields']) === 'table') {
    c.table(
      [
        c.say('benefit-header', ['Benefit', 'Cover', 'Insured event']),
        sumLabel,
        c.say('premium-header', ['Premium', 'Cost', 'Instalment']),
      ],
      [[c.random.pick(kind.names), `$${sumInsured.toLocaleString('en-AU')}`, c.money(premium)]],
    );
    c.field(c.say('frequency-label', ['Payment frequency', 'Premium frequency', 'You pay']), frequencyWord);
  } else {
    c.field(sumLabel, `$${sumInsured.toLocaleString('en-AU')}`);
    c.field(
      c.say('premium-label', [
        'Premium',
        'Total premium',
        'Amount payable',
        'Your premium',
        'Instalment amount',
      ]),
      c.money(premium),
    );
    c.field(c.say('frequency-label', ['Payment frequency', 'Premium frequency', 'You pay']), frequencyWord);
  }
  if (kind.type === 'income-protection') {
    const waiting = c.random.pick([30, 60, 90]);
    const benefit = c.random.pick(['to age 65', '2 years', '5 years', 'to age 70']);
    c.field(
      c.say('waiting-label', ['Waiting period', 'Wait period', 'Waiting period (days)']),
      `${waiting} days`,
      'waitingPeriod',
      waiting,
    );
    c.field(
      c.say('benefit-period-label', ['Benefit period', 'Maximum benefit period', 'Payment period']),
      benefit,
      'benefitPeriod',
      benefit,
    );
  }
  if (kind.general) {
    c.field(
      c.say('excess-label', ['Excess', 'Basic excess', 'Standard excess']),
      c.money(c.random.pick([250, 500, 750, 1000])),
    );
    if (kind.type !== 'car')
      c.field(
        c.say('situation-label', ['Insured address', 'Situation of risk', 'Property insured']),
        c.person.street,
      );
  }
  typeSentences(c, SENTENCES, [1, 4]);
  return issued;
}
