// Payslips from different payroll systems. gross - tax = net; YTD figures are sums of the year's pays.
import { mark } from '../lib/brand';
import { formatAbn, makeAbn } from '../lib/checks';
import { Doc } from '../lib/doc';
import { addDays, daysBetween, dollars, fmtDate, money } from '../lib/format';
import { above, kvRows, para, table } from '../lib/layout';
import { type Person, addressLines, nameFamilyFirst, nameNatural } from '../lib/people';
import type { Rng } from '../lib/rng';

/** Resident tax for 2024-25 / 2025-26 plus 2% Medicare levy, in cents. */
function annualTax(incomeCents: number): number {
  const x = incomeCents / 100;
  let t = 0;
  if (x > 190000) t = 51638 + (x - 190000) * 0.45;
  else if (x > 135000) t = 31288 + (x - 135000) * 0.37;
  else if (x > 45000) t = 4288 + (x - 45000) * 0.3;
  else if (x > 18200) t = (x - 18200) * 0.16;
  return Math.round((t + (x > 27222 ? x * 0.02 : 0)) * 100);
}

/** PAYG withheld for one pay, whole dollars. */
function withholding(grossCents: number, periodsPerYear: number): number {
  return Math.round(annualTax(grossCents * periodsPerYear) / periodsPerYear / 100) * 100;
}

function sgRate(payDate: string): number {
  return payDate >= '2025-07-01' ? 0.12 : 0.115;
}

type Pay = {
  gross: number;
  tax: number;
  net: number;
  sg: number;
};

function pay(gross: number, periods: number, payDate: string): Pay {
  const tax = withholding(gross, periods);
  return { gross, tax, net: gross - tax, sg: Math.round(gross * sgRate(payDate)) };
}

function sum(pays: Pay[]) {
  return {
    gross: pays.reduce((s, p) => s + p.gross, 0),
    tax: pays.reduce((s, p) => s + p.tax, 0),
    sg: pays.reduce((s, p) => s + p.sg, 0),
  };
}

function setPay(doc: Doc, p: Pay) {
  doc.set('grossPay', dollars(p.gross));
  doc.set('taxWithheld', dollars(p.tax));
  doc.set('netPay', dollars(p.net));
  doc.set('superGuarantee', dollars(p.sg));
}

function setYtd(doc: Doc, y: { gross: number; tax: number; sg: number }) {
  doc.set('ytdGross', dollars(y.gross));
  doc.set('ytdTax', dollars(y.tax));
  doc.set('ytdSuper', dollars(y.sg));
}

/** Number of pays in the financial year up to and including payDate, paid every `step` days. */
function paysInYear(payDate: string, step: number, fyStart: string): number {
  return Math.floor(daysBetween(fyStart, payDate) / step) + 1;
}

