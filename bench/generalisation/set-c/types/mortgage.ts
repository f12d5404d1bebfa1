// Home loan statements. Each reconciles: opening + interest + fees - repayments = closing balance.
import { mark } from '../lib/brand';
import { Doc } from '../lib/doc';
import { addDays, dollars, fmtDate, lastDayOfMonth, money } from '../lib/format';
import { above, footer, kvRows, para, table, tile } from '../lib/layout';
import type { Page } from '../lib/page';
import { type Person, addressLines, nameFamilyFirst, nameNatural } from '../lib/people';
import type { Rng } from '../lib/rng';

type Freq = 'weekly' | 'fortnightly' | 'monthly';

type LoanTxn = {
  date: string;
  desc: string;
  amount: number; // + increases the debt, - reduces it
  balance: number;
};

type Loan = {
  opening: number;
  closing: number;
  repayment: number;
  repaid: number;
  interest: number;
  fees: number;
  txns: LoanTxn[];
};

const PER_YEAR: Record<Freq, number> = { weekly: 52, fortnightly: 26, monthly: 12 };

function repaymentFor(balance: number, rate: number, freq: Freq, years: number): number {
  const n = PER_YEAR[freq];
  const r = rate / 100 / n;
  const k = years * n;
  return Math.ceil((balance * r) / (1 - Math.pow(1 + r, -k)));
}

function loan(
  rng: Rng,
  o: {
    opening: number;
    rate: number;
    freq: Freq;
    start: string;
    end: string;
    firstRepay: string;
    monthlyFee: number;
  },
): Loan {
  const repayment = repaymentFor(o.opening, o.rate, o.freq, rng.int(18, 27));
  const events: Omit<LoanTxn, 'balance'>[] = [];
  const step = o.freq === 'weekly' ? 7 : o.freq === 'fortnightly' ? 14 : 0;
  if (step) {
    for (let d = o.firstRepay; d <= o.end; d = addDays(d, step))
      events.push({ date: d, desc: 'Repayment - thank you', amount: -repayment });
  } else {
    for (let m = 0; m < 12; m++) {
      const d = `${o.firstRepay.slice(0, 4)}-${String(Number(o.firstRepay.slice(5, 7)) + m).padStart(2, '0')}-${o.firstRepay.slice(8)}`;
      if (Number(d.slice(5, 7)) > 12 || d > o.end) break;
      events.push({ date: d, desc: 'Repayment - thank you', amount: -repayment });
    }
  }
  // month-end interest and fee
  const months: string[] = [];
  for (
    let d = o.start;
    d <= o.end;
    d = addDays(lastDayOfMonth(Number(d.slice(0, 4)), Number(d.slice(5, 7))), 1)
  )
    months.push(lastDayOfMonth(Number(d.slice(0, 4)), Number(d.slice(5, 7))));
  events.sort((a, b) => (a.date < b.date ? -1 : 1));
  let bal = o.opening;
  let interest = 0;
  let fees = 0;
  const txns: LoanTxn[] = [];
  let ei = 0;
  for (const me of months) {
    while (ei < events.length && (events[ei] as { date: string }).date <= me) {
      const e = events[ei++] as Omit<LoanTxn, 'balance'>;
      bal += e.amount;
      txns.push({ ...e, balance: bal });
    }
    const i = Math.round((bal * o.rate) / 100 / 12);
    interest += i;
    bal += i;
    txns.push({ date: me, desc: 'Interest charged', amount: i, balance: bal });
    if (o.monthlyFee) {
      fees += o.monthlyFee;
      bal += o.monthlyFee;
      txns.push({ date: me, desc: 'Monthly loan service fee', amount: o.monthlyFee, balance: bal });
    }
  }
  const repaid = -txns.filter((t) => t.desc.startsWith('Repayment')).reduce((s, t) => s + t.amount, 0);
  const closing = o.opening + interest + fees - repaid;
  if (closing !== bal) throw new Error('loan does not reconcile');
  return { opening: o.opening, closing, repayment, repaid, interest, fees, txns };
}

