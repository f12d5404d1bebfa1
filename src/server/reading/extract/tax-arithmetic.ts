import { amountsIn } from './layout/cell-amounts';
import { isTransactionLine } from './layout/header-values';
import { locateCell, type Located } from './layout/locate';
import type { Layout } from './layout/types';

const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/**
 * A notice's taxable income without its label (decision 038): three figures in a row where the first less
 * the second is the third (total income − deductions = taxable income), the deductions smaller than what is
 * left, and no figure but the total income larger than it. Null unless exactly one set of figures fits.
 */
export function findTaxableIncomeByArithmetic(layout: Layout): Located<number> | null {
  const figures = layout.rows
    .filter((row) => !isTransactionLine(row))
    .flatMap((row) => row.cells.flatMap(amountsIn))
    .filter((figure) => figure.amount > 0);
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
