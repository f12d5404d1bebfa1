import type { Composer } from '../compose';
import { addDays, round2 } from '../formats';
import { makeAbn, typeSentences } from '../shared-wording';

const EMPLOYER_FIRST = [
  'Harbourline',
  'Southern Cross',
  'Bluegum',
  'Red Centre',
  'Coastal',
  'Ironbark',
  'Summit',
  'Riverbend',
  'Greenfield',
  'Kestrel',
  'Northwind',
  'Tasman',
];
const EMPLOYER_SECOND = [
  'Logistics',
  'Health Services',
  'Engineering',
  'Constructions',
  'Dental Group',
  'Accounting',
  'Childcare',
  'Retail Group',
  'IT Solutions',
  'Plumbing',
  'Hospitality',
  'Education',
];
const POSITIONS = [
  'Registered Nurse',
  'Project Manager',
  'Software Engineer',
  'Accountant',
  'Warehouse Supervisor',
  'Teacher',
  'Electrician',
  'Office Manager',
  'Dental Assistant',
  'Chef',
  'Sales Representative',
  'Civil Engineer',
];
const TITLES = [
  'Payslip',
  'Pay Slip',
  'Pay Advice',
  'Employee Pay Statement',
  'Remuneration Advice',
  'Earnings Statement',
  'Salary Advice',
  'Pay summary',
];
const SENTENCES = [
  'This payslip is issued in accordance with the Fair Work Regulations 2009.',
  'Please contact payroll if any details on your pay slip are incorrect.',
  'Superannuation guarantee is paid to your nominated fund quarterly.',
  'Leave balances are shown in hours as at the end of the pay period.',
  'Your net pay has been deposited to your nominated account.',
  'Salary packaging amounts are reported on your income statement.',
];

