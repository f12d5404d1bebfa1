import type { DocumentType } from '@/shared/options';
import { findLabelled } from './layout/find-labelled';
import type { Layout } from './layout/types';
import { findDate, parseDateValue } from './values/dates';
import type { ExtractedFields, FieldKey } from './types';

const ISSUE_LABEL =
  /\bdate\s+of\s+issue\b|\bissue\s+date\b|\bissued(?:\s+on)?\b|\bdate\s+issued\b|\b(?:notice|invoice|letter)\s+date\b|\bdate\s+of\s+(?:this\s+)?notice\b/i;

/** The fields that date each kind of statement, most telling first. */
const DATE_FIELDS: readonly FieldKey[] = ['statementDate', 'statementPeriodEnd', 'payDate', 'payPeriodEnd'];

/** Licences and passports print the expiry; the usual terms (5 and 10 years) give the issue date. */
const IDENTITY_TERM_YEARS: Partial<Record<DocumentType, number>> = { license: 5, passport: 10 };

function yearsBefore(iso: string, years: number): string {
  return `${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`;
}

/** A line that is only a date, as at the head of a letter. */
function findStandaloneDate(layout: Layout): string | null {
  for (const row of layout.rows) {
    const found = row.cells.length === 1 ? findDate(row.text) : null;
    if (found && found.text.length >= row.text.trim().length - 2) return found.iso;
  }
  return null;
}

/** When the document was issued, or the period it reports ends: what "newest evidence" is judged by. */
export function findDocumentDate(
  documentType: DocumentType,
  layout: Layout,
  fields: ExtractedFields,
): string | null {
  for (const key of DATE_FIELDS) {
    const value = fields[key]?.value;
    if (typeof value === 'string') return value;
  }
  const issued = findLabelled(layout, ISSUE_LABEL, parseDateValue)?.value;
  if (issued) return issued;
  const term = IDENTITY_TERM_YEARS[documentType];
  const expiry = fields.expiryDate?.value;
  if (term && typeof expiry === 'string') return yearsBefore(expiry, term);
  return findStandaloneDate(layout);
}
