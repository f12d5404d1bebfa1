import type { Composer } from '../../compose';
import { addDays, round2 } from '../../formats';
import { makeAbn } from '../../shared-wording';
import { institution, label, type SealedWording } from '../wording';

export const PAYSLIP_WORDINGS: readonly SealedWording[] = [
  {
    institutions: ['Marri Valley Orchards Pty Ltd', 'Gidgee Creek Earthmoving Pty Ltd'],
    labels: {
      title: 'Notification of pay-out',
      position: 'Engaged as',
      employee: 'Staff ref.',
      period: 'Worked between',
      payDate: 'Deposited on',
      frequency: 'Run cycle',
      salary: 'Yearly package',
      earnings: 'This pay-out',
      thisHeader: 'Now',
      ytdHeader: 'Since 1 July',
      gross: 'Wages before deductions',
      tax: 'Withheld for the ATO',
      net: 'Deposited to you',
      super: 'Retirement fund payment',
    },
  },
  {
    institutions: ['Coolibah Aged Care Ltd', 'Nullarbor Haulage Pty Ltd'],
    labels: {
      title: 'Statement of wages paid',
      position: 'Engagement',
      employee: 'Personnel code',
      period: 'Work dates',
      payDate: 'Funds released',
      frequency: 'Paid every',
      salary: 'Package offered',
      earnings: 'Money earned and kept back',
      thisHeader: 'This run',
      ytdHeader: 'Cumulative this year',
      gross: 'Wages earned',
      tax: 'Withholding remitted',
      net: 'Banked to you',
      super: 'Fund contribution by us',
    },
  },
];
const POSITIONS = ['Orchard hand', 'Site supervisor', 'Care worker', 'Truck driver', 'Office manager'];

export function composeSealedPayslip(c: Composer, wording: SealedWording): string {
  const employer = institution(c, wording);
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
  c.truth('employer', employer);
  const abn = makeAbn(c);
  c.masthead(employer, label(wording, 'title'), `ABN ${abn}`);
  c.truth('employerAbn', abn.replace(/ /g, ''));
  c.addressBlock({ middle: c.random.chance(0.3) });
  c.field(label(wording, 'position'), c.random.pick(POSITIONS), 'position');
  c.field(label(wording, 'employee'), c.random.digits(5));
  c.field(label(wording, 'period'), `${c.date(start)} - ${c.date(end)}`);
  c.truth('payPeriodStart', start);
  c.truth('payPeriodEnd', end);
  c.field(label(wording, 'payDate'), c.date(payDate), 'payDate', payDate);
  c.field(
    label(wording, 'frequency'),
    { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' }[frequency],
    'payFrequency',
    frequency,
  );
  if (c.random.chance(0.5))
    c.field(label(wording, 'salary'), `$${salary.toLocaleString('en-AU')}.00`, 'annualSalary', salary);
  c.truth('grossPay', gross);
  c.truth('taxWithheld', tax);
  c.truth('netPay', net);
  c.truth('superGuarantee', superGuarantee);
  c.truth('ytdGross', round2(gross * elapsed));
  c.truth('ytdTax', round2(tax * elapsed));
  c.truth('ytdSuper', round2(superGuarantee * elapsed));
  c.heading(label(wording, 'earnings'));
  c.table(
    ['', label(wording, 'thisHeader'), label(wording, 'ytdHeader')],
    [
      [label(wording, 'gross'), c.money(gross), c.money(round2(gross * elapsed))],
      [label(wording, 'tax'), c.money(tax), c.money(round2(tax * elapsed))],
      [label(wording, 'super'), c.money(superGuarantee), c.money(round2(superGuarantee * elapsed))],
      [label(wording, 'net'), c.money(net), ''],
    ],
  );
  return payDate;
}
