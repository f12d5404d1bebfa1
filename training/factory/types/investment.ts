import type { Composer } from '../compose';
import { round2, statementEnd } from '../formats';
import { typeSentences } from '../shared-wording';

const PROVIDERS = [
  'HUB24',
  'Netwealth',
  'BT Panorama',
  'Macquarie Wrap',
  'CommSec',
  'CMC Markets Invest',
  'Vanguard Personal Investor',
  'Colonial First State Investments',
  'Praemium',
  'Mason Stevens',
  'AMP North',
  'Insignia Financial',
  'Selfwealth',
  'Pearler',
  'nabtrade',
  'Magellan Investment Partners',
];
const TITLES = [
  'Portfolio valuation',
  'Holdings statement',
  'Investment report',
  'Portfolio summary',
  'Periodic statement',
  'Investment account statement',
  'Portfolio report',
  'Statement of holdings',
];
const HOLDINGS: [string, string][] = [
  ['VAS', 'Vanguard Australian Shares Index ETF'],
  ['IVV', 'iShares S&P 500 ETF'],
  ['BHP', 'BHP Group Limited'],
  ['CBA', 'Commonwealth Bank of Australia'],
  ['CSL', 'CSL Limited'],
  ['VGS', 'Vanguard MSCI Index International Shares ETF'],
  ['WES', 'Wesfarmers Limited'],
  ['A200', 'Betashares Australia 200 ETF'],
  ['MGOC', 'Magellan Global Fund (Open Class)'],
  ['TLS', 'Telstra Group Limited'],
  ['Cash', 'Cash account'],
  ['NDQ', 'Betashares Nasdaq 100 ETF'],
];
const SENTENCES = [
  'Market values are based on the closing prices on the valuation date.',
  'Past performance is not a reliable indicator of future performance.',
  'Distributions received are shown in the income section of this report.',
  'Your consolidated tax statement will be issued after the end of the financial year.',
  'Brokerage and platform fees are deducted from your cash account.',
  'Units are held by the custodian on your behalf.',
  'Unrealised gains and losses are estimates only.',
];

export function composeInvestment(c: Composer): string {
  // Some families are share registries' holding statements for one company's shares.
  if (Number(c.family.id.slice(-2)) % 5 === 3) return composeHoldingStatement(c);
  const provider = c.institution(c.any(PROVIDERS), [
    'Investments',
    'Wealth',
    'Capital',
    'Asset Management',
    'Funds Management',
    'Invest',
    '',
  ]);
  const date = statementEnd(c.random);
  const accountNumber = c.random.digits(c.random.int(6, 10));
  c.truth('provider', provider);
  c.masthead(provider, c.say('title', TITLES), c.date(date));
  c.addressBlock({ title: c.random.chance(0.5) });
  c.field(
    c.say('account-label', ['Account number', 'Portfolio number', 'Account ID', 'HIN', 'Investor number']),
    accountNumber,
    'accountNumber',
  );
  c.field(
    c.say('date-label', ['Valuation date', 'As at', 'Statement date', 'Report date']),
    c.date(date),
    'statementDate',
    date,
  );
  c.field(
    c.say('account-name-label', ['Account name', 'Investor', 'Account holder']),
    `${c.person.given} ${c.person.family}`,
  );
  const rows: string[][] = [];
  let total = 0;
  for (const [code, name] of c.random.shuffle(HOLDINGS).slice(0, c.random.int(3, 8))) {
    const units = c.random.int(10, 4_000);
    const price = c.random.money(0.5, 260);
    const value = round2(units * price);
    total = round2(total + value);
    rows.push([`${code} ${name}`, units.toLocaleString('en-AU'), c.money(price), c.money(value)]);
  }
  c.heading(
    c.say('holdings-heading', ['Your holdings', 'Portfolio holdings', 'Investments held', 'Asset summary']),
  );
  c.table(
    [
      c.say('security-header', ['Investment', 'Security', 'Holding', 'Asset']),
      'Units',
      'Price',
      c.say('value-header', ['Market value', 'Value', 'Valuation', 'Current value']),
    ],
    rows,
    [230, 70, 80, 135],
  );
  c.field(
    c.say('total-label', [
      'Total portfolio value',
      'Total value',
      'Portfolio value',
      'Total market value',
      'Net portfolio value',
    ]),
    c.money(total),
    'totalValue',
    total,
  );
  typeSentences(c, SENTENCES, [1, 3]);
  return date;
}

