// Driver licence cards (front, and for the WA scan also the back). Invented layouts.
import { barcode, guilloche, mark, portrait } from '../lib/brand';
import { Doc } from '../lib/doc';
import { addDays, addYears, fmtDate, isoOf } from '../lib/format';
import { above } from '../lib/layout';
import { CARD } from '../lib/page';
import { type Person, setAddress, setName } from '../lib/people';
import type { Rng } from '../lib/rng';

function issueDate(rng: Rng, p: Person): string {
  // licences here are renewed on the holder's birthday
  const y = rng.int(2021, 2024);
  return isoOf(y, Number(p.dob.slice(5, 7)), Number(p.dob.slice(8, 10)));
}

function given(p: Person): string {
  return p.middle ? `${p.first} ${p.middle}` : p.first;
}

/** Queensland: maroon header band, label-above fields, card number bottom right. */
export function qld(rng: Rng, per: Person): Doc {
  const issue = issueDate(rng, per);
  const expiry = addYears(issue, 5);
  const doc = new Doc('license', 'set-c.license.qld-card', 'QLD', issue);
  const p = doc.page(CARD.w, CARD.h, '#f7f1ea');
  guilloche(p, 0, 30, CARD.w, CARD.h - 30, '#e6d5c6', rng, 16);
  p.rect(0, 0, CARD.w, 30, { fill: '#6d1f3a' });
  p.text(10, 14, 'QUEENSLAND', { size: 9, bold: true, color: '#ffffff', font: 'arial' });
  p.text(10, 25, 'Driver Licence', { size: 7, color: '#f3dbe4', font: 'arial' });
  mark(p, CARD.w - 30, 5, 20, 'star', '#e8c26b');
  doc.set('issuingState', 'QLD');
  portrait(p, 10, 38, 58, 76);
  const st = {
    labelSize: 5,
    size: 8,
    font: 'arial' as const,
    valueBold: true,
    labelColor: '#6d1f3a',
    gap: 8.5,
  };
  setName(doc, per, given(per));
  above(p, 78, 41, 'Family name', per.last.toUpperCase(), st);
  above(p, 78, 62, 'Given name(s)', given(per).toUpperCase(), st);
  above(p, 78, 83, 'Date of birth', fmtDate(per.dob, 'dMonY'), st);
  doc.set('dateOfBirth', per.dob);
  above(p, 160, 83, 'Expiry', fmtDate(expiry, 'dMonY'), st);
  doc.set('expiryDate', expiry);
  const lic = rng.digits(9).replace(/^0/, '1');
  above(p, 78, 104, 'Licence no.', lic, st);
  doc.set('licenceNumber', lic);
  above(p, 160, 104, 'Class', 'C', st);
  setAddress(doc, per);
  p.text(10, 128, per.street.toUpperCase(), { size: 6.5, font: 'arial' });
  p.text(10, 137, `${per.suburb.toUpperCase()} ${per.state} ${per.postcode}`, { size: 6.5, font: 'arial' });
  const card = `${rng.digits(1)}${rng.letters(2)}${rng.digits(2)}${rng.letters(2)}${rng.digits(3)}`;
  p.text(CARD.w - 8, 146, `Card number ${card}`, {
    size: 5.5,
    font: 'arial',
    anchor: 'end',
    color: '#333333',
  });
  doc.set('cardNumber', card);
  return doc;
}

