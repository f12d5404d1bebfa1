import { box, fd, kvAbove, kvLeft, medicareCheck, money, r2, rule, t, table, type Spec } from '../lib';
import { addrKeys, nameKeys, person } from '../people';

// ---- Medicare card (green card, two names; the persona is line 1) ----
const lan = person('ga08');
const base = '29541837';
const mcn = `${base}${medicareCheck(base)}1`;
const o1: Spec = {
  id: '5a8c0e3f',
  documentType: 'other',
  rendition: 'scan-pdf',
  persona: lan.id,
  template: 'seta.other.medicare-card',
  documentDate: '2024-07-01',
  size: [400, 252],
  fields: {
    medicareNumber: mcn,
    medicareIrn: '1',
    fullName: 'Lan Nguyen',
    firstName: 'Lan',
    lastName: 'Nguyen',
  },
  draw: (d) => {
    box(d, 0, 0, 400, 252, '#ffffff');
    box(d, 8, 8, 384, 236, '#cfe8c8');
    t(d, 'sansB', 18, 'medicare', 24, 24);
    box(d, 300, 22, 70, 44, '#e8c657');
    t(d, 'mono', 19, `${mcn.slice(0, 4)} ${mcn.slice(4, 9)} ${mcn.slice(9)}`, 24, 110);
    t(d, 'mono', 13, '1  LAN NGUYEN', 24, 150);
    t(d, 'mono', 13, '2  BAO K NGUYEN', 24, 170);
    t(d, 'sans', 8, 'VALID TO', 250, 212);
    t(d, 'monoB', 11, '07/2029', 300, 210);
  },
};

// ---- City of Unley rates notice (label-left, instalment table) ----
const mei = person('ga03');
const rates = { general: 1684.2, esl: 186.4 };
const totalRates = r2(rates.general + rates.esl);
const q = r2(totalRates / 4);
const o2: Spec = {
  id: 'c67f1b94',
  documentType: 'other',
  rendition: 'digital-pdf',
  persona: mei.id,
  template: 'seta.other.rates-notice-unley',
  documentDate: '2025-07-21',
  fields: {
    provider: 'City of Unley',
    ...nameKeys(mei),
    ...addrKeys(mei),
  },
  draw: (d) => {
    t(d, 'serifB', 18, 'City of Unley', 45, 40);
    t(d, 'serif', 8, '181 Unley Road, Unley SA 5061  ·  ABN 35 287 764 061  ·  8372 5111', 45, 64);
    t(d, 'serifB', 13, 'RATES NOTICE 2025/26', 360, 40);
    rule(d, 45, 82, 550, 1);
    t(d, 'serif', 10, 'CHEN, Mei-Ling', 45, 100);
    t(d, 'serif', 10, '38 Wattle Street', 45, 114);
    t(d, 'serif', 10, 'UNLEY SA 5061', 45, 128);
    kvLeft(d, 330, 100, 100, 'Assessment no.', '2048817', 'serif', 9);
    kvLeft(d, 330, 114, 100, 'Issue date', fd('2025-07-21', 'dMonthY'), 'serif', 9);
    kvLeft(d, 330, 128, 100, 'Capital value', money(845000), 'serif', 9);
    t(d, 'serif', 9, 'Property: 38 Wattle Street, Unley SA 5061 — Residential', 45, 160);
    const rows = [
      ['Description', 'Amount'],
      ['General rate (0.00199314 x capital value)', money(rates.general)],
      ['Regional Landscape Levy', money(rates.esl)],
      ['Total rates for 2025/26', money(totalRates)],
    ];
    let y = table(d, 45, 185, [{ w: 380 }, { w: 125, align: 'right' }], rows, 'serif', 9.5, 19);
    y += 15;
    t(d, 'serifB', 11, 'Instalments', 45, y);
    const inst = [
      ['Instalment', 'Due date', 'Amount'],
      ['1', fd('2025-09-05', 'dmy'), money(q)],
      ['2', fd('2025-12-05', 'dmy'), money(q)],
      ['3', fd('2026-03-06', 'dmy'), money(q)],
      ['4', fd('2026-06-05', 'dmy'), money(r2(totalRates - 3 * q))],
    ];
    table(d, 45, y + 18, [{ w: 120 }, { w: 150 }, { w: 120, align: 'right' }], inst, 'serif', 9.5, 18);
    box(d, 45, 700, 505, 60, '#f3f3f3');
    kvAbove(d, 55, 708, 'Biller code', '29587', 'serif', 11);
    kvAbove(d, 200, 708, 'Ref', '20488177', 'serif', 11);
  },
};

export default [o1, o2];
