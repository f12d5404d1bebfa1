// Bank account statements from mutual banks and credit unions. Every statement reconciles:
// opening + total credits - total debits = closing, and the running balance column agrees.
import { mark } from '../lib/brand';
import { Doc } from '../lib/doc';
import { addDays, bsbFmt, daysBetween, dollars, fmtDate, money } from '../lib/format';
import { above, footer, kvRows, para, table } from '../lib/layout';
import type { Page } from '../lib/page';
import { type Person, addressLines, nameNatural, phoneFmt } from '../lib/people';
import type { Rng } from '../lib/rng';

type Txn = {
  date: string;
  desc: string;
  amount: number; // cents, + credit, - debit
  balance: number; // running balance after this transaction
};

type Statement = {
  opening: number;
  closing: number;
  credits: number;
  debits: number;
  txns: Txn[];
};

const SPEND = [
  'EFTPOS COLES {n} {sub}',
  'VISA PURCHASE BUNNINGS {n} {sub}',
  'EFTPOS ALDI STORES {sub}',
  'VISA PURCHASE CHEMIST WAREHOUSE {sub}',
  'DIRECT DEBIT TELSTRA {n}',
  'BPAY ORIGIN ENERGY {n}',
  'VISA PURCHASE NETFLIX.COM',
  'EFTPOS AMPOL {sub}',
  'EFTPOS WOOLWORTHS {n} {sub}',
  'OSKO PAYMENT TO J MORRISON RENT',
  'DIRECT DEBIT HCF HEALTH',
  'VISA PURCHASE KMART {sub}',
  'ATM WITHDRAWAL {sub}',
  'EFTPOS IGA {sub}',
  'VISA PURCHASE UBER *EATS',
  'DIRECT DEBIT ANYTIME FITNESS',
];

function describe(rng: Rng, tpl: string, suburb: string): string {
  return tpl.replace('{n}', String(rng.int(1000, 9999))).replace('{sub}', suburb.toUpperCase());
}

function statement(
  rng: Rng,
  o: {
    start: string;
    end: string;
    opening: number;
    spends: number;
    salary?: { desc: string; amount: number; every: number; first: string };
    extraCredits?: { date: string; desc: string; amount: number }[];
    spendRange: [number, number];
    suburb: string;
    interest?: number;
  },
): Statement {
  const raw: Omit<Txn, 'balance'>[] = [];
  const span = daysBetween(o.start, o.end);
  if (o.salary) {
    for (let d = o.salary.first; daysBetween(d, o.end) >= 0; d = addDays(d, o.salary.every))
      raw.push({ date: d, desc: o.salary.desc, amount: o.salary.amount });
  }
  for (const c of o.extraCredits ?? []) raw.push(c);
  for (let i = 0; i < o.spends; i++)
    raw.push({
      date: addDays(o.start, rng.int(0, span)),
      desc: describe(rng, rng.pick(SPEND), o.suburb),
      amount: -rng.cents(o.spendRange[0], o.spendRange[1]),
    });
  if (o.interest) raw.push({ date: o.end, desc: 'INTEREST CREDIT', amount: o.interest });
  raw.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let bal = o.opening;
  const txns: Txn[] = raw.map((t) => {
    bal += t.amount;
    return { ...t, balance: bal };
  });
  const credits = raw.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
  const debits = -raw.filter((t) => t.amount < 0).reduce((s, t) => s + t.amount, 0);
  const closing = o.opening + credits - debits;
  if (closing !== bal) throw new Error('statement does not reconcile');
  if (txns.some((t) => t.balance < 0)) throw new Error('statement goes overdrawn');
  return { opening: o.opening, closing, credits, debits, txns };
}

function setTotals(doc: Doc, s: Statement, which: ('opening' | 'closing' | 'credits' | 'debits')[]) {
  if (which.includes('opening')) doc.set('openingBalance', dollars(s.opening));
  if (which.includes('closing')) doc.set('closingBalance', dollars(s.closing));
  if (which.includes('credits')) doc.set('totalCredits', dollars(s.credits));
  if (which.includes('debits')) doc.set('totalDebits', dollars(s.debits));
}

function acctNo(rng: Rng, n: number): string {
  return String(rng.int(1, 9)) + rng.digits(n - 1);
}

