// "Other" documents: council rates notice, Medicare card, water bill, electricity bill.
import { bars, barcode, mark } from '../lib/brand';
import { makeMedicare } from '../lib/checks';
import { Doc } from '../lib/doc';
import { addDays, fmtDate, group, money } from '../lib/format';
import { above, footer, kvRows, para, table } from '../lib/layout';
import { CARD, type Page } from '../lib/page';
import { type Person, addressLines, nameNatural, phoneFmt, setAddress } from '../lib/people';
import type { Rng } from '../lib/rng';

/** City of Greater Bendigo rates notice: two pages, rates table and instalment slip. */
export function councilRates(rng: Rng, per: Person): Doc {
  const issued = '2025-08-04';
  const doc = new Doc('other', 'set-c.other.rates-bendigo', 'council-rates', issued);
  const provider = 'City of Greater Bendigo';
  const civ = rng.int(420, 980) * 1000;
  const general = Math.round(civ * 0.0031 * 100);
  const waste = 41250;
  const fsl = 13200 + Math.round(civ * 0.000087 * 100);
  const tot = general + waste + fsl;
  const inst = [Math.round(tot / 4), Math.round(tot / 4), Math.round(tot / 4)];
  inst.push(tot - inst[0]! - inst[1]! - inst[2]!);
  const assess = `${rng.digits(5)}`;
  let p: Page = doc.page();
  mark(p, 40, 30, 32, 'arc', '#005a70', '#8dc63f');
  p.text(82, 46, 'City of Greater', { size: 11, color: '#005a70' });
  p.text(82, 62, 'Bendigo', { size: 17, bold: true, color: '#005a70' });
  p.text(p.w - 40, 46, 'Rates and Valuation Notice', { size: 12, bold: true, anchor: 'end' });
  p.text(p.w - 40, 60, '1 July 2025 to 30 June 2026', { size: 9, anchor: 'end' });
  doc.set('provider', provider);
  const name = nameNatural(doc, per, { middle: true, upper: true });
  const [a1, a2] = addressLines(doc, per, 'upper');
  [name, a1, a2].forEach((x, i) => p.text(56, 112 + i * 12.5, x, { size: 9.5 }));
  kvRows(
    p,
    340,
    104,
    [
      ['Assessment no.', assess],
      ['Date of issue', fmtDate(issued, 'dmy')],
      ['Property', `${per.street}, ${per.suburb}`],
      ['Capital improved value', money(civ * 100, 'whole')],
    ],
    { labelW: 108, size: 8.3, step: 13 },
  );
  p.text(40, 200, 'Rates and charges', { size: 12, bold: true, color: '#005a70' });
  const y = table(
    p,
    40,
    210,
    [
      { title: 'Description', w: 380 },
      { title: 'Amount', w: 135, align: 'right' },
    ],
    [
      ['General rate (CIV x 0.003100)', money(general)],
      ['Waste management charge - 3 bin service', money(waste)],
      ['Fire Services Property Levy (State Government)', money(fsl)],
      ['Total rates and charges', money(tot)],
    ],
    { size: 9.5, grid: true, boldRows: [3] },
  );
  table(
    p,
    40,
    y + 24,
    [
      { title: 'Instalment', w: 120 },
      { title: 'Due date', w: 200 },
      { title: 'Amount', w: 195, align: 'right' },
    ],
    [
      ['1st', fmtDate('2025-09-30', 'dMonthY'), money(inst[0]!)],
      ['2nd', fmtDate('2025-11-30', 'dMonthY'), money(inst[1]!)],
      ['3rd', fmtDate('2026-02-28', 'dMonthY'), money(inst[2]!)],
      ['4th', fmtDate('2026-05-31', 'dMonthY'), money(inst[3]!)],
    ],
    { size: 9.5, headFill: '#e5f0f3' },
  );
  footer(p, `${provider}  PO Box 733 Bendigo VIC 3552`, 1, 2);
  p = doc.page();
  p.text(40, 60, 'Ways to pay', { size: 12, bold: true, color: '#005a70' });
  para(
    p,
    40,
    82,
    p.w - 80,
    'BPAY biller code 78659 using your assessment number as the reference. You can also pay online, in person at ' +
      'a customer service centre, or by direct debit. Pensioner concession may apply.',
    { size: 9.5 },
  );
  p.line(40, 150, p.w - 40, 150, { dash: 4, stroke: '#555555' });
  kvRows(
    p,
    40,
    176,
    [
      ['Assessment', assess],
      ['Name', name],
      ['Full amount', money(tot)],
    ],
    { labelW: 100, size: 9.5, step: 15 },
  );
  barcode(p, 320, 166, 220, 40, rng);
  footer(p, provider, 2, 2);
  return doc;
}

