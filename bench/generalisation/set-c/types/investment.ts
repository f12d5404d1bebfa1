// Investment platform valuations. Holding values are units x price (rounded to cents) and the total
// is the sum of holdings plus cash.
import { mark } from '../lib/brand';
import { Doc } from '../lib/doc';
import { dollars, fmtDate, money } from '../lib/format';
import { footer, kvRows, para, table, tile } from '../lib/layout';
import type { Page } from '../lib/page';
import { type Person, addressLines, nameFamilyFirst, nameNatural } from '../lib/people';
import type { Rng } from '../lib/rng';

type Holding = {
  code: string;
  name: string;
  units: string; // as printed
  price: string; // as printed
  value: number; // cents
};

/** Units with 4 dp and price with 4 dp (managed funds). */
function fund(rng: Rng, code: string, name: string, lo: number, hi: number): Holding {
  const u4 = rng.int(lo * 10000, hi * 10000);
  const p4 = rng.int(8000, 32000);
  return {
    code,
    name,
    units: (u4 / 10000).toFixed(4),
    price: (p4 / 10000).toFixed(4),
    value: Math.round((u4 * p4) / 1000000),
  };
}

/** Whole units with a 2 dp price (listed securities). */
function listed(
  rng: Rng,
  code: string,
  name: string,
  units: [number, number],
  price: [number, number],
): Holding {
  const u = rng.int(units[0], units[1]);
  const pc = rng.cents(price[0], price[1]);
  return { code, name, units: String(u), price: (pc / 100).toFixed(2), value: u * pc };
}

function total(h: Holding[], cash: number): number {
  return h.reduce((s, x) => s + x.value, 0) + cash;
}

function thousands(s: string): string {
  const [int, dec] = s.split('.');
  return (int as string).replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (dec ? `.${dec}` : '');
}

/** Netwealth: portfolio valuation, two pages, tiles and a holdings table grouped by asset class. */
export function netwealth(rng: Rng, per: Person): Doc {
  const asAt = '2025-06-30';
  const h = [
    fund(rng, 'MAQ0443AU', 'Macquarie Income Opportunities', 8000, 30000),
    fund(rng, 'PER0072AU', 'Perpetual Wholesale Ethical SRI', 6000, 25000),
    fund(rng, 'MGE0001AU', 'Magellan Global Fund', 3000, 15000),
    listed(rng, 'VAS', 'Vanguard Australian Shares Index ETF', [150, 900], [95, 105]),
    listed(rng, 'IVV', 'iShares S&P 500 ETF', [100, 600], [60, 66]),
  ];
  const cash = rng.cents(3000, 25000);
  const tot = total(h, cash);
  const acct = `${rng.int(30, 39)}${rng.digits(6)}`;
  const doc = new Doc('investment', 'set-c.investment.netwealth', 'wrap', asAt);
  const navy = '#002b49';
  let p: Page = doc.page();
  p.text(40, 56, 'netwealth', { size: 24, color: navy, font: 'sans' });
  p.circle(178, 40, 4, { fill: '#00b5e2' });
  p.text(p.w - 40, 46, 'Portfolio valuation', { size: 12, anchor: 'end', bold: true });
  p.text(p.w - 40, 60, `as at ${fmtDate(asAt, 'dMonthY')}`, { size: 9, anchor: 'end' });
  doc.set('provider', 'Netwealth');
  doc.set('statementDate', asAt);
  const name = nameNatural(doc, per, { title: true });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((x, i) => p.text(40, 104 + i * 12.5, x, { size: 9.5 }));
  kvRows(
    p,
    330,
    104,
    [
      ['Account', 'Wealth Accelerator - Investor Directed'],
      ['Account number', acct],
      ['Adviser', 'Harbourside Private Wealth'],
    ],
    { labelW: 80, size: 8.5, step: 13 },
  );
  doc.set('accountNumber', acct);
  const tw = (p.w - 80 - 20) / 3;
  tile(p, 40, 160, tw, 60, 'Portfolio value', money(tot), { fill: '#e8f3f9', valueColor: navy });
  tile(p, 50 + tw, 160, tw, 60, 'Cash account', money(cash), { fill: '#e8f3f9' });
  tile(p, 60 + 2 * tw, 160, tw, 60, 'Holdings', String(h.length), { fill: '#e8f3f9' });
  doc.set('totalValue', dollars(tot));
  const rows = [
    ...h.map((x) => [
      x.code,
      x.name,
      thousands(x.units),
      x.price,
      money(x.value, 'plain'),
      `${((x.value / tot) * 100).toFixed(1)}%`,
    ]),
    ['CASH', 'Netwealth cash account', '', '', money(cash, 'plain'), `${((cash / tot) * 100).toFixed(1)}%`],
    ['', 'Total portfolio', '', '', money(tot, 'plain'), '100.0%'],
  ];
  table(
    p,
    40,
    244,
    [
      { title: 'Code', w: 66 },
      { title: 'Investment', w: 190 },
      { title: 'Units', w: 70, align: 'right' },
      { title: 'Price', w: 55, align: 'right' },
      { title: 'Value ($)', w: 84, align: 'right' },
      { title: '%', w: 50, align: 'right' },
    ],
    rows,
    { size: 8, zebra: '#f3f8fb', boldRows: [rows.length - 1] },
  );
  footer(p, 'Netwealth Investments Limited ABN 85 090 569 109 AFSL 230975', 1, 2);
  p = doc.page();
  p.text(40, 60, 'Asset allocation', { size: 12, bold: true, color: navy });
  table(
    p,
    40,
    72,
    [
      { title: 'Asset class', w: 300 },
      { title: 'Weight', w: 215, align: 'right' },
    ],
    [
      ['Australian equities', '38.2%'],
      ['International equities', '31.5%'],
      ['Fixed interest', '22.4%'],
      ['Cash', `${((cash / tot) * 100).toFixed(1)}%`],
    ],
    { size: 9, grid: true },
  );
  para(
    p,
    40,
    200,
    p.w - 80,
    'Unit prices are the redemption prices at the valuation date. Asset allocation is an approximation based on ' +
      'the latest holdings data supplied by fund managers.',
    { size: 8.5, color: '#444444' },
  );
  footer(p, `Account ${acct}`, 2, 2);
  return doc;
}