/** Great Southern Bank: quarterly, summary box on page 1, transactions over two pages. */
export function greatSouthern(rng: Rng, per: Person): Doc {
  const start = '2025-04-01';
  const end = '2025-06-30';
  const s = statement(rng, {
    start,
    end,
    opening: rng.cents(1500, 6000),
    spends: 30,
    spendRange: [6, 240],
    salary: {
      desc: 'PAY SALARY HUNTER VALLEY CARE',
      amount: rng.cents(2100, 2900),
      every: 14,
      first: '2025-04-09',
    },
    suburb: per.suburb,
  });
  const doc = new Doc('bank', 'set-c.bank.gsb-quarterly', 'transaction', '2025-07-02');
  const bsb = `814${rng.digits(3)}`;
  const acct = acctNo(rng, 9);
  const orange = '#e85c0d';
  const split = 16;
  let p: Page = doc.page();
  mark(p, 40, 34, 28, 'disc', orange, '#ffffff');
  p.text(76, 48, 'Great Southern Bank', { size: 15, bold: true, color: '#222222' });
  p.text(76, 61, 'a business name of Credit Union Australia Ltd', { size: 7, color: '#666666' });
  doc.set('bankName', 'Great Southern Bank');
  p.text(p.w - 40, 48, 'Account statement', { size: 12, anchor: 'end', bold: true, color: orange });
  const name = nameNatural(doc, per, { middle: false, upper: true });
  const [a1, a2] = addressLines(doc, per, 'upper');
  [name, a1, a2].forEach((l, i) => p.text(56, 112 + i * 12, l, { size: 9 }));
  kvRows(
    p,
    330,
    104,
    [
      ['Account', 'Everyday Account'],
      ['BSB', bsbFmt(bsb)],
      ['Account number', acct],
      ['Statement from', fmtDate(start, 'dMonY')],
      ['Statement to', fmtDate(end, 'dMonY')],
    ],
    { labelW: 90, size: 8.5, step: 13 },
  );
  doc.set('accountType', 'transaction');
  doc.set('bsb', bsb);
  doc.set('accountNumber', acct);
  doc.set('statementPeriodStart', start);
  doc.set('statementPeriodEnd', end);
  p.rect(40, 190, p.w - 80, 74, { stroke: orange, lw: 1, r: 5 });
  p.text(52, 206, 'Summary this period', { size: 9.5, bold: true, color: orange });
  kvRows(
    p,
    52,
    224,
    [
      ['Opening balance', money(s.opening)],
      ['plus Money in', money(s.credits)],
    ],
    { labelW: 90, valueW: 110, size: 8.8, step: 14 },
  );
  kvRows(
    p,
    300,
    224,
    [
      ['less Money out', money(s.debits)],
      ['Closing balance', money(s.closing)],
    ],
    { labelW: 90, valueW: 140, size: 8.8, step: 14, valueBold: true },
  );
  setTotals(doc, s, ['opening', 'credits', 'debits', 'closing']);
  const cols = [
    { title: 'Date', w: 70 },
    { title: 'Details', w: 225 },
    { title: 'Money out', w: 75, align: 'right' as const },
    { title: 'Money in', w: 70, align: 'right' as const },
    { title: 'Balance', w: 75, align: 'right' as const },
  ];
  const row = (t: Txn) => [
    fmtDate(t.date, 'dMonY'),
    t.desc,
    t.amount < 0 ? money(-t.amount, 'plain') : '',
    t.amount > 0 ? money(t.amount, 'plain') : '',
    money(t.balance, 'plain'),
  ];
  const first = [
    [fmtDate(start, 'dMonY'), 'Opening balance', '', '', money(s.opening, 'plain')],
    ...s.txns.slice(0, split).map(row),
  ];
  table(p, 40, 284, cols, first, { size: 7.8, rowH: 15, zebra: '#fbf1ea' });
  footer(p, `BSB ${bsbFmt(bsb)}  Account ${acct}`, 1, 2);
  p = doc.page();
  const rest = [
    ...s.txns.slice(split).map(row),
    [fmtDate(end, 'dMonY'), 'Closing balance', '', '', money(s.closing, 'plain')],
  ];
  const y = table(p, 40, 60, cols, rest, { size: 7.8, rowH: 15, zebra: '#fbf1ea' });
  para(
    p,
    40,
    y + 30,
    p.w - 80,
    'Please check your statement and tell us straight away about any transaction you do not recognise. ' +
      'Great Southern Bank, a business name of Credit Union Australia Ltd ABN 44 087 650 959 AFSL 238317.',
    { size: 7.5, color: '#555555' },
  );
  footer(p, `BSB ${bsbFmt(bsb)}  Account ${acct}`, 2, 2);
  return doc;
}

