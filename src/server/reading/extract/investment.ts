import { FieldSet } from './field';
import {
  findColumnTotal,
  findOnlyHeaderDate,
  findOnlyIdentifier,
  findPeriodEndDate,
} from './layout/header-values';
import { findLabelled, findLabelledWrapped } from './layout/find-labelled';
import { findUnderHeading } from './layout/cells-below';
import { locateCell, type Located } from './layout/locate';
import type { Layout } from './layout/types';
import { onlyValueShaped } from './layout/only-value-shaped';
import { findKnownOrganisation } from './find-organisation';
import { INVESTMENT_PROVIDERS } from './organisations';
import { parseAccountNumber } from './values/identifiers';
import { findDateRange } from './values/dates';
import { parseAmountOnly, parseMoney } from './values/money';
import { findUnlabelledPeriod } from './layout/find-unlabelled-period';
import type { ExtractionResult } from './types';

/** An amount written with a dollar sign (a holding's units are not). */
const parseDollars = (text: string): number | null => (/\$/.test(text) ? parseMoney(text) : null);

/** A CHESS holder number (X and ten digits) or an issuer's reference number (I and ten digits), else an
 * account number. */
const parseHolderNumber = (text: string): string | null =>
  /\b([XI]\d{10})\b/.exec(text.toUpperCase())?.[1] ?? parseAccountNumber(text);

/** An amount in dollars standing alone, not one inside a sentence ("closing price $38.12"). */
const parseDollarsOnly = (text: string): number | null =>
  /^\s*-?\$/.test(text) ? parseAmountOnly(text) : null;

const LABELS = {
  accountNumber:
    /\b(?:account|investor|portfolio|client|member)\s*(?:no|number|id|#)\b\.?|^trading\s+account\b/i,
  /** A registry's holder number: the account number when the statement names no other. */
  holderNumber:
    /\b(?:security\s*holder|unit\s*holder|shareholder)\s+reference\s+number\b|\bholder\s+(?:identification\s+)?(?:no|number)\b|\bHIN\b|\bSRN\b/i,
  /** "Your investment value as at 30 June 2025", "Value of your holding at …": the figure is beside or under it, after the date. */
  valueAsAt:
    /\b(?:investment|portfolio|holding|account)\s+value\b|\bvalue\s+of\s+(?:your\s+)?(?:holdings?|investments?|portfolio|account)\b/i,
  /** Last resort: a closing balance may count units rather than dollars, so it must carry a $. */
  closingBalance: /\bclosing\s+balance\b/i,
  period: /\b(?:statement\s+)?period\b/i,
};

/** "Market value" alone on its line with an amount alone under it (a one-holding statement); as a
 * column header of a holdings table it heads one holding's value, never the total, so it is not read there. */
function findLoneValueHeading(layout: Layout): Located<number> | null {
  for (const [index, row] of layout.rows.entries()) {
    if (row.cells.length !== 1 || !/^(?:market|indicative|current)\s+value$/i.test(row.text.trim())) continue;
    const below = layout.rows[index + 1];
    const cell = below?.cells.length === 1 && below.page === row.page ? below.cells[0] : undefined;
    // Dollars, or an amount with cents: a unit count has neither.
    const value =
      cell && /^\s*-?(?:\$|AUD\s?)?[\d,]+\.\d{2}\s*$/.test(cell.text) ? parseAmountOnly(cell.text) : null;
    if (cell && value !== null) return locateCell(cell, value);
  }
  return null;
}

export function extractInvestment(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  fields.set('provider', findKnownOrganisation(layout, INVESTMENT_PROVIDERS));
  fields.set('accountNumber', findLabelled(layout, LABELS.accountNumber, parseAccountNumber));
  fields.set('accountNumber', findLabelled(layout, LABELS.holderNumber, parseHolderNumber));
  // Under a label no rule knows: the header's only account-number-shaped value.
  fields.set('accountNumber', findOnlyIdentifier(layout, true), 'medium');
  // "Your investment value as at 30 June 2025" with the figure on the line under it, anywhere in its width.
  fields.set('totalValue', findUnderHeading(layout, LABELS.valueAsAt, parseAmountOnly));
  fields.set('totalValue', findLabelled(layout, LABELS.valueAsAt, parseDollarsOnly));
  fields.set('totalValue', findLabelled(layout, LABELS.closingBalance, parseDollars));
  fields.set('totalValue', findLoneValueHeading(layout));
  // Under a label no rule knows: the figure that sums the holdings above it.
  fields.set('totalValue', findColumnTotal(layout), 'medium');
  // Under a label no rule knows: a holding statement's one figure in dollars (the rest are unit counts).
  fields.set('totalValue', onlyValueShaped(layout, /^(?:\$|AUD\s?)\d[\d,]*\.\d\d$/, parseMoney), 'low');
  const period = findLabelledWrapped(layout, LABELS.period, findDateRange) ?? findUnlabelledPeriod(layout);
  if (period) fields.set('statementDate', { ...period, value: period.value.end }, 'medium');
  fields.set('statementDate', findPeriodEndDate(layout), 'medium');
  fields.set('statementDate', findOnlyHeaderDate(layout), 'medium');
  return { fields: fields.fields, requiresManualReview: false, warnings: [] };
}
