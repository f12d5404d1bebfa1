// ATO notices of assessment and an income statement. The result of a notice is
// tax on taxable income + Medicare levy - PAYG credits; a refund is printed CR and is negative in the truth.
import { formatAbn, makeAbn, makeTfn } from '../lib/checks';
import { Doc } from '../lib/doc';
import { addDays, dollars, fmtDate, money, taxYearLabel } from '../lib/format';
import { above, footer, kvRows, para, table } from '../lib/layout';
import type { Page } from '../lib/page';
import { type Person, addressLines, nameFamilyFirst, nameNatural } from '../lib/people';
import type { Rng } from '../lib/rng';

/** Resident tax on taxable income (whole dollars) excluding Medicare levy, in cents. */
function taxOn(ti: number, yearEnd: number): number {
  let t: number;
  if (yearEnd >= 2025) {
    if (ti > 190000) t = 51638 + (ti - 190000) * 0.45;
    else if (ti > 135000) t = 31288 + (ti - 135000) * 0.37;
    else if (ti > 45000) t = 4288 + (ti - 45000) * 0.3;
    else t = Math.max(0, ti - 18200) * 0.16;
  } else {
    if (ti > 180000) t = 51667 + (ti - 180000) * 0.45;
    else if (ti > 120000) t = 29467 + (ti - 120000) * 0.37;
    else if (ti > 45000) t = 5092 + (ti - 45000) * 0.325;
    else t = Math.max(0, ti - 18200) * 0.19;
  }
  return Math.round(t * 100);
}

type Assessment = {
  yearEnd: number;
  ti: number; // whole dollars
  tax: number; // cents
  medicare: number;
  credits: number;
  result: number; // + payable, - refund
};

function assess(rng: Rng, yearEnd: number, refund: boolean): Assessment {
  const ti = rng.int(70000, 140000);
  const tax = taxOn(ti, yearEnd);
  const medicare = ti * 2;
  const delta = rng.cents(150, 1900);
  const credits = Math.round((tax + medicare + (refund ? delta : -delta)) / 100) * 100;
  return { yearEnd, ti, tax, medicare, credits, result: tax + medicare - credits };
}

function maskTfn(tfn: string, pattern: string): { printed: string; truth: string } {
  // pattern like "ddd *** ***": d = show digit, * = mask
  let i = 0;
  let printed = '';
  for (const c of pattern) {
    if (c === ' ') printed += ' ';
    else {
      printed += c === 'd' ? tfn[i] : '*';
      i++;
    }
  }
  return { printed, truth: printed.replace(/ /g, '') };
}

function atoHeader(p: Page, title: string) {
  p.text(40, 44, 'Australian Government', { size: 9, font: 'arial' });
  p.text(40, 58, 'Australian Taxation Office', { size: 12, bold: true, font: 'arial' });
  p.line(40, 66, 200, 66, { stroke: '#000000', lw: 0.8 });
  p.text(p.w - 40, 50, title, { size: 12, bold: true, anchor: 'end', font: 'arial' });
}