/** Xero-style: salaried, fortnightly, one page with an earnings/deductions table and YTD column. */
export function xero(rng: Rng, per: Person): Doc {
  const annual = rng.int(62, 96) * 1000 + rng.pick([0, 500]);
  const gross = Math.round((annual * 100) / 26);
  const end = '2025-03-23';
  const start = addDays(end, -13);
  const payDate = addDays(end, 3);
  const cur = pay(gross, 26, payDate);
  const n = paysInYear(payDate, 14, '2024-07-01');
  const ytd = sum(Array.from({ length: n }, () => cur));
  const employer = rng.pick([
    'Saltbush Landscaping Pty Ltd',
    'Tidewater Joinery Pty Ltd',
    'Kestrel Architecture Pty Ltd',
  ]);
  const abn = makeAbn(rng);
  const position = employer.startsWith('Saltbush') ? 'Landscape Designer' : 'Project Coordinator';
  const doc = new Doc('payslip', 'set-c.payslip.xero', 'fortnightly', payDate);
  const p = doc.page();
  p.text(40, 64, 'Payslip', { size: 24, color: '#13b5ea' });
  p.text(40, 96, employer, { size: 11, bold: true });
  p.text(40, 110, `ABN ${formatAbn(abn)}`, { size: 8.5, color: '#444444' });
  p.text(40, 122, `${rng.int(2, 90)} Industrial Drive, Braeside VIC 3195`, { size: 8.5, color: '#444444' });
  doc.set('employer', employer);
  doc.set('employerAbn', abn);
  const name = nameNatural(doc, per, { middle: true });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((l, i) => p.text(40, 160 + i * 12.5, l, { size: 9.5 }));
  kvRows(
    p,
    320,
    90,
    [
      ['Employee', name],
      ['Job title', position],
      ['Pay Period', `${fmtDate(start, 'dMonY')} - ${fmtDate(end, 'dMonY')}`],
      ['Payment Date', fmtDate(payDate, 'dMonY')],
      ['Pay Frequency', 'Fortnightly'],
      ['Annual Salary', money(annual * 100)],
    ],
    { labelW: 80, size: 8.5, labelBold: true, step: 14 },
  );
  doc.set('position', position);
  doc.set('payPeriodStart', start);
  doc.set('payPeriodEnd', end);
  doc.set('payDate', payDate);
  doc.set('payFrequency', 'fortnightly');
  doc.set('annualSalary', annual);
  const cols = [
    { title: '', w: 265 },
    { title: 'This Pay', w: 125, align: 'right' as const },
    { title: 'YTD', w: 125, align: 'right' as const },
  ];
  let y = table(
    p,
    40,
    220,
    cols,
    [
      ['Earnings', '', ''],
      ['Salary', money(cur.gross, 'plain'), money(ytd.gross, 'plain')],
      ['Total Earnings', money(cur.gross, 'plain'), money(ytd.gross, 'plain')],
      ['Tax', '', ''],
      ['PAYG Tax', money(cur.tax, 'plain'), money(ytd.tax, 'plain')],
      ['Superannuation', '', ''],
      ['SG Contribution - Kinetic Super', money(cur.sg, 'plain'), money(ytd.sg, 'plain')],
    ],
    { size: 9, rowH: 18, boldRows: [0, 2, 3, 5] },
  );
  setPay(doc, cur);
  setYtd(doc, ytd);
  p.rect(40, y + 12, 515, 30, { fill: '#eef8fd' });
  p.text(50, y + 32, 'NET PAY', { size: 11, bold: true });
  p.text(545, y + 32, money(cur.net), { size: 12, bold: true, anchor: 'end' });
  y += 70;
  p.text(40, y, 'Payment Details', { size: 9, bold: true });
  p.text(40, y + 14, `Bank account  xxx-xxx  xxxx${rng.digits(4)}`, { size: 8.5 });
  p.text(400, y + 14, money(cur.net), { size: 8.5 });
  p.text(40, y + 50, 'Leave balances: Annual leave 82.35 hrs   Personal leave 41.10 hrs', {
    size: 8,
    color: '#555555',
  });
  return doc;
}

