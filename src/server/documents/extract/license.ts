import { FieldSet } from './field';
import { findLabelled } from './layout/find-labelled';
import { locateRow, type Located } from './layout/locate';
import type { Layout } from './layout/read-layout';
import { findCardDates } from './card-dates';
import { hasAddressTail } from './values/address';
import { parseDateValue } from './values/dates';
import { parseIdentifier } from './values/identifiers';
import { findStateCode, findStateName } from './values/state';
import type { ExtractionResult } from './types';

const LABELS = {
  // "LICENCE NO." as read, or "LICENCE" with the rest garbled ("LICENCE np,"), but not the "DRIVER LICENCE" title.
  licenceNumber:
    /\blicen[cs]e\s*(?:no|number|#)\b\.?|(?<!driver'?s?\s+)\blicen[cs]e\b|\b(?:DL|lic)\.?\s*(?:no|number)\b/i,
  cardNumber: /\bcard\s*(?:no|number|#)\b\.?/i,
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
  const missing = !fields.fields.licenceNumber || !fields.fields.expiryDate;
  return {
    fields: fields.fields,
    requiresManualReview: missing,
    warnings: missing ? ['Licence number or expiry not read.'] : [],
  };
}
