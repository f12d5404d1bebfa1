import { abnFrom, box, fd, kvAbove, kvLeft, money, r2, rule, t, table, type Spec } from '../lib';
import { addrKeys, nameKeys, person } from '../people';

// ---- MYOB-style fortnightly salaried payslip ----
const priya = person('ga01');
const m = { annual: 98500, gross: r2(98500 / 26), tax: 872.0, union: 24.5, social: 5.0, n: 18 };
const mNet = r2(m.gross - m.tax - m.union - m.social);
const mSuper = r2(m.gross * 0.115);
const mAbn = abnFrom('184502773');
const ps1: Spec = {
  id: '0f4b9d63',
  documentType: 'payslip',
  rendition: 'digital-pdf',
  persona: priya.id,
  template: 'seta.payslip.myob-style',
  documentDate: '2025-03-19',
  fields: {
    ...nameKeys(priya, false),
    ...addrKeys(priya),
    employer: 'Harbourview Dental Group Pty Ltd',
    employerAbn: mAbn.replace(/ /g, ''),
    position: 'Practice Manager',
    payPeriodStart: '2025-03-03',
    payPeriodEnd: '2025-03-16',
    payDate: '2025-03-19',
    payFrequency: 'fortnightly',
    grossPay: m.gross,
    taxWithheld: m.tax,
    netPay: mNet,
    superGuarantee: mSuper,
    annualSalary: m.annual,
    ytdGross: r2(m.gross * m.n),
    ytdTax: r2(m.tax * m.n),
    ytdSuper: r2(mSuper * m.n),
  },
  draw: (d) => {
    t(d, 'sansB', 14, 'Harbourview Dental Group Pty Ltd', 40, 40);
    t(d, 'sans', 8.5, `ABN ${mAbn}   ·   Level 2, 60 Darling Drive, Barangaroo NSW 2000`, 40, 60);
    t(d, 'sansB', 16, 'PAY ADVICE', 450, 40);
    rule(d, 40, 80, 555, 1);
    t(d, 'sans', 10, 'Priya Raghavan', 40, 95);
    t(d, 'sans', 10, '14 Kurrajong Avenue', 40, 109);
    t(d, 'sans', 10, 'Leichhardt NSW 2040', 40, 123);
    const kv: [string, string][] = [
      ['Pay period:', `${fd('2025-03-03', 'dmy')} - ${fd('2025-03-16', 'dmy')}`],
      ['Payment date:', fd('2025-03-19', 'dmy')],
      ['Pay frequency:', 'Fortnightly'],
      ['Position:', 'Practice Manager'],
      ['Annual salary:', money(m.annual)],
      ['Employee ID:', 'HDG-0147'],
    ];
    kv.forEach(([k, v], i) => kvLeft(d, 320, 95 + i * 14, 85, k, v, 'sans', 8.5));
    const cols = [
      { w: 250 },
      { w: 80, align: 'right' as const },
      { w: 90, align: 'right' as const },
      { w: 95, align: 'right' as const },
    ];
    box(d, 40, 190, 515, 16, '#dde3ea');
    let y = table(d, 40, 194, cols, [['Earnings', 'Hours', 'This pay', 'Year to date']], 'sans', 8.5, 18);
    y = table(
      d,
      40,
      y,
      cols,
      [['Base Salary', '76.00', money(m.gross), money(r2(m.gross * m.n))]],
      'sans',
      8.5,
      18,
      false,
    );
    rule(d, 40, y, 555, 0.4);
    kvLeft(d, 44, y + 5, 375, 'GROSS PAY', money(m.gross), 'sans', 9);
    y += 30;
    box(d, 40, y, 515, 16, '#dde3ea');
    y = table(d, 40, y + 4, cols, [['Deductions', '', 'This pay', 'Year to date']], 'sans', 8.5, 18);
    y = table(
      d,
      40,
      y,
      cols,
      [
        ['PAYG Withholding', '', money(m.tax), money(r2(m.tax * m.n))],
        ['Union Fees - HSU', '', money(m.union), money(r2(m.union * m.n))],
        ['Staff Social Club', '', money(m.social), money(r2(m.social * m.n))],
      ],
      'sans',
      8.5,
      18,
      false,
    );
    rule(d, 40, y, 555, 0.4);
    kvLeft(d, 44, y + 5, 375, 'NET PAY', money(mNet), 'sans', 10);
    y += 34;
    box(d, 40, y, 515, 16, '#dde3ea');
    y = table(d, 40, y + 4, cols, [['Superannuation', '', 'This pay', 'Year to date']], 'sans', 8.5, 18);
    table(
      d,
      40,
      y,
      cols,
      [['Superannuation Guarantee - AustralianSuper', '', money(mSuper), money(r2(mSuper * m.n))]],
      'sans',
      8.5,
      18,
      false,
    );
    t(d, 'sans', 8, `Paid to: BSB 012-087  Account ****4410   ${money(mNet)}`, 40, y + 40);
  },
};

