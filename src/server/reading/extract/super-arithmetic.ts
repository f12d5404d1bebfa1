import type { FieldSet } from './field';
import { amountsIn } from './layout/cell-amounts';
import { findAddingSummary } from './layout/header-values';
import { locateCell } from './layout/locate';
import type { Layout } from './layout/types';

/** Contributions tax: 15 % of concessional contributions, the rate the law sets for every fund. */
const CONTRIBUTIONS_TAX_RATE = 0.15;
/** Funds tax each contribution and round each, so the year's tax may be a few cents off 15 % of the total. */
const TAX_TOLERANCE = 0.5;
/** A sum insured: a whole-dollar figure at least this large. */
const MINIMUM_SUM_INSURED = 10_000;

/**
 * A super statement's contributions and fees under labels no rule knows, proven by its summary's arithmetic
 * (decision 038). Of the figures between the opening and closing balances:
 * - the employer's (concessional) contributions are the one credit whose 15 % is a debit, the contributions tax;
 * - the contributions' total is a figure printed elsewhere that is those plus one other credit (the member's
 *   own, untaxed), or, when no such sum is printed, the employer's figure printed again (they were all);
 * - the fees are the one debit left once that tax and the insurance premiums (a debit printed again beside a
 *   sum insured, or the sum of those printed beside two or more) are set aside.
 * Fills only empty fields, and nothing where two figures would fit.
 */
export function fillFromSuperSummary(layout: Layout, fields: FieldSet): void {
  const summary = findAddingSummary(layout);
  if (!summary) return;
  const credits = summary.items.filter((item) => item.value > 0);
  const debits = summary.items.filter((item) => item.value < 0);
  const taxed = credits.flatMap((credit) =>
    debits
      .filter((debit) => Math.abs(-debit.value - credit.value * CONTRIBUTIONS_TAX_RATE) <= TAX_TOLERANCE)
      .map((tax) => ({ employer: credit, tax })),
  );
  if (taxed.length !== 1 || !taxed[0]) return;
  const { employer, tax } = taxed[0];
  fields.set('employerContributions', employer, 'low');

  const inSummary = new Set(summary.cells);
  const elsewhere = layout.rows
    .flatMap((row) => row.cells)
    .filter((cell) => !inSummary.has(cell))
    .flatMap(amountsIn);
  const printed = (value: number) => elsewhere.find((item) => Math.abs(item.amount - value) < 0.005);
  const totals = credits
    .filter((credit) => credit !== employer)
    .flatMap((own) => {
      const total = printed(employer.value + own.value);
      return total ? [locateCell(total.cell, total.amount)] : [];
    });
  const again = printed(employer.value);
  if (totals.length === 1) fields.set('contributionsTotal', totals[0], 'low');
  else if (totals.length === 0 && again)
    fields.set('contributionsTotal', locateCell(again.cell, again.amount), 'low');

  const premiums = premiumsBesideCover(layout);
  // The summary may print each cover's premium, or one line for them all.
  const premiumTotal = premiums.length > 1 ? premiums.reduce((sum, premium) => sum + premium, 0) : null;
  const fees = debits.filter(
    (debit) =>
      debit !== tax &&
      ![...premiums, premiumTotal].some(
        (premium) => premium !== null && Math.abs(premium + debit.value) < 0.005,
      ),
  );
  const [fee] = fees;
  if (fees.length === 1 && fee) fields.set('fees', { ...fee, value: -fee.value }, 'low');
}

/** Figures with cents printed in a row that also holds a sum insured: what each cover costs. */
function premiumsBesideCover(layout: Layout): number[] {
  return layout.rows.flatMap((row) => {
    const amounts = row.cells.flatMap(amountsIn).map((item) => item.amount);
    const covered = amounts.some((amount) => amount >= MINIMUM_SUM_INSURED && Number.isInteger(amount));
    return covered ? amounts.filter((amount) => amount > 0 && !Number.isInteger(amount)) : [];
  });
}
