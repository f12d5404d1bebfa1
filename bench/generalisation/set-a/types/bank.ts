import { box, fd, kvAbove, money, r2, rule, t, table, type Spec } from '../lib';
import { addrKeys, nameKeys, person } from '../people';

type Tx = [string, string, number]; // iso date, description, signed amount
function totals(open: number, tx: Tx[]) {
  const cr = r2(tx.filter((x) => x[2] > 0).reduce((s, x) => s + x[2], 0));
  const dr = r2(-tx.filter((x) => x[2] < 0).reduce((s, x) => s + x[2], 0));
  return { cr, dr, close: r2(open + cr - dr) };
}

// ---- ANZ Access Advantage, table with running balance ----
const thomas = person('ga02');
const aOpen = 3418.27;
const aTx: Tx[] = [
  ['2025-04-01', 'EFTPOS COLES 0842 BRUNSWICK', -86.45],
  ['2025-04-03', 'PAY/SALARY MERRI CREEK ARCHITECTS', 3642.18],
  ['2025-04-04', 'DIRECT DEBIT ORIGIN ENERGY', -212.3],
  ['2025-04-07', 'VISA DEBIT PURCHASE BUNNINGS 3056', -149.0],
  ['2025-04-10', 'TRANSFER TO ANZ ONLINE SAVER', -1000.0],
  ['2025-04-14', 'DIRECT DEBIT TELSTRA', -89.0],
  ['2025-04-17', 'PAY/SALARY MERRI CREEK ARCHITECTS', 3642.18],
  ['2025-04-18', 'ATM WITHDRAWAL SYDNEY RD', -200.0],
  ['2025-04-22', 'BPAY MORELAND CITY COUNCIL', -486.9],
  ['2025-04-24', 'EFTPOS WOOLWORTHS 3418', -132.66],
  ['2025-04-28', 'RENT TRANSFER J PATEL', -2340.0],
  ['2025-04-30', 'ACCOUNT SERVICING FEE', -5.0],
];
const aT = totals(aOpen, aTx);
const b1: Spec = {
  id: '6d3f0b8e',
  documentType: 'bank',
  rendition: 'digital-pdf',
  persona: thomas.id,
  template: 'seta.bank.anz-access-table',
  documentDate: '2025-04-30',
  fields: {
    ...nameKeys(thomas),
    ...addrKeys(thomas),
    bankName: 'ANZ',
    bsb: '013423',
    accountNumber: '291748361',
    accountType: 'transaction',
    statementPeriodStart: '2025-04-01',
    statementPeriodEnd: '2025-04-30',
    openingBalance: aOpen,
    closingBalance: aT.close,
    totalCredits: aT.cr,
    totalDebits: aT.dr,
  },
  draw: (d) => {
    box(d, 0, 0, 595, 6, '#004165');
    t(d, 'sansB', 24, 'ANZ', 40, 30, { characterSpacing: 1 });
    t(d, 'sans', 9, 'Australia and New Zealand Banking Group Limited ABN 11 005 357 522', 40, 60);
    t(d, 'sansB', 11, 'ANZ ACCESS ADVANTAGE STATEMENT', 330, 34);
    t(d, 'sans', 10, 'MR THOMAS EDWARD MCALLISTER', 40, 95);
    t(d, 'sans', 10, '7/221 SYDNEY ROAD', 40, 109);
    t(d, 'sans', 10, 'BRUNSWICK VIC 3056', 40, 123);
    t(
      d,
      'sans',
      9,
      `Statement period  ${fd('2025-04-01', 'dd-MON-yyyy')} to ${fd('2025-04-30', 'dd-MON-yyyy')}`,
      330,
      95,
    );
    t(d, 'sans', 9, 'Branch number (BSB)  013-423', 330, 109);
    t(d, 'sans', 9, 'Account number  2917-48361', 330, 123);
    box(d, 40, 150, 515, 44, '#e8f0f5');
    const sx = [50, 180, 300, 430];
    const sl = ['Opening balance', 'Total deposits', 'Total withdrawals', 'Closing balance'];
    const sv = [money(aOpen), money(aT.cr), money(aT.dr), money(aT.close)];
    sx.forEach((x, i) => kvAbove(d, x, 158, sl[i] ?? '', sv[i] ?? '', 'sans', 10.5));
    let bal = aOpen;
    const rows = [['Date', 'Transaction details', 'Withdrawals ($)', 'Deposits ($)', 'Balance ($)']];
    rows.push(['01 APR', 'OPENING BALANCE', '', '', money(aOpen, false)]);
    for (const [dt, desc, amt] of aTx) {
      bal = r2(bal + amt);
      const day = fd(dt, 'dd-MON-yyyy').slice(0, 6).replace('-', ' ');
      rows.push([
        day,
        desc,
        amt < 0 ? money(-amt, false) : '',
        amt > 0 ? money(amt, false) : '',
        money(bal, false),
      ]);
    }
    rows.push([
      '30 APR',
      'TOTALS AT END OF PERIOD',
      money(aT.dr, false),
      money(aT.cr, false),
      money(aT.close, false),
    ]);
    const cols = [
      { w: 50 },
      { w: 215 },
      { w: 85, align: 'right' as const },
      { w: 80, align: 'right' as const },
      { w: 85, align: 'right' as const },
    ];
    rule(d, 40, 212, 555);
    table(d, 40, 218, cols, rows, 'sans', 8.5, 17);
    t(
      d,
      'sans',
      7,
      'Please check your statement and report any errors promptly. ANZ is a member of the AFCA scheme.',
      40,
      790,
    );
  },
};

