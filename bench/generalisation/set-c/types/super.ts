// Superannuation member statements. Every statement reconciles:
// opening + employer + personal - contributions tax + returns - fees - insurance premiums = closing.
import { mark } from '../lib/brand';
import { Doc } from '../lib/doc';
import { addMonths, dollars, fmtDate, lastDayOfMonth, money } from '../lib/format';
import { above, band, footer, kvRows, para, table, tile } from '../lib/layout';
import type { Page } from '../lib/page';
import { type Person, addressLines, nameFamilyFirst, nameNatural, phoneFmt } from '../lib/people';
import type { Rng } from '../lib/rng';

const START = '2024-07-01';
const END = '2025-06-30';

type Cover = {
  life: number; // cents
  lifePrem: number;
  tpd: number;
  tpdPrem: number;
  ip: number; // monthly benefit, cents
  ipPrem: number;
  ipWait: number; // days
  ipPeriod: string;
};

type Calc = {
  opening: number;
  monthly: number[]; // employer contributions by month
  employer: number;
  personal: number;
  contribTax: number;
  returns: number;
  adminFee: number;
  investFee: number;
  fees: number;
  premiums: number;
  closing: number;
};

function calc(rng: Rng, salary: number, personal: number, premiums: number): Calc {
  const opening = rng.cents(18000, 240000);
  const monthly = Array.from({ length: 12 }, () =>
    Math.round((salary * 100 * 0.115) / 12 + rng.int(-2000, 2000)),
  );
  const employer = monthly.reduce((a, b) => a + b, 0);
  const contribTax = Math.round(employer * 0.15);
  const returns = Math.round(opening * rng.float(0.06, 0.105) + (employer / 2) * 0.04);
  const adminFee = 7800 + Math.round(opening * 0.001);
  const investFee = Math.round(opening * rng.float(0.004, 0.007));
  const fees = adminFee + investFee;
  const closing = opening + employer + personal - contribTax + returns - fees - premiums;
  return {
    opening,
    monthly,
    employer,
    personal,
    contribTax,
    returns,
    adminFee,
    investFee,
    fees,
    premiums,
    closing,
  };
}

function covers(rng: Rng, withIp: boolean, wait: number, period: string): Cover {
  const life = rng.int(15, 60) * 1000000;
  const tpd = Math.min(life, rng.int(10, 50) * 1000000);
  return {
    life,
    lifePrem: Math.round(life * rng.float(0.0008, 0.0014)),
    tpd,
    tpdPrem: Math.round(tpd * rng.float(0.0006, 0.0012)),
    ip: withIp ? rng.int(30, 75) * 10000 : 0,
    ipPrem: withIp ? rng.cents(380, 1100) : 0,
    ipWait: wait,
    ipPeriod: period,
  };
}

function premiumTotal(c: Cover): number {
  return c.lifePrem + c.tpdPrem + c.ipPrem;
}

function setCover(doc: Doc, c: Cover) {
  doc.set('insuranceLife', dollars(c.life));
  doc.set('insuranceLifePremium', dollars(c.lifePrem));
  doc.set('insuranceTPD', dollars(c.tpd));
  doc.set('insuranceTPDPremium', dollars(c.tpdPrem));
  if (c.ip) {
    doc.set('insuranceIP', dollars(c.ip));
    doc.set('insuranceIPPremium', dollars(c.ipPrem));
    doc.set('insuranceIPWaitingPeriod', c.ipWait);
    doc.set('insuranceIPBenefitPeriod', c.ipPeriod);
  }
}

function setSummary(doc: Doc, k: Calc, o: { balance?: boolean; contrib?: boolean; fees?: boolean } = {}) {
  if (o.balance !== false) doc.set('balance', dollars(k.closing));
  if (o.contrib !== false) {
    doc.set('contributionsTotal', dollars(k.employer + k.personal));
    doc.set('employerContributions', dollars(k.employer));
  }
  if (o.fees !== false) doc.set('fees', dollars(k.fees));
}

