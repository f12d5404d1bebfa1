import { amountsIn } from './layout/cell-amounts';
import { isTransactionLine } from './layout/header-values';
import { locateCell, type Located } from './layout/locate';
import type { Cell, Layout } from './layout/types';

const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/** The notice's non-zero figures in reading order, transaction lines left out. */
function figuresOf(layout: Layout): Figure[] {
  return layout.rows
    .filter((row) => !isTransactionLine(row))
    .flatMap((row) => row.cells.flatMap(amountsIn))
    .filter((figure) => figure.amount > 0);
}

/** How far before the deductions the total income may be printed: the deductions' own items between them. */
const MAX_DEDUCTION_ITEMS = 8;

/**
 * A notice's taxable income without its label (decision 038): a figure that an earlier one less the figure
 * just before it comes to (total income − deductions = taxable income; the deductions' items may stand
 * between the total income and their total), the deductions smaller than what is left, and no figure but the
 * total income larger than it. Null unless exactly one set of figures fits.
 */
export function findTaxableIncomeByArithmetic(layout: Layout): Located<number> | null {
  const figures = figuresOf(layout);
  const found = figures.flatMap((taxable, index) => {
    const deductions = figures[index - 1];
    if (!deductions || taxable.amount < 1_000 || deductions.amount >= taxable.amount) return [];
    const incomes = figures.slice(Math.max(0, index - 2 - MAX_DEDUCTION_ITEMS), index - 1);
    const income = incomes.find((one) => same(one.amount - deductions.amount, taxable.amount));
    if (!income) return [];
    const larger = figures.filter((figure) => figure.amount > taxable.amount + 0.005);
    return larger.every((figure) => same(figure.amount, income.amount)) ? [taxable] : [];
  });
  const [only] = found;
  return found.length === 1 && only ? locateCell(only.cell, only.amount) : null;
}

/** How many figures may stand between the taxable income and the result: tax, levies, offsets and credits. */
const MAX_TERMS = 6;

/**
 * What the terms can come to: the first (the tax on the taxable income) added, each other one added, taken
 * off or left out (a subtotal printed on the way), at least one taken off. With what was charged, for each.
 */
function outcomes(terms: readonly number[]): { net: number; charged: number }[] {
  const [first, ...rest] = terms;
  if (first === undefined) return [];
  let partial = [{ net: first, charged: first, takenOff: false }];
  for (const term of rest)
    partial = partial.flatMap((sum) => [
      sum,
      { net: sum.net + term, charged: sum.charged + term, takenOff: sum.takenOff },
      { net: sum.net - term, charged: sum.charged, takenOff: true },
    ]);
  return partial.filter((sum) => sum.takenOff);
}

/**
 * A notice's result without its label: the figure that the tax on the taxable income and the figures printed
 * after it come to, each added (levies), taken off (offsets, PAYG credits) or passed over (a subtotal)
 * ("$12,335.20 + $1,436.48 − $13,182.00 = $589.68"). The result is printed after them or before the taxable
 * income (a summary at the top, which may state the taxable income too: each place it is printed is tried).
 * Taken off more than was charged is a refund, negative. Null unless exactly one amount fits, with one sign;
 * the same result printed twice (the summary's and the calculation's) is one.
 */
export function findTaxPayableByArithmetic(layout: Layout, taxableIncome: number): Located<number> | null {
  return taxPayableFrom(figuresOf(layout), taxableIncome);
}

type Figure = { amount: number; cell: Cell };

/** findTaxPayableByArithmetic over the notice's figures, read once by a caller that tries several incomes. */
function taxPayableFrom(figures: readonly Figure[], taxableIncome: number): Located<number> | null {
  type Found = { amount: number; cell: Cell; over: readonly { cell: Cell }[] };
  const fits = (over: readonly { amount: number; cell: Cell }[], result: { amount: number; cell: Cell }) =>
    over.some((term) => term.amount >= taxableIncome)
      ? []
      : outcomes(over.map((term) => term.amount))
          .filter(({ net, charged }) => same(Math.abs(net), result.amount) && result.amount < charged)
          .map(({ net }): Found => ({ amount: Math.round(net * 100) / 100, cell: result.cell, over }));
  const found: Found[] = [];
  figures.forEach((figure, start) => {
    if (!same(figure.amount, taxableIncome)) return;
    for (let end = start + 3; end <= Math.min(figures.length - 1, start + 1 + MAX_TERMS); end += 1) {
      const result = figures[end];
      if (result) found.push(...fits(figures.slice(start + 1, end), result));
    }
    // A result stated in the summary ends its calculation where the calculation prints it again.
    const after = figures.slice(start + 1, start + 1 + MAX_TERMS);
    for (const result of figures.slice(0, start)) {
      const again = after.findIndex((term) => same(term.amount, result.amount));
      found.push(...fits(again < 0 ? after : after.slice(0, again), result));
    }
  });
  // A subtotal adds up too; the result is the figure no other one counts on its way.
  const final = found.filter(
    (one) => !found.some((other) => other.over.some((term) => term.cell === one.cell)),
  );
  const amounts = new Set(final.map((one) => one.amount));
  const [only] = final;
  return amounts.size === 1 && only ? locateCell(only.cell, only.amount) : null;
}

/** More figures than a notice prints: a long statement misfiled as one is not searched for a calculation. */
const MAX_NOTICE_FIGURES = 120;

/**
 * A notice that prints neither its total income and deductions (the ATO's own starts at the taxable income)
 * nor a label any rule knows: the taxable income as the one amount from which a calculation runs to a result
 * (findTaxPayableByArithmetic), the tax on it (the next figure) less than half of it. Both, or null unless
 * exactly one amount fits.
 */
export function findTaxableIncomeAndResultByArithmetic(
  layout: Layout,
): { taxableIncome: Located<number>; taxPayable: Located<number> } | null {
  const figures = figuresOf(layout);
  if (figures.length > MAX_NOTICE_FIGURES) return null;
  const found = new Map<number, { taxableIncome: Located<number>; taxPayable: Located<number> }>();
  figures.forEach((figure, index) => {
    const tax = figures[index + 1];
    if (figure.amount < 1_000 || !tax || tax.amount >= figure.amount / 2 || found.has(figure.amount)) return;
    const taxPayable = taxPayableFrom(figures, figure.amount);
    if (taxPayable)
      found.set(figure.amount, { taxableIncome: locateCell(figure.cell, figure.amount), taxPayable });
  });
  const [only] = found.values();
  return found.size === 1 && only ? only : null;
}
