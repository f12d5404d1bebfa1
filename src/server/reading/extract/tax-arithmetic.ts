import { amountsIn } from './layout/cell-amounts';
import { isTransactionLine } from './layout/header-values';
import { locateCell, type Located } from './layout/locate';
import type { Cell, Layout } from './layout/types';

const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/** The notice's non-zero figures in reading order, transaction lines left out. */
function figuresOf(layout: Layout): { amount: number; cell: Cell }[] {
  return layout.rows
    .filter((row) => !isTransactionLine(row))
    .flatMap((row) => row.cells.flatMap(amountsIn))
    .filter((figure) => figure.amount > 0);
}

/**
 * A notice's taxable income without its label (decision 038): three figures in a row where the first less
 * the second is the third (total income − deductions = taxable income), the deductions smaller than what is
 * left, and no figure but the total income larger than it. Null unless exactly one set of figures fits.
 */
export function findTaxableIncomeByArithmetic(layout: Layout): Located<number> | null {
  const figures = figuresOf(layout);
  const found = figures.flatMap((income, index) => {
    const deductions = figures[index + 1];
    const taxable = figures[index + 2];
    if (!deductions || !taxable || taxable.amount < 1_000 || deductions.amount >= taxable.amount) return [];
    if (!same(income.amount - deductions.amount, taxable.amount)) return [];
    const larger = figures.filter((figure) => figure.amount > taxable.amount + 0.005);
    return larger.every((figure) => same(figure.amount, income.amount)) ? [taxable] : [];
  });
  const [only] = found;
  return found.length === 1 && only ? locateCell(only.cell, only.amount) : null;
}

/** How many figures may stand between the taxable income and the result: tax, levies, offsets and credits. */
const MAX_TERMS = 6;

/**
 * A notice's result without its label: after the taxable income, the tax and what is added to it (levies),
 * then what is taken off (offsets, PAYG credits), then the result they come to ("$12,335.20, $1,436.48,
 * $13,182.00 → $589.68"). Taken off more than was charged is a refund, negative. The terms are the figures
 * printed in between, all of them, the additions first; null unless exactly one figure and one split fit.
 */
export function findTaxPayableByArithmetic(layout: Layout, taxableIncome: number): Located<number> | null {
  const figures = figuresOf(layout);
  const start = figures.findIndex((figure) => same(figure.amount, taxableIncome));
  if (start < 0) return null;
  const found: { amount: number; cell: Cell }[] = [];
  for (let end = start + 3; end <= Math.min(figures.length - 1, start + 1 + MAX_TERMS); end += 1) {
    const terms = figures.slice(start + 1, end).map((figure) => figure.amount);
    const result = figures[end];
    if (!result || terms.some((term) => term >= taxableIncome)) continue;
    for (let added = 1; added < terms.length; added += 1) {
      const sum = (from: number, to: number) =>
        terms.slice(from, to).reduce((total, term) => total + term, 0);
      const net = sum(0, added) - sum(added, terms.length);
      if (same(Math.abs(net), result.amount) && result.amount < sum(0, added))
        found.push({ amount: Math.round(net * 100) / 100, cell: result.cell });
    }
  }
  const [only] = found;
  return found.length === 1 && only ? locateCell(only.cell, only.amount) : null;
}