/** Hostplus: three pages; tiles on page 1, transactions and reconciliation on page 2, cover on page 3. */
export function hostplus(rng: Rng, per: Person): Doc {
  const cover = covers(rng, true, 60, '2 years');
  const k = calc(
    rng,
    rng.int(62, 98) * 1000,
    rng.chance(0.5) ? rng.int(5, 30) * 10000 : 0,
    premiumTotal(cover),
  );
  const doc = new Doc('super', 'set-c.super.hostplus-annual', 'annual', '2025-08-22');
  const memberNo = String(rng.int(10000000, 99999999)) + rng.digits(1);
  const purple = '#3e2a73';
  const pages = 3;

  // ---- page 1
  let p = doc.page();
  p.rect(0, 0, p.w, 8, { fill: purple });
  mark(p, 40, 30, 26, 'arc', purple, '#e4007c');
  p.text(74, 50, 'Hostplus', { size: 20, bold: true, color: purple });
  p.text(p.w - 40, 42, 'Annual Statement', { size: 13, anchor: 'end', color: purple });
  p.text(p.w - 40, 56, `${fmtDate(START, 'dMonthY')} to ${fmtDate(END, 'dMonthY')}`, {
    size: 8.5,
    anchor: 'end',
  });
  doc.set('fundName', 'Hostplus');
  doc.set('statementPeriodStart', START);
  doc.set('statementDate', END);
  const name = nameNatural(doc, per, { title: true, middle: true });
  const [a1, a2] = addressLines(doc, per, 'upper');
  let y = 110;
  for (const l of [name.toUpperCase(), a1, a2]) {
    p.text(60, y, l, { size: 9.5 });
    y += 13;
  }
  kvRows(
    p,
    340,
    110,
    [
      ['Member number', memberNo],
      ['Date issued', fmtDate(doc.documentDate, 'dMonthY')],
      ['Email', per.email],
      ['Mobile', phoneFmt(per.phone)],
    ],
    { labelW: 78, size: 8.2 },
  );
  doc.set('memberNumber', memberNo);
  doc.set('email', per.email);
  doc.set('phone', per.phone);
  p.text(40, 205, 'Your account at a glance', { size: 14, bold: true, color: purple });
  const tw = (p.w - 80 - 20) / 3;
  tile(p, 40, 220, tw, 66, `Balance at ${fmtDate(END, 'dMonthY')}`, money(k.closing), {
    fill: '#efeaf8',
    valueColor: purple,
  });
  tile(p, 50 + tw, 220, tw, 66, 'Total contributions', money(k.employer + k.personal), { fill: '#efeaf8' });
  tile(p, 60 + 2 * tw, 220, tw, 66, 'Investment option', 'Balanced', { fill: '#efeaf8', sub: 'MySuper' });
  doc.set('balance', dollars(k.closing));
  doc.set('contributionsTotal', dollars(k.employer + k.personal));
  doc.set('investmentOption', 'Balanced');
  y = para(
    p,
    40,
    316,
    p.w - 80,
    `Over the year your employer paid ${money(k.employer)} into your account` +
      (k.personal ? ` and you added ${money(k.personal)} of your own` : '') +
      `. After fees, insurance and tax your balance moved from ${money(k.opening)} to ${money(k.closing)}.`,
    { size: 9.5, leading: 14 },
  );
  doc.set('employerContributions', dollars(k.employer));
  p.rect(40, y + 10, p.w - 80, 70, { stroke: '#c9c0de', lw: 0.8, r: 4 });
  para(
    p,
    52,
    y + 28,
    p.w - 104,
    'Check your details are correct. If your contact details have changed, update them in Member Online or ' +
      'call us on 1300 467 875 (8am - 8pm AEST weekdays). Keep this statement for your records.',
    { size: 8, color: '#444444' },
  );
  footer(
    p,
    'Host-Plus Pty Limited ABN 79 008 634 704, AFSL 244392, trustee of Hostplus (the Fund) ABN 68 657 495 890',
    1,
    pages,
  );

  // ---- page 2
  p = doc.page();
  p.text(40, 60, 'Your transactions', { size: 14, bold: true, color: purple });
  const rows: string[][] = [];
  k.monthly.forEach((amt, i) => {
    const d = lastDayOfMonth(
      Number(addMonths(START, i).slice(0, 4)),
      Number(addMonths(START, i).slice(5, 7)),
    );
    rows.push([fmtDate(d, 'dmy'), 'Employer contribution - SG', money(amt, 'plain')]);
  });
  if (k.personal)
    rows.push([fmtDate('2025-06-20', 'dmy'), 'Personal contribution (BPAY)', money(k.personal, 'plain')]);
  rows.push([fmtDate(END, 'dmy'), 'Contributions tax', `-${money(k.contribTax, 'plain')}`]);
  rows.push([fmtDate(END, 'dmy'), 'Investment returns', money(k.returns, 'plain')]);
  rows.push([fmtDate(END, 'dmy'), 'Administration fees (12 months)', `-${money(k.adminFee, 'plain')}`]);
  rows.push([fmtDate(END, 'dmy'), 'Investment fees and costs', `-${money(k.investFee, 'plain')}`]);
  rows.push([fmtDate(END, 'dmy'), 'Insurance premiums (12 months)', `-${money(k.premiums, 'plain')}`]);
  y = table(
    p,
    40,
    76,
    [
      { title: 'Date', w: 90 },
      { title: 'Transaction', w: 300 },
      { title: 'Amount ($)', w: 125, align: 'right' },
    ],
    rows,
    { size: 8.2, zebra: '#f5f3fa', headFill: purple, headColor: '#ffffff' },
  );
  p.text(40, y + 34, 'How your balance changed', { size: 12, bold: true, color: purple });
  table(
    p,
    40,
    y + 44,
    [
      { title: '', w: 300 },
      { title: '', w: 215, align: 'right' },
    ],
    [
      [`Opening balance at ${fmtDate(START, 'dMonthY')}`, money(k.opening)],
      ['Employer contributions', money(k.employer)],
      ['Personal contributions', money(k.personal)],
      ['Total contributions', money(k.employer + k.personal)],
      ['Less contributions tax', `-${money(k.contribTax)}`],
      ['Investment returns', money(k.returns)],
      ['Less total fees', `-${money(k.fees)}`],
      ['Less insurance premiums', `-${money(k.premiums)}`],
      [`Closing balance at ${fmtDate(END, 'dMonthY')}`, money(k.closing)],
    ],
    { size: 9, noHead: true, grid: true, boldRows: [0, 3, 8] },
  );
  doc.set('fees', dollars(k.fees));
  footer(p, `Member number ${memberNo}`, 2, pages);

  // ---- page 3
  p = doc.page();
  p.text(40, 60, 'Your insurance cover', { size: 14, bold: true, color: purple });
  y = table(
    p,
    40,
    76,
    [
      { title: 'Cover', w: 170 },
      { title: 'Amount insured', w: 120, align: 'right' },
      { title: 'Annual premium', w: 110, align: 'right' },
      { title: 'Conditions', w: 115 },
    ],
    [
      ['Death', money(cover.life), money(cover.lifePrem), 'Units of cover'],
      ['Total & permanent disablement', money(cover.tpd), money(cover.tpdPrem), 'Units of cover'],
      ['Income protection (monthly)', money(cover.ip), money(cover.ipPrem), `${cover.ipWait}-day wait`],
    ],
    { size: 8.5, headFill: '#efeaf8', grid: true },
  );
  y = para(
    p,
    40,
    y + 22,
    p.w - 80,
    `Income protection pays up to ${money(cover.ip)} a month after a waiting period of ${cover.ipWait} days, ` +
      `for a benefit period of ${cover.ipPeriod}. Premiums are deducted monthly from your account.`,
    { size: 9 },
  );
  setCover(doc, cover);
  p.text(40, y + 24, 'Fees and costs summary', { size: 12, bold: true, color: purple });
  table(
    p,
    40,
    y + 34,
    [
      { title: 'Fee', w: 300 },
      { title: 'Amount', w: 215, align: 'right' },
    ],
    [
      ['Administration fees and costs', money(k.adminFee)],
      ['Investment fees and costs', money(k.investFee)],
      ['Total fees and costs you paid', money(k.fees)],
    ],
    { size: 9, grid: true, boldRows: [2] },
  );
  footer(p, `Member number ${memberNo}`, 3, pages);
  return doc;
}

