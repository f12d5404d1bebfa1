import { amountsIn } from './cell-amounts';
import { isTransactionLine } from './header-values';
import { locateCell, type Located } from './locate';
import type { Layout } from './types';

const hasCents = (amount: number): boolean => Math.abs(amount * 100 - Math.round(amount) * 100) >= 0.5;
const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/**
 * A schedule's premium under a label no rule knows (decision 038): sums insured and excesses are whole
 * dollars and premiums are not, so the premium is the one figure with cents outside transaction lines, other
 * than the sum insured; where several have cents (base premium, GST, stamp duty), the largest when it is the
 * sum of the others. Null otherwise.
 */
export function findPremiumByShape(layout: Layout, sumInsured: number | undefined): Located<number> | null {
  const figures = layout.rows
    .filter((row) => !isTransactionLine(row))
    .flatMap((row) => row.cells.flatMap(amountsIn))
    .filter((figure) => figure.amount > 0 && hasCents(figure.amount))
    .filter((figure) => sumInsured === undefined || !same(figure.amount, sumInsured));
  const distinct = [...new Map(figures.map((figure) => [figure.amount.toFixed(2), figure])).values()].sort(
    (a, b) => b.amount - a.amount,
  );
  const [largest, ...rest] = distinct;
  if (!largest) return null;
  const isTotal =
    rest.length === 0 ||
    same(
      rest.reduce((sum, figure) => sum + figure.amount, 0),
      largest.amount,
    );
  return isTotal ? locateCell(largest.cell, largest.amount) : null;
}