/** Medicare card: green card, one name with its reference number. */
export function medicare(rng: Rng, per: Person): Doc {
  const num = makeMedicare(rng);
  const irn = String(rng.int(1, 3));
  const validTo = `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(2027, 2030)}`;
  const doc = new Doc('other', 'set-c.other.medicare-card', 'medicare', '2024-01-01');
  const p = doc.page(CARD.w, CARD.h, '#5fa846');
  p.path(
    `M0 ${CARD.h * 0.62} Q ${CARD.w * 0.5} ${CARD.h * 0.45} ${CARD.w} ${CARD.h * 0.7} L ${CARD.w} ${CARD.h} L 0 ${CARD.h} Z`,
    {
      fill: '#4e9438',
    },
  );
  p.text(14, 30, 'medicare', { size: 20, bold: true, color: '#f6d32d', font: 'arial' });
  p.rect(14, 52, CARD.w - 28, 70, { fill: '#f4f8ef', r: 3 });
  p.text(24, 74, group(num, [4, 5, 1]), { size: 14, font: 'lmono', bold: true });
  doc.set('medicareNumber', num);
  nameNatural(doc, per, { middle: false });
  p.text(24, 96, irn, { size: 10, font: 'lmono' });
  p.text(40, 96, `${per.first} ${per.last}`.toUpperCase(), { size: 10, font: 'lmono' });
  doc.set('medicareIrn', irn);
  p.text(CARD.w - 24, 114, `VALID TO ${validTo}`, { size: 7, anchor: 'end', font: 'lmono' });
  return doc;
}

/** Icon Water bill (ACT): water and sewerage, account details label-above, amount due box. */
export function iconWater(rng: Rng, per: Person): Doc {
  const issued = '2025-04-11';
  const due = addDays(issued, 28);
  const doc = new Doc('other', 'set-c.other.iconwater', 'water-bill', issued);
  const supply = 18954;
  const sewer = 16222;
  const kl = rng.int(28, 70);
  const tier1 = Math.min(kl, 50);
  const tier2 = kl - tier1;
  const use = tier1 * 287 + tier2 * 571;
  const tot = supply + sewer + use;
  const acct = `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}`;
  const blue = '#00a0df';
  const p = doc.page();
  mark(p, 40, 30, 30, 'disc', blue, '#ffffff');
  p.text(78, 52, 'Icon Water', { size: 18, bold: true, color: '#003b5c' });
  p.text(p.w - 40, 44, 'Tax invoice', { size: 10, anchor: 'end' });
  p.text(p.w - 40, 58, 'ABN 86 069 381 960', { size: 8, anchor: 'end' });
  doc.set('provider', 'Icon Water');
  const name = nameNatural(doc, per, { upper: true });
  const [a1, a2] = addressLines(doc, per, 'upper');
  [name, a1, a2].forEach((x, i) => p.text(56, 108 + i * 12.5, x, { size: 9.5 }));
  p.rect(340, 96, 215, 80, { fill: blue, r: 6 });
  p.text(352, 116, 'Amount due', { size: 10, color: '#ffffff' });
  p.text(352, 142, money(tot), { size: 20, bold: true, color: '#ffffff' });
  p.text(352, 164, `Due ${fmtDate(due, 'dMonthY')}`, { size: 9.5, color: '#ffffff' });
  const st = { size: 9.5, labelSize: 7, gap: 12 };
  above(p, 40, 206, 'Account number', acct, st);
  above(p, 180, 206, 'Issue date', fmtDate(issued, 'dmy'), st);
  above(
    p,
    300,
    206,
    'Billing period',
    `${fmtDate('2025-01-01', 'dmy')} - ${fmtDate('2025-03-31', 'dmy')}`,
    st,
  );
  above(p, 40, 240, 'Supply address', `${per.street}, ${per.suburb} ${per.state} ${per.postcode}`, st);
  const y = table(
    p,
    40,
    272,
    [
      { title: 'Charge', w: 330 },
      { title: 'Amount', w: 185, align: 'right' },
    ],
    [
      ['Water supply charge (90 days)', money(supply)],
      ['Sewerage supply charge (90 days)', money(sewer)],
      [`Water use tier 1: ${tier1} kL @ $2.87`, money(tier1 * 287)],
      [`Water use tier 2: ${tier2} kL @ $5.71`, money(tier2 * 571)],
      ['Total this bill', money(tot)],
    ],
    { size: 9, grid: true, boldRows: [4] },
  );
  bars(
    p,
    40,
    y + 20,
    260,
    90,
    [rng.int(30, 70), rng.int(30, 70), rng.int(30, 70), kl],
    ['Apr-Jun 24', 'Jul-Sep 24', 'Oct-Dec 24', 'Jan-Mar 25'],
    blue,
  );
  para(
    p,
    320,
    y + 40,
    235,
    `Your average daily use this quarter was ${((kl * 1000) / 90).toFixed(0)} litres.`,
    {
      size: 9,
    },
  );
  return doc;
}