/** Australian Retirement Trust: label-left detail block, two-column summary; cover and fees on page 2. */
export function art(rng: Rng, per: Person): Doc {
  const cover = covers(rng, false, 0, '');
  const k = calc(rng, rng.int(55, 120) * 1000, 0, premiumTotal(cover));
  const doc = new Doc('super', 'set-c.super.art-annual', 'annual', '2025-09-03');
  const memberNo = String(rng.int(100000000, 999999999));
  const teal = '#00505c';
  let p = doc.page();
  p.text(40, 58, 'Australian', { size: 15, bold: true, color: teal, font: 'arial' });
  p.text(40, 76, 'Retirement Trust', { size: 15, bold: true, color: teal, font: 'arial' });
  mark(p, p.w - 76, 36, 36, 'chevron', '#f4a300', teal);
  doc.set('fundName', 'Australian Retirement Trust');
  p.text(40, 112, 'Super Savings - Member statement', { size: 11, font: 'arial' });
  const name = nameFamilyFirst(doc, per, { middle: true, upper: false });
  const [a1, a2] = addressLines(doc, per);
  kvRows(
    p,
    40,
    140,
    [
      ['Member name', name],
      ['Postal address', a1],
      ['', a2],
      ['Date of birth', fmtDate(per.dob, 'dmy')],
      ['Member no.', memberNo],
      ['Period', `${fmtDate(START, 'dmy')} - ${fmtDate(END, 'dmy')}`],
      ['Investment choice', 'Balanced'],
    ],
    { labelW: 120, size: 9, font: 'arial', colon: false, step: 15 },
  );
  doc.set('dateOfBirth', per.dob);
  doc.set('memberNumber', memberNo);
  doc.set('statementPeriodStart', START);
  doc.set('statementDate', END);
  doc.set('investmentOption', 'Balanced');
  band(p, 40, 258, p.w - 80, 'Account summary', teal);
  table(
    p,
    40,
    280,
    [
      { title: 'Item', w: 360 },
      { title: 'Amount', w: 155, align: 'right' },
    ],
    [
      ['Opening balance', money(k.opening, 'plain')],
      ['Contributions from your employer(s)', money(k.employer, 'plain')],
      ['Total contributions received', money(k.employer + k.personal, 'plain')],
      ['Tax on contributions', `(${money(k.contribTax, 'plain')})`],
      ['Net investment return', money(k.returns, 'plain')],
      ['Fees', `(${money(k.fees, 'plain')})`],
      ['Insurance premiums', `(${money(k.premiums, 'plain')})`],
      ['Closing balance', money(k.closing, 'plain')],
    ],
    { size: 9.5, font: 'arial', grid: true, boldRows: [7], rowH: 19 },
  );
  setSummary(doc, k);
  para(
    p,
    40,
    470,
    p.w - 80,
    'Amounts in brackets have been deducted from your account. Your net investment return is after ' +
      'investment fees and tax on earnings. Call 13 11 84 or visit our website for more information.',
    { size: 8.5, font: 'arial', color: '#444444' },
  );
  footer(p, 'Australian Retirement Trust Pty Ltd ABN 88 010 720 840, AFSL 228975', 1, 2, 'arial');

  p = doc.page();
  band(p, 40, 60, p.w - 80, 'Your insurance', teal);
  table(
    p,
    40,
    84,
    [
      { title: 'Type of cover', w: 200 },
      { title: 'Sum insured', w: 160, align: 'right' },
      { title: 'Yearly cost', w: 155, align: 'right' },
    ],
    [
      ['Death only', money(cover.life, 'plain'), money(cover.lifePrem, 'plain')],
      ['Total and Permanent Disability', money(cover.tpd, 'plain'), money(cover.tpdPrem, 'plain')],
      ['Income Protection', 'Not held', '-'],
    ],
    { size: 9.5, font: 'arial', grid: true },
  );
  setCover(doc, cover);
  band(p, 40, 190, p.w - 80, 'Fees and costs', teal);
  table(
    p,
    40,
    214,
    [
      { title: '', w: 360 },
      { title: '', w: 155, align: 'right' },
    ],
    [
      ['Administration fees deducted', money(k.adminFee, 'plain')],
      ['Indirect costs of your investment', money(k.investFee, 'plain')],
      ['Total fees you paid', money(k.fees, 'plain')],
    ],
    { size: 9.5, font: 'arial', noHead: true, grid: true, boldRows: [2] },
  );
  footer(p, `Member ${memberNo}`, 2, 2, 'arial');
  return doc;
}

