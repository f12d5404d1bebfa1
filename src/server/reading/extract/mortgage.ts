import { FieldSet } from './field';
import { findCell, findLabelled, findLabelledWrapped } from './layout/find-labelled';
import {
  findDominantAmount,
  findOnlyIdentifier,
  findPeriodEndDate,
  isTransactionLine,
} from './layout/header-values';
import { locateCell, type Located } from './layout/locate';
import { onlyFrequencyCell, onlyValueShaped } from './layout/only-value-shaped';
import { registryLabel } from './layout/registry-label';
import type { Layout } from './layout/types';
import { findOrganisation } from './find-organisation';
import { LENDERS } from './organisations';
import { hasAddressTail, STREET_START } from './values/address';
import { parseAccountNumber } from './values/identifiers';
import { findAllDates, findDateRange } from './values/dates';
import { parseAmount, parseMoney, textWithMoney } from './values/money';
import { parsePayCycle, parsePercent } from './values/periods';
import type { ExtractionResult } from './types';

const LABELS = {
  accountNumber:
    /\b(?:loan\s+)?(?:account|acct)\s*(?:no|number|#)\b\.?|\bloan\s+(?:no|number)\b|^loan\s+account(?:$|(?=\s*:?\s*\d))/i,
  // Anywhere in the cell, the registry's phrases only a balance owing goes by: "Balance" alone heads a
  // transactions table's running balance, and "account balance" may end "Opening account balance".
  balance: registryLabel('balance', {
    which: (synonym) => synonym.includes(' ') && !/^(?:your|account|total) balance$/.test(synonym),
    anywhere: true,
  }),
  repayment: registryLabel('repaymentAmount'),
  securityAddress:
    /\bsecurity\s+(?:property|address)\b|\bproperty\s+address\b|\bsecured\s+(?:property|by|against)\b|\bmortgaged\s+property\b|^security$/i,
  period: /\b(?:statement\s+)?period\b|\bsummary\s+for\b/i,
};

/** A cell that is a yearly rate and nothing else ("6.68% p.a."), as in a summary tile whose label OCR lost. */
const RATE_ONLY = /^\d{1,2}(?:\.\d{1,3})?\s*%\s*p\.?\s*a\.?$/i;
/** A cell that is an amount and its cycle and nothing else ("$506.73 weekly"): a repayment. */
const REPAYMENT_ONLY = /^\$?\s?\d{1,3}(?:,\d{3})*\.\d{2}\s+(?:weekly|fortnightly|monthly)$/i;

/** A property address, up to and including the postcode. */
const parseSecurityAddress = (text: string): string | null =>
  STREET_START.test(text) && hasAddressTail(text) ? text.trim() : null;

/** A cell holding a whole address on one line, street number to postcode; never a post-office box or an
 * office's floor (a lender's own address). */
const ONE_LINE_ADDRESS = /^\d[^]*\b\d{4}$/;
const parsePropertyAddress = (text: string): string | null =>
  /\b(?:p\.?\s*o\.?\s*box|gpo|locked\s+bag|level|floor|suite|ABN|pty|ltd|limited)\b/i.test(text)
    ? null
    : parseSecurityAddress(text);

export function extractMortgage(layout: Layout): ExtractionResult {
  const fields = new FieldSet();
  fields.set('lender', findOrganisation(layout, LENDERS));
  fields.set('accountNumber', findLabelled(layout, LABELS.accountNumber, parseAccountNumber));
  // Under a label no rule knows: the header's only account-number-shaped value.
  fields.set('accountNumber', findOnlyIdentifier(layout), 'medium');
  // Kept as a rule: the ranker took an opening balance under a "Balance" column for the balance owing (decision 013).
  fields.set('balance', findLabelled(layout, LABELS.balance, parseAmount));
  // Under a label no rule knows: the figure that dwarfs every other outside the transactions.
  fields.set('balance', findDominantAmount(layout), 'low');

  const repayment = findLabelled(layout, LABELS.repayment, textWithMoney);
  if (repayment) {
    fields.set('repaymentAmount', { ...repayment, value: Math.abs(parseMoney(repayment.value) ?? 0) });
    const frequency = parsePayCycle(repayment.value);
    if (frequency) fields.set('repaymentFrequency', { ...repayment, value: frequency });
  }
  // The cycle may be in the label itself ("Monthly repayment").
  const cycleLabel = findCell(layout, /^(weekly|fortnightly|monthly)\s+repayments?\b/i);
  if (cycleLabel)
    fields.set('repaymentFrequency', locateCell(cycleLabel.cell, (cycleLabel.match[1] ?? '').toLowerCase()));
  // Under a label no rule knows: the statement's only cycle printed as a value ("Fortnightly").
  fields.set('repaymentFrequency', onlyFrequencyCell(layout, parsePayCycle), 'low');
  fields.set('securityAddress', findLabelledWrapped(layout, LABELS.securityAddress, parseSecurityAddress));
  // Under a label no rule knows: the statement's one address printed whole on one line (the holder's own is
  // printed over two, as a letter's; an owner-occupier's security is that same home).
  fields.set('securityAddress', onlyValueShaped(layout, ONE_LINE_ADDRESS, parsePropertyAddress), 'low');
  // Labels OCR could not read: a figure's shape still says what it is.
  fields.set('interestRate', onlyValueShaped(layout, RATE_ONLY, parsePercent), 'low');
  const shapedRepayment = onlyValueShaped(layout, REPAYMENT_ONLY, (text) => text);
  if (shapedRepayment) {
    fields.set(
      'repaymentAmount',
      { ...shapedRepayment, value: parseAmount(shapedRepayment.value) ?? 0 },
      'low',
    );
    const frequency = parsePayCycle(shapedRepayment.value);
    if (frequency) fields.set('repaymentFrequency', { ...shapedRepayment, value: frequency }, 'low');
  }
  const period = findLabelledWrapped(layout, LABELS.period, findDateRange);
  if (period) fields.set('statementDate', { ...period, value: period.value.end }, 'medium');
  fields.set('statementDate', findPeriodEndDate(layout), 'medium');

  // Under a label no rule knows: the one date a few months to ten years after the statement's.
  const statementDate = fields.fields.statementDate?.value;
  if (typeof statementDate === 'string')
    fields.set('fixedRateExpiry', findRateExpiryByDate(layout, statementDate), 'low');

  return { fields: fields.fields, requiresManualReview: false, warnings: [] };
}

/** A repayment falls due within this many days of a statement: a later date is something else. */
const DUE_WITHIN_DAYS = 45;
/** Fixed rates are set for at most this long; a loan's own end is further off. */
const LONGEST_FIXED_YEARS = 10;

/**
 * When a fixed rate ends, printed under a label no rule knows: the one date outside the transactions that
 * is after the next repayment could fall due and before a loan's term could end. Nothing when there are two.
 */
function findRateExpiryByDate(layout: Layout, statementDate: string): Located<string> | null {
  const from = new Date(statementDate);
  const earliest = new Date(from.getTime() + DUE_WITHIN_DAYS * 86_400_000).toISOString().slice(0, 10);
  const latest = `${from.getUTCFullYear() + LONGEST_FIXED_YEARS}${statementDate.slice(4)}`;
  const found = new Map<string, Located<string>>();
  for (const row of layout.rows) {
    if (isTransactionLine(row)) continue;
    for (const cell of row.cells)
      for (const date of findAllDates(cell.text))
        if (date.iso > earliest && date.iso <= latest && !found.has(date.iso))
          found.set(date.iso, locateCell(cell, date.iso));
  }
  return found.size === 1 ? ([...found.values()][0] ?? null) : null;
}