/** Teachers Mutual Bank: half-yearly saver, boxed label-above grid, totals only at the end (page 2). */
export function teachersMutual(rng: Rng, per: Person): Doc {
  const start = '2025-01-01';
  const end = '2025-06-30';
  const monthlyIn: { date: string; desc: string; amount: number }[] = [];
  for (let m = 1; m <= 6; m++)
    monthlyIn.push({
      date: `2025-0${m}-15`,
      desc: 'TRANSFER FROM S9 EVERYDAY',
      amount: rng.int(3, 12) * 5000,
    });
  const s = statement(rng, {
    start,
    end,
    opening: rng.cents(8000, 30000),
    spends: 5,
    spendRange: [200, 900],
    extraCredits: monthlyIn,
    suburb: per.suburb,
    interest: rng.cents(120, 420),
  });
  // describe savings withdrawals as transfers
  for (const t of s.txns) if (t.amount < 0) t.desc = 'TRANSFER TO S9 EVERYDAY';
  const doc = new Doc('bank', 'set-c.bank.tmb-halfyear', 'savings', '2025-07-04');
  const bsb = `812${rng.digits(3)}`;
  const acct = acctNo(rng, 8);
  const blue = '#003c71';
  let p: Page = doc.page();
  p.rect(40, 36, 6, 40, { fill: '#00a3ad' });
  p.text(54, 54, 'Teachers Mutual Bank', { size: 16, bold: true, color: blue, font: 'arial' });
  p.text(54, 70, 'Statement of account', { size: 9.5, color: '#333333', font: 'arial' });
  doc.set('bankName', 'Teachers Mutual Bank');
  const name = nameNatural(doc, per, { title: true, middle: true });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((l, i) => p.text(54, 112 + i * 12.5, l, { size: 9.5, font: 'arial' }));
  const boxes: [string, string][] = [
    ['Account name', 'Online Saver'],
    ['BSB', bsbFmt(bsb)],
    ['Account no.', acct],
    ['Period start', fmtDate(start, 'dmy')],
    ['Period end', fmtDate(end, 'dmy')],
    ['Member since', '2016'],
  ];
  const bw = (p.w - 80) / 3;
  boxes.forEach(([l, v], i) => {
    const x = 40 + (i % 3) * bw;
    const y = 168 + Math.floor(i / 3) * 38;
    p.rect(x, y, bw, 38, { stroke: '#9fb3c8', lw: 0.6 });
    above(p, x + 8, y + 12, l, v, {
      labelSize: 6.5,
      size: 10,
      valueBold: true,
      font: 'arial',
      labelColor: blue,
      gap: 14,
    });
  });
  doc.set('accountType', 'savings');
  doc.set('bsb', bsb);
  doc.set('accountNumber', acct);
  doc.set('statementPeriodStart', start);
  doc.set('statementPeriodEnd', end);
  const cols = [
    { title: 'Date', w: 70 },
    { title: 'Transaction details', w: 235 },
    { title: 'Withdrawals', w: 70, align: 'right' as const },
    { title: 'Deposits', w: 70, align: 'right' as const },
    { title: 'Balance', w: 70, align: 'right' as const },
  ];
  const row = (t: Txn) => [
    fmtDate(t.date, 'dmy'),
    t.desc,
    t.amount < 0 ? money(-t.amount, 'plain') : '',
    t.amount > 0 ? money(t.amount, 'plain') : '',
    money(t.balance, 'plain'),
  ];
  const split = 8;
  table(
    p,
    40,
    262,
    cols,
    [
      [fmtDate(start, 'dmy'), 'Balance brought forward', '', '', money(s.opening, 'plain')],
      ...s.txns.slice(0, split).map(row),
    ],
    { size: 8.2, font: 'arial', rowH: 17, grid: true, headFill: '#e3ebf3' },
  );
  setTotals(doc, s, ['opening']);
  footer(
    p,
    'Teachers Mutual Bank Limited ABN 30 087 650 459 AFSL/Australian Credit Licence 238981',
    1,
    2,
    'arial',
  );
  p = doc.page();
  let y = table(p, 40, 60, cols, s.txns.slice(split).map(row), {
    size: 8.2,
    font: 'arial',
    rowH: 17,
    grid: true,
    headFill: '#e3ebf3',
  });
  y += 30;
  p.text(40, y, 'Statement totals', { size: 11, bold: true, color: blue, font: 'arial' });
  kvRows(
    p,
    40,
    y + 20,
    [
      ['Opening balance', money(s.opening)],
      ['Total deposits', money(s.credits)],
      ['Total withdrawals', money(s.debits)],
      ['Closing balance', money(s.closing)],
    ],
    { labelW: 140, valueW: 120, size: 9.5, font: 'arial', step: 16 },
  );
  setTotals(doc, s, ['credits', 'debits', 'closing']);
  footer(p, `${bsbFmt(bsb)} ${acct}`, 2, 2, 'arial');
  return doc;
}

