import { FieldSet } from './field';
import { findLabelled, type Located } from './layout/find-labelled';
import type { Layout } from './layout/read-layout';
import { hasAddressTail } from './values/address';
import { parseDateValue } from './values/dates';
import { parseIdentifier } from './values/identifiers';
import { findStateCode, findStateName } from './values/state';
import type { ExtractionResult } from './types';

const LABELS = {
  licenceNumber: /\blicen[cs]e\s*(?:no|number|#)\b\.?|\bDL\s*(?:no|number)\b/i,
  cardNumber: /\bcard\s*(?:no|number|#)\b\.?/i,
  expiryDate: /\bexpiry(?:\s+date)?\b|\bexpires\b|\bvalid\s+(?:to|until)\b|\bdate\s+of\s+expiry\b/i,
};

/** The issuing state: named in full on the card (the heading), else a state code outside the address. */
function findIssuingState(layout: Layout): Located<string> | null {
  for (const row of layout.rows) {
    const state = findStateName(row.text);
    if (state) return { value: state, page: row.page, text: row.text, box: row.box, confidence: Math.min(...row.cells.map((cell) => cell.confidence)) };
  }
  for (const row of layout.rows) {
    const state = hasAddressTail(row.text) ? null : findStateCode(row.text);
    if (state) return { value: state, page: row.page, text: row.text, box: row.box, confidence: 60 };
  }
  return null;
}

export function extractLicense(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  fields.set('licenceNumber', findLabelled(layout, LABELS.licenceNumber, parseIdentifier));
  fields.set('cardNumber', findLabelled(layout, LABELS.cardNumber, parseIdentifier));
  fields.set('expiryDate', findLabelled(layout, LABELS.expiryDate, parseDateValue));
  fields.set('issuingState', findIssuingState(layout));
  const missing = !fields.fields.licenceNumber || !fields.fields.expiryDate;
  return { fields: fields.fields, requiresManualReview: missing, warnings: missing ? ['Licence number or expiry not read.'] : [] };
}
