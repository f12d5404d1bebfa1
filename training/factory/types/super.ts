import { dateOfBirthField, type Composer } from '../compose';
import { addDays, round2, statementEnd } from '../formats';
import { typeSentences } from '../shared-wording';

const FUNDS = [
  'AustralianSuper',
  'Aware Super',
  'Australian Retirement Trust',
  'UniSuper',
  'Hostplus',
  'Cbus Super',
  'HESTA',
  'Rest Super',
  'CFS FirstChoice Employer Super',
  'MLC MasterKey Super',
  'Mercer Super Trust',
  'Spirit Super',
  'Vision Super',
  'Brighter Super',
  'CareSuper',
  'legalsuper',
  'Active Super',
  'NGS Super',
  'Prime Super',
  'Equip Super',
  'TelstraSuper',
  'Mine Super',
  'Australian Ethical Super',
  'Qantas Super',
];
const TITLES = [
  'Annual statement',
  'Member benefit statement',
  'Your super statement',
  'Annual member statement',
  'Periodic statement',
  'Superannuation account statement',
  'Your yearly account summary',
  'Accumulation account statement',
];
const OPTIONS = [
  'Balanced',
  'High Growth',
  'Growth',
  'Conservative Balanced',
  'Indexed Diversified',
  'MySuper Lifecycle',
  'Sustainable Balanced',
  'Cash',
];
const SENTENCES = [
  'Your super is generally preserved until you reach your preservation age and retire.',
  'Concessional contributions above the annual cap may be taxed at your marginal rate.',
  'Your employer must pay the Super Guarantee into your account at least every quarter.',
  'Keep your beneficiary nomination up to date so your super goes to the people you choose.',
  'Consolidating your super into one account could save you fees; check first whether you would lose insurance.',
  'Past performance is not a reliable indicator of future investment returns.',
  'The trustee of the fund holds an RSE licence issued by APRA.',
  'Returns are calculated after investment fees and taxes and before administration fees.',
  'You may be eligible for the government co-contribution if you make personal after-tax contributions.',
  'Insurance through your super is paid for with premiums deducted from your account balance.',
  'If your account is inactive for 16 months your insurance may be cancelled.',
  'Your preserved benefits cannot be paid until you meet a condition of release.',
];