function setLoan(doc: Doc, l: Loan, rate: number, freq: Freq) {
  doc.set('balance', dollars(l.closing));
  doc.set('interestRate', rate);
  doc.set('repaymentAmount', dollars(l.repayment));
  doc.set('repaymentFrequency', freq);
}

/** Macquarie: investment property loan, two pages, label-left summary then transactions. */
export function macquarie(rng: Rng, per: Person): Doc {
  const rate = 6.04;
  const start = '2025-01-01';
  const end = '2025-06-30';
  const l = loan(rng, {
    opening: rng.cents(420000, 780000),
    rate,
    freq: 'monthly',
    start,
    end,
    firstRepay: '2025-01-15',
    monthlyFee: 0,
  });
  const doc = new Doc('mortgage', 'set-c.mortgage.macquarie', 'variable', end);
  const acct = `${rng.int(100, 999)}${rng.digits(6)}`;
  const security = `${rng.int(2, 60)} Illawarra Road, Marrickville NSW 2204`;
  const black = '#000000';
  let p: Page = doc.page();
  p.rect(40, 34, 28, 28, { fill: black });
  p.text(54, 54, 'M', { size: 18, bold: true, color: '#ffffff', anchor: 'middle', font: 'arial' });
  p.text(76, 54, 'Macquarie', { size: 18, color: black, font: 'arial' });
  p.text(p.w - 40, 46, 'Home loan statement', { size: 12, anchor: 'end', font: 'arial', bold: true });
  p.text(p.w - 40, 60, `${fmtDate(start, 'dMonY')} – ${fmtDate(end, 'dMonY')}`, {
    size: 9,
    anchor: 'end',
    font: 'arial',
  });
  doc.set('lender', 'Macquarie Bank');
  const name = nameNatural(doc, per, { title: true, middle: true });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((x, i) => p.text(56, 110 + i * 12.5, x, { size: 9.5, font: 'arial' }));
  p.text(40, 190, 'Loan details', { size: 12, bold: true, font: 'arial' });
  kvRows(
    p,
    40,
    212,
    [
      ['Product', 'Macquarie Basic Home Loan - Investment, Principal & Interest'],
      ['Loan account number', acct],
      ['Statement date', fmtDate(end, 'dMonY')],
      ['Interest rate (variable)', `${rate.toFixed(2)}% p.a.`],
      ['Repayment', `${money(l.repayment)} per month`],
      ['Next repayment due', fmtDate('2025-07-15', 'dMonY')],
      ['Security property', security],
    ],
    { labelW: 150, size: 9.5, font: 'arial', step: 17 },
  );
  doc.set('accountNumber', acct);
  doc.set('statementDate', end);
  doc.set('securityAddress', security);
  p.text(40, 360, 'Balance summary', { size: 12, bold: true, font: 'arial' });
  table(
    p,
    40,
    370,
    [
      { title: '', w: 330 },
      { title: '', w: 185, align: 'right' },
    ],
    [
      [`Opening balance ${fmtDate(start, 'dMonY')}`, money(l.opening)],
      ['Interest charged', money(l.interest)],
      ['Repayments received', `-${money(l.repaid)}`],
      [`Closing balance ${fmtDate(end, 'dMonY')}`, money(l.closing)],
    ],
    { size: 10, font: 'arial', noHead: true, grid: true, boldRows: [3], rowH: 20 },
  );
  setLoan(doc, l, rate, 'monthly');
  para(
    p,
    40,
    500,
    p.w - 80,
    'Balances shown are amounts owing. Macquarie Bank Limited ABN 46 008 583 542 AFSL and Australian Credit Licence 237502.',
    { size: 8, font: 'arial', color: '#555555' },
  );
  footer(p, `Loan ${acct}`, 1, 2, 'arial');
  p = doc.page();
  p.text(40, 60, 'Transactions', { size: 12, bold: true, font: 'arial' });
  table(
    p,
    40,
    72,
    [
      { title: 'Date', w: 90 },
      { title: 'Description', w: 215 },
      { title: 'Debit', w: 70, align: 'right' },
      { title: 'Credit', w: 70, align: 'right' },
      { title: 'Balance', w: 70, align: 'right' },
    ],
    l.txns.map((t) => [
      fmtDate(t.date, 'dMonY'),
      t.desc,
      t.amount > 0 ? money(t.amount, 'plain') : '',
      t.amount < 0 ? money(-t.amount, 'plain') : '',
      money(t.balance, 'plain'),
    ]),
    { size: 8.5, font: 'arial', zebra: '#f4f4f4', rowH: 17 },
  );
  footer(p, `Loan ${acct}`, 2, 2, 'arial');
  return doc;
}

