import type { MergeInput } from './types';

/** Fields that date a document when no document date was given, most telling first. */
const DATE_KEYS = ['statementDate', 'statementPeriodEnd', 'payDate', 'payPeriodEnd'] as const;

/**
 * The date a document's evidence dates from: its own date (statement, pay or issue date), else the end of
 * the income year for a tax notice, else when it was uploaded. Used to let the newest evidence win.
 */
export function findEvidenceDate(input: MergeInput): string {
  if (input.documentDate) return input.documentDate;
  for (const key of DATE_KEYS) {
    const value = input.fields[key]?.value;
    if (typeof value === 'string' && value) return value;
  }
  const taxYear = input.fields.taxYear?.value;
  if (typeof taxYear === 'string' && /^\d{4}-\d{2}$/.test(taxYear))
    return `${Number(taxYear.slice(0, 4)) + 1}-06-30`;
  return input.uploadedAt.slice(0, 10);
}