const REGISTRIES = [
  'Computershare',
  'Link Market Services',
  'Automic Group',
  'Boardroom',
  'MUFG Corporate Markets',
  'Advanced Share Registry',
  'Xcend',
  'Registry Direct',
];
const COMPANIES = [
  'PILBARA COASTAL MINERALS LIMITED',
  'SOUTHERN CROSS ENERGY LTD',
  'KESTREL HEALTHCARE GROUP',
  'TASMAN AGRICULTURE LIMITED',
  'BLUEGUM TECHNOLOGY LTD',
  'RIVERBEND PROPERTY TRUST',
  'NORTHWIND RESOURCES LIMITED',
  'SUMMIT FINANCIAL GROUP LTD',
];

function composeHoldingStatement(c: Composer): string {
  const registry = c.institution(c.any(REGISTRIES), [
    'Registry Services',
    'Share Registry',
    'Investor Services',
    'Registries',
  ]);
  const company = c.random.pick(COMPANIES);
  const date = c.random.date('2024-06-30', '2025-10-31');
  const reference = `${c.say('reference-kind', ['I', 'X'])}${c.random.digits(10)}`;
  const opening = c.random.int(100, 20_000);
  const price = c.random.money(0.2, 90);
  c.truth('provider', registry);
  c.masthead(
    registry,
    c.say('holding-title', [
      'Issuer sponsored holding statement',
      'Holding statement',
      'CHESS holding statement',
      'Statement of holdings',
    ]),
    company,
  );
  c.line(`ASX code: ${company.slice(0, 3)}`, 8);
  c.addressBlock({ middle: c.random.chance(0.5) });
  c.field(
    c.say('reference-label', [
      'Securityholder Reference Number (SRN)',
      'Holder Identification Number (HIN)',
      'SRN/HIN',
      'Shareholder number',
    ]),
    reference,
    'accountNumber',
  );
  c.field(
    c.say('holding-date-label', ['Statement date', 'Date', 'As at', 'Holding date']),
    c.date(date),
    'statementDate',
    date,
  );
  c.line(
    c.say('class', ['Fully paid ordinary shares', 'Ordinary fully paid', 'Units in the trust']),
    9,
    true,
  );
  let holding = opening;
  const rows: string[][] = [
    [
      '',
      c.say('brought-forward', ['Balance brought forward', 'Opening balance', 'Opening holding']),
      '',
      opening.toLocaleString('en-AU'),
    ],
  ];
  for (let index = 0; index < c.random.int(1, 4); index++) {
    const change = c.random.int(-500, 800);
    holding = Math.max(1, holding + change);
    rows.push([
      c.date(c.random.date('2024-01-01', date)),
      c.random.pick([
        'Dividend reinvestment plan allotment',
        'Share purchase plan',
        'Off-market transfer',
        'Market transfer',
      ]),
      String(change),
      holding.toLocaleString('en-AU'),
    ]);
  }
  rows.push([
    '',
    c.say('closing-holding', ['Closing balance', 'Holding balance', 'Closing holding']),
    '',
    holding.toLocaleString('en-AU'),
  ]);
  c.table(
    [
      'Date',
      c.say('transaction-header', ['Transaction type', 'Description', 'Details']),
      c.say('quantity-header', ['Qty on/(off)', 'Quantity', 'Units']),
      c.say('holding-header', ['Holding balance', 'Balance', 'Running balance']),
    ],
    rows,
    [80, 220, 100, 115],
  );
  const value = Math.round(holding * price * 100) / 100;
  c.field(
    c.say('holding-value-label', [
      'Value of your holding',
      'Market value',
      'Indicative value',
      'Value at closing price',
    ]),
    c.money(value),
    'totalValue',
    value,
  );
  c.paragraph(
    c.say('holding-note', [
      'The value shown is indicative only and is based on the ASX closing price on the statement date.',
      'Keep this statement: you will need it to work out capital gains tax when you sell.',
      'Dividends are paid to your nominated bank account.',
      'Update your details online with your holder number and postcode.',
    ]),
  );
  return date;
}
