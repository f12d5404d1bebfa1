import type { MrzPassport } from '@/server/reading/checks/mrz';
import { validMrzChecks } from '@/server/reading/checks/mrz';
import { findMrz } from '@/server/reading/checks/read-mrz';
import type { ExtractedField, ExtractionResult } from './types';
import { findCardDates } from './card-dates';
import { FieldSet } from './field';
import { findLabelled } from './layout/find-labelled';
import type { Located } from './layout/locate';
import type { Layout, Row } from './layout/types';
import { parseDateValue } from './values/dates';
import { isKnownCountryCode, parseNationality } from './values/nationality';
import { afterSecondLabel, findSeparateNames, setName } from './person';
import { splitPersonName } from './values/person-name';

/** English labels, and the most common of other languages' (French, Spanish, Portuguese, German, Italian,
 * Dutch), for passports whose MRZ could not be read. */
const LABELS = {
  passportNumber:
    /\bpassport\s*(?:no|number|#)\b\.?|\bdocument\s*(?:no|number)\b|\bn[°ºo]\.?\s*(?:du\s+)?passeport\b|\bpas[s]?aporte\s*n[°ºo.]|\breisepass-?\s*nr\b|\bpaspoortnummer\b/i,
  expiryDate:
    /\bdate\s+of\s+expiry\b|\bexpiry(?:\s+date)?\b|\bexpires\b|\bdate\s+d'?expiration\b|\bcaducidad\b|\bvalidade\b|\bg[üu]ltig\s+bis\b|\bscadenza\b|\bgeldig\s+tot\b/i,
  issueDate:
    /\bdate\s+of\s+issue\b|\bissued?\b|\bdate\s+de\s+d[ée]livrance\b|\bexpedici[oó]n\b|\bemiss[aã]o\b|\bausstellungsdatum\b|\brilascio\b/i,
  sex: /^sex[eo]?\b|^gender\b|^geschlecht\b|^sesso\b|^geslacht\b/i,
  nationality:
    /\bnationality\b|\bnationalit[eé](?![a-z])|\bnacionalidad[e]?\b|\bstaatsangeh[oö]rigkeit\b|\bnazionalit[aà](?![a-z])|\bnationaliteit\b/i,
};

/** The MRZ and the row of its data line. */
function findMrzRow(layout: Layout): { mrz: MrzPassport; row: Row } | null {
  const found = findMrz(layout.rows.map((row) => row.text));
  const row = found ? layout.rows[found.line] : undefined;
  return found && row ? { mrz: found.mrz, row } : null;
}

/**
 * YYMMDD → ISO. The MRZ writes two-digit years; the century is the one that makes a birth date past (and
 * before the issue date, where one is printed) and an expiry later than the issue date by at most a passport's
 * validity, or, without an issue date, not further ahead than that validity.
 */
export function mrzDate(
  yymmdd: string,
  kind: 'birth' | 'expiry',
  issued: string | null = null,
  today = new Date(),
): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const readAs = (century: number) =>
    parseDateValue(`${century + Number(yymmdd.slice(0, 2))}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`);
  const later = readAs(2000);
  const earlier = readAs(1900);
  if (!later || !earlier) return later ?? earlier;
  const now = today.toISOString().slice(0, 10);
  const yearsFrom = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
  // An issue date counts where it can be one: in the past, within a document's validity.
  const issue = issued && issued <= now && issued >= yearsFrom(now, -MAX_VALIDITY_YEARS) ? issued : null;
  if (kind === 'birth') return later <= (issue ?? now) ? later : earlier;
  return later <= yearsFrom(issue ?? now, MAX_VALIDITY_YEARS) ? later : earlier;
}

/** Passports run ten years at most; identity cards a little longer in some countries. */
const MAX_VALIDITY_YEARS = 15;

/** A date as passports print it, day, month and year apart ("03 04 2033") or in any form dates take. */
const parsePassportDate = (text: string): string | null =>
  parseDateValue(text.replace(/^(\s*\d{2})\s(\d{2})\s(\d{4})(?!\d)/, '$1/$2/$3'));

/** M, F or X, printed as a lone letter (OCR may double it, "Mm", or read F as E) or as a word. */
const parseSex = (text: string): string | null => {
  const token =
    afterSecondLabel(text)
      .replace(/^[\s:.]+/, '')
      .split(/\s+/)[0] ?? '';
  if (!/^(?:[MFXE][a-z]?|male|female)$/i.test(token)) return null;
  const letter = token.charAt(0).toUpperCase();
  return letter === 'E' ? 'F' : letter;
};

/** ICAO 9303 allows up to nine letters and digits; every country's numbers hold some digits. OCR may space
 * the characters out ("A342285 8 1"). */
const parsePassportNumber = (text: string): string | null => {
  const upper = text.toUpperCase().trim();
  const compact = upper.replace(/\s/g, '');
  if (/^(?=(?:[A-Z]*\d){4})[A-Z0-9]{6,9}$/.test(compact)) return compact;
  const match = /\b(?=(?:[A-Z]*\d){4})[A-Z0-9]{6,9}\b/.exec(upper);
  return match ? match[0] : null;
};