/** Red Energy electricity bill (VIC), page 1 of 2 photographed: summary, usage chart, contact details. */
export function redEnergy(rng: Rng, per: Person): Doc {
  const issued = '2025-06-05';
  const doc = new Doc('other', 'set-c.other.redenergy', 'electricity-bill', issued);
  const kwh = rng.int(480, 1100);
  const rate = 2915; // hundredths of a cent per kWh: 29.15 c/kWh
  const usage = Math.round((kwh * rate) / 100);
  const days = 91;
  const supplyDaily = 11440; // hundredths of a cent: 114.40 c/day
  const supply = Math.round((days * supplyDaily) / 100);
  const gst = Math.round((usage + supply) * 0.1);
  const tot = usage + supply + gst;
  const due = addDays(issued, 21);
  const red = '#e2231a';
  let p: Page = doc.page();
  p.rect(0, 0, p.w, 70, { fill: red });
  p.text(40, 46, 'Red Energy', { size: 22, bold: true, color: '#ffffff', font: 'arial' });
  p.text(p.w - 40, 44, 'Your electricity bill', { size: 11, color: '#ffffff', anchor: 'end', font: 'arial' });
  doc.set('provider', 'Red Energy');
  const name = nameNatural(doc, per, { title: true });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((x, i) => p.text(40, 104 + i * 12.5, x, { size: 9.5, font: 'arial' }));
  kvRows(
    p,
    330,
    100,
    [
      ['Account number', rng.digits(9)],
      ['Invoice date', fmtDate(issued, 'dMonY')],
      ['NMI', `6305${rng.digits(6)}`],
      ['Email', per.email],
      ['Mobile', phoneFmt(per.phone, 'intl')],
    ],
    { labelW: 82, size: 8.5, font: 'arial', step: 13 },
  );
  doc.set('email', per.email);
  doc.set('phone', per.phone);
  p.rect(40, 180, p.w - 80, 70, { stroke: red, lw: 1.2, r: 6 });
  p.text(56, 206, 'Total amount due', { size: 11, font: 'arial' });
  p.text(56, 234, money(tot), { size: 22, bold: true, font: 'arial' });
  p.text(p.w - 56, 206, 'Pay by', { size: 11, anchor: 'end', font: 'arial' });
  p.text(p.w - 56, 234, fmtDate(due, 'dMonthY'), { size: 15, bold: true, anchor: 'end', font: 'arial' });
  const y = table(
    p,
    40,
    276,
    [
      { title: 'Summary of charges', w: 360 },
      { title: '', w: 155, align: 'right' },
    ],
    [
      [`Usage ${kwh} kWh @ 29.15 c/kWh`, money(usage)],
      [`Supply charge ${days} days @ 114.40 c/day`, money(supply)],
      ['GST', money(gst)],
      ['Total', money(tot)],
    ],
    { size: 9.5, font: 'arial', grid: true, boldRows: [3] },
  );
  bars(
    p,
    40,
    y + 24,
    300,
    100,
    Array.from({ length: 5 }, () => rng.int(6, 14)).concat([Math.round(kwh / days)]),
    ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May'],
    red,
  );
  p.text(360, y + 44, 'Average daily use', { size: 9, font: 'arial' });
  p.text(360, y + 62, `${(kwh / days).toFixed(1)} kWh`, { size: 14, bold: true, font: 'arial' });
  footer(p, 'Red Energy Pty Ltd ABN 60 107 479 372', 1, 2, 'arial');
  p = doc.page();
  p.text(40, 60, 'Meter readings', { size: 12, bold: true, font: 'arial' });
  table(
    p,
    40,
    72,
    [
      { title: 'Meter', w: 120 },
      { title: 'Previous', w: 130, align: 'right' },
      { title: 'Current', w: 130, align: 'right' },
      { title: 'Usage (kWh)', w: 135, align: 'right' },
    ],
    [[`${rng.digits(8)}`, '041 236', String(41236 + kwh).replace(/^(\d+)(\d{3})$/, '0$1 $2'), String(kwh)]],
    { size: 9, font: 'arial', grid: true },
  );
  setAddress(doc, per);
  para(p, 40, 140, p.w - 80, `Supply address: ${per.street}, ${per.suburb} ${per.state} ${per.postcode}`, {
    size: 9,
    font: 'arial',
  });
  footer(p, 'Red Energy Pty Ltd', 2, 2, 'arial');
  return doc;
}