/** Notice of assessment, amount payable, two pages with a payment slip on page 2. */
export function noaPayable(rng: Rng, per: Person): Doc {
  const a = assess(rng, 2025, false);
  const issued = '2025-08-18';
  const due = addDays(issued, 21 + 30);
  const tfn = maskTfn(makeTfn(rng), 'ddd *** ***');
  const doc = new Doc('tax', 'set-c.tax.noa-payable', 'noa', issued);
  let p = doc.page();
  atoHeader(p, 'Notice of assessment');
  p.text(p.w - 40, 64, `Year ended 30 June ${a.yearEnd}`, { size: 9.5, anchor: 'end', font: 'arial' });
  doc.set('taxYear', taxYearLabel(a.yearEnd));
  const name = nameNatural(doc, per, { upper: true, middle: false });
  const [a1, a2] = addressLines(doc, per, 'upper');
  [name, a1, a2].forEach((l, i) => p.text(56, 112 + i * 12.5, l, { size: 9.5, font: 'arial' }));
  kvRows(
    p,
    340,
    104,
    [
      ['Tax file number', tfn.printed],
      ['Date of issue', fmtDate(issued, 'dMonthY')],
      ['Our reference', rng.digits(13)],
    ],
    { labelW: 95, size: 8.5, font: 'arial', step: 14 },
  );
  doc.set('tfnMasked', tfn.truth);
  p.rect(40, 180, p.w - 80, 56, { fill: '#f1f1f1' });
  p.text(54, 202, 'Result of this notice', { size: 11, bold: true, font: 'arial' });
  p.text(p.w - 54, 202, `${money(a.result)} DR`, { size: 13, bold: true, anchor: 'end', font: 'arial' });
  p.text(54, 222, `Please pay by ${fmtDate(due, 'dMonthY')}. See overleaf for ways to pay.`, {
    size: 8.5,
    font: 'arial',
  });
  doc.set('taxPayable', dollars(a.result));
  p.text(40, 270, 'How we calculated your assessment', { size: 11, bold: true, font: 'arial' });
  p.text(40, 290, `Your taxable income is ${money(a.ti * 100, 'whole')}`, { size: 10, font: 'arial' });
  doc.set('taxableIncome', a.ti);
  table(
    p,
    40,
    302,
    [
      { title: 'Description', w: 380 },
      { title: 'Amount', w: 135, align: 'right' },
    ],
    [
      ['Tax on your taxable income', money(a.tax)],
      ['Medicare levy', money(a.medicare)],
      ['Less: PAYG withholding credits', money(a.credits)],
      ['Amount payable', `${money(a.result)} DR`],
    ],
    { size: 9.5, font: 'arial', grid: true, boldRows: [3] },
  );
  para(
    p,
    40,
    430,
    p.w - 80,
    'If you think this assessment is wrong, you can ask us to amend it or lodge an objection. ' +
      'Interest is charged on amounts not paid by the due date.',
    { size: 8.5, font: 'arial', color: '#333333' },
  );
  footer(p, 'ato.gov.au', 1, 2, 'arial');
  p = doc.page();
  p.text(40, 60, 'How to pay', { size: 13, bold: true, font: 'arial' });
  para(
    p,
    40,
    82,
    p.w - 80,
    'BPAY: contact your financial institution to make this payment from your cheque, savings or credit card ' +
      'account. Use biller code 75556 and your payment reference number below. You can also pay by card online.',
    { size: 9, font: 'arial' },
  );
  p.rect(40, 140, p.w - 80, 90, { stroke: '#000000', lw: 0.8, dash: 3 });
  kvRows(
    p,
    54,
    162,
    [
      ['Biller code', '75556'],
      ['Ref', `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}`],
      ['Due date', fmtDate(due, 'dMonthY')],
    ],
    { labelW: 90, size: 9.5, font: 'arial', step: 18 },
  );
  footer(p, 'ato.gov.au', 2, 2, 'arial');
  return doc;
}

/** myGov-style income statement (tax ready): taxYear and masked TFN, no assessment amounts. */
export function incomeStatement(rng: Rng, per: Person): Doc {
  const year = 2025;
  const tfn = maskTfn(makeTfn(rng), '*** *** ddd');
  const doc = new Doc('tax', 'set-c.tax.income-statement', 'income-statement', '2025-07-22');
  const p = doc.page();
  p.rect(0, 0, p.w, 48, { fill: '#1b1b1b' });
  p.text(40, 30, 'myGov  |  ATO online services', { size: 11, color: '#ffffff', font: 'arial' });
  p.text(40, 84, `Income statement ${taxYearLabel(year)}`, { size: 17, bold: true, font: 'arial' });
  doc.set('taxYear', taxYearLabel(year));
  const name = nameFamilyFirst(doc, per, { upper: true, comma: true, middle: true });
  kvRows(
    p,
    40,
    112,
    [
      ['Name', name],
      ['Date of birth', fmtDate(per.dob, 'dmy')],
      ['TFN', tfn.printed],
    ],
    { labelW: 90, size: 9.5, font: 'arial', step: 15 },
  );
  doc.set('dateOfBirth', per.dob);
  doc.set('tfnMasked', tfn.truth);
  const employer = rng.pick(['Reef Coast Tourism Pty Ltd', 'Tropical North Electrical Pty Ltd']);
  p.rect(40, 170, p.w - 80, 24, { fill: '#e7f4ea' });
  p.text(52, 186, 'Status: Tax ready', { size: 9.5, bold: true, color: '#1e6b35', font: 'arial' });
  const gross = rng.cents(62000, 98000);
  const withheld = Math.round(gross * 0.21);
  let y = table(
    p,
    40,
    210,
    [
      { title: 'Payer', w: 220 },
      { title: 'Payer ABN', w: 120 },
      { title: 'Period', w: 175 },
    ],
    [[employer, formatAbn(makeAbn(rng)), '01/07/2024 - 30/06/2025']],
    { size: 9, font: 'arial', headFill: '#f0f0f0' },
  );
  y = table(
    p,
    40,
    y + 12,
    [
      { title: 'Income type', w: 340 },
      { title: 'Amount', w: 175, align: 'right' },
    ],
    [
      ['Gross payments', money(gross)],
      ['Total tax withheld', money(withheld)],
      ['Allowances', '$0.00'],
      ['Reportable fringe benefits', '$0.00'],
      ['Reportable employer superannuation contributions', '$0.00'],
    ],
    { size: 9, font: 'arial', grid: true },
  );
  para(
    p,
    40,
    y + 30,
    p.w - 80,
    'Your employer has marked this income statement as tax ready. The amounts will be pre-filled in your tax ' +
      'return. This is not a notice of assessment.',
    { size: 8.5, font: 'arial', color: '#333333' },
  );
  return doc;
}

