import { replaceLookAlikes } from '@/server/reading/checks/repair-digits';
import { FieldSet } from './field';
import { findLabelled } from './layout/find-labelled';
import { locateCells, locateRow, unionBox, type Located } from './layout/locate';
import type { Cell, Layout, Row } from './layout/types';
import { findCardDates } from './card-dates';
import { findCardNumbers } from './card-numbers';
import { setName } from './person';
import { hasAddressTail } from './values/address';
import { findDate, parseDateValue } from './values/dates';
import { parseIdentifier } from './values/identifiers';
import { looksLikePersonName, splitPersonName, type PersonName } from './values/person-name';
import { findStateCode, findStateName } from './values/state';
import type { ExtractionResult } from './types';

const LABELS = {
  // "LICENCE NO." as read, or "LICENCE" with the rest garbled ("LICENCE np,"), but not the "DRIVER LICENCE"
  // title nor another field about the licence ("LICENCE EXPIRY", "LICENCE TYPE"); American cards' "DL"/"DLN".
  licenceNumber:
    /\bl[i1l]c[e3]n[cs][e3]\s*(?:n[o0°]|nr|number|#)(?![a-z])\.?|(?<!dr[i1l]v(?:er|ing)'?s?\s+)\bl[i1l]c[e3]n[cs][e3]\b(?!\s*(?:expiry|expires|type|class|conditions?|issued?|valid|version|category|categories)\b)|\b(?:DL|lic)\.?\s*(?:no|number)\b|^(?:\d[a-d]?\s+)?DLN?\b|\bDLN\b/i,
  // "Card number", or "CARD" alone before the number ("CARD XL9736521"); "Document number" on some states' cards.
  cardNumber:
    /\bcard\s*(?:n[o0°]|nr|numb[e3c]r|#)(?![a-z])\.?|^card\b(?=\s*:?\s*[A-Z]{0,3}\d)|\bdocument\s*(?:no|number|#)\b\.?/i,
  expiryDate:
    /\bexpiry(?:\s+date)?\b|\bexpires\b|\bvalid\s+(?:to|until)\b|\bdate\s+of\s+expiry\b|\bEXP\b\.?/i,
  dateOfBirth: /date\s+of\s+birth|\bd\.?o\.?b\b|birth\s*date/i,
};

/** Words that name a licence from outside Australia: its state codes then mean other places ("WA" is
 * Washington), and no Australian state issued it. */
const FOREIGN = /\b(?:new\s+zealand|united\s+kingdom|UK|USA|U\.S\.A|united\s+states|DVLA|great\s+britain)\b/i;

/** The issuing state: named in full on the card (the heading), else a state code outside the address, else the address's state (licences are issued where the holder lives). */
function findIssuingState(layout: Layout): Located<string> | null {
  for (const row of layout.rows) {
    const state = findStateName(row.text);
    if (state) return locateRow(row, state);
  }
  if (layout.rows.some((row) => FOREIGN.test(row.text))) return null;
  for (const row of layout.rows) {
    const state = hasAddressTail(row.text) ? null : findStateCode(row.text);
    if (state) return { ...locateRow(row, state), confidence: 60 };
  }
  const address = layout.rows.find((row) => hasAddressTail(row.text));
  const state = address ? findStateCode(address.text.toUpperCase()) : null;
  return address && state ? { ...locateRow(address, state), confidence: 50 } : null;
}

/** Words of a card's headings and labels, never of its holder's name. */
const CARD_WORDS =
  /licen[cs]e|driver|government|department|transport|roads|territory|australia|queensland|victoria|tasmania|wales|class|conditions|card|expiry|birth|address|signature|photo|issued/i;

/** A row of one cell of words only, none of them a card's: a line of the holder's name, or part of it. */
function nameLine(row: Row | undefined): Cell | null {
  const cell = row?.cells.length === 1 ? row.cells[0] : undefined;
  if (!cell || /\d/.test(cell.text) || CARD_WORDS.test(cell.text) || findStateName(cell.text)) return null;
  // One comma at most: the family name first ("FONTAINE, Odette Marie").
  return /^[\p{L}'’\- ]+(?:,[\p{L}'’\- ]+)?$/u.test(cell.text.trim()) ? cell : null;
}

const inCapitals = (cell: Cell): boolean => !/\p{Ll}/u.test(cell.text);

/**
 * The holder's name printed without a label near the top of the card: on one line ("ELENI SOPHIA PAPADAKIS"
 * under the title), or on two, given names over the family name ("Oliver James" / "WHITCOMBE") or the family
 * name in capitals over given names in natural case ("VAN DER MERWE" / "Ruby").
 */
function findHolderName(layout: Layout): { name: PersonName; located: Located<string> } | null {
  const rows = layout.rows.slice(0, 8);
  for (const [index, row] of rows.entries()) {
    const first = nameLine(row);
    if (!first) continue;
    const next = nameLine(rows[index + 1]);
    const readings: { cells: Cell[]; text: string }[] = [];
    if (next) {
      const familyFirst = inCapitals(first) && !inCapitals(next);
      const separator = familyFirst ? ', ' : ' ';
      readings.push({ cells: [first, next], text: `${first.text.trim()}${separator}${next.text.trim()}` });
    }
    readings.push({ cells: [first], text: first.text.trim() });
    for (const { cells, text } of readings) {
      const name = looksLikePersonName(text) ? splitPersonName(text) : null;
      if (name) return { name, located: locateCells(cells, name.fullName) };
    }
  }
  return null;
}

/** A number OCR read with a look-alike letter or two among its digits ("33I068804"): the digits restored.
 * Letters opening a number are kept (SA and TAS licences and many cards start with one or two). */
function restoreDigits(token: string): string {
  const prefix = /^\D*/.exec(token)?.[0] ?? '';
  const rest = token.slice(prefix.length);
  const letters = rest.replace(/\d/g, '');
  const digits = rest.length - letters.length;
  if (letters.length === 0 || letters.length > 2 || digits < 6 || !/^[OQDIL|SZB]+$/.test(letters))
    return token;
  return prefix + replaceLookAlikes(rest);
}

/** A licence or card number as one token, or as digits printed in groups ("759 356 567", "2 041 377 918");
 * never a date printed under a neighbouring label, nor the "No" of a label OCR joined to it ("NoD5372660"). */
const parseLicenceNumber = (text: string): string | null => {
  const value = text.replace(/^\s*(?:n[o0°]\.?|number|#)(?=\s*[A-Z0-9]{5})\s*/i, '');
  const grouped = /^\s*(\d{1,4}(?:\s\d{2,4}){1,3})\s*$/.exec(value)?.[1]?.replace(/\s/g, '');
  if (grouped && grouped.length >= 6 && grouped.length <= 12) return grouped;
  if (/^\s*\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}\b/.test(value)) return null;
  const token = parseIdentifier(value);
  return token ? restoreDigits(token) : null;
};

/** The fields of a licence numbered as the international model numbers them (New Zealand, the UK and the
 * EU, and American cards after them): 1 family name, 2 given names, 3 birth date, 4a issue, 4b expiry,
 * 5 licence number. Each row may hold several ("4a. 12.05.2019  4c. DVLA"). */
type NumberedFields = Partial<Record<'1' | '2' | '3' | '4a' | '4b' | '5', Located<string>>>;
const FIELD_NUMBER = /(?:^|\s)(4[a-d]|5a|[1-9])[.)]\s+/g;
/** Labels American cards print after the number ("1 LN", "4b EXP"). */
const FIELD_WORDS = /^(?:LN|FN|DOB|EXP|ISS|DLN|DL)\b\.?\s*/i;

function findNumberedFields(layout: Layout): NumberedFields {
  const found: NumberedFields = {};
  for (const row of layout.rows) {
    const marks = [...row.text.matchAll(FIELD_NUMBER)];
    marks.forEach((mark, index) => {
      const key = mark[1] as keyof NumberedFields;
      const end = marks[index + 1]?.index ?? row.text.length;
      const value = row.text
        .slice((mark.index ?? 0) + mark[0].length, end)
        .trim()
        .replace(FIELD_WORDS, '');
      if (['1', '2', '3', '4a', '4b', '5'].includes(key) && value && !found[key])
        found[key] = locateRow(row, value);
    });
  }
  // A numbered list elsewhere on a card is not these fields: three of them at least, names or dates among them.
  const keys = Object.keys(found);
  return keys.length >= 3 && (keys.includes('1') || keys.includes('3') || keys.includes('4b')) ? found : {};
}

const dateIn = (found: Located<string> | undefined): Located<string> | null => {
  const date = found ? findDate(found.value) : null;
  return found && date ? { ...found, value: date.iso } : null;
};

/** A driver number of any country: letters and digits, up to the UK's sixteen, some digits among them. */
const driverNumber = (found: Located<string> | undefined): Located<string> | null => {
  const token = /^[A-Z0-9][A-Z0-9 -]{3,20}/i.exec(found?.value ?? '')?.[0]?.replace(/[\s-]/g, '');
  return found && token && /\d/.test(token) && token.length <= 18
    ? { ...found, value: token.toUpperCase() }
    : null;
};

/** American cards print dates month first (08/23/2029); cards that say they are American, or print a date
 * only month first can be, are read that way. */
function isMonthFirst(layout: Layout): boolean {
  const text = layout.rows.map((row) => row.text).join('\n');
  const monthFirst = /\b(?:0?[1-9]|1[0-2])[/-](?:1[3-9]|2\d|3[01])[/-]\d{4}\b/.test(text);
  const dayFirst = /\b(?:1[3-9]|2\d|3[01])[/-](?:0?[1-9]|1[0-2])[/-]\d{4}\b/.test(text);
  return !dayFirst && (monthFirst || /\b(?:USA|U\.S\.A|united\s+states)\b/i.test(text));
}

/** A date as OCR reads a card: run into its label or its day ("DateOctober 24, 2034", "June6, 2031"), a zero
 * inside a month's name ("N0V"), I for the 1 opening a year ("15.03.I966"). */
const parseCardDate = (text: string): string | null =>
  parseDateValue(
    text
      .replace(/(?<=\p{L})0(?=\p{L})/gu, 'O')
      .replace(/(?<=\d[./-])[lI|](?=\d{3}(?!\d))/g, '1')
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{L})(\d)/gu, '$1 $2'),
  );

