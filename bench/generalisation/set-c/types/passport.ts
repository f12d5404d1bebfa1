// Passport data pages with ICAO 9303 TD3 machine-readable zones. Invented layouts.
import { guilloche, portrait } from '../lib/brand';
import { td3 } from '../lib/checks';
import { Doc } from '../lib/doc';
import { MONTHS, addDays, addYears, fmtDate, isoOf } from '../lib/format';
import { above } from '../lib/layout';
import { PASSPORT_PAGE, type Page } from '../lib/page';
import { type Person, setName } from '../lib/people';
import type { Rng } from '../lib/rng';

const W = PASSPORT_PAGE.w;
const H = PASSPORT_PAGE.h;

function given(p: Person): string {
  return p.middle ? `${p.first} ${p.middle}` : p.first;
}

function mrz(p: Page, lines: [string, string]): void {
  p.text(14, H - 27, lines[0], { size: 11.4, font: 'lmono' });
  p.text(14, H - 11, lines[1], { size: 11.4, font: 'lmono' });
}

type Common = {
  doc: Doc;
  number: string;
  issue: string;
  expiry: string;
  lines: [string, string];
};

function common(
  rng: Rng,
  per: Person,
  o: { code: string; template: string; number: string; years: number; minusDay?: boolean },
): Common {
  const issue = isoOf(rng.int(2019, 2024), rng.int(1, 12), rng.int(1, 28));
  let expiry = addYears(issue, o.years);
  if (o.minusDay) expiry = addDays(expiry, -1);
  const doc = new Doc('passport', o.template, o.code, issue);
  const lines = td3({
    issuer: o.code,
    surname: per.last,
    givenNames: given(per),
    passportNumber: o.number,
    nationality: o.code,
    dateOfBirth: per.dob,
    sex: per.sex,
    expiryDate: expiry,
  });
  return { doc, number: o.number, issue, expiry, lines };
}

function setAll(c: Common, per: Person, code: string): void {
  setName(c.doc, per, given(per));
  c.doc.set('passportNumber', c.number);
  c.doc.set('nationality', code);
  c.doc.set('sex', per.sex);
  c.doc.set('dateOfBirth', per.dob);
  c.doc.set('expiryDate', c.expiry);
}

/** United Kingdom style: bilingual English/French labels, dates like "09 JUL /JUIL 79". */
export function gbr(rng: Rng, per: Person): Doc {
  const number = String(rng.int(100000000, 999999999));
  const c = common(rng, per, { code: 'GBR', template: 'set-c.passport.gbr-bio', number, years: 10 });
  const fr = ['JANV', 'FEVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOUT', 'SEPT', 'OCT', 'NOV', 'DEC'];
  const ukDate = (iso: string) => {
    const m = Number(iso.slice(5, 7));
    const en = (MONTHS[m - 1] as string).slice(0, 3).toUpperCase();
    const f = fr[m - 1] as string;
    return `${iso.slice(8, 10)} ${en}${en === f ? '' : ` /${f}`} ${iso.slice(2, 4)}`;
  };
  const p = c.doc.page(W, H, '#f3eef4');
  guilloche(p, 0, 0, W, H - 46, '#dcd0e0', rng, 20);
  p.text(W / 2, 16, 'UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND', {
    size: 7,
    bold: true,
    anchor: 'middle',
    font: 'serif',
  });
  portrait(p, 14, 34, 80, 104, '#b8aebd');
  const st = { labelSize: 5, size: 7.6, valueBold: true, gap: 8, labelColor: '#4d3b57' };
  const x = 104;
  above(p, x, 30, 'Type/Type', 'P', st);
  above(p, x + 42, 30, 'Code/Code', 'GBR', st);
  above(p, x + 110, 30, 'Passport No./Passeport No.', number, st);
  above(p, x, 50, 'Surname/Nom (1)', per.last.toUpperCase(), st);
  above(p, x, 70, 'Given names/Prénoms (2)', given(per).toUpperCase(), st);
  above(p, x, 90, 'Nationality/Nationalité (3)', 'BRITISH CITIZEN', st);
  above(p, x, 110, 'Date of birth/Date de naissance (4)', ukDate(per.dob), st);
  above(p, x + 140, 110, 'Sex/Sexe (5)', per.sex, st);
  above(
    p,
    x,
    130,
    'Place of birth/Lieu de naissance (6)',
    rng.pick(['LONDON', 'MANCHESTER', 'LEEDS', 'BRISTOL']),
    st,
  );
  above(p, x, 150, 'Date of issue/Date de délivrance (7)', ukDate(c.issue), st);
  above(p, x + 140, 150, 'Authority/Autorité (8)', 'HMPO', st);
  above(p, x, 170, "Date of expiry/Date d'expiration (9)", ukDate(c.expiry), st);
  p.text(14, 160, 'PASSPORT', { size: 9, bold: true, color: '#4d3b57', font: 'serif' });
  p.text(14, 171, 'PASSEPORT', { size: 7, color: '#4d3b57', font: 'serif' });
  setAll(c, per, 'GBR');
  mrz(p, c.lines);
  return c.doc;
}