/** Notice of assessment with a refund, for the year ended 30 June 2024; calculation as a ledger. */
export function noaRefund(rng: Rng, per: Person): Doc {
  const a = assess(rng, 2024, true);
  const issued = '2024-09-09';
  const tfn = maskTfn(makeTfn(rng), '*** *** ddd');
  const doc = new Doc('tax', 'set-c.tax.noa-refund', 'noa', issued);
  const p = doc.page();
  atoHeader(p, 'Individual notice of assessment');
  p.text(p.w - 40, 64, `${taxYearLabel(a.yearEnd)} income year`, { size: 9.5, anchor: 'end', font: 'arial' });
  doc.set('taxYear', taxYearLabel(a.yearEnd));
  const name = nameNatural(doc, per, { title: true });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((l, i) => p.text(56, 108 + i * 12.5, l, { size: 9.5, font: 'arial' }));
  above(p, 360, 104, 'Your TFN', tfn.printed, { size: 10, font: 'arial' });
  above(p, 460, 104, 'Issued', fmtDate(issued, 'dmy'), { size: 10, font: 'arial' });
  doc.set('tfnMasked', tfn.truth);
  p.text(40, 170, `Taxable income: ${money(a.ti * 100, 'plain')}`, { size: 10.5, bold: true, font: 'arial' });
  p.text(40, 200, 'Assessment calculation', { size: 12, bold: true, font: 'arial' });
  const y = table(
    p,
    40,
    210,
    [
      { title: 'Item', w: 300 },
      { title: 'Debit', w: 105, align: 'right' },
      { title: 'Credit', w: 110, align: 'right' },
    ],
    [
      ['Tax on taxable income', money(a.tax, 'plain'), ''],
      ['Medicare levy', money(a.medicare, 'plain'), ''],
      ['Credit for tax withheld', '', money(a.credits, 'plain')],
      ['Result of this notice', '', `${money(-a.result, 'plain')} CR`],
    ],
    { size: 9.5, font: 'arial', grid: true, headFill: '#eeeeee', boldRows: [3] },
  );
  doc.set('taxableIncome', a.ti);
  doc.set('taxPayable', dollars(a.result));
  para(
    p,
    40,
    y + 30,
    p.w - 80,
    `A refund of ${money(-a.result)} will be paid to your nominated financial institution account within 14 days. ` +
      'If we owe you interest it will be included.',
    { size: 9.5, font: 'arial' },
  );
  return doc;
}

/** Short letter-style notice, year ended 30 June 2023, amount to pay stated in sentences. */
export function noaLetter(rng: Rng, per: Person): Doc {
  const a = assess(rng, 2023, false);
  const issued = '2023-10-02';
  const due = '2023-11-21';
  const tfn = maskTfn(makeTfn(rng), '*** **d ddd');
  const doc = new Doc('tax', 'set-c.tax.noa-letter', 'noa', issued);
  const p = doc.page();
  atoHeader(p, 'Notice of assessment');
  const name = nameNatural(doc, per, { middle: false });
  const [a1, a2] = addressLines(doc, per);
  [name, a1, a2].forEach((l, i) => p.text(56, 104 + i * 12.5, l, { size: 10, font: 'serif' }));
  p.text(p.w - 40, 104, fmtDate(issued, 'dMonthY'), { size: 10, anchor: 'end', font: 'serif' });
  p.text(p.w - 40, 118, `TFN ${tfn.printed}`, { size: 10, anchor: 'end', font: 'serif' });
  doc.set('tfnMasked', tfn.truth);
  p.text(40, 190, `Dear ${per.first} ${per.last},`, { size: 11, font: 'serif' });
  let y = para(
    p,
    40,
    214,
    p.w - 80,
    `We have assessed your income tax return for the year ended 30 June ${a.yearEnd}. ` +
      `Your taxable income is ${money(a.ti * 100, 'whole')}. The tax on this income, including the Medicare levy, is ` +
      `${money(a.tax + a.medicare)}. After your PAYG credits of ${money(a.credits)} are applied, ` +
      `you owe ${money(a.result)}.`,
    { size: 11, font: 'serif', leading: 16 },
  );
  doc.set('taxYear', taxYearLabel(a.yearEnd));
  doc.set('taxableIncome', a.ti);
  doc.set('taxPayable', dollars(a.result));
  y = para(
    p,
    40,
    y + 10,
    p.w - 80,
    `Please pay ${money(a.result)} by ${fmtDate(due, 'dMonthY')}. General interest charge may apply if you pay late.`,
    { size: 11, font: 'serif', leading: 16 },
  );
  p.text(40, y + 40, 'Yours sincerely,', { size: 11, font: 'serif' });
  p.text(40, y + 70, 'Commissioner of Taxation', { size: 11, font: 'serif', bold: true });
  return doc;
}