/** Cbus: sentence-style summary and an employer contributions table; cover on page 2. */
export function cbus(rng: Rng, per: Person): Doc {
  const cover = covers(rng, true, 90, 'to age 65');
  const k = calc(rng, rng.int(70, 110) * 1000, 0, premiumTotal(cover));
  const doc = new Doc('super', 'set-c.super.cbus-annual', 'annual', '2025-08-14');
  const memberNo = String(rng.int(1000000, 9999999));
  const navy = '#0e2841';
  const gold = '#f2b705';
  let p = doc.page();
  p.rect(0, 0, p.w, 92, { fill: navy });
  p.text(40, 54, 'Cbus', { size: 30, bold: true, color: gold, font: 'arial' });
  p.text(40, 74, 'Super for the building, construction and allied industries', { size: 8, color: '#ffffff' });
  p.text(p.w - 40, 54, 'Your 2024/25 statement', { size: 12, anchor: 'end', color: '#ffffff' });
  doc.set('fundName', 'Cbus');
  const name = nameNatural(doc, per, { title: false });
  const [a1, a2] = addressLines(doc, per, 'upper');
  p.text(40, 124, name, { size: 10, bold: true });
  p.text(40, 137, a1, { size: 9 });
  p.text(40, 149, a2, { size: 9 });
  above(p, 360, 122, 'MEMBER NUMBER', memberNo, { size: 11, valueBold: true });
  doc.set('memberNumber', memberNo);
  above(p, 360, 152, 'STATEMENT PERIOD', `${fmtDate(START, 'dMonY')} - ${fmtDate(END, 'dMonY')}`, {
    size: 9,
  });
  doc.set('statementPeriodStart', START);
  doc.set('statementDate', END);
  p.text(40, 200, `Hello ${per.first},`, { size: 11 });
  let y = para(
    p,
    40,
    222,
    p.w - 80,
    `Your account balance at ${fmtDate(END, 'dMonthY')} was ${money(k.closing)}, up from ${money(k.opening)} ` +
      `a year earlier. Your money is invested in the Growth (MySuper) option. This year ${money(k.employer)} ` +
      `was contributed by your employer, a total of ${money(k.employer + k.personal)} in contributions.`,
    { size: 10.5, leading: 16 },
  );
  doc.set('balance', dollars(k.closing));
  doc.set('investmentOption', 'Growth (MySuper)');
  doc.set('employerContributions', dollars(k.employer));
  doc.set('contributionsTotal', dollars(k.employer + k.personal));
  p.text(40, y + 18, 'Contributions received', { size: 12, bold: true, color: navy });
  const employer = rng.pick([
    'Ironbark Civil Contractors Pty Ltd',
    'Lachlan Formwork Pty Ltd',
    'Southern Cross Scaffolding',
  ]);
  const rows = k.monthly.map((amt, i) => {
    const d = addMonths('2024-07-28', i);
    return [fmtDate(d, 'dMonY'), employer, 'SG', money(amt)];
  });
  y = table(
    p,
    40,
    y + 28,
    [
      { title: 'Received', w: 90 },
      { title: 'Paid by', w: 250 },
      { title: 'Type', w: 60 },
      { title: 'Amount', w: 115, align: 'right' },
    ],
    rows,
    { size: 8, rowH: 14.5, rule: navy },
  );
  p.line(40, y + 2, p.w - 40, y + 2, { stroke: navy, lw: 0.8 });
  p.text(40, y + 16, 'Total employer contributions', { size: 9, bold: true });
  p.text(p.w - 44, y + 16, money(k.employer), { size: 9, bold: true, anchor: 'end' });
  footer(
    p,
    'United Super Pty Ltd ABN 46 006 261 623 AFSL 233792 as trustee for Cbus ABN 75 493 363 262',
    1,
    2,
    'arial',
  );

  p = doc.page();
  p.text(40, 60, 'Your insurance', { size: 14, bold: true, color: navy });
  y = table(
    p,
    40,
    76,
    [
      { title: 'Cover', w: 210 },
      { title: 'Benefit', w: 150, align: 'right' },
      { title: 'Cost this year', w: 155, align: 'right' },
    ],
    [
      ['Death cover', money(cover.life), money(cover.lifePrem)],
      ['TPD cover', money(cover.tpd), money(cover.tpdPrem)],
      ['Income protection (per month)', money(cover.ip), money(cover.ipPrem)],
    ],
    { size: 9, grid: true },
  );
  para(
    p,
    40,
    y + 20,
    p.w - 80,
    `Income protection: waiting period ${cover.ipWait} days, benefit period ${cover.ipPeriod}.`,
    {
      size: 9,
    },
  );
  setCover(doc, cover);
  p.text(40, y + 60, 'Fees', { size: 12, bold: true, color: navy });
  table(
    p,
    40,
    y + 70,
    [
      { title: '', w: 360 },
      { title: '', w: 155, align: 'right' },
    ],
    [
      ['Administration fees', money(k.adminFee)],
      ['Investment costs', money(k.investFee)],
      ['Total fees', money(k.fees)],
    ],
    { size: 9, noHead: true, grid: true, boldRows: [2] },
  );
  doc.set('fees', dollars(k.fees));
  footer(p, `Member number ${memberNo}`, 2, 2, 'arial');
  return doc;
}

