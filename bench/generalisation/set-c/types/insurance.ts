// Retail life insurance policy schedules and letters, one cover type per policy.
import { mark } from '../lib/brand';
import { Doc } from '../lib/doc';
import { addYears, dollars, fmtDate, money } from '../lib/format';
import { above, band, footer, kvRows, para, table } from '../lib/layout';
import type { Page } from '../lib/page';
import { type Person, addressLines, nameFamilyFirst, nameNatural, phoneFmt } from '../lib/people';
import type { Rng } from '../lib/rng';

/** Zurich: life cover schedule, two pages, label-left schedule with a bordered premium box. */
export function zurich(rng: Rng, per: Person): Doc {
  const start = '2025-02-14';
  const sum = rng.int(50, 150) * 1000000;
  const monthly = rng.cents(45, 160);
  const policy = `ZA${rng.digits(8)}`;
  const doc = new Doc('insurance', 'set-c.insurance.zurich-life', 'life', start);
  const blue = '#2167ae';
  let p: Page = doc.page();
  p.circle(58, 48, 18, { fill: blue });
  p.text(58, 55, 'Z', { size: 20, bold: true, color: '#ffffff', anchor: 'middle', font: 'arial' });
  p.text(84, 56, 'ZURICH', { size: 18, bold: true, color: blue, font: 'arial' });
  p.text(p.w - 40, 50, 'Policy Schedule', { size: 14, anchor: 'end', font: 'arial' });
  p.text(p.w - 40, 64, 'Zurich Active', { size: 9, anchor: 'end', font: 'arial', color: '#555555' });
  doc.set('insurer', 'Zurich');
  const owner = nameNatural(doc, per, { title: true, middle: true });
  const [a1, a2] = addressLines(doc, per);
  [owner, a1, a2].forEach((x, i) => p.text(56, 110 + i * 12.5, x, { size: 9.5, font: 'arial' }));
  band(p, 40, 180, p.w - 80, 'Policy details', blue);
  kvRows(
    p,
    48,
    214,
    [
      ['Policy number', policy],
      ['Policy owner', owner],
      ['Life insured', owner.replace(/^\S+ /, '')],
      ['Date of birth', fmtDate(per.dob, 'dMonthY')],
      ['Commencement date', fmtDate(start, 'dMonthY')],
      ['Policy anniversary', '14 February'],
    ],
    { labelW: 150, size: 9.5, font: 'arial', step: 17 },
  );
  doc.set('policyNumber', policy);
  doc.set('dateOfBirth', per.dob);
  band(p, 40, 330, p.w - 80, 'Benefits', blue);
  table(
    p,
    40,
    352,
    [
      { title: 'Benefit', w: 200 },
      { title: 'Sum insured', w: 150, align: 'right' },
      { title: 'Premium structure', w: 165 },
    ],
    [['Life Cover', money(sum), 'Stepped']],
    { size: 9.5, font: 'arial', grid: true },
  );
  doc.set('policyType', 'life');
  doc.set('sumInsured', dollars(sum));
  p.rect(40, 420, p.w - 80, 62, { stroke: blue, lw: 1.2 });
  p.text(52, 442, 'Total premium payable', { size: 10, bold: true, font: 'arial' });
  p.text(p.w - 52, 442, money(monthly), { size: 13, bold: true, anchor: 'end', font: 'arial' });
  p.text(52, 464, 'Payment frequency: Monthly, by direct debit', { size: 9, font: 'arial' });
  doc.set('premium', dollars(monthly));
  doc.set('premiumFrequency', 'monthly');
  footer(p, 'Issued by Zurich Australia Limited ABN 92 000 010 195 AFSL 232510', 1, 2, 'arial');
  p = doc.page();
  band(p, 40, 50, p.w - 80, 'Important information', blue);
  let y = 90;
  for (const t of [
    'This schedule forms part of your policy document. Please read it together with the Product Disclosure ' +
      'Statement and any special conditions notified to you.',
    'Your premiums are stepped, which means they are recalculated each year at the policy anniversary based on ' +
      'the age of the life insured and may increase.',
    'If you do not pay your premium within 30 days of the due date, we may cancel your policy.',
  ])
    y = para(p, 40, y, p.w - 80, t, { size: 9.5, font: 'arial' }) + 10;
  footer(p, `Policy ${policy}`, 2, 2, 'arial');
  return doc;
}

