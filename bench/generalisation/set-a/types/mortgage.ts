import { box, fd, kvAbove, kvLeft, money, r2, rule, t, table, type Spec } from '../lib';
import { addrKeys, nameKeys, person } from '../people';

// ---- Westpac variable home loan, half-yearly statement, monthly repayments ----
const oliver = person('ga09');
const wOpen = 512884.19;
const wRepay = 3204.0;
const wInt = [2641.1, 2380.52, 2628.77, 2537.04, 2613.2, 2520.41];
const wMonths = ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30'];
const wClose = r2(wOpen + wInt.reduce((s, v) => s + v, 0) - wRepay * 6);
const m1: Spec = {
  id: '17ad93c5',
  documentType: 'mortgage',
  rendition: 'digital-pdf',
  persona: oliver.id,
  template: 'seta.mortgage.westpac-halfyear',
  documentDate: '2025-06-30',
  fields: {
    ...nameKeys(oliver),
    ...addrKeys(oliver),
    lender: 'Westpac',
    accountNumber: '64881239',
    balance: wClose,
    interestRate: 6.09,
    repaymentAmount: wRepay,
    repaymentFrequency: 'monthly',
    securityAddress: '4/10 Smith Street, Parramatta NSW 2150',
    statementDate: '2025-06-30',
  },
  draw: (d) => {
    box(d, 0, 0, 595, 60, '#da1710');
    d.fillColor('#fff');
    t(d, 'sansB', 20, 'Westpac', 40, 20);
    t(d, 'sans', 10, 'Home Loan Statement', 430, 26);
    d.fillColor('#000');
    t(d, 'sans', 10, 'Mr Oliver James Whitcombe', 40, 85);
    t(d, 'sans', 10, '4/10 Smith Street', 40, 99);
    t(d, 'sans', 10, 'PARRAMATTA NSW 2150', 40, 113);
    const kv: [string, string][] = [
      ['Loan account', '6488 1239'],
      ['Product', 'Flexi First Option Home Loan'],
      ['Statement period', `${fd('2025-01-01', 'dMonY')} to ${fd('2025-06-30', 'dMonY')}`],
      ['Interest rate', '6.09% p.a. (variable)'],
      ['Repayment', `${money(wRepay)} monthly`],
      ['Next repayment due', fd('2025-07-28', 'dMonY')],
    ];
    kv.forEach(([k, v], i) => kvLeft(d, 320, 85 + i * 14, 95, k, v, 'sans', 8.5));
    t(d, 'sans', 9, 'Security property: 4/10 Smith Street, Parramatta NSW 2150', 40, 190);
    box(d, 40, 210, 515, 40, '#f6f6f6');
    kvAbove(d, 52, 217, 'Opening balance 1 Jan 2025', money(wOpen), 'sans', 11);
    kvAbove(d, 300, 217, 'Closing balance 30 Jun 2025', money(wClose), 'sans', 11);
    const rows = [['Date', 'Description', 'Debits', 'Credits', 'Balance']];
    let bal = wOpen;
    wMonths.forEach((m, i) => {
      bal = r2(bal - wRepay);
      rows.push([fd(m.slice(0, 8) + '28', 'dmy'), 'Repayment - thank you', '', money(wRepay), money(bal)]);
      bal = r2(bal + (wInt[i] ?? 0));
      rows.push([fd(m, 'dmy'), 'Interest charged', money(wInt[i] ?? 0), '', money(bal)]);
    });
    rule(d, 40, 266, 555);
    table(
      d,
      40,
      272,
      [
        { w: 70 },
        { w: 205 },
        { w: 80, align: 'right' },
        { w: 80, align: 'right' },
        { w: 80, align: 'right' },
      ],
      rows,
      'sans',
      8.5,
      16,
    );
    t(
      d,
      'sans',
      7,
      'Westpac Banking Corporation ABN 33 007 457 141 AFSL and Australian credit licence 233714.',
      40,
      800,
    );
  },
};

// ---- Great Southern Bank fixed-rate loan, fortnightly repayments, label-above ----
const lukas = person('ga06');
const g2: Spec = {
  id: 'f3906b2d',
  documentType: 'mortgage',
  rendition: 'digital-pdf',
  persona: lukas.id,
  template: 'seta.mortgage.gsb-fixed-summary',
  documentDate: '2025-05-31',
  fields: {
    fullName: 'Lukas van der Berg',
    firstName: 'Lukas',
    lastName: 'van der Berg',
    lender: 'Great Southern Bank',
    accountNumber: '300917725',
    balance: 418327.64,
    interestRate: 5.79,
    repaymentAmount: 1402.5,
    repaymentFrequency: 'fortnightly',
    securityAddress: '3 Hakea Court, Joondalup WA 6027',
    fixedRateExpiry: '2026-09-14',
    statementDate: '2025-05-31',
  },
  draw: (d) => {
    t(d, 'libB', 18, 'Great Southern Bank', 45, 40);
    t(d, 'lib', 8, 'a business name of Credit Union Australia Ltd ABN 44 087 650 959', 45, 62);
    t(d, 'lib', 9, 'Statement date', 420, 40);
    t(d, 'libB', 11, 'May 31, 2025', 420, 52);
    rule(d, 45, 80, 550, 2, '#5b2d8e');
    t(d, 'libB', 12, 'Your home loan at a glance', 45, 100);
    t(d, 'lib', 10, 'Borrower: VAN DER BERG, Lukas', 45, 120);
    const cells: [string, string][] = [
      ['Loan account number', '300 917 725'],
      ['Loan type', 'Fixed Rate Home Loan (3 years)'],
      ['Balance owing', money(418327.64)],
      ['Interest rate', '5.79% p.a. fixed'],
      ['Fixed rate period ends', fd('2026-09-14', 'MonthDY')],
      ['Repayment amount', money(1402.5)],
      ['Repayment frequency', 'Fortnightly'],
      ['Next repayment', fd('2025-06-06', 'MonthDY')],
    ];
    cells.forEach(([k, v], i) => {
      const x = 45 + (i % 2) * 255;
      const y = 145 + Math.floor(i / 2) * 42;
      box(d, x, y, 245, 36);
      kvAbove(d, x + 8, y + 6, k, v, 'lib', 11);
    });
    t(d, 'libB', 11, 'Security', 45, 325);
    t(d, 'lib', 10, '3 Hakea Court, Joondalup WA 6027 (residential, owner occupied)', 45, 342);
    t(d, 'libB', 11, 'Fixed rate expiry', 45, 372);
    t(
      d,
      'lib',
      9,
      'When your fixed period ends your loan will roll to our standard variable rate unless you re-fix.',
      45,
      388,
    );
    t(d, 'lib', 9, 'Call us on 133 282 to discuss your options.', 45, 401);
  },
};

export default [m1, g2];