// ---- Employment Hero-style weekly hourly payslip (scanned) ----
const sofia = person('ga10');
const rate = 47.85;
const ord = r2(38 * rate);
const sat = r2(7.6 * rate * 0.5);
const g = r2(ord + sat);
const e = { tax: 412.0, health: 38.9, n: 45 };
const eNet = r2(g - e.tax - e.health);
const eSuper = r2(g * 0.115);
const eAbn = abnFrom('662019384');
const ps2: Spec = {
  id: 'a91c5e27',
  documentType: 'payslip',
  rendition: 'scan-pdf',
  persona: sofia.id,
  template: 'seta.payslip.ehero-style',
  documentDate: '2025-05-14',
  fields: {
    ...nameKeys(sofia),
    employer: 'Coastline Aged Care Services Pty Ltd',
    employerAbn: eAbn.replace(/ /g, ''),
    position: 'Registered Nurse',
    payPeriodStart: '2025-05-05',
    payPeriodEnd: '2025-05-11',
    payDate: '2025-05-14',
    payFrequency: 'weekly',
    grossPay: g,
    taxWithheld: e.tax,
    netPay: eNet,
    superGuarantee: eSuper,
    ytdGross: r2(g * e.n),
    ytdTax: r2(e.tax * e.n),
    ytdSuper: r2(eSuper * e.n),
  },
  draw: (d) => {
    box(d, 0, 0, 595, 842, '#ffffff');
    t(d, 'lib', 9, 'Coastline Aged Care Services Pty Ltd', 45, 40);
    t(d, 'lib', 9, `ABN: ${eAbn}`, 45, 53);
    t(d, 'libB', 22, 'Payslip', 45, 80);
    t(d, 'lib', 11, 'Sofia Papadopoulos', 45, 112);
    t(d, 'lib', 9, 'Registered Nurse', 45, 127);
    kvAbove(d, 300, 80, 'PAY PERIOD', `${fd('2025-05-05', 'dMonY')} to ${fd('2025-05-11', 'dMonY')}`);
    kvAbove(d, 300, 110, 'PAYMENT DATE', fd('2025-05-14', 'dMonthY'));
    kvAbove(d, 450, 110, 'PAY FREQUENCY', 'Weekly');
    const sum: [string, number][] = [
      ['Gross earnings', g],
      ['Tax', e.tax],
      ['Post-tax deductions', e.health],
      ['Net pay', eNet],
      ['Super', eSuper],
    ];
    sum.forEach(([k, v], i) => {
      box(d, 45 + i * 102, 150, 96, 46, i === 3 ? '#e7f5ec' : '#f3f4f6');
      kvAbove(d, 52 + i * 102, 158, k, money(v), 'lib', 12);
    });
    const c4 = [
      { w: 230 },
      { w: 70, align: 'right' as const },
      { w: 70, align: 'right' as const },
      { w: 135, align: 'right' as const },
    ];
    t(d, 'libB', 11, 'Earnings', 45, 220);
    let y = table(
      d,
      45,
      240,
      c4,
      [
        ['Description', 'Units', 'Rate', 'Amount'],
        ['Ordinary Hours', '38.00', money(rate), money(ord)],
        ['Saturday Penalty 50%', '7.60', money(r2(rate * 0.5)), money(sat)],
      ],
      'lib',
      9,
      18,
    );
    rule(d, 45, y, 550, 0.4);
    y = table(d, 45, y + 4, c4, [['Total', '', '', money(g)]], 'libB', 9, 18, false);
    t(d, 'libB', 11, 'Deductions', 45, y + 16);
    y = table(
      d,
      45,
      y + 36,
      c4,
      [
        ['Description', '', '', 'Amount'],
        ['PAYG Tax', '', '', money(e.tax)],
        ['Health Fund - HCF', '', '', money(e.health)],
      ],
      'lib',
      9,
      18,
    );
    t(d, 'libB', 11, 'Year to date', 45, y + 16);
    const ytd = [
      ['Gross', 'Tax', 'Super'],
      [money(r2(g * e.n)), money(r2(e.tax * e.n)), money(r2(eSuper * e.n))],
    ];
    table(d, 45, y + 36, [{ w: 120 }, { w: 120 }, { w: 120 }], ytd, 'lib', 9, 18);
    t(d, 'lib', 8, 'Super paid to Hostplus, member 3301874', 45, y + 90);
  },
};

export default [ps1, ps2];