export function composeSuper(c: Composer): string {
  const fund = c.institution(c.any(FUNDS), [
    'Super',
    'Superannuation Fund',
    'Retirement Fund',
    'Super Fund',
    'Superannuation',
    '',
  ]);
  const end = statementEnd(c.random);
  const start = addDays(`${Number(end.slice(0, 4)) - 1}${end.slice(4)}`, 1);
  const opening = c.random.money(8_000, 450_000);
  const employer = c.random.money(3_000, 24_000);
  const personal = c.random.chance(0.4) ? c.random.money(500, 10_000) : 0;
  const contributions = round2(employer + personal);
  const fees = c.random.money(80, 1_200);
  const returns = c.random.money(-5_000, 35_000);
  const tax = round2(employer * 0.15);
  const insured = c.random.chance(0.65);
  const life = c.random.int(5, 80) * 10_000;
  const tpd = c.random.chance(0.8) ? c.random.int(5, 60) * 10_000 : 0;
  const lifePremium = c.random.money(120, 900);
  const tpdPremium = tpd ? c.random.money(80, 700) : 0;
  const premiums = insured ? round2(lifePremium + tpdPremium) : 0;
  const closing = round2(opening + contributions - tax + returns - fees - premiums);
  const memberNumber = c.random.digits(c.random.int(7, 10));
  c.truth('fundName', fund);

  c.masthead(fund, c.say('title', TITLES), `${c.date(start)} to ${c.date(end)}`);
  c.addressBlock({ title: true, middle: c.random.chance(0.5) });
  c.field(
    c.say('member-label', [
      'Member number',
      'Member no.',
      'Member ID',
      'Membership number',
      'Account number',
      'Client number',
    ]),
    memberNumber,
    'memberNumber',
  );
  if (c.random.chance(0.5)) dateOfBirthField(c);
  c.field(
    c.say('date-label', ['Statement date', 'Period ending', 'As at', 'Statement period end']),
    c.date(end),
    'statementDate',
    end,
  );
  c.field(
    c.say('start-label', ['Period start', 'Statement period from', 'Opening date', 'From']),
    c.date(start),
    'statementPeriodStart',
    start,
  );
  const option = c.random.pick(OPTIONS);
  c.field(
    c.say('option-label', [
      'Investment option',
      'Your investment choice',
      'Investment strategy',
      'Where your super is invested',
    ]),
    option,
    'investmentOption',
  );

  c.heading(
    c.say('balance-heading', [
      'Your account summary',
      'Account balance',
      'Summary of your account',
      'Your super at a glance',
    ]),
  );
  const balanceLabel = c.say('balance-label', [
    'Closing balance',
    'Your balance',
    'Account balance',
    'Total account balance',
    'Withdrawal benefit',
    'Balance at end of period',
  ]);
  c.truth('balance', closing);
  const rows: [string, number][] = [
    [
      c.say('opening-label', ['Opening balance', 'Balance at start of period', 'Opening account balance']),
      opening,
    ],
    [
      c.say('employer-label', [
        'Employer contributions',
        'Super Guarantee contributions',
        'Employer SG contributions',
        'Compulsory employer contributions',
      ]),
      employer,
    ],
    ...(personal
      ? [
          [
            c.say('personal-label', [
              'Personal contributions',
              'Member voluntary contributions',
              'Salary sacrifice contributions',
            ]),
            personal,
          ] as [string, number],
        ]
      : []),
    [
      c.say('contribution-tax-label', ['Contributions tax', 'Tax on contributions', 'Government taxes']),
      -tax,
    ],
    [
      c.say('return-label', [
        'Investment returns',
        'Net investment earnings',
        'Investment earnings',
        'Net returns',
      ]),
      returns,
    ],
    [
      c.say('fees-label', [
        'Fees',
        'Administration fees',
        'Total fees',
        'Fees and costs deducted',
        'Admin and investment fees',
      ]),
      -fees,
    ],
    ...(insured
      ? [
          [
            c.say('premium-row-label', ['Insurance premiums', 'Insurance costs', 'Cost of insurance']),
            -premiums,
          ] as [string, number],
        ]
      : []),
    [balanceLabel, closing],
  ];
  c.truth('employerContributions', employer);
  c.truth('fees', fees);
  if (c.say('summary-as', ['table', 'fields']) === 'table') {
    c.table(
      [c.say('summary-header', ['Transaction', 'Summary', 'Details']), 'Amount'],
      rows.map(([label, amount]) => [label, c.money(amount)]),
    );
  } else {
    for (const [label, amount] of rows) c.field(label, c.money(amount));
  }
  c.field(
    c.say('contrib-total-label', [
      'Total contributions',
      'Contributions received',
      'Total contributions this period',
    ]),
    c.money(contributions),
    'contributionsTotal',
    contributions,
  );

  if (insured) {
    c.heading(
      c.say('insurance-heading', [
        'Your insurance cover',
        'Insurance through your super',
        'Your cover',
        'Insurance details',
      ]),
    );
    const lifeLabel = c.say('life-label', ['Death cover', 'Death', 'Life cover', 'Death only cover']);
    const tpdLabel = c.say('tpd-label', [
      'TPD cover',
      'Total & permanent disablement',
      'Total and permanent disability',
      'TPD',
    ]);
    const coverRows = [[lifeLabel, `$${life.toLocaleString('en-AU')}`, c.money(lifePremium)]];
    if (tpd) coverRows.push([tpdLabel, `$${tpd.toLocaleString('en-AU')}`, c.money(tpdPremium)]);
    c.table(
      [
        c.say('cover-header', ['Cover type', 'Insurance', 'Type of cover']),
        c.say('amount-header', ['Sum insured', 'Cover amount', 'Amount of cover']),
        c.say('cost-header', ['Annual premium', 'Yearly cost', 'Premium p.a.']),
      ],
      coverRows,
    );
    c.truth('insuranceLife', life);
    c.truth('insuranceLifePremium', lifePremium);
    if (tpd) {
      c.truth('insuranceTPD', tpd);
      c.truth('insuranceTPDPremium', tpdPremium);
    }
  }
  if (c.random.chance(0.5)) {
    c.heading(
      c.say('preservation-heading', [
        'Preservation components',
        'Your preservation status',
        'Access to your super',
      ]),
    );
    c.field('Preserved', c.money(round2(closing - 1000)));
    c.field('Restricted non-preserved', c.money(0));
    c.field('Unrestricted non-preserved', c.money(1000));
  }
  if (c.random.chance(0.4)) {
    c.heading(
      c.say('beneficiary-heading', [
        'Your beneficiaries',
        'Beneficiary nomination',
        'Who receives your super',
      ]),
    );
    c.line(
      c.say('beneficiary-line', [
        'Non-lapsing binding nomination',
        'Preferred beneficiary',
        'No beneficiary nominated',
      ]),
    );
  }
  typeSentences(c, SENTENCES, [1, 4]);
  return end;
}