/** Beyond Bank: monthly, opening balance on page 1, closing and totals only on page 2. */
export function beyond(rng: Rng, per: Person): Doc {
  const start = '2025-05-01';
  const end = '2025-05-31';
  const s = statement(rng, {
    start,
    end,
    opening: rng.cents(1500, 4000),
    spends: 34,
    spendRange: [4, 160],
    salary: {
      desc: 'SALARY SA HEALTH PAYROLL',
      amount: rng.cents(1900, 2600),
      every: 14,
      first: '2025-05-07',
    },
    suburb: per.suburb,
  });
  const doc = new Doc('bank', 'set-c.bank.beyond-monthly', 'transaction', '2025-06-02');
  const bsb = `325${rng.digits(3)}`;
  const acct = acctNo(rng, 9);
  const purple = '#5b2c83';
  let p: Page = doc.page();
  p.rect(0, 0, p.w, 70, { fill: purple });
  p.text(40, 44, 'beyond bank', { size: 22, bold: true, color: '#ffffff', font: 'arial' });
  p.text(p.w - 40, 36, 'Transaction statement', { size: 10, color: '#ffffff', anchor: 'end' });
  p.text(p.w - 40, 50, `${fmtDate(start, 'dMONdashY')} to ${fmtDate(end, 'dMONdashY')}`, {
    size: 9,
    color: '#ffffff',
    anchor: 'end',
  });
  doc.set('bankName', 'Beyond Bank');
  doc.set('statementPeriodStart', start);
  doc.set('statementPeriodEnd', end);
  const name = nameNatural(doc, per, { upper: true });
  const [a1, a2] = addressLines(doc, per, 'upper');
  [name, a1, a2].forEach((l, i) => p.text(40, 104 + i * 12, l, { size: 9 }));
  p.text(330, 104, 'Everyday Access Account', { size: 10, bold: true, color: purple });
  p.text(330, 118, `BSB ${bsbFmt(bsb)}   Account ${acct}`, { size: 9 });
  p.text(330, 130, `Customer number ${rng.digits(8)}`, { size: 8, color: '#555555' });
  doc.set('accountType', 'transaction');
  doc.set('bsb', bsb);
  doc.set('accountNumber', acct);
  const cols = [
    { title: 'Date', w: 72 },
    { title: 'Description', w: 240 },
    { title: 'Debit', w: 68, align: 'right' as const },
    { title: 'Credit', w: 68, align: 'right' as const },
    { title: 'Balance', w: 67, align: 'right' as const },
  ];
  const row = (t: Txn) => [
    fmtDate(t.date, 'dMONdashY'),
    t.desc,
    t.amount < 0 ? money(-t.amount, 'plain') : '',
    t.amount > 0 ? money(t.amount, 'plain') : '',
    money(t.balance, 'plain'),
  ];
  const split = 26;
  table(
    p,
    40,
    160,
    cols,
    [
      [fmtDate(start, 'dMONdashY'), 'OPENING BALANCE', '', '', money(s.opening, 'plain')],
      ...s.txns.slice(0, split).map(row),
    ],
    { size: 7.8, rowH: 16.5, rule: purple, zebra: '#f4f0f8' },
  );
  setTotals(doc, s, ['opening']);
  footer(p, 'Beyond Bank Australia Limited ABN 15 087 651 143 AFSL/Australian Credit Licence 237856', 1, 2);
  p = doc.page();
  const y = table(p, 40, 60, cols, s.txns.slice(split).map(row), {
    size: 7.8,
    rowH: 16.5,
    rule: purple,
    zebra: '#f4f0f8',
  });
  table(
    p,
    40,
    y + 24,
    [
      { title: 'Opening balance', w: 128, align: 'right' },
      { title: 'Total debits', w: 128, align: 'right' },
      { title: 'Total credits', w: 128, align: 'right' },
      { title: 'Closing balance', w: 131, align: 'right' },
    ],
    [[money(s.opening), money(s.debits), money(s.credits), money(s.closing)]],
    { size: 9, headFill: purple, headColor: '#ffffff', grid: true },
  );
  setTotals(doc, s, ['credits', 'debits', 'closing']);
  footer(p, `Everyday Access Account ${acct}`, 2, 2);
  return doc;
}

