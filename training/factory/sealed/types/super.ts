import type { Composer } from '../../compose';
import { addDays, round2, statementEnd } from '../../formats';
import { institution, label, type SealedWording } from '../wording';

export const SUPER_WORDINGS: readonly SealedWording[] = [
  {
    institutions: ['Kookaburra Retirement Fund', 'Murray Plains Superannuation Scheme'],
    labels: {
      title: 'Yearly retirement savings report',
      member: 'Participant ref.',
      date: 'Figures run to',
      start: 'Reporting year began',
      option: 'Chosen mix',
      summary: 'How your savings moved',
      opening: 'Savings at the year start',
      employer: 'Put in by your workplace',
      personal: 'Put in by you',
      contributionTax: 'Levy on amounts put in',
      returns: 'Growth credited',
      fees: 'Charges taken',
      premiums: 'Cost of cover taken',
      closing: 'Savings at the year end',
      contributionsTotal: 'All amounts put in',
      cover: 'Protection held in your fund',
      coverHeader: 'Protection',
      amountHeader: 'Sum on a claim',
      costHeader: 'Cost over twelve months',
      life: 'Should you pass away',
      tpd: 'On permanent incapacity',
    },
  },
  {
    institutions: ['Banksia Coast Super Trust', 'Ironstone Workers Provident Fund'],
    labels: {
      title: 'Participant benefit report',
      member: 'Fund ID of participant',
      date: 'Benefit shown to',
      start: 'Twelve months from',
      option: 'Asset mix selected',
      summary: 'Benefit reconciliation',
      opening: 'Benefit brought in',
      employer: 'Workplace deposits',
      personal: 'Own deposits',
      contributionTax: 'Deposit levy',
      returns: 'Earnings allocated',
      fees: 'Costs recovered',
      premiums: 'Protection charges',
      closing: 'Benefit carried out',
      contributionsTotal: 'Deposits, all sources',
      cover: 'Your protection',
      coverHeader: 'Kind',
      amountHeader: 'Benefit payable',
      costHeader: 'Outlay across twelve months',
      life: 'Cover if you die',
      tpd: 'Incapacity benefit cover',
    },
  },
];
const OPTIONS = ['Balanced', 'Growth', 'Conservative', 'High Growth', 'Indexed Diversified'];

export function composeSealedSuper(c: Composer, wording: SealedWording): string {
  const fund = institution(c, wording);
  const end = statementEnd(c.random);
  const start = addDays(`${Number(end.slice(0, 4)) - 1}${end.slice(4)}`, 1);
  const opening = c.random.money(8_000, 450_000);
  const employer = c.random.money(3_000, 24_000);
  const personal = c.random.chance(0.4) ? c.random.money(500, 10_000) : 0;
  const contributions = round2(employer + personal);
  const fees = c.random.money(80, 1_200);
  const returns = c.random.money(-5_000, 35_000);
  const tax = round2(employer * 0.15);
  const insured = c.random.chance(0.65);
  const life = c.random.int(5, 80) * 10_000;
  const tpd = c.random.chance(0.8) ? c.random.int(5, 60) * 10_000 : 0;
  const lifePremium = c.random.money(120, 900);
  const tpdPremium = tpd ? c.random.money(80, 700) : 0;
  const premiums = insured ? round2(lifePremium + tpdPremium) : 0;
  const closing = round2(opening + contributions - tax + returns - fees - premiums);
  const memberNumber = c.random.digits(c.random.int(7, 10));
  c.truth('fundName', fund);
  c.masthead(fund, label(wording, 'title'));
  c.addressBlock({ title: true, middle: c.random.chance(0.5) });
  c.field(label(wording, 'member'), memberNumber, 'memberNumber');
  c.field(label(wording, 'date'), c.date(end), 'statementDate', end);
  c.field(label(wording, 'start'), c.date(start), 'statementPeriodStart', start);
  c.field(label(wording, 'option'), c.random.pick(OPTIONS), 'investmentOption');
  c.heading(label(wording, 'summary'));
  const rows: [string, number][] = [
    [label(wording, 'opening'), opening],
    [label(wording, 'employer'), employer],
    ...(personal ? [[label(wording, 'personal'), personal] as [string, number]] : []),
    [label(wording, 'contributionTax'), -tax],
    [label(wording, 'returns'), returns],
    [label(wording, 'fees'), -fees],
    ...(insured ? [[label(wording, 'premiums'), -premiums] as [string, number]] : []),
    [label(wording, 'closing'), closing],
  ];
  for (const [text, amount] of rows) c.field(text, c.money(amount));
  c.truth('balance', closing);
  c.truth('employerContributions', employer);
  c.truth('fees', fees);
  c.field(label(wording, 'contributionsTotal'), c.money(contributions), 'contributionsTotal', contributions);
  if (insured) {
    c.heading(label(wording, 'cover'));
    const coverRows = [[label(wording, 'life'), `$${life.toLocaleString('en-AU')}`, c.money(lifePremium)]];
    if (tpd) coverRows.push([label(wording, 'tpd'), `$${tpd.toLocaleString('en-AU')}`, c.money(tpdPremium)]);
    c.table(
      [label(wording, 'coverHeader'), label(wording, 'amountHeader'), label(wording, 'costHeader')],
      coverRows,
    );
    c.truth('insuranceLife', life);
    c.truth('insuranceLifePremium', lifePremium);
    if (tpd) {
      c.truth('insuranceTPD', tpd);
      c.truth('insuranceTPDPremium', tpdPremium);
    }
  }
  return end;
}