/** MLC Life: income protection schedule with waiting and benefit periods, annual premium, scanned. */
export function mlcLife(rng: Rng, per: Person): Doc {
  const start = '2024-11-01';
  const monthly = rng.int(40, 90) * 10000;
  const annualPrem = rng.cents(1600, 4200);
  const policy = String(rng.int(10000000, 99999999));
  const doc = new Doc('insurance', 'set-c.insurance.mlc-ip', 'income-protection', start);
  const p = doc.page();
  mark(p, 40, 32, 30, 'tiles', '#00305e', '#62b5e5');
  p.text(80, 52, 'MLC Life Insurance', { size: 16, bold: true, color: '#00305e', font: 'serif' });
  p.text(p.w - 40, 52, 'Policy schedule', { size: 12, anchor: 'end', font: 'serif' });
  doc.set('insurer', 'MLC Life Insurance');
  const name = nameFamilyFirst(doc, per, { upper: true, middle: true });
  const [a1, a2] = addressLines(doc, per, 'upper');
  [name, a1, a2].forEach((x, i) => p.text(56, 104 + i * 12.5, x, { size: 10, font: 'serif' }));
  kvRows(
    p,
    40,
    180,
    [
      ['Policy No.', policy],
      ['Plan', 'MLC Insurance - Income Protection Plus'],
      ['Cover start date', fmtDate(start, 'dmy')],
      ['Occupation', 'Secondary school teacher'],
      ['Contact phone', phoneFmt(per.phone)],
    ],
    { labelW: 130, size: 10, font: 'serif', step: 16 },
  );
  doc.set('policyNumber', policy);
  doc.set('phone', per.phone);
  doc.set('policyType', 'income-protection');
  p.text(40, 280, 'Cover summary', { size: 12, bold: true, font: 'serif' });
  table(
    p,
    40,
    290,
    [
      { title: 'Benefit', w: 200 },
      { title: 'Details', w: 315 },
    ],
    [
      ['Monthly benefit (sum insured)', money(monthly)],
      ['Waiting period', '90 days'],
      ['Benefit period', 'To age 65'],
      ['Premium type', 'Variable age-stepped'],
      ['Annual premium', money(annualPrem)],
      ['Premium frequency', 'Yearly'],
    ],
    { size: 10, font: 'serif', grid: true, rowH: 20 },
  );
  doc.set('sumInsured', dollars(monthly));
  doc.set('waitingPeriod', 90);
  doc.set('benefitPeriod', 'to age 65');
  doc.set('premium', dollars(annualPrem));
  doc.set('premiumFrequency', 'annual');
  para(
    p,
    40,
    460,
    p.w - 80,
    'The monthly benefit is payable after the waiting period while you are totally or partially disabled, ' +
      'until the end of the benefit period. MLC Limited ABN 90 000 000 402 AFSL 230694.',
    { size: 8.5, font: 'serif', color: '#333333' },
  );
  return doc;
}