/** A month-first date ("08/23/2029") in ISO form. */
const parseMonthFirst = (text: string): string | null => {
  const match = /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/.exec(text);
  return match ? parseDateValue(`${match[2]}/${match[1]}/${match[3]}`) : parseDateValue(text);
};

export function extractLicense(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  const numbered = findNumberedFields(layout);
  fields.set('licenceNumber', driverNumber(numbered['5']));
  fields.set('expiryDate', dateIn(numbered['4b']));
  fields.set('dateOfBirth', dateIn(numbered['3']));
  const family = numbered['1'];
  const given = numbered['2'];
  const numberedName = family && given ? splitPersonName(`${family.value}, ${given.value}`) : null;
  if (family && given && numberedName)
    setName(fields, numberedName, {
      ...family,
      text: `${family.text}\n${given.text}`,
      box: unionBox([family.box, given.box]),
      confidence: Math.min(family.confidence, given.confidence),
    });

  // American cards: "LN" and "FN" (last and first names), sometimes after their field numbers.
  const nameOnly = (text: string) => (/^[\p{L}'’\- ]{2,40}$/u.test(text.trim()) ? text.trim() : null);
  const lastName = findLabelled(layout, /^(?:\d[a-d]?\s+)?LN\b/, nameOnly);
  const firstNames = findLabelled(layout, /^(?:\d[a-d]?\s+)?FN\b/, nameOnly);
  const american = lastName && firstNames ? splitPersonName(`${lastName.value}, ${firstNames.value}`) : null;
  if (lastName && american) setName(fields, american, lastName);

  if (isMonthFirst(layout)) {
    fields.set('expiryDate', findLabelled(layout, LABELS.expiryDate, parseMonthFirst));
    fields.set('dateOfBirth', findLabelled(layout, LABELS.dateOfBirth, parseMonthFirst));
  }
  fields.set('licenceNumber', findLabelled(layout, LABELS.licenceNumber, parseLicenceNumber));
  fields.set('cardNumber', findLabelled(layout, LABELS.cardNumber, parseLicenceNumber));
  fields.set('expiryDate', findLabelled(layout, LABELS.expiryDate, parseCardDate));
  fields.set('dateOfBirth', findLabelled(layout, LABELS.dateOfBirth, parseCardDate));
  const cardDates = findCardDates(layout);
  fields.set('expiryDate', cardDates.expiry, 'low');
  fields.set('dateOfBirth', cardDates.birth, 'low');
  fields.set('issuingState', findIssuingState(layout));
  const read = (key: 'licenceNumber' | 'cardNumber') => String(fields.fields[key]?.value ?? '');
  const state = fields.fields.issuingState?.value;
  const numbers = findCardNumbers(layout, typeof state === 'string' ? state : null, [
    read('licenceNumber'),
    read('cardNumber'),
  ]);
  fields.set('licenceNumber', numbers.licence, 'low');
  fields.set('cardNumber', numbers.card, 'low');
  const holder = findHolderName(layout);
  if (holder) setName(fields, holder.name, holder.located, 'low');
  const missing = !fields.fields.licenceNumber || !fields.fields.expiryDate;
  return {
    fields: fields.fields,
    requiresManualReview: missing,
    warnings: missing ? ['Licence number or expiry not read.'] : [],
  };
}