/** South Australia: white card, teal diagonal, label-left rows, name in natural order. */
export function sa(rng: Rng, per: Person): Doc {
  const issue = issueDate(rng, per);
  const expiry = addYears(issue, 10);
  const doc = new Doc('license', 'set-c.license.sa-card', 'SA', issue);
  const p = doc.page(CARD.w, CARD.h, '#fbfcfc');
  p.path(`M0 0 L${CARD.w * 0.55} 0 L${CARD.w * 0.35} 34 L0 34 Z`, { fill: '#0f6e73' });
  guilloche(p, 0, 34, CARD.w, CARD.h - 34, '#d6e9ea', rng, 12);
  p.text(8, 14, 'SOUTH AUSTRALIA', { size: 7.5, bold: true, color: '#ffffff', font: 'narrow' });
  p.text(8, 26, "DRIVER'S LICENCE", { size: 7, color: '#ffffff', font: 'narrow' });
  mark(p, CARD.w - 30, 6, 20, 'chevron', '#0f6e73', '#f2a900');
  doc.set('issuingState', 'SA');
  portrait(p, CARD.w - 70, 40, 60, 78, '#b9c3c7');
  const rows: [string, string][] = [];
  const name = `${given(per)} ${per.last}`.toUpperCase();
  setName(doc, per, given(per));
  const lic = `${rng.letters(1)}${rng.digits(5)}`;
  doc.set('licenceNumber', lic);
  rows.push(['Licence No', lic]);
  rows.push(['Date of Birth', fmtDate(per.dob, 'dmy')]);
  doc.set('dateOfBirth', per.dob);
  rows.push(['Expiry Date', fmtDate(expiry, 'dmy')]);
  doc.set('expiryDate', expiry);
  rows.push(['Class', 'C']);
  p.text(8, 48, name, { size: 8.5, bold: true, font: 'narrow' });
  let y = 62;
  for (const [l, v] of rows) {
    p.text(8, y, l, { size: 5.8, color: '#0f6e73', font: 'narrow' });
    p.text(58, y, v, { size: 7.5, bold: true, font: 'narrow' });
    y += 11;
  }
  setAddress(doc, per);
  p.text(8, y + 3, 'Address', { size: 5.8, color: '#0f6e73', font: 'narrow' });
  p.text(58, y + 3, per.street.toUpperCase(), { size: 7, font: 'narrow' });
  p.text(58, y + 12, `${per.suburb.toUpperCase()} SA ${per.postcode}`, { size: 7, font: 'narrow' });
  const card = rng.letters(2) + rng.digits(7);
  p.text(CARD.w - 10, CARD.h - 9, `CARD ${card}`, { size: 5.5, anchor: 'end', font: 'lmono' });
  doc.set('cardNumber', card);
  return doc;
}

/** Western Australia: black-and-gold front, card number only on the back (scanned both sides). */
export function wa(rng: Rng, per: Person): Doc {
  const issue = issueDate(rng, per);
  const expiry = addYears(issue, 5);
  const doc = new Doc('license', 'set-c.license.wa-card', 'WA', issue);
  const f = doc.page(CARD.w, CARD.h, '#fdf8e8');
  guilloche(f, 0, 0, CARD.w, CARD.h, '#efe2b4', rng, 18);
  f.rect(0, 0, CARD.w, 26, { fill: '#1c1c1c' });
  f.text(9, 17, 'WESTERN AUSTRALIA', { size: 8.5, bold: true, color: '#f2c230', font: 'sans' });
  f.text(CARD.w - 9, 17, "DRIVER'S LICENCE", { size: 6.5, color: '#ffffff', anchor: 'end' });
  doc.set('issuingState', 'WA');
  portrait(f, 9, 34, 56, 72, '#c3b99b');
  const st = { labelSize: 4.8, size: 7.2, valueBold: true, labelColor: '#6b5a1e', gap: 8, upper: true };
  setName(doc, per, given(per));
  above(f, 74, 36, 'Surname', per.last.toUpperCase(), st);
  above(f, 74, 55, 'Other names', given(per).toUpperCase(), st);
  const lic = String(rng.int(1000000, 9999999));
  above(f, 74, 74, 'Licence No', lic, st);
  doc.set('licenceNumber', lic);
  above(f, 150, 74, 'Date of birth', fmtDate(per.dob, 'dMONdashY'), st);
  doc.set('dateOfBirth', per.dob);
  above(f, 74, 93, 'Expiry date', fmtDate(expiry, 'dMONdashY'), st);
  doc.set('expiryDate', expiry);
  above(f, 150, 93, 'Class', 'C  A', st);
  setAddress(doc, per);
  f.text(9, 122, per.street.toUpperCase(), { size: 6.5 });
  f.text(9, 131, `${per.suburb.toUpperCase()} WA ${per.postcode}`, { size: 6.5 });
  f.text(CARD.w - 9, 145, 'Department of Transport', { size: 5, anchor: 'end', color: '#6b5a1e' });

  const b = doc.page(CARD.w, CARD.h, '#fdf8e8');
  b.rect(0, 14, CARD.w, 22, { fill: '#1c1c1c' });
  const card = `${rng.letters(2)}${rng.digits(8)}`;
  b.text(9, 52, 'Card Number', { size: 5.5, color: '#6b5a1e' });
  b.text(9, 62, card, { size: 8, bold: true, font: 'lmono' });
  doc.set('cardNumber', card);
  b.text(9, 80, 'Conditions', { size: 5.5, color: '#6b5a1e' });
  b.text(9, 89, 'NIL', { size: 7 });
  b.text(9, 104, `Issued ${fmtDate(issue, 'dMONdashY')}`, { size: 6 });
  barcode(b, 120, 46, 110, 40, rng);
  b.text(CARD.w - 9, CARD.h - 12, 'If found, return to any DoT licensing centre', {
    size: 5,
    anchor: 'end',
    color: '#555555',
  });
  return doc;
}