export function composePayslip(c: Composer): string {
  const employer = `${c.random.pick(EMPLOYER_FIRST)} ${c.random.pick(EMPLOYER_SECOND)} Pty Ltd`;
  const frequency = c.random.pick(['weekly', 'fortnightly', 'monthly'] as const);
  const periods = { weekly: 52, fortnightly: 26, monthly: 12 }[frequency];
  const salary = c.random.int(45, 190) * 1_000;
  const gross = round2(salary / periods);
  const tax = round2(gross * c.random.float() * 0.12 + gross * 0.16);
  const net = round2(gross - tax);
  const superGuarantee = round2(gross * 0.115);
  const end = c.random.date('2024-08-01', '2025-11-15');
  const start = frequency === 'monthly' ? addDays(end, -30) : addDays(end, frequency === 'weekly' ? -6 : -13);
  const payDate = addDays(end, c.random.int(0, 4));
  const year = Number(payDate.slice(0, 4)) - (payDate.slice(5) < '07-01' ? 1 : 0);
  const elapsed = Math.max(
    1,
    Math.round((Date.parse(payDate) - Date.parse(`${year}-07-01`)) / 86_400_000 / (365 / periods)),
  );
  const ytdGross = round2(gross * elapsed);
  const ytdTax = round2(tax * elapsed);
  const ytdSuper = round2(superGuarantee * elapsed);
  const position = c.random.pick(POSITIONS);
  c.truth('employer', employer);

  const abn = makeAbn(c);
  c.masthead(employer, c.say('title', TITLES), `ABN ${abn}`);
  c.truth('employerAbn', abn.replace(/ /g, ''));
  c.addressBlock({ middle: c.random.chance(0.3) });
  c.field(c.say('position-label', ['Position', 'Job title', 'Occupation', 'Role']), position, 'position');
  c.field(
    c.say('employee-label', ['Employee ID', 'Employee number', 'Emp No', 'Payroll ID']),
    c.random.digits(5),
  );
  c.field(
    c.say('period-label', ['Pay period', 'Period', 'Pay period from', 'For the period']),
    `${c.date(start)} - ${c.date(end)}`,
  );
  c.truth('payPeriodStart', start);
  c.truth('payPeriodEnd', end);
  c.field(
    c.say('paydate-label', ['Pay date', 'Payment date', 'Date paid', 'Paid on']),
    c.date(payDate),
    'payDate',
    payDate,
  );
  c.field(
    c.say('frequency-label', ['Pay frequency', 'Pay cycle', 'Frequency']),
    { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' }[frequency],
    'payFrequency',
    frequency,
  );
  if (c.random.chance(0.5))
    c.field(
      c.say('salary-label', ['Annual salary', 'Base salary', 'Salary (annual)', 'Annual rate']),
      `$${salary.toLocaleString('en-AU')}.00`,
      'annualSalary',
      salary,
    );

  const grossLabel = c.say('gross-label', [
    'Gross pay',
    'Total earnings',
    'Gross earnings',
    'Total gross',
    'Gross',
  ]);
  const taxLabel = c.say('tax-label', ['PAYG tax', 'Tax withheld', 'PAYG withholding', 'Income tax', 'Tax']);
  const netLabel = c.say('net-label', [
    'Net pay',
    'Take home pay',
    'Net amount',
    'Amount paid',
    'Net payment',
  ]);
  const superLabel = c.say('super-label', [
    'Superannuation',
    'Super guarantee',
    'Employer super',
    'SGC',
    'Super (SG)',
  ]);
  c.truth('grossPay', gross);
  c.truth('taxWithheld', tax);
  c.truth('netPay', net);
  c.truth('superGuarantee', superGuarantee);
  c.truth('ytdGross', ytdGross);
  c.truth('ytdTax', ytdTax);
  c.truth('ytdSuper', ytdSuper);
  c.heading(c.say('earnings-heading', ['Earnings', 'Payments', 'Pay details', 'This pay']));
  if (c.say('ytd-as', ['columns', 'separate']) === 'columns') {
    const thisPeriod = c.say('this-header', ['This period', 'Current', 'This pay', 'Amount']);
    const ytdHeader = c.say('ytd-header', ['YTD', 'Year to date', 'YTD amount', 'Financial year to date']);
    c.table(
      ['', thisPeriod, ytdHeader],
      [
        [grossLabel, c.money(gross), c.money(ytdGross)],
        [taxLabel, c.money(tax), c.money(ytdTax)],
        [superLabel, c.money(superGuarantee), c.money(ytdSuper)],
        [netLabel, c.money(net), ''],
      ],
    );
  } else {
    const hours = frequency === 'weekly' ? 38 : frequency === 'fortnightly' ? 76 : 164.67;
    c.table(
      [c.say('description-header', ['Description', 'Item', 'Earnings']), 'Hours', 'Rate', 'Amount'],
      [
        [
          c.say('ordinary', ['Ordinary hours', 'Normal time', 'Base salary', 'Salary']),
          String(hours),
          c.money(round2(gross / hours)),
          c.money(gross),
        ],
      ],
    );
    c.field(grossLabel, c.money(gross));
    c.field(taxLabel, c.money(tax));
    c.field(netLabel, c.money(net));
    c.field(superLabel, c.money(superGuarantee));
    c.heading(c.say('ytd-heading', ['Year to date', 'YTD totals', 'Financial year to date summary']));
    c.field(`${c.say('ytd-prefix', ['YTD', 'Year to date'])} ${grossLabel.toLowerCase()}`, c.money(ytdGross));
    c.field(`${c.say('ytd-prefix', ['YTD', 'Year to date'])} ${taxLabel}`, c.money(ytdTax));
    c.field(`${c.say('ytd-prefix', ['YTD', 'Year to date'])} ${superLabel.toLowerCase()}`, c.money(ytdSuper));
  }
  if (c.random.chance(0.5)) {
    c.heading(c.say('leave-heading', ['Leave balances', 'Leave', 'Entitlements']));
    c.field('Annual leave', `${c.random.int(10, 200)}.${c.random.int(10, 99)} hrs`);
    c.field(
      c.say('sick-label', ["Personal/carer's leave", 'Sick leave', 'Personal leave']),
      `${c.random.int(10, 90)}.${c.random.int(10, 99)} hrs`,
    );
  }
  typeSentences(c, SENTENCES, [0, 2]);
  return payDate;
}