// ---- ING Savings Maximiser, quarterly, summary boxes (scanned) ----
const lukas = person('ga06');
const iOpen = 24105.6;
const iTx: Tx[] = [
  ['2025-01-02', 'Transfer from Orange Everyday', 1500.0],
  ['2025-01-31', 'Bonus interest', 102.37],
  ['2025-02-03', 'Transfer from Orange Everyday', 1500.0],
  ['2025-02-19', 'Transfer to Orange Everyday', -4200.0],
  ['2025-02-28', 'Bonus interest', 86.91],
  ['2025-03-03', 'Transfer from Orange Everyday', 1500.0],
  ['2025-03-31', 'Bonus interest', 97.48],
];
const iT = totals(iOpen, iTx);
const b2: Spec = {
  id: 'e58a2c41',
  documentType: 'bank',
  rendition: 'scan-pdf',
  persona: lukas.id,
  template: 'seta.bank.ing-maximiser-boxes',
  documentDate: '2025-03-31',
  fields: {
    fullName: 'Lukas van der Berg',
    firstName: 'Lukas',
    lastName: 'van der Berg',
    ...addrKeys(lukas),
    bankName: 'ING',
    bsb: '923100',
    accountNumber: '48219937',
    accountType: 'savings',
    statementPeriodStart: '2025-01-01',
    statementPeriodEnd: '2025-03-31',
    openingBalance: iOpen,
    closingBalance: iT.close,
    totalCredits: iT.cr,
    totalDebits: iT.dr,
  },
  draw: (d) => {
    box(d, 0, 0, 595, 90, '#ff6200');
    d.fillColor('#fff');
    t(d, 'libB', 26, 'ING', 45, 28);
    t(d, 'lib', 11, 'Savings Maximiser statement', 380, 40);
    d.fillColor('#000');
    t(d, 'lib', 10.5, 'Lukas van der Berg', 45, 115);
    t(d, 'lib', 10.5, '3 Hakea Court', 45, 130);
    t(d, 'lib', 10.5, 'Joondalup WA 6027', 45, 145);
    kvAbove(
      d,
      360,
      112,
      'Statement period',
      `${fd('2025-01-01', 'dMonthY')} – ${fd('2025-03-31', 'dMonthY')}`,
    );
    kvAbove(d, 360, 140, 'BSB', '923 100');
    kvAbove(d, 460, 140, 'Account number', '48219937');
    const lab = ['Opening balance', 'Money in', 'Money out', 'Closing balance'];
    const val = [iOpen, iT.cr, iT.dr, iT.close];
    lab.forEach((l, i) => {
      box(d, 45 + i * 128, 185, 120, 50);
      kvAbove(d, 55 + i * 128, 195, l, money(val[i] ?? 0), 'lib', 12);
    });
    t(d, 'libB', 11, 'Transactions', 45, 260);
    const rows = [['Date', 'Description', 'Money in', 'Money out']];
    for (const [dt, desc, amt] of iTx)
      rows.push([fd(dt, 'dmy'), desc, amt > 0 ? money(amt) : '', amt < 0 ? money(-amt) : '']);
    table(
      d,
      45,
      282,
      [{ w: 80 }, { w: 250 }, { w: 90, align: 'right' }, { w: 90, align: 'right' }],
      rows,
      'lib',
      9.5,
      20,
    );
    t(
      d,
      'lib',
      7,
      'ING is a business name of ING Bank (Australia) Limited ABN 24 000 893 292 AFSL 229823.',
      45,
      790,
    );
  },
};

export default [b1, b2];