/** Bankwest: fixed rate with an expiry date, fortnightly repayments, horizontal summary table. */
export function bankwest(rng: Rng, per: Person): Doc {
  const rate = 5.79;
  const start = '2025-01-01';
  const end = '2025-06-30';
  const fixedTo = '2026-10-31';
  const l = loan(rng, {
    opening: rng.cents(350000, 620000),
    rate,
    freq: 'fortnightly',
    start,
    end,
    firstRepay: '2025-01-03',
    monthlyFee: 0,
  });
  const doc = new Doc('mortgage', 'set-c.mortgage.bankwest', 'fixed', end);
  const acct = rng.digits(9).replace(/^0/, '3');
  const gold = '#f6b221';
  const p = doc.page();
  p.rect(0, 0, p.w, 64, { fill: '#000000' });
  p.rect(0, 64, p.w, 5, { fill: gold });
  p.text(40, 42, 'Bankwest', { size: 20, bold: true, color: gold });
  p.text(p.w - 40, 40, 'Home Loan Statement', { size: 11, color: '#ffffff', anchor: 'end' });
  doc.set('lender', 'Bankwest');
  const name = nameFamilyFirst(doc, per, { upper: true, middle: true });
  const [a1, a2] = addressLines(doc, per, 'upper');
  [name, a1, a2].forEach((x, i) => p.text(56, 104 + i * 12, x, { size: 9 }));
  kvRows(
    p,
    340,
    104,
    [
      ['Statement period', `${fmtDate(start, 'dmy')} to ${fmtDate(end, 'dmy')}`],
      ['Statement issued', fmtDate(end, 'dmy')],
      ['Account no', acct],
    ],
    { labelW: 92, size: 8.5, step: 13 },
  );
  doc.set('statementDate', end);
  doc.set('accountNumber', acct);
  p.text(40, 182, 'Complete Home Loan - Fixed Rate', { size: 11, bold: true });
  table(
    p,
    40,
    194,
    [
      { title: 'Rate', w: 75, align: 'center' },
      { title: 'Fixed until', w: 90, align: 'center' },
      { title: 'Repayment', w: 95, align: 'center' },
      { title: 'Frequency', w: 80, align: 'center' },
      { title: 'Balance owing', w: 175, align: 'center' },
    ],
    [[`${rate.toFixed(2)}%`, fmtDate(fixedTo, 'dmy'), money(l.repayment), 'Fortnightly', money(l.closing)]],
    { size: 9.5, headFill: gold, grid: true, rowH: 22 },
  );
  setLoan(doc, l, rate, 'fortnightly');
  doc.set('fixedRateExpiry', fixedTo);
  p.text(40, 270, 'Security', { size: 9.5, bold: true });
  p.text(110, 270, `${per.street}, ${per.suburb} ${per.state} ${per.postcode}`, { size: 9.5 });
  doc.set('securityAddress', `${per.street}, ${per.suburb} ${per.state} ${per.postcode}`);
  const y = table(
    p,
    40,
    290,
    [
      { title: 'Date', w: 75 },
      { title: 'Transaction', w: 230 },
      { title: 'Amount', w: 100, align: 'right' },
      { title: 'Balance', w: 110, align: 'right' },
    ],
    [
      [fmtDate(start, 'dmy'), 'Opening balance', '', money(l.opening, 'plain')],
      ...l.txns.map((t) => [
        fmtDate(t.date, 'dmy'),
        t.desc,
        t.amount < 0 ? `-${money(-t.amount, 'plain')}` : money(t.amount, 'plain'),
        money(t.balance, 'plain'),
      ]),
    ],
    { size: 7.6, rowH: 12.5, rule: '#000000' },
  );
  p.text(40, y + 20, `Total interest charged this period ${money(l.interest)}`, { size: 8.5 });
  p.text(40, y + 32, `Total repayments this period ${money(l.repaid)}`, { size: 8.5 });
  return doc;
}

