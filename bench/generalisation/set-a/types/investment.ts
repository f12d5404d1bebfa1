import { box, fd, kvAbove, kvLeft, money, r2, rule, t, table, type Spec } from '../lib';
import { addrKeys, nameKeys, person } from '../people';

// ---- HUB24 portfolio valuation (managed funds + cash) ----
const declan = person('ga04');
const hHold: [string, string, number, number][] = [
  ['HUB24 Cash Account', 'CASH', 1, 8214.33],
  ['Betashares Australia 200 ETF', 'A200', 412, 138.12],
  ['iShares Core MSCI World ex Aust ESG ETF', 'IWLD', 690, 58.47],
  ['Pendal Australian Share Fund', 'RFA0818AU', 21450.1182, 3.0214],
  ['Macquarie Income Opportunities Fund', 'MAQ0277AU', 18003.5521, 0.9381],
];
const hVals = hHold.map((h) => r2(h[2] * h[3]));
const hTotal = r2(hVals.reduce((s, v) => s + v, 0));
const v1: Spec = {
  id: '7e2d58b0',
  documentType: 'investment',
  rendition: 'digital-pdf',
  persona: declan.id,
  template: 'seta.investment.hub24-valuation',
  documentDate: '2025-06-30',
  fields: {
    ...nameKeys(declan),
    ...addrKeys(declan),
    provider: 'HUB24',
    accountNumber: '100482731',
    totalValue: hTotal,
    statementDate: '2025-06-30',
  },
  draw: (d) => {
    t(d, 'sansB', 18, 'HUB24', 40, 36);
    t(d, 'sans', 8, 'HUB24 Invest · HUB24 Custodial Services Ltd ABN 94 073 633 664', 40, 60);
    t(d, 'sansB', 12, 'Portfolio valuation', 400, 36);
    t(d, 'sans', 9, `as at ${fd('2025-06-30', 'dd-MON-yyyy')}`, 400, 52);
    rule(d, 40, 76, 555, 0.8, '#0b6e4f');
    kvLeft(d, 40, 92, 90, 'Investor', "Mr Declan Joseph O'Rourke", 'sans', 9);
    kvLeft(d, 40, 106, 90, 'Address', '12 Napoleon Street, Battery Point TAS 7004', 'sans', 9);
    kvLeft(d, 40, 120, 90, 'Account no.', '100482731', 'sans', 9);
    kvLeft(d, 40, 134, 90, 'Adviser', 'Derwent Private Wealth', 'sans', 9);
    box(d, 380, 90, 175, 52, '#e6f2ed');
    kvAbove(d, 390, 98, 'Total portfolio value', money(hTotal), 'sans', 14);
    const rows = [['Investment', 'Code', 'Units', 'Price', 'Market value']];
    hHold.forEach((h, i) =>
      rows.push([
        h[0],
        h[1],
        h[1] === 'CASH' ? '' : h[2].toLocaleString('en-AU', { maximumFractionDigits: 4 }),
        h[1] === 'CASH' ? '' : `$${h[3].toFixed(4)}`,
        money(hVals[i] ?? 0),
      ]),
    );
    rows.push(['Total', '', '', '', money(hTotal)]);
    const cols = [
      { w: 200 },
      { w: 75 },
      { w: 85, align: 'right' as const },
      { w: 70, align: 'right' as const },
      { w: 85, align: 'right' as const },
    ];
    table(d, 40, 170, cols, rows, 'cond', 8.5, 18, true, '#f5f7f6');
    t(d, 'sans', 7, 'Prices are the last available prices at the valuation date.', 40, 800);
  },
};

// ---- CommSec holdings / portfolio summary (shares) ----
const aroha = person('ga05');
const cHold: [string, string, number, number][] = [
  ['CBA', 'COMMONWEALTH BANK OF AUSTRALIA', 85, 152.4],
  ['BHP', 'BHP GROUP LIMITED', 240, 39.76],
  ['WES', 'WESFARMERS LIMITED', 60, 72.18],
  ['IOZ', 'ISHARES CORE S&P/ASX 200 ETF', 150, 32.64],
  ['TLS', 'TELSTRA GROUP LIMITED', 1200, 4.27],
];
const cVals = cHold.map((h) => r2(h[2] * h[3]));
const cTotal = r2(cVals.reduce((s, v) => s + v, 0));
const v2: Spec = {
  id: 'bd0419e3',
  documentType: 'investment',
  rendition: 'digital-pdf',
  persona: aroha.id,
  template: 'seta.investment.commsec-holdings',
  documentDate: '2025-03-31',
  fields: {
    fullName: 'Aroha Ngata',
    firstName: 'Aroha',
    lastName: 'Ngata',
    ...addrKeys(aroha),
    provider: 'CommSec',
    accountNumber: '4829173',
    totalValue: cTotal,
    statementDate: '2025-03-31',
  },
  draw: (d) => {
    box(d, 0, 0, 595, 50, '#ffcc00');
    t(d, 'libB', 20, 'CommSec', 40, 15);
    t(d, 'lib', 9, 'Holdings Statement', 460, 20);
    t(d, 'lib', 8, 'Commonwealth Securities Limited ABN 60 067 254 399 AFSL 238814', 40, 62);
    t(d, 'lib', 10, 'MS AROHA NGATA', 40, 90);
    t(d, 'lib', 10, '19 BEAUDESERT ROAD', 40, 104);
    t(d, 'lib', 10, 'MOOROOKA QLD 4105', 40, 118);
    kvAbove(d, 330, 88, 'Trading account', '4829173');
    kvAbove(d, 450, 88, 'HIN', 'X0081234567');
    kvAbove(d, 330, 116, 'Valuation as at', fd('2025-03-31', 'dmy'));
    const rows = [['Code', 'Security', 'Quantity', 'Last price', 'Value']];
    cHold.forEach((h, i) => rows.push([h[0], h[1], String(h[2]), money(h[3]), money(cVals[i] ?? 0)]));
    rule(d, 40, 160, 555);
    let y = table(
      d,
      40,
      166,
      [
        { w: 50 },
        { w: 235 },
        { w: 70, align: 'right' },
        { w: 75, align: 'right' },
        { w: 85, align: 'right' },
      ],
      rows,
      'lib',
      9,
      19,
    );
    rule(d, 40, y, 555);
    y += 8;
    kvLeft(d, 300, y, 170, 'Portfolio value', money(cTotal), 'libB', 10.5);
    t(
      d,
      'lib',
      7.5,
      'Values are indicative, based on closing prices, and exclude cash held in your CDIA.',
      40,
      y + 40,
    );
  },
};

export default [v1, v2];