/** ICAO 9303's transliterations of letters outside A-Z, where it gives two letters for one. */
const DIGRAPHS: Readonly<Record<string, string>> = {
  Ä: 'AE',
  Ö: 'OE',
  Ü: 'UE',
  ß: 'SS',
  Æ: 'AE',
  Ø: 'OE',
  Å: 'AA',
  Œ: 'OE',
  Þ: 'TH',
  Ĳ: 'IJ',
};

/** A printed name's letters as an MRZ may write them: accents dropped (É → E), or ICAO's two-letter forms
 * (Ü → UE, Ø → OE, ß → SS), both allowed by ICAO 9303. */
function mrzSpellings(text: string): string[] {
  const plain = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
      .replace(/[^A-Z]/g, '');
  const digraphs = [...text].map((character) => DIGRAPHS[character.toUpperCase()] ?? character).join('');
  return [...new Set([plain(text.replace(/ß/g, 'SS')), plain(digraphs)])];
}

/** The printed spelling of a name the MRZ wrote in capitals without punctuation or accents ("AL<HASSAN" →
 * "Al-Hassan", "MUELLER" → "Müller"): the words ending a cell whose letters are the MRZ's. */
function printedForm(layout: Layout, mrzName: string): string | null {
  const letters = (text: string) => text.toUpperCase().replace(/[^A-Z]/g, '');
  const wanted = letters(mrzName);
  if (wanted.length < 2) return null;
  for (const cell of layout.rows.flatMap((candidate) => candidate.cells)) {
    if (cell.text.includes('<')) continue;
    const words = cell.text.trim().split(/\s+/);
    for (let start = 0; start < words.length; start += 1) {
      const tail = words.slice(start).join(' ');
      if (mrzSpellings(tail).includes(wanted)) return tail;
    }
  }
  return null;
}

const nameLetters = (text: string): string => text.toUpperCase().replace(/[^A-Z]/g, '');

/** Whether the MRZ's letters are the printed name's with some lost, as OCR drops letters from the dense MRZ
 * ("HEN" for "CHEN"), and at least half of them kept. */
function lostLettersOf(mrzName: string, printed: string): boolean {
  const wanted = nameLetters(printed);
  const read = nameLetters(mrzName);
  if (read.length * 2 < wanted.length) return false;
  let at = 0;
  for (const letter of wanted) if (read[at] === letter) at += 1;
  return at === read.length;
}

/** Whether the MRZ's letters are the printed name's with fillers OCR read as K or C between its words or
 * after it ("LEILAKGRACEC" for "LEILA<GRACE<<"). */
function misreadFillersOf(mrzName: string, printed: string): boolean {
  const words = printed
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
  if (words.length === 0) return false;
  return new RegExp(`^${words.join('[KC]{0,2}')}[KC]{0,3}$`).test(nameLetters(mrzName));
}

/** Whether the printed names should stand for the MRZ's: it has none, or has them damaged by OCR in ways
 * the printed zone explains: letters lost (the same letters are left to the MRZ's own reading, which restores
 * the printed spelling), or fillers read as K or C. Otherwise the MRZ's names win. */
function mrzLostLetters(
  mrz: MrzPassport | undefined,
  surname: Located<string>,
  given: Located<string>,
): boolean {
  if (!mrz || !mrz.surname) return true;
  const same =
    nameLetters(mrz.surname) === nameLetters(surname.value) &&
    nameLetters(mrz.givenNames) === nameLetters(given.value);
  const explained = (mrzName: string, printed: string) =>
    lostLettersOf(mrzName, printed) || misreadFillersOf(mrzName, printed);
  // The separator between the names misread too: the whole names line against the whole printed name.
  const wholeExplained = misreadFillersOf(
    `${mrz.surname} ${mrz.givenNames}`,
    `${surname.value} ${given.value}`,
  );
  return (
    !same &&
    (wholeExplained || (explained(mrz.surname, surname.value) && explained(mrz.givenNames, given.value)))
  );
}

/** Names as the MRZ writes them: letters and single spaces, no run of one letter (filler misread). */
const cleanNames = (mrz: MrzPassport): boolean =>
  [mrz.surname, mrz.givenNames].every(
    (part) => /^[A-Z]{2,}(?: [A-Z]+)*$/.test(part) && !/([A-Z])\1\1/.test(part),
  );

function findIssuingState(layout: Layout): { code: string; row: Row } | null {
  for (const row of layout.rows) {
    const code = /P[<K]([A-Z]{3})[A-Z]/.exec(row.text.toUpperCase().replace(/\s+/g, ''))?.[1];
    if (code && isKnownCountryCode(code)) return { code, row };
  }
  return null;
}