/** Macquarie Wrap: scanned one-page valuation, label-left header and a gridded table. */
export function macquarieWrap(rng: Rng, per: Person): Doc {
  const asAt = '2025-03-31';
  const h = [
    fund(rng, 'MAQ0404AU', 'Macquarie Australian Shares Fund', 5000, 20000),
    fund(rng, 'ETL0328AU', 'PIMCO Global Bond Fund - Wholesale', 8000, 30000),
    fund(rng, 'BFL0002AU', 'Bennelong Australian Equities Fund', 3000, 12000),
    listed(rng, 'VGS', 'Vanguard MSCI Index International Shares ETF', [100, 500], [130, 140]),
  ];
  const cash = rng.cents(5000, 40000);
  const tot = total(h, cash);
  const acct = `${rng.int(100, 999)}${rng.digits(6)}`;
  const doc = new Doc('investment', 'set-c.investment.macquariewrap', 'wrap', asAt);
  const p = doc.page();
  p.text(40, 52, 'Macquarie Wrap', { size: 17, bold: true, font: 'arial' });
  p.text(40, 66, 'Investment Consolidator', { size: 10, font: 'arial', color: '#444444' });
  p.text(p.w - 40, 52, 'Portfolio Valuation Report', { size: 11, anchor: 'end', font: 'arial' });
  doc.set('provider', 'Macquarie Wrap');
  const name = nameFamilyFirst(doc, per, { upper: true });
  const [a1, a2] = addressLines(doc, per, 'upper');
  kvRows(
    p,
    40,
    104,
    [
      ['Investor', name],
      ['Address', a1],
      ['', a2],
      ['Account no.', acct],
      ['Valuation date', fmtDate(asAt, 'dmy')],
    ],
    { labelW: 100, size: 9.5, font: 'arial', step: 15 },
  );
  doc.set('accountNumber', acct);
  doc.set('statementDate', asAt);
  const y = table(
    p,
    40,
    200,
    [
      { title: 'APIR / ASX', w: 70 },
      { title: 'Asset', w: 200 },
      { title: 'Quantity', w: 75, align: 'right' },
      { title: 'Unit price', w: 70, align: 'right' },
      { title: 'Market value', w: 100, align: 'right' },
    ],
    [
      ['', 'Cash Management Account', '', '', money(cash, 'plain')],
      ...h.map((x) => [x.code, x.name, thousands(x.units), x.price, money(x.value, 'plain')]),
      ['', 'TOTAL PORTFOLIO VALUE', '', '', money(tot, 'plain')],
    ],
    { size: 8.5, font: 'arial', grid: true, headFill: '#e6e6e6', boldRows: [h.length + 1] },
  );
  doc.set('totalValue', dollars(tot));
  para(
    p,
    40,
    y + 30,
    p.w - 80,
    'Macquarie Investment Management Limited ABN 66 002 867 003 AFSL 237492 is the operator of Macquarie Wrap. ' +
      'Values are based on the latest available prices and may not reflect amounts receivable on sale.',
    { size: 8, font: 'arial', color: '#444444' },
  );
  return doc;
}

