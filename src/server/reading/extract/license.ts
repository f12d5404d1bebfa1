import { FieldSet } from './field';
import { findLabelled } from './layout/find-labelled';
import { locateCells, locateRow, type Located } from './layout/locate';
import type { Cell, Layout, Row } from './layout/types';
import { findCardDates } from './card-dates';
import { setName } from './person';
import { hasAddressTail } from './values/address';
import { parseDateValue } from './values/dates';
import { parseIdentifier } from './values/identifiers';
import { looksLikePersonName, splitPersonName, type PersonName } from './values/person-name';
import { findStateCode, findStateName } from './values/state';
import type { ExtractionResult } from './types';

const LABELS = {
  // "LICENCE NO." as read, or "LICENCE" with the rest garbled ("LICENCE np,"), but not the "DRIVER LICENCE" title.
  licenceNumber:
    /\blicen[cs]e\s*(?:no|number|#)\b\.?|(?<!driver'?s?\s+)\blicen[cs]e\b|\b(?:DL|lic)\.?\s*(?:no|number)\b/i,
  // "Card number", or "CARD" alone before the number ("CARD XL9736521").
  cardNumber: /\bcard\s*(?:no|number|#)\b\.?|^card\b(?=\s*:?\s*[A-Z]{0,3}\d)/i,
  expiryDate: /\bexpiry(?:\s+date)?\b|\bexpires\b|\bvalid\s+(?:to|until)\b|\bdate\s+of\s+expiry\b/i,
};

/** The issuing state: named in full on the card (the heading), else a state code outside the address, else the address's state (licences are issued where the holder lives). */
function findIssuingState(layout: Layout): Located<string> | null {
  for (const row of layout.rows) {
    const state = findStateName(row.text);
    if (state) return locateRow(row, state);
  }
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
  return /^[\p{L}'’\- ]+$/u.test(cell.text.trim()) ? cell : null;
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

/** A licence number as one token, or as digits printed in groups ("759 356 567"). */
const parseLicenceNumber = (text: string): string | null => {
  const grouped = /^\s*(\d{2,4}(?:\s\d{2,4}){1,3})\s*$/.exec(text)?.[1]?.replace(/\s/g, '');
  return grouped && grouped.length >= 6 && grouped.length <= 10 ? grouped : parseIdentifier(text);
};

export function extractLicense(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  fields.set('licenceNumber', findLabelled(layout, LABELS.licenceNumber, parseLicenceNumber));
  fields.set('cardNumber', findLabelled(layout, LABELS.cardNumber, parseIdentifier));
  fields.set('expiryDate', findLabelled(layout, LABELS.expiryDate, parseDateValue));
  const cardDates = findCardDates(layout);
  fields.set('expiryDate', cardDates.expiry, 'low');
  fields.set('dateOfBirth', cardDates.birth, 'low');
  fields.set('issuingState', findIssuingState(layout));
  const holder = findHolderName(layout);
  if (holder) setName(fields, holder.name, holder.located, 'low');
  const missing = !fields.fields.licenceNumber || !fields.fields.expiryDate;
  return {
    fields: fields.fields,
    requiresManualReview: missing,
    warnings: missing ? ['Licence number or expiry not read.'] : [],
  };
}