function mrzField(row: Row, value: string, valid: boolean): ExtractedField {
  return {
    value,
    confidence: valid ? 'high' : 'low',
    source: { page: row.page, text: row.text, box: row.box },
    ...(valid ? { checked: true } : {}),
  };
}

/** Nationalities are ISO 3166 codes (FIELDS.md); ICAO writes Germany's as "D" alone, ISO as "DEU". */
const isoCode = (code: string): string => (code === 'D' ? 'DEU' : code);

export function extractPassport(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  const found = findMrzRow(layout);
  const mrz = found?.mrz;
  const row = found?.row;

  // A check-digit-valid MRZ value beats the printed one; otherwise the printed value, then the unchecked MRZ value.
  if (mrz && row && mrz.passportNumberValid)
    fields.put('passportNumber', mrzField(row, mrz.passportNumber, true));
  fields.set('passportNumber', findLabelled(layout, LABELS.passportNumber, parsePassportNumber));
  if (mrz && row) fields.put('passportNumber', mrzField(row, mrz.passportNumber, false));

  const issued = findLabelled(layout, LABELS.issueDate, parsePassportDate)?.value ?? null;
  const expiry = mrz ? mrzDate(mrz.expiryDate, 'expiry', issued) : null;
  if (mrz && row && expiry && mrz.expiryDateValid) fields.put('expiryDate', mrzField(row, expiry, true));
  fields.set('expiryDate', findLabelled(layout, LABELS.expiryDate, parsePassportDate));
  if (row && expiry) fields.put('expiryDate', mrzField(row, expiry, false));

  const birth = mrz ? mrzDate(mrz.birthDate, 'birth', issued) : null;
  if (mrz && row && birth && mrz.birthDateValid) fields.put('dateOfBirth', mrzField(row, birth, true));

  const cardDates = findCardDates(layout, issued ? [issued] : []);
  fields.set('expiryDate', cardDates.expiry, 'low');
  fields.put('dateOfBirth', birth && mrz && row ? mrzField(row, birth, false) : undefined);

  // An MRZ whose check digits hold is the authority (ICAO 9303 is the same for every country); the printed
  // zone only fills what it leaves out.
  if (mrz && row && validMrzChecks(mrz) >= 2) {
    if (/^[MFX]$/.test(mrz.sex)) fields.put('sex', mrzField(row, mrz.sex, true));
    if (/^[A-Z]{3}$|^D$/.test(mrz.nationality))
      fields.put('nationality', mrzField(row, isoCode(mrz.nationality), true));
  }
  fields.set('sex', findLabelled(layout, LABELS.sex, parseSex));
  if (mrz && row && /^[MFX]$/.test(mrz.sex)) fields.put('sex', mrzField(row, mrz.sex, mrz.birthDateValid));
  fields.set('nationality', findLabelled(layout, LABELS.nationality, parseNationality));
  if (mrz && row && mrz.nationality.length === 3)
    fields.put('nationality', mrzField(row, mrz.nationality, false));
  // Without a readable data line, the names line still names the issuing state ("P<ZAFCHEN<<…"), which is the
  // holder's nationality on a passport.
  const issuer = findIssuingState(layout);
  if (issuer) fields.put('nationality', mrzField(issuer.row, issuer.code, false));

  const warnings: string[] = [];
  // The printed names where the MRZ has none, or has them with letters OCR lost; the MRZ is still preferred
  // where the two differ otherwise, since the printed zone is read with the same engine and no check.
  const printed = findSeparateNames(layout);
  const putPrintedName = () => {
    if (printed) setName(fields, printed.name, printed.surname, mrz ? 'medium' : 'low');
  };
  if (printed && mrzLostLetters(mrz, printed.surname, printed.given)) putPrintedName();
  if (mrz && row) {
    // No check digit covers the names line, so the MRZ's names count when the printed zone confirms them or
    // they read cleanly (letters only, no filler misread as "LKKKKLK"); the printed zone's spelling restores the
    // hyphens and apostrophes the MRZ cannot write.
    const surname = printedForm(layout, mrz.surname);
    const given = printedForm(layout, mrz.givenNames);
    const trusted = Boolean(surname && given) || cleanNames(mrz);
    const name = trusted ? splitPersonName(`${surname ?? mrz.surname}, ${given ?? mrz.givenNames}`) : null;
    if (name) {
      fields.put('fullName', mrzField(row, name.fullName, true));
      fields.put('firstName', mrzField(row, name.firstName, true));
      fields.put('lastName', mrzField(row, name.lastName, true));
    }
    // Names the MRZ could not give (unreadable, or too short to trust) come from the printed zone.
    putPrintedName();
    if (!mrz.passportNumberValid || !mrz.birthDateValid || !mrz.expiryDateValid)
      warnings.push('Passport MRZ check digits do not all match.');
  } else {
    warnings.push('No machine-readable zone found.');
  }
  return { fields: fields.fields, requiresManualReview: warnings.length > 0, warnings };
}