/** ME Bank: label-above boxes in a grid, monthly repayments, statement for July-December 2024. */
export function meBank(rng: Rng, per: Person): Doc {
  const rate = 6.19;
  const start = '2024-07-01';
  const end = '2024-12-31';
  const l = loan(rng, {
    opening: rng.cents(300000, 560000),
    rate,
    freq: 'monthly',
    start,
    end,
    firstRepay: '2024-07-28',
    monthlyFee: 0,
  });
  const doc = new Doc('mortgage', 'set-c.mortgage.mebank', 'variable', end);
  const acct = `${rng.int(1, 9)}${rng.digits(8)}`;
  const p = doc.page();
  mark(p, 40, 30, 30, 'ring', '#2b2d83');
  p.text(80, 52, 'ME', { size: 22, bold: true, color: '#2b2d83' });
  p.text(120, 52, 'Home loan statement', { size: 12, color: '#333333' });
  doc.set('lender', 'ME Bank');
  const name = nameNatural(doc, per, { upper: false });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((x, i) => p.text(40, 96 + i * 12.5, x, { size: 9.5 }));
  const boxes: [string, string][] = [
    ['Loan account', acct],
    ['Product', 'ME Flexible Home Loan'],
    ['Statement date', fmtDate(end, 'dMONdashY')],
    ['Variable interest rate', `${rate.toFixed(2)}% pa`],
    ['Monthly repayment', money(l.repayment)],
    ['Amount owing', money(l.closing)],
  ];
  const bw = (p.w - 80 - 20) / 3;
  boxes.forEach(([lab, v], i) => {
    const x = 40 + (i % 3) * (bw + 10);
    const y = 150 + Math.floor(i / 3) * 52;
    p.rect(x, y, bw, 44, { fill: '#f0f0f8', r: 4 });
    above(p, x + 10, y + 15, lab, v, { size: 11, valueBold: true, gap: 16, labelSize: 7 });
  });
  doc.set('accountNumber', acct);
  doc.set('statementDate', end);
  setLoan(doc, l, rate, 'monthly');
  p.text(40, 280, `Security property: ${per.street}, ${per.suburb} ${per.state} ${per.postcode}`, {
    size: 9,
  });
  doc.set('securityAddress', `${per.street}, ${per.suburb} ${per.state} ${per.postcode}`);
  const y = table(
    p,
    40,
    296,
    [
      { title: 'Date', w: 85 },
      { title: 'Description', w: 230 },
      { title: 'Amount', w: 95, align: 'right' },
      { title: 'Balance', w: 105, align: 'right' },
    ],
    [
      [fmtDate(start, 'dMONdashY'), 'Balance brought forward', '', money(l.opening)],
      ...l.txns.map((t) => [
        fmtDate(t.date, 'dMONdashY'),
        t.desc,
        t.amount < 0 ? `(${money(-t.amount)})` : money(t.amount),
        money(t.balance),
      ]),
    ],
    { size: 8.2, rowH: 15, zebra: '#f6f6fb' },
  );
  para(
    p,
    40,
    y + 24,
    p.w - 80,
    'Amounts in brackets reduce your loan. ME Bank, a division of Bank of Queensland Limited ABN 32 009 656 740 AFSL 244616.',
    { size: 7.5, color: '#555555' },
  );
  return doc;
}