/** Employment Hero (KeyPay-style): weekly, hourly with penalty rates, scanned. */
export function employmentHero(rng: Rng, per: Person): Doc {
  const rate = rng.int(2900, 3600); // cents per hour
  const payDate = '2025-07-23';
  const end = '2025-07-20';
  const start = addDays(end, -6);
  const week = (hours: number, sat: number) => {
    const ord = Math.round(hours * rate);
    const pen = Math.round(sat * rate * 1.25);
    return { ord, pen, gross: ord + pen };
  };
  const weeks = [
    week(rng.int(26, 34), rng.int(4, 8)),
    week(rng.int(26, 34), 0),
    week(rng.int(26, 34), rng.int(4, 8)),
  ];
  const hours = rng.int(28, 36);
  const satH = rng.pick([5, 6, 7.5]);
  const curW = week(hours, satH);
  const pays = [
    ...weeks.map((w, i) => pay(w.gross, 52, addDays(payDate, -7 * (3 - i)))),
    pay(curW.gross, 52, payDate),
  ];
  const cur = pays[3] as Pay;
  const ytd = sum(pays);
  const employer = rng.pick(['Gumnut Cafe Collective Pty Ltd', 'Harbour Lane Hospitality Pty Ltd']);
  const abn = makeAbn(rng);
  const doc = new Doc('payslip', 'set-c.payslip.employmenthero', 'weekly', payDate);
  const p = doc.page();
  p.rect(0, 0, p.w, 56, { fill: '#2b1a4a' });
  p.text(40, 35, employer.toUpperCase(), { size: 12, bold: true, color: '#ffffff', font: 'arial' });
  p.text(p.w - 40, 35, 'PAY SLIP', { size: 12, color: '#ffffff', anchor: 'end', font: 'arial' });
  p.text(40, 76, `ABN: ${abn}`, { size: 8.5, font: 'arial' });
  doc.set('employer', employer);
  doc.set('employerAbn', abn);
  const name = nameFamilyFirst(doc, per, { upper: false });
  const left: [string, string][] = [
    ['Employee', name],
    ['Employee ID', `E${rng.digits(5)}`],
    ['Position', 'Chef de Partie'],
    ['Employment basis', 'Part time'],
    ['Base hourly rate', `$${(rate / 100).toFixed(4)}`],
  ];
  const right: [string, string][] = [
    ['Pay period', `${fmtDate(start, 'dmy')} - ${fmtDate(end, 'dmy')}`],
    ['Date paid', fmtDate(payDate, 'dmy')],
    ['Pay cycle', 'Weekly'],
  ];
  kvRows(p, 40, 104, left, { labelW: 100, size: 9, font: 'arial', step: 15 });
  kvRows(p, 320, 104, right, { labelW: 70, size: 9, font: 'arial', step: 15 });
  doc.set('position', 'Chef de Partie');
  doc.set('payPeriodStart', start);
  doc.set('payPeriodEnd', end);
  doc.set('payDate', payDate);
  doc.set('payFrequency', 'weekly');
  const h = (n: number) => n.toFixed(2);
  let y = table(
    p,
    40,
    200,
    [
      { title: 'Description', w: 190 },
      { title: 'Hours', w: 60, align: 'right' },
      { title: 'Rate', w: 75, align: 'right' },
      { title: 'Amount', w: 90, align: 'right' },
      { title: 'YTD', w: 100, align: 'right' },
    ],
    [
      ['Ordinary Hours', h(hours), (rate / 100).toFixed(4), money(curW.ord, 'plain'), ''],
      ['Saturday 125%', h(satH), ((rate * 1.25) / 100).toFixed(4), money(curW.pen, 'plain'), ''],
      ['GROSS EARNINGS', '', '', money(cur.gross, 'plain'), money(ytd.gross, 'plain')],
      ['PAYG Withholding', '', '', money(cur.tax, 'plain'), money(ytd.tax, 'plain')],
      ['NET PAY', '', '', money(cur.net, 'plain'), ''],
    ],
    { size: 9, font: 'arial', grid: true, headFill: '#e8e3f1', boldRows: [2, 4] },
  );
  doc.set('grossPay', dollars(cur.gross));
  doc.set('taxWithheld', dollars(cur.tax));
  doc.set('netPay', dollars(cur.net));
  doc.set('ytdGross', dollars(ytd.gross));
  doc.set('ytdTax', dollars(ytd.tax));
  y += 30;
  p.text(40, y, 'Employer superannuation contributions', { size: 10, bold: true, font: 'arial' });
  table(
    p,
    40,
    y + 8,
    [
      { title: 'Fund', w: 250 },
      { title: 'This period', w: 130, align: 'right' },
      { title: 'YTD', w: 135, align: 'right' },
    ],
    [['Superannuation Guarantee - Hostplus', money(cur.sg, 'plain'), money(ytd.sg, 'plain')]],
    { size: 9, font: 'arial', grid: true },
  );
  doc.set('superGuarantee', dollars(cur.sg));
  doc.set('ytdSuper', dollars(ytd.sg));
  para(
    p,
    40,
    y + 80,
    p.w - 80,
    `Net pay of ${money(cur.net)} deposited to account ending ${rng.digits(4)}.`,
    {
      size: 9,
      font: 'arial',
    },
  );
  return doc;
}