/** ClearView: trauma cover certificate, annual premium, label-above two-column layout. */
export function clearView(rng: Rng, per: Person): Doc {
  const start = '2025-04-07';
  const sum = rng.int(10, 30) * 1000000;
  const annualPrem = rng.cents(900, 2600);
  const policy = `CV${rng.digits(7)}`;
  const doc = new Doc('insurance', 'set-c.insurance.clearview-trauma', 'trauma', start);
  const teal = '#00818a';
  const p = doc.page();
  p.rect(0, 0, 16, p.h, { fill: teal });
  p.text(40, 56, 'ClearView', { size: 22, bold: true, color: teal });
  p.text(40, 72, 'LifeSolutions', { size: 10, color: '#555555' });
  p.text(p.w - 40, 56, 'Certificate of Cover', { size: 13, anchor: 'end', bold: true });
  doc.set('insurer', 'ClearView');
  const name = nameNatural(doc, per, { middle: false });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((x, i) => p.text(40, 110 + i * 12.5, x, { size: 9.5 }));
  const st = { size: 11, valueBold: true, labelSize: 7.5, gap: 15, labelColor: teal };
  above(p, 40, 190, 'POLICY NUMBER', policy, st);
  above(p, 300, 190, 'COVER START', fmtDate(start, 'dMonthY'), st);
  above(p, 40, 232, 'COVER TYPE', 'Trauma Cover (stand-alone)', st);
  above(p, 300, 232, 'LIFE INSURED', name, st);
  above(p, 40, 274, 'SUM INSURED', money(sum), st);
  above(p, 300, 274, 'PREMIUM', `${money(annualPrem)} annually`, st);
  doc.set('policyNumber', policy);
  doc.set('policyType', 'trauma');
  doc.set('sumInsured', dollars(sum));
  doc.set('premium', dollars(annualPrem));
  doc.set('premiumFrequency', 'annual');
  p.line(40, 310, p.w - 40, 310, { stroke: teal, lw: 0.8 });
  const y = para(
    p,
    40,
    334,
    p.w - 80,
    `Trauma cover pays a lump sum of ${money(sum)} if the life insured suffers a covered medical condition, ` +
      'such as cancer, heart attack or stroke, and survives for 14 days. Premiums are level until age 65.',
    { size: 9.5, leading: 14 },
  );
  para(
    p,
    40,
    y + 10,
    p.w - 80,
    `Next review date: ${fmtDate(addYears(start, 1), 'dMonthY')}. ClearView Life Assurance Limited ABN 12 000 021 581 AFSL 229880.`,
    { size: 8, color: '#555555' },
  );
  return doc;
}

/** NobleOak: welcome letter for TPD cover with the key facts in sentences and a small box. */
export function nobleOak(rng: Rng, per: Person): Doc {
  const start = '2025-05-20';
  const sum = rng.int(25, 100) * 1000000;
  const monthly = rng.cents(30, 95);
  const policy = `NO-${rng.digits(7)}`;
  const doc = new Doc('insurance', 'set-c.insurance.nobleoak-tpd', 'tpd', start);
  const navy = '#1d2f5e';
  const p = doc.page();
  mark(p, 40, 34, 28, 'star', '#c39b3d');
  p.text(76, 56, 'NobleOak', { size: 19, bold: true, color: navy, font: 'dserif' });
  p.text(p.w - 40, 56, fmtDate(start, 'long'), { size: 9.5, anchor: 'end', font: 'dserif' });
  doc.set('insurer', 'NobleOak');
  const name = nameNatural(doc, per, { title: true });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((x, i) => p.text(40, 104 + i * 12.5, x, { size: 10, font: 'dserif' }));
  p.text(40, 184, `Dear ${per.first},`, { size: 10.5, font: 'dserif' });
  let y = para(
    p,
    40,
    206,
    p.w - 80,
    'Welcome to NobleOak, and thank you for choosing us to protect you. Your Premium Life Direct policy is now in force. ' +
      `Your Total and Permanent Disability (TPD) cover of ${money(sum)} started on ${fmtDate(start, 'dMonthY')}.`,
    { size: 10.5, font: 'dserif', leading: 15.5 },
  );
  y = para(
    p,
    40,
    y + 8,
    p.w - 80,
    `Your premium is ${money(monthly)} per month and will be debited from your nominated account on the 20th of each month.`,
    { size: 10.5, font: 'dserif', leading: 15.5 },
  );
  doc.set('sumInsured', dollars(sum));
  doc.set('policyType', 'tpd');
  doc.set('premium', dollars(monthly));
  doc.set('premiumFrequency', 'monthly');
  p.rect(40, y + 10, p.w - 80, 74, { fill: '#f3f1ea', r: 6 });
  kvRows(
    p,
    54,
    y + 32,
    [
      ['Policy number', policy],
      ['Life insured', name],
      ['Cover', 'TPD (any occupation)'],
    ],
    { labelW: 110, size: 10, font: 'dserif', step: 17 },
  );
  doc.set('policyNumber', policy.replace(/-/g, ''));
  para(
    p,
    40,
    y + 120,
    p.w - 80,
    'If you have any questions, call us on 1300 108 490. NobleOak Life Limited ABN 85 087 648 708 AFSL 247302.',
    { size: 9, font: 'dserif', color: '#444444' },
  );
  p.text(40, y + 170, 'Kind regards,', { size: 10.5, font: 'dserif' });
  p.text(40, y + 196, 'Customer Care Team', { size: 10.5, font: 'dserif', bold: true });
  return doc;
}
