import type { Composer } from '../../compose';
import { round2, statementEnd } from '../../formats';
import { institution, label, type SealedWording } from '../wording';

export const INVESTMENT_WORDINGS: readonly SealedWording[] = [
  {
    institutions: ['Brolga Wealth Platform', 'Saltbush Investor Services'],
    labels: {
      title: 'Periodic valuation of your wrap',
      account: 'Wrap ref.',
      date: 'Valued on',
      holder: 'Registered to',
      holdings: 'What you own',
      securityHeader: 'Asset held',
      unitsHeader: 'Quantity held',
      priceHeader: 'Unit price',
      valueHeader: 'Worth',
      total: 'Combined worth of your wrap',
    },
  },
  {
    institutions: ['Quandong Capital Nominees', 'Leeuwin Share Custody'],
    labels: {
      title: 'Custody position report',
      account: 'Custody client code',
      date: 'Positions priced at',
      holder: 'Beneficial owner',
      holdings: 'Positions in custody',
      securityHeader: 'Line held',
      unitsHeader: 'Count',
      priceHeader: 'Closing price',
      valueHeader: 'Priced at',
      total: 'All positions priced at',
    },
  },
];
const HOLDINGS: [string, string][] = [
  ['VAS', 'Vanguard Australian Shares ETF'],
  ['BHP', 'BHP Group Ltd'],
  ['CSL', 'CSL Ltd'],
  ['WOW', 'Woolworths Group Ltd'],
  ['IOZ', 'iShares Core S&P/ASX 200 ETF'],
  ['TLS', 'Telstra Group Ltd'],
  ['MQG', 'Macquarie Group Ltd'],
  ['VGS', 'Vanguard MSCI Index International Shares ETF'],
];

export function composeSealedInvestment(c: Composer, wording: SealedWording): string {
  const provider = institution(c, wording);
  const date = statementEnd(c.random);
  const accountNumber = c.random.digits(c.random.int(6, 10));
  c.truth('provider', provider);
  c.masthead(provider, label(wording, 'title'), c.date(date));
  c.addressBlock({ title: c.random.chance(0.5) });
  c.field(label(wording, 'account'), accountNumber, 'accountNumber');
  c.field(label(wording, 'date'), c.date(date), 'statementDate', date);
  c.field(label(wording, 'holder'), `${c.person.given} ${c.person.family}`);
  const rows: string[][] = [];
  let total = 0;
  for (const [code, name] of c.random.shuffle(HOLDINGS).slice(0, c.random.int(3, 7))) {
    const units = c.random.int(10, 4_000);
    const price = c.random.money(0.5, 260);
    const value = round2(units * price);
    total = round2(total + value);
    rows.push([`${code} ${name}`, units.toLocaleString('en-AU'), c.money(price), c.money(value)]);
  }
  c.heading(label(wording, 'holdings'));
  c.table(
    [
      label(wording, 'securityHeader'),
      label(wording, 'unitsHeader'),
      label(wording, 'priceHeader'),
      label(wording, 'valueHeader'),
    ],
    rows,
    [230, 70, 80, 135],
  );
  c.field(label(wording, 'total'), c.money(total), 'totalValue', total);
  return date;
}