/** ADP-style earnings statement: US-style month-first dates, AUD amounts, fortnightly salary. */
export function adp(rng: Rng, per: Person): Doc {
  const annual = rng.int(80, 130) * 1000;
  const gross = Math.round((annual * 100) / 26);
  const payDate = '2025-03-12';
  const end = addDays(payDate, -3);
  const start = addDays(end, -13);
  const cur = pay(gross, 26, payDate);
  const n = paysInYear(payDate, 14, '2024-07-10');
  const ytd = sum(Array.from({ length: n }, () => cur));
  const employer = rng.pick(['Meridian Freight Systems Pty Ltd', 'Bluegum Analytics Pty Ltd']);
  const abn = makeAbn(rng);
  const doc = new Doc('payslip', 'set-c.payslip.adp', 'fortnightly', payDate);
  const p = doc.page();
  mark(p, 40, 32, 24, 'tiles', '#d0271d', '#333333');
  p.text(72, 50, employer, { size: 12, bold: true });
  p.text(72, 63, `ABN ${formatAbn(abn)}`, { size: 8 });
  p.text(p.w - 40, 50, 'Earnings Statement', { size: 14, anchor: 'end', color: '#d0271d' });
  doc.set('employer', employer);
  doc.set('employerAbn', abn);
  const name = nameNatural(doc, per, { upper: true });
  p.rect(40, 84, 515, 84, { stroke: '#999999', lw: 0.6 });
  above(p, 50, 100, 'Employee name', name, { size: 9.5, valueBold: true });
  above(p, 50, 128, 'Position', 'Logistics Coordinator', { size: 9.5 });
  above(p, 50, 156, 'Salary', `AUD ${money(annual * 100, 'plain')} per annum`, { size: 9.5 });
  doc.set('position', 'Logistics Coordinator');
  doc.set('annualSalary', annual);
  above(p, 300, 100, 'Period beginning', fmtDate(start, 'monthDY'), { size: 9.5 });
  above(p, 430, 100, 'Period ending', fmtDate(end, 'monthDY'), { size: 9.5 });
  above(p, 300, 128, 'Pay date', fmtDate(payDate, 'monthDY'), { size: 9.5, valueBold: true });
  above(p, 430, 128, 'Pay frequency', 'Fortnightly', { size: 9.5 });
  doc.set('payPeriodStart', start);
  doc.set('payPeriodEnd', end);
  doc.set('payDate', payDate);
  doc.set('payFrequency', 'fortnightly');
  let y = table(
    p,
    40,
    190,
    [
      { title: 'Earnings', w: 215 },
      { title: 'Current (AUD)', w: 150, align: 'right' },
      { title: 'Year to date (AUD)', w: 150, align: 'right' },
    ],
    [
      ['Regular salary', money(cur.gross, 'plain'), money(ytd.gross, 'plain')],
      ['Gross pay', money(cur.gross, 'plain'), money(ytd.gross, 'plain')],
    ],
    { size: 9, headFill: '#f1f1f1', boldRows: [1] },
  );
  y = table(
    p,
    40,
    y + 16,
    [
      { title: 'Deductions', w: 215 },
      { title: 'Current (AUD)', w: 150, align: 'right' },
      { title: 'Year to date (AUD)', w: 150, align: 'right' },
    ],
    [['Tax withheld (PAYG)', money(cur.tax, 'plain'), money(ytd.tax, 'plain')]],
    { size: 9, headFill: '#f1f1f1' },
  );
  y = table(
    p,
    40,
    y + 16,
    [
      { title: 'Employer contributions', w: 215 },
      { title: 'Current (AUD)', w: 150, align: 'right' },
      { title: 'Year to date (AUD)', w: 150, align: 'right' },
    ],
    [['Super Guarantee 11.5%', money(cur.sg, 'plain'), money(ytd.sg, 'plain')]],
    { size: 9, headFill: '#f1f1f1' },
  );
  setPay(doc, cur);
  setYtd(doc, ytd);
  p.rect(300, y + 16, 255, 34, { fill: '#d0271d' });
  p.text(312, y + 38, 'Net pay', { size: 11, color: '#ffffff', bold: true });
  p.text(545, y + 38, money(cur.net, 'aud'), { size: 12, color: '#ffffff', bold: true, anchor: 'end' });
  para(
    p,
    40,
    y + 90,
    p.w - 80,
    'This statement is provided for your records. Direct any questions about your pay to People Services. ' +
      'Keep this statement to assist with your tax return.',
    { size: 7.5, color: '#555555' },
  );
  return doc;
}