/** Vanguard Personal Investor: account summary, ETF holdings, month-first dates. */
export function vanguard(rng: Rng, per: Person): Doc {
  const asAt = '2025-03-31';
  const h = [
    listed(rng, 'VDHG', 'Vanguard Diversified High Growth Index ETF', [200, 1200], [64, 70]),
    listed(rng, 'VAS', 'Vanguard Australian Shares Index ETF', [50, 400], [96, 104]),
    listed(rng, 'VGS', 'Vanguard MSCI Index International Shares ETF', [40, 300], [128, 140]),
    listed(rng, 'VAF', 'Vanguard Australian Fixed Interest Index ETF', [40, 250], [45, 48]),
  ];
  const cash = rng.cents(200, 4000);
  const tot = total(h, cash);
  const acct = `${rng.int(10, 99)}${rng.digits(6)}`;
  const doc = new Doc('investment', 'set-c.investment.vanguard', 'platform', asAt);
  const red = '#96151d';
  const p = doc.page();
  p.rect(0, 0, p.w, 60, { fill: red });
  p.text(40, 38, 'Vanguard', { size: 20, bold: true, color: '#ffffff', font: 'serif' });
  p.text(150, 38, 'Personal Investor', { size: 12, color: '#ffffff', font: 'serif' });
  doc.set('provider', 'Vanguard Personal Investor');
  p.text(40, 96, 'Account summary', { size: 15, bold: true });
  p.text(40, 112, `As of ${fmtDate(asAt, 'monthDY')}`, { size: 9.5, color: '#555555' });
  doc.set('statementDate', asAt);
  const name = nameNatural(doc, per, { middle: false });
  p.text(p.w - 40, 96, name, { size: 10, anchor: 'end', bold: true });
  p.text(p.w - 40, 110, `Account ID ${acct}`, { size: 9.5, anchor: 'end' });
  doc.set('accountNumber', acct);
  p.rect(40, 130, p.w - 80, 70, { fill: '#f7f2f2', r: 8 });
  p.text(56, 156, 'Total account value', { size: 10, color: '#555555' });
  p.text(56, 184, money(tot), { size: 22, bold: true });
  p.text(p.w - 56, 156, 'Cash available', { size: 10, color: '#555555', anchor: 'end' });
  p.text(p.w - 56, 184, money(cash), { size: 14, anchor: 'end' });
  doc.set('totalValue', dollars(tot));
  p.text(40, 234, 'Your holdings', { size: 12, bold: true });
  const y = table(
    p,
    40,
    244,
    [
      { title: 'ETF', w: 50 },
      { title: 'Name', w: 235 },
      { title: 'Units', w: 60, align: 'right' },
      { title: 'Price', w: 70, align: 'right' },
      { title: 'Market value', w: 100, align: 'right' },
    ],
    h.map((x) => [x.code, x.name, x.units, `$${x.price}`, money(x.value)]),
    { size: 8.8, rowH: 20, rule: red },
  );
  p.line(40, y + 2, p.w - 40, y + 2, { stroke: '#cccccc' });
  para(
    p,
    40,
    y + 30,
    p.w - 80,
    'Prices are closing prices on the ASX at the date shown. Vanguard Investments Australia Ltd ABN 72 072 881 086 AFSL 227263.',
    { size: 8, color: '#555555' },
  );
  return doc;
}

/** Selfwealth: shares portfolio snapshot exported from the web app (greyscale scanner-app PNG). */
export function selfwealth(rng: Rng, per: Person): Doc {
  const asAt = '2025-05-16';
  const h = [
    listed(rng, 'BHP', 'BHP Group Limited', [50, 400], [38, 42]),
    listed(rng, 'WES', 'Wesfarmers Limited', [20, 150], [78, 84]),
    listed(rng, 'TLS', 'Telstra Group Limited', [300, 2000], [4.3, 4.7]),
    listed(rng, 'CSL', 'CSL Limited', [5, 40], [245, 260]),
    listed(rng, 'A200', 'Betashares Australia 200 ETF', [20, 150], [138, 145]),
  ];
  const cash = rng.cents(100, 3000);
  const tot = total(h, cash);
  const acct = `${rng.int(1, 9)}${rng.digits(6)}`;
  const doc = new Doc('investment', 'set-c.investment.selfwealth', 'shares', asAt);
  const p = doc.page();
  mark(p, 40, 30, 26, 'chevron', '#6b2fb3', '#2fd3c5');
  p.text(74, 50, 'Selfwealth', { size: 18, bold: true, color: '#2a1a4a' });
  p.text(p.w - 40, 50, fmtDate(asAt, 'dMonY'), { size: 10, anchor: 'end' });
  doc.set('provider', 'Selfwealth');
  doc.set('statementDate', asAt);
  const name = nameNatural(doc, per, { middle: false });
  p.text(40, 90, 'Portfolio', { size: 16, bold: true });
  p.text(40, 108, `${name}  ·  Trading account ${acct}`, { size: 9.5, color: '#444444' });
  doc.set('accountNumber', acct);
  const tw = (p.w - 80 - 10) / 2;
  tile(p, 40, 126, tw, 58, 'Portfolio value (incl. cash)', money(tot), { fill: '#f1ecf8', valueSize: 16 });
  tile(p, 50 + tw, 126, tw, 58, 'Cash balance', money(cash), { fill: '#f1ecf8', valueSize: 16 });
  doc.set('totalValue', dollars(tot));
  table(
    p,
    40,
    206,
    [
      { title: 'Code', w: 55 },
      { title: 'Company', w: 190 },
      { title: 'Units', w: 70, align: 'right' },
      { title: 'Last price', w: 85, align: 'right' },
      { title: 'Value', w: 115, align: 'right' },
    ],
    h.map((x) => [x.code, x.name, thousands(x.units), `$${x.price}`, money(x.value)]),
    { size: 9, rowH: 22, zebra: '#f7f5fb' },
  );
  return doc;
}