/** People's Choice: single page, sentence summary above a short transaction list. */
export function peoplesChoice(rng: Rng, per: Person): Doc {
  const start = '2025-01-01';
  const end = '2025-06-30';
  const credits = [
    { date: '2025-02-03', desc: 'Transfer from Everyday Account', amount: rng.int(4, 20) * 5000 },
    { date: '2025-04-01', desc: 'Transfer from Everyday Account', amount: rng.int(4, 20) * 5000 },
  ];
  const s = statement(rng, {
    start,
    end,
    opening: rng.cents(5000, 25000),
    spends: 2,
    spendRange: [300, 1500],
    extraCredits: [
      ...credits,
      { date: '2025-01-31', desc: 'Bonus interest', amount: rng.cents(20, 90) },
      { date: '2025-02-28', desc: 'Bonus interest', amount: rng.cents(20, 90) },
      { date: '2025-03-31', desc: 'Bonus interest', amount: rng.cents(20, 90) },
      { date: '2025-04-30', desc: 'Bonus interest', amount: rng.cents(20, 90) },
      { date: '2025-05-31', desc: 'Bonus interest', amount: rng.cents(20, 90) },
      { date: '2025-06-30', desc: 'Bonus interest', amount: rng.cents(20, 90) },
    ],
    suburb: per.suburb,
  });
  for (const t of s.txns) if (t.amount < 0) t.desc = 'Withdrawal - internet banking';
  const doc = new Doc('bank', 'set-c.bank.peopleschoice-saver', 'savings', '2025-07-03');
  const bsb = `805${rng.digits(3)}`;
  const acct = acctNo(rng, 8);
  const p = doc.page();
  mark(p, 40, 36, 26, 'wave', '#e4002b', '#ffffff');
  p.text(74, 56, "People's Choice", { size: 17, bold: true, color: '#e4002b', font: 'dserif' });
  doc.set('bankName', "People's Choice");
  const name = nameNatural(doc, per, { title: true });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((l, i) => p.text(40, 104 + i * 12.5, l, { size: 9.5, font: 'dserif' }));
  p.text(p.w - 40, 104, 'Bonus Saver Account', { size: 10, bold: true, anchor: 'end', font: 'dserif' });
  p.text(p.w - 40, 118, `BSB ${bsbFmt(bsb)}  |  Acc ${acct}`, { size: 9, anchor: 'end', font: 'dserif' });
  p.text(p.w - 40, 131, `Mobile ${phoneFmt(per.phone)}`, {
    size: 8,
    anchor: 'end',
    font: 'dserif',
    color: '#555555',
  });
  doc.set('accountType', 'savings');
  doc.set('bsb', bsb);
  doc.set('accountNumber', acct);
  doc.set('phone', per.phone);
  let y = para(
    p,
    40,
    180,
    p.w - 80,
    `This statement covers ${fmtDate(start, 'dMonthY')} to ${fmtDate(end, 'dMonthY')}. Your opening balance was ` +
      `${money(s.opening)}. We credited ${money(s.credits)} to your account and debited ${money(s.debits)}, ` +
      `leaving a closing balance of ${money(s.closing)}.`,
    { size: 10.5, leading: 16, font: 'dserif' },
  );
  doc.set('statementPeriodStart', start);
  doc.set('statementPeriodEnd', end);
  setTotals(doc, s, ['opening', 'credits', 'debits', 'closing']);
  y = table(
    p,
    40,
    y + 16,
    [
      { title: 'Date', w: 95 },
      { title: 'Transaction', w: 230 },
      { title: 'Amount', w: 95, align: 'right' },
      { title: 'Balance', w: 95, align: 'right' },
    ],
    s.txns.map((t) => [
      fmtDate(t.date, 'dMonY'),
      t.desc,
      t.amount < 0 ? `-${money(-t.amount)}` : money(t.amount),
      money(t.balance),
    ]),
    { size: 8.8, font: 'dserif', rowH: 18, grid: true },
  );
  para(
    p,
    40,
    y + 30,
    p.w - 80,
    "Bonus interest is paid when you deposit at least $50 and make no withdrawals in a month. Heritage and People's " +
      'Choice Limited ABN 11 087 651 125 AFSL and Australian Credit Licence 244310.',
    { size: 7.5, color: '#555555', font: 'dserif' },
  );
  return doc;
}