/** New Zealand style: black header strip, English-only labels, full-year dates. */
export function nzl(rng: Rng, per: Person): Doc {
  const number = `${rng.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${rng.digits(6)}`;
  const c = common(rng, per, { code: 'NZL', template: 'set-c.passport.nzl-bio', number, years: 10 });
  const p = c.doc.page(W, H, '#eef2ef');
  guilloche(p, 0, 22, W, H - 68, '#cfdcd3', rng, 18);
  p.rect(0, 0, W, 22, { fill: '#111111' });
  p.text(14, 15, 'NEW ZEALAND', { size: 9, bold: true, color: '#ffffff', font: 'arial' });
  p.text(W - 14, 15, 'PASSPORT', { size: 9, color: '#ffffff', anchor: 'end', font: 'arial' });
  portrait(p, W - 96, 32, 82, 106, '#b3c2b8');
  const st = {
    labelSize: 5.2,
    size: 8,
    valueBold: true,
    gap: 8.5,
    labelColor: '#335544',
    font: 'arial' as const,
  };
  const x = 14;
  above(p, x, 32, 'Type', 'P', st);
  above(p, x + 36, 32, 'Country code', 'NZL', st);
  above(p, x + 110, 32, 'Passport number', number, st);
  above(p, x, 54, 'Surname', per.last.toUpperCase(), st);
  above(p, x, 76, 'Given names', given(per).toUpperCase(), st);
  above(p, x, 98, 'Nationality', 'NEW ZEALAND CITIZEN', st);
  above(p, x, 120, 'Date of birth', fmtDate(per.dob, 'dMONY'), st);
  above(p, x + 90, 120, 'Sex', per.sex, st);
  above(p, x + 130, 120, 'Place of birth', rng.pick(['ROTORUA', 'HAMILTON', 'NAPIER', 'WHANGAREI']), st);
  above(p, x, 142, 'Date of issue', fmtDate(c.issue, 'dMONY'), st);
  above(p, x + 90, 142, 'Date of expiry', fmtDate(c.expiry, 'dMONY'), st);
  above(p, x, 164, 'Authority', 'NEW ZEALAND', st);
  setAll(c, per, 'NZL');
  mrz(p, c.lines);
  return c.doc;
}