/** Northern Territory: ochre band, family-name-first line, no card number printed. */
export function nt(rng: Rng, per: Person): Doc {
  const issue = issueDate(rng, per);
  const expiry = addDays(addYears(issue, 5), 0);
  const doc = new Doc('license', 'set-c.license.nt-card', 'NT', issue);
  const p = doc.page(CARD.w, CARD.h, '#fffaf4');
  guilloche(p, 0, 0, CARD.w, CARD.h, '#f1d9c3', rng, 14);
  p.rect(0, CARD.h - 22, CARD.w, 22, { fill: '#c0561b' });
  p.text(CARD.w - 10, 16, 'NORTHERN TERRITORY', {
    size: 8,
    bold: true,
    color: '#c0561b',
    anchor: 'end',
    font: 'dserif',
  });
  p.text(CARD.w - 10, 26, 'Driver Licence', { size: 6.5, color: '#333333', anchor: 'end', font: 'dserif' });
  doc.set('issuingState', 'NT');
  mark(p, 10, 8, 18, 'arc', '#c0561b', '#1c1c1c');
  portrait(p, CARD.w - 66, 34, 56, 72, '#d2bba6');
  const fam = `${per.last.toUpperCase()}, ${given(per)}`;
  setName(doc, per, given(per));
  p.text(10, 44, fam, { size: 8, bold: true });
  setAddress(doc, per);
  p.text(10, 55, `${per.street}, ${per.suburb.toUpperCase()} NT ${per.postcode}`, { size: 6 });
  const lic = String(rng.int(100000, 999999));
  const rows: [string, string][] = [
    ['Licence No.', lic],
    ['DOB', fmtDate(per.dob, 'dmy')],
    ['Expires', fmtDate(expiry, 'dmy')],
    ['Class', 'C'],
  ];
  doc.set('licenceNumber', lic);
  doc.set('dateOfBirth', per.dob);
  doc.set('expiryDate', expiry);
  let y = 70;
  for (const [l, v] of rows) {
    p.text(10, y, l, { size: 6, color: '#7a3a12' });
    p.text(60, y, v, { size: 7.5, bold: true });
    y += 11;
  }
  p.text(10, CARD.h - 8, 'Motor Vehicle Registry', { size: 6, color: '#ffffff' });
  return doc;
}
