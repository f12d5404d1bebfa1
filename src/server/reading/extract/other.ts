import { isValidMedicare } from '@/server/reading/checks/medicare';
import { repairWithCheckDigit } from '@/server/reading/checks/repair-digits';
import { FieldSet } from './field';
import { findCell } from './layout/find-labelled';
import { locateCell, locateRow } from './layout/locate';
import type { Layout } from './layout/types';
import { findHeadingOrganisation, findKnownOrganisation } from './find-organisation';
import { UTILITIES } from './organisations';
import { splitPersonName } from './values/person-name';
import type { ExtractionResult } from './types';

/** A Medicare card number as printed: "3978 98509 5" (OCR may read a digit as a letter, or a 7 as a slash). */
const MEDICARE_NUMBER = /(?<![\w/])([2-6OSZ][\dOIlSBZ/]{3})\s?([\dOIlSBZ/]{5})\s?([\dOIlSBZ])(?![\w/])/;
/** The line under the number: reference number, then the name. */
// The reference number 1 is often read as the letter I, l or |.
const MEDICARE_NAME_LINE = /^\s*([1-9Il|])\s+([\p{L}'’\-. ]{3,})$/u;
/** A bill or notice, whose issuer is the provider; letters and cards have none. How it is paid (BPAY) and
 * what it meters (kWh) say so under labels no rule knows. "Notice" as a bill's title, not the notice an
 * employer or a landlord gives ("one week of notice", "notice period"). */
const BILL =
  /\b(?:tax\s+invoice|amount\s+due|bill|rates|(?<!\bof\s)notice(?!\s+period)|account\s+number|billing\s+period|due\s+date|bpay|biller\s+code|kwh)\b/i;
/** Whether the document is a bill or notice (a utility's, a council's, a registry's), whose issuer is its provider. */
export const isBill = (layout: Layout): boolean => BILL.test(layout.text);
const COUNCIL = /\bcouncil\b|\b(?:city|shire|town|municipality)\s+of\s+\p{Lu}/iu;

/**
 * The council's name out of the cell that mentions it ("ey City of Stirling", "City of Stirling. Rates are
 * levied under …"): "City/Shire/Town of" and the capitalised words after it, or the capitalised words before
 * "Council".
 */
function councilName(text: string): string | null {
  const of =
    /\b(?:city|shire|town|municipality)\s+of\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}/iu.exec(text);
  if (of) return of[0].replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  const before = /(?:\p{Lu}[\p{L}'’-]*\s+){1,4}(?:city\s+|shire\s+|regional\s+)?council\b/iu.exec(text);
  return before ? before[0].trim() : null;
}

/**
 * A Medicare card: its number, and the reference number and name on the line under it. Where the word
 * "Medicare" was not read (the logo), the number must pass its check digit and have a name line under it.
 */
function extractMedicare(layout: Layout, fields: FieldSet, namedMedicare: boolean): boolean {
  const numbers = layout.rows.map((row) => medicareNumberIn(row.text));
  const index = numbers.findIndex((number) => number !== null);
  const row = layout.rows[index];
  const raw = numbers[index];
  if (!row || !raw) return false;
  const repaired = repairWithCheckDigit(raw, isValidMedicare);
  const hasNameLine = layout.rows
    .slice(index + 1, index + 3)
    .some((candidate) => MEDICARE_NAME_LINE.test(candidate.text));
  if (!namedMedicare && !(isValidMedicare(raw) && hasNameLine)) return false;
  fields.set('medicareNumber', locateRow(row, repaired ?? raw), repaired ? 'high' : 'low');
  const next = layout.rows
    .slice(index + 1, index + 3)
    .find((candidate) => MEDICARE_NAME_LINE.test(candidate.text));
  const nameLine = next ? MEDICARE_NAME_LINE.exec(next.text) : null;
  if (next && nameLine) {
    fields.set('medicareIrn', locateRow(next, (nameLine[1] ?? '').replace(/[Il|]/, '1')));
    const name = splitPersonName(nameLine[2] ?? '');
    if (name) {
      fields.set('fullName', locateRow(next, name.fullName));
      fields.set('firstName', locateRow(next, name.firstName));
      fields.set('lastName', locateRow(next, name.lastName));
    }
  }
  return true;
}

/** The Medicare number a line prints, a slash read for a 7 put back (one at most: two are a date's). */
function medicareNumberIn(text: string): string | null {
  const match = MEDICARE_NUMBER.exec(text);
  const raw = match ? `${match[1]}${match[2]}${match[3]}` : null;
  if (!raw || (raw.match(/\//g)?.length ?? 0) > 1) return null;
  return raw.replace('/', '7');
}

/** Medicare cards, utility bills, council rates notices and letters. */
export function extractOther(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  const isMedicare = extractMedicare(layout, fields, /medicare/i.test(layout.text));
  if (!isMedicare && isBill(layout)) {
    const council = findCell(layout, COUNCIL);
    const name = council ? councilName(council.cell.text) : null;
    if (council && name) fields.set('provider', locateCell(council.cell, name));
    fields.set('provider', findKnownOrganisation(layout, UTILITIES) ?? findHeadingOrganisation(layout));
  }
  // Under labels no rule knows (nothing says it is a bill): a utility, council or registry it names at its
  // head is its provider all the same.
  if (!isMedicare) fields.set('provider', findKnownOrganisation(layout, UTILITIES), 'medium');
  return { fields: fields.fields, requiresManualReview: false, warnings: [] };
}