/** India style: labels with a slash layout, dd/mm/yyyy dates, validity of ten years less a day. */
export function ind(rng: Rng, per: Person): Doc {
  const number = `${rng.letters(1, 'JKLMNPRSTUVWZ')}${rng.digits(7)}`;
  const c = common(rng, per, {
    code: 'IND',
    template: 'set-c.passport.ind-bio',
    number,
    years: 10,
    minusDay: true,
  });
  const p = c.doc.page(W, H, '#f5f1e6');
  guilloche(p, 0, 0, W, H - 46, '#e4dcc4', rng, 22);
  p.text(W / 2, 15, 'REPUBLIC OF INDIA', { size: 8.5, bold: true, anchor: 'middle', color: '#1f3566' });
  portrait(p, 14, 28, 76, 98, '#bdb49c');
  const st = { labelSize: 5, size: 7.8, valueBold: true, gap: 8, labelColor: '#1f3566' };
  const x = 100;
  above(p, x, 28, 'Type', 'P', st);
  above(p, x + 36, 28, 'Country Code', 'IND', st);
  above(p, x + 110, 28, 'Passport No.', number, st);
  above(p, x, 47, 'Surname', per.last.toUpperCase(), st);
  above(p, x, 66, 'Given Name(s)', given(per).toUpperCase(), st);
  above(p, x, 85, 'Nationality', 'INDIAN', st);
  above(p, x + 80, 85, 'Sex', per.sex, st);
  above(p, x + 130, 85, 'Date of Birth', fmtDate(per.dob, 'dmy'), st);
  const place = rng.pick(['CHENNAI, TAMIL NADU', 'PUNE, MAHARASHTRA', 'KOCHI, KERALA']);
  above(p, x, 104, 'Place of Birth', place, st);
  above(p, x, 123, 'Place of Issue', place.split(',')[0] as string, st);
  above(p, x, 142, 'Date of Issue', fmtDate(c.issue, 'dmy'), st);
  above(p, x + 130, 142, 'Date of Expiry', fmtDate(c.expiry, 'dmy'), st);
  p.text(14, 150, 'PASSPORT', { size: 8, bold: true, color: '#1f3566' });
  setAll(c, per, 'IND');
  mrz(p, c.lines);
  return c.doc;
}

/** Australia style: two-column grid with the portrait on the right. */
export function aus(rng: Rng, per: Person): Doc {
  const number = `P${rng.letters(1, 'ABCDE')}${rng.digits(7)}`;
  const c = common(rng, per, { code: 'AUS', template: 'set-c.passport.aus-bio', number, years: 10 });
  const p = c.doc.page(W, H, '#eef4f6');
  guilloche(p, 0, 0, W, H - 46, '#cfe0e6', rng, 20);
  p.text(14, 17, 'AUSTRALIA', { size: 10, bold: true, color: '#0b4a5c', font: 'dserif' });
  p.text(110, 17, 'PASSPORT', { size: 7.5, color: '#0b4a5c', font: 'dserif' });
  portrait(p, W - 98, 26, 84, 110, '#a9c0c8');
  const st = { labelSize: 5, size: 7.8, valueBold: true, gap: 8, labelColor: '#0b4a5c' };
  const x = 14;
  above(p, x, 30, 'Type', 'P', st);
  above(p, x + 34, 30, 'Code', 'AUS', st);
  above(p, x + 86, 30, 'Passport No.', number, st);
  above(p, x, 50, 'Surname', per.last.toUpperCase(), st);
  above(p, x, 70, 'Given names', given(per).toUpperCase(), st);
  above(p, x, 90, 'Nationality', 'AUSTRALIAN', st);
  above(p, x, 110, 'Date of birth', fmtDate(per.dob, 'dMONY'), st);
  above(p, x + 100, 110, 'Sex', per.sex, st);
  above(p, x, 130, 'Place of birth', rng.pick(['SYDNEY', 'HOBART', 'PERTH', 'DARWIN']), st);
  above(p, x + 100, 130, 'Authority', 'AUSTRALIA', st);
  above(p, x, 150, 'Date of issue', fmtDate(c.issue, 'dMONY'), st);
  above(p, x + 100, 150, 'Date of expiry', fmtDate(c.expiry, 'dMONY'), st);
  setAll(c, per, 'AUS');
  mrz(p, c.lines);
  return c.doc;
}