/** Bank Australia: weekly repayments, summary tiles and sentences on page 1, transactions on page 2. */
export function bankAustralia(rng: Rng, per: Person): Doc {
  const rate = 5.84;
  const start = '2025-01-01';
  const end = '2025-03-31';
  const l = loan(rng, {
    opening: rng.cents(280000, 520000),
    rate,
    freq: 'weekly',
    start,
    end,
    firstRepay: '2025-01-03',
    monthlyFee: 800,
  });
  const doc = new Doc('mortgage', 'set-c.mortgage.bankaustralia', 'variable', end);
  const acct = `${rng.int(10, 99)}${rng.digits(6)}`;
  const green = '#00573f';
  let p: Page = doc.page();
  mark(p, 40, 32, 28, 'leaf', '#7ac143', green);
  p.text(76, 54, 'Bank Australia', { size: 17, bold: true, color: green });
  p.text(p.w - 40, 52, 'Loan statement', { size: 11, anchor: 'end' });
  doc.set('lender', 'Bank Australia');
  const name = nameNatural(doc, per, { title: true });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((x, i) => p.text(40, 100 + i * 12.5, x, { size: 9.5 }));
  p.text(p.w - 40, 100, `Clean Energy Home Loan ${acct}`, { size: 9.5, anchor: 'end', bold: true });
  p.text(p.w - 40, 113, `Statement date ${fmtDate(end, 'dMonthY')}`, { size: 9, anchor: 'end' });
  doc.set('accountNumber', acct);
  doc.set('statementDate', end);
  const tw = (p.w - 80 - 20) / 3;
  tile(p, 40, 150, tw, 62, 'Balance owing', money(l.closing), { fill: '#e6f2ec', valueColor: green });
  tile(p, 50 + tw, 150, tw, 62, 'Interest rate', `${rate.toFixed(2)}% p.a.`, { fill: '#e6f2ec' });
  tile(p, 60 + 2 * tw, 150, tw, 62, 'Weekly repayment', money(l.repayment), { fill: '#e6f2ec' });
  setLoan(doc, l, rate, 'weekly');
  let y = para(
    p,
    40,
    246,
    p.w - 80,
    `Between ${fmtDate(start, 'dMonthY')} and ${fmtDate(end, 'dMonthY')} you repaid ${money(l.repaid)}. ` +
      `We charged ${money(l.interest)} in interest and ${money(l.fees)} in fees, so the amount you owe went from ` +
      `${money(l.opening)} to ${money(l.closing)}.`,
    { size: 10, leading: 15 },
  );
  y = para(
    p,
    40,
    y + 10,
    p.w - 80,
    `This loan is secured by a mortgage over ${per.street}, ${per.suburb} ${per.state} ${per.postcode}. ` +
      'Your interest rate is variable and may change.',
    { size: 10, leading: 15 },
  );
  doc.set('securityAddress', `${per.street}, ${per.suburb} ${per.state} ${per.postcode}`);
  p.rect(40, y + 14, p.w - 80, 60, { stroke: green, lw: 0.8, r: 4 });
  para(
    p,
    52,
    y + 32,
    p.w - 104,
    'Having trouble with repayments? Talk to us early - call 132 888 and ask for our financial hardship team.',
    { size: 8.5, color: '#333333' },
  );
  footer(p, 'Bank Australia Limited ABN 21 087 651 607 AFSL/Australian Credit Licence 239474', 1, 2);
  p = doc.page();
  p.text(40, 60, 'Transaction details', { size: 12, bold: true, color: green });
  table(
    p,
    40,
    72,
    [
      { title: 'Date', w: 85 },
      { title: 'Details', w: 220 },
      { title: 'Amount', w: 100, align: 'right' },
      { title: 'Balance', w: 110, align: 'right' },
    ],
    [
      [fmtDate(start, 'dmy'), 'Opening balance', '', money(l.opening)],
      ...l.txns.map((t) => [
        fmtDate(t.date, 'dmy'),
        t.desc,
        t.amount < 0 ? `-${money(-t.amount)}` : money(t.amount),
        money(t.balance),
      ]),
    ],
    { size: 8, rowH: 14.5, zebra: '#f2f8f5' },
  );
  footer(p, `Clean Energy Home Loan ${acct}`, 2, 2);
  return doc;
}