/** Spirit Super: one page with coloured tiles, a summary list and a cover table including IP. */
export function spirit(rng: Rng, per: Person): Doc {
  const cover = covers(rng, true, 90, 'to age 65');
  const k = calc(rng, rng.int(48, 80) * 1000, rng.int(2, 20) * 10000, premiumTotal(cover));
  const doc = new Doc('super', 'set-c.super.spirit-annual', 'annual', '2025-08-29');
  const memberNo = `${rng.int(1, 9)}${rng.digits(7)}`;
  const green = '#0a7d5a';
  const p: Page = doc.page();
  mark(p, 40, 34, 30, 'leaf', green, '#ffffff');
  p.text(78, 56, 'spirit super', { size: 19, bold: true, color: green, font: 'sans' });
  p.text(p.w - 40, 46, 'Member Benefit Statement', { size: 10.5, anchor: 'end', bold: true });
  p.text(p.w - 40, 60, `Period: ${fmtDate(START, 'dmy')} – ${fmtDate(END, 'dmy')}`, {
    size: 8.5,
    anchor: 'end',
  });
  doc.set('fundName', 'Spirit Super');
  doc.set('statementPeriodStart', START);
  doc.set('statementDate', END);
  const name = nameNatural(doc, per, { title: true, middle: true });
  const [a1, a2] = addressLines(doc, per);
  p.text(40, 100, name, { size: 9.5 });
  p.text(40, 112, a1, { size: 9.5 });
  p.text(40, 124, a2, { size: 9.5 });
  p.text(360, 100, `Member no: ${memberNo}`, { size: 9.5, bold: true });
  p.text(360, 112, `DOB: ${fmtDate(per.dob, 'dmy')}`, { size: 9 });
  doc.set('memberNumber', memberNo);
  doc.set('dateOfBirth', per.dob);
  const tw = (p.w - 80 - 30) / 4;
  const tiles: [string, string][] = [
    ['Closing balance', money(k.closing)],
    ['Contributions', money(k.employer + k.personal)],
    ['Net return', money(k.returns)],
    ['Fees charged', money(k.fees)],
  ];
  tiles.forEach(([l, v], i) =>
    tile(p, 40 + i * (tw + 10), 150, tw, 58, l, v, {
      fill: i === 0 ? green : '#e6f3ee',
      labelColor: i === 0 ? '#d8f0e6' : '#335',
      valueColor: i === 0 ? '#ffffff' : '#111111',
      valueSize: 12.5,
    }),
  );
  setSummary(doc, k);
  p.text(40, 240, 'Summary of your account', { size: 11, bold: true, color: green });
  table(
    p,
    40,
    250,
    [
      { title: 'Description', w: 380 },
      { title: 'AUD', w: 135, align: 'right' },
    ],
    [
      ['Balance brought forward', money(k.opening, 'plain')],
      ['Employer contributions (incl. SG)', money(k.employer, 'plain')],
      ['Member voluntary contributions', money(k.personal, 'plain')],
      ['Contributions tax', `-${money(k.contribTax, 'plain')}`],
      ['Investment earnings', money(k.returns, 'plain')],
      ['Administration and investment fees', `-${money(k.fees, 'plain')}`],
      ['Insurance premiums', `-${money(k.premiums, 'plain')}`],
      ['Balance carried forward', money(k.closing, 'plain')],
    ],
    { size: 8.8, zebra: '#f3f8f6', boldRows: [7] },
  );
  p.text(40, 436, 'Investment option', { size: 11, bold: true, color: green });
  p.text(40, 452, 'MySuper Balanced - 100%', { size: 9.5 });
  doc.set('investmentOption', 'MySuper Balanced');
  p.text(40, 484, 'Insurance cover', { size: 11, bold: true, color: green });
  const y = table(
    p,
    40,
    494,
    [
      { title: 'Type', w: 150 },
      { title: 'Cover', w: 110, align: 'right' },
      { title: 'Annual premium', w: 105, align: 'right' },
      { title: 'Waiting period', w: 75, align: 'right' },
      { title: 'Benefit period', w: 75, align: 'right' },
    ],
    [
      ['Death', money(cover.life), money(cover.lifePrem), '-', '-'],
      ['TPD', money(cover.tpd), money(cover.tpdPrem), '-', '-'],
      [
        'Income protection',
        `${money(cover.ip)} /mth`,
        money(cover.ipPrem),
        `${cover.ipWait} days`,
        'To age 65',
      ],
    ],
    { size: 8.2, grid: true },
  );
  setCover(doc, cover);
  para(
    p,
    40,
    y + 24,
    p.w - 80,
    'Questions? Call 1800 005 166 or email us. Spirit Super is issued by Motor Trades Association of Australia ' +
      'Superannuation Fund Pty Ltd ABN 14 008 650 628 AFSL 238718.',
    { size: 7.5, color: '#555555' },
  );
  return doc;
}