/** Ascender-style pay advice: monthly, public health employer, bare numbers, dd-mm-yyyy dates. */
export function ascender(rng: Rng, per: Person): Doc {
  const annual = rng.int(95, 125) * 1000 + rng.int(0, 9) * 100;
  const gross = Math.round((annual * 100) / 12);
  const start = '2025-08-01';
  const end = '2025-08-31';
  const payDate = '2025-08-28';
  const cur = pay(gross, 12, payDate);
  const ytd = sum([pay(gross, 12, '2025-07-28'), cur]);
  const employer = 'Riverina Community Health Ltd';
  const abn = makeAbn(rng);
  const doc = new Doc('payslip', 'set-c.payslip.ascender', 'monthly', payDate);
  const p = doc.page();
  p.text(40, 52, employer, { size: 13, bold: true, font: 'serif' });
  p.text(
    40,
    66,
    `ABN ${formatAbn(abn)}   Payroll Services, PO Box ${rng.int(100, 999)}, Wagga Wagga NSW 2650`,
    {
      size: 8,
      font: 'serif',
    },
  );
  doc.set('employer', employer);
  doc.set('employerAbn', abn);
  p.text(p.w - 40, 52, 'PAY ADVICE', { size: 13, anchor: 'end', font: 'serif', bold: true });
  p.line(40, 76, p.w - 40, 76, { lw: 1.2 });
  const name = nameFamilyFirst(doc, per, { upper: true });
  const [a1, a2] = addressLines(doc, per, 'upper');
  [name, a1, a2].forEach((l, i) => p.text(40, 100 + i * 12, l, { size: 9.5, font: 'serif' }));
  kvRows(
    p,
    320,
    100,
    [
      ['Employee No', rng.digits(7)],
      ['Position', 'Clinical Nurse Specialist'],
      ['Award', 'Public Health System Nurses (State) Award'],
      ['Annual Rate', money(annual * 100, 'bare')],
      ['Pay Period', `${fmtDate(start, 'dmyDash')} to ${fmtDate(end, 'dmyDash')}`],
      ['Pay Date', fmtDate(payDate, 'dmyDash')],
      ['Frequency', 'Monthly'],
    ],
    { labelW: 70, size: 8, font: 'serif', step: 12.5 },
  );
  doc.set('position', 'Clinical Nurse Specialist');
  doc.set('annualSalary', annual);
  doc.set('payPeriodStart', start);
  doc.set('payPeriodEnd', end);
  doc.set('payDate', payDate);
  doc.set('payFrequency', 'monthly');
  const y = table(
    p,
    40,
    210,
    [
      { title: 'Code', w: 50 },
      { title: 'Description', w: 215 },
      { title: 'Current', w: 120, align: 'right' },
      { title: 'Year to Date', w: 130, align: 'right' },
    ],
    [
      ['001', 'Ordinary Salary', money(cur.gross, 'bare'), money(ytd.gross, 'bare')],
      ['', 'TOTAL GROSS', money(cur.gross, 'bare'), money(ytd.gross, 'bare')],
      ['900', 'Income Tax', money(cur.tax, 'bare'), money(ytd.tax, 'bare')],
      ['', 'NET PAY', money(cur.net, 'bare'), ''],
      ['SG1', 'Employer Super Guarantee 12%', money(cur.sg, 'bare'), money(ytd.sg, 'bare')],
    ],
    { size: 8.8, font: 'serif', grid: true, boldRows: [1, 3] },
  );
  setPay(doc, cur);
  setYtd(doc, ytd);
  para(
    p,
    40,
    y + 30,
    p.w - 80,
    'Super contributions are paid to your nominated fund within 28 days of the end of the month. ' +
      'Enquiries: Payroll Services, business hours.',
    { size: 8, font: 'serif', color: '#444444' },
  );
  return doc;
}
