import { box, fd, kvLeft, money, r2, rule, t, table, type Spec } from '../lib';
import { addrKeys, nameKeys, person } from '../people';

// ---- ATO notice of assessment 2023-24, refund ----
const thomas = person('ga02');
const ti1 = 94812;
const tax1 = r2(5092 + 0.325 * (ti1 - 45000));
const ml1 = r2(ti1 * 0.02);
const payg1 = 24461.69;
const result1 = r2(tax1 + ml1 - payg1); // negative => refund
const t1: Spec = {
  id: 'c2e8f610',
  documentType: 'tax',
  rendition: 'digital-pdf',
  persona: thomas.id,
  template: 'seta.tax.ato-noa',
  documentDate: '2024-08-09',
  fields: {
    ...nameKeys(thomas),
    ...addrKeys(thomas),
    taxYear: '2023-24',
    taxableIncome: ti1,
    taxPayable: result1,
    tfnMasked: '******412',
  },
  draw: (d) => {
    t(d, 'sansB', 13, 'Australian Taxation Office', 50, 40);
    t(d, 'sans', 8, 'PO Box 9845 in your capital city', 50, 58);
    t(d, 'sans', 10, 'Thomas Edward McAllister', 50, 100);
    t(d, 'sans', 10, '7/221 Sydney Road', 50, 114);
    t(d, 'sans', 10, 'BRUNSWICK VIC 3056', 50, 128);
    kvLeft(d, 340, 100, 100, 'Our reference', '7093 518 226 4417', 'sans', 8.5);
    kvLeft(d, 340, 114, 100, 'Tax file number', '*** *** 412', 'sans', 8.5);
    kvLeft(d, 340, 128, 100, 'Date of issue', fd('2024-08-09', 'dMonthY'), 'sans', 8.5);
    t(d, 'sansB', 15, 'Notice of assessment', 50, 175);
    t(d, 'sans', 10, 'Year ended 30 June 2024', 50, 195);
    box(d, 50, 220, 495, 46, '#eef2f6');
    t(d, 'sans', 10, 'Your refund', 62, 230);
    t(d, 'sansB', 16, `${money(-result1)} CR`, 62, 244);
    t(d, 'sans', 8.5, 'We will pay this to your nominated financial institution account.', 250, 240);
    t(d, 'sansB', 11, 'How we worked this out', 50, 290);
    rule(d, 50, 306, 545);
    const rows = [
      ['Your taxable income is', money(ti1)],
      ['Tax on your taxable income', money(tax1)],
      ['Medicare levy', money(ml1)],
      ['Less credit for tax withheld (PAYG)', money(payg1)],
      ['Result of this notice', `${money(-result1)} CR`],
    ];
    table(d, 50, 314, [{ w: 360 }, { w: 135, align: 'right' }], rows, 'sans', 9.5, 20, false);
    rule(d, 50, 394, 545, 0.4);
    t(
      d,
      'sans',
      7.5,
      'If you think this assessment is wrong, you can ask us to review it (lodge an objection) within 2 years.',
      50,
      430,
    );
    t(d, 'sans', 7, 'NAT 1006', 50, 800);
  },
};

// ---- Tax agent's return summary 2024-25, amount payable (scanned) ----
const lan = person('ga08');
const ti2 = 71240;
const tax2 = r2(4288 + 0.3 * (ti2 - 45000));
const ml2 = r2(ti2 * 0.02);
const payg2 = 12950.0;
const due2 = r2(tax2 + ml2 - payg2);
const t2: Spec = {
  id: '94b7d05a',
  documentType: 'tax',
  rendition: 'scan-pdf',
  persona: lan.id,
  template: 'seta.tax.agent-summary',
  documentDate: '2025-08-22',
  fields: {
    fullName: 'Lan Nguyen',
    firstName: 'Lan',
    lastName: 'Nguyen',
    ...addrKeys(lan),
    dateOfBirth: lan.dob,
    phone: lan.phone,
    taxYear: '2024-25',
    taxableIncome: ti2,
    taxPayable: due2,
    tfnMasked: '872******',
  },
  draw: (d) => {
    t(d, 'serifB', 15, 'Westgate Tax & Accounting', 50, 40);
    t(d, 'serif', 8.5, '112 Barkly Street, Footscray VIC 3011  ·  Registered Tax Agent 26104837', 50, 60);
    rule(d, 50, 76, 545, 1.5);
    t(d, 'serifB', 12, 'INCOME TAX RETURN SUMMARY — 2025', 50, 92);
    t(d, 'serif', 9, 'Financial year 1 July 2024 to 30 June 2025', 50, 110);
    const who: [string, string][] = [
      ['Client', 'NGUYEN, Lan'],
      ['Address', '26 Ballarat Road, FOOTSCRAY VIC 3011'],
      ['Date of birth', fd(lan.dob, 'dotted')],
      ['TFN', '872 *** ***'],
      ['Phone', '0491 571 266'],
      ['Prepared', fd('2025-08-22', 'dotted')],
    ];
    who.forEach(([k, v], i) => kvLeft(d, 50, 135 + i * 15, 90, k, v, 'serif', 9));
    t(d, 'serifB', 10.5, 'Income', 50, 240);
    const inc = [
      ['Item', 'Description', 'Amount'],
      ['1', 'Salary or wages — Westside Pharmacy Group', money(73153)],
      ['10', 'Gross interest', money(312.55)],
      ['D5', 'Work-related self-education expenses', money(-1840)],
      ['D10', 'Cost of managing tax affairs', money(-385)],
      ['', 'Taxable income (rounded down)', money(ti2)],
    ];
    let y = table(d, 50, 258, [{ w: 50 }, { w: 320 }, { w: 125, align: 'right' }], inc, 'serif', 9, 17);
    t(d, 'serifB', 10.5, 'Estimate of assessment', 50, y + 14);
    const est = [
      ['Tax on taxable income', money(tax2)],
      ['Medicare levy', money(ml2)],
      ['Less PAYG instalments / tax withheld', money(-payg2)],
      ['Estimated amount payable', money(due2)],
    ];
    y = table(d, 50, y + 32, [{ w: 370 }, { w: 125, align: 'right' }], est, 'serif', 9, 17, false);
    rule(d, 420, y - 20, 545, 0.5);
    t(
      d,
      'serif',
      7.5,
      'This is an estimate only. Your notice of assessment from the ATO will show the final amount.',
      50,
      y + 20,
    );
  },
};

export default [t1, t2];
