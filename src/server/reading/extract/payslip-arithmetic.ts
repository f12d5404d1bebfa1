import type { FieldSet } from './field';
import { isTransactionLine } from './layout/header-values';
import { amountsIn } from './layout/cell-amounts';
import { locateCell, type Located } from './layout/locate';
import type { Cell, Layout } from './layout/types';

/**
 * What a payslip's figures prove without their labels (issue 30, decision 038): gross − tax = net, tax is less
 * than net (no one's tax takes half their pay), and the super guarantee is gross × a rate the law has set.
 * A row's second, larger amount is its year to date. Fills only what the labelled rules left empty, and only
 * when one set of figures fits and nothing the rules read disagrees.
 */

/** Super guarantee rates the law has set since 2014 (9.5 % to 12 %). */
const SG_RATES = [0.095, 0.1, 0.105, 0.11, 0.115, 0.12];

type Line = { amount: number; cell: Cell; ytd: { amount: number; cell: Cell } | null };

const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/**
 * The figures outside transaction lines, each with its year to date: amounts that follow one another on a row
 * with no words between them are one item's columns, the first its period's, a second larger one its YTD
 * ("Gross  5,500.00  22,000.00"); a label, or a label above (tiles), starts the next item ("Gross: 5,500.00
 * Tax: 1,267.21"). Runs of
 * three or more (hours, rate, amount) are an earnings line's workings, not a figure of the pay.
 */
function linesOf(layout: Layout): Line[] {
  return layout.rows.flatMap((row, index) => {
    if (isTransactionLine(row)) return [];
    const above = layout.rows[index - 1];
    // Tiles: on a row of figures alone, each under its own label on the row above is an item of its own.
    const figuresOnly = row.cells.every((cell) => !/\p{L}{2}/u.test(cell.text));
    const labelAbove = (cell: Cell) =>
      figuresOnly &&
      above?.page === row.page &&
      above.cells.some(
        (label) =>
          /\p{L}{2}/u.test(label.text) &&
          Math.min(label.box.x1, cell.box.x1) > Math.max(label.box.x0, cell.box.x0),
      );
    const runs: { amount: number; cell: Cell }[][] = [];
    let current: { amount: number; cell: Cell }[] = [];
    for (const cell of row.cells) {
      if ((/\p{L}{2}/u.test(cell.text) || labelAbove(cell)) && current.length > 0) {
        runs.push(current);
        current = [];
      }
      current.push(...amountsIn(cell));
    }
    runs.push(current);
    return runs.flatMap((run) => {
      const [first, second] = run;
      if (!first || first.amount === 0 || run.length > 2) return [];
      return [{ ...first, ytd: second && second.amount > first.amount ? second : null }];
    });
  });
}

export type PayslipFigures = {
  grossPay: Located<number>;
  taxWithheld: Located<number>;
  netPay: Located<number>;
  superGuarantee?: Located<number>;
  ytdGross?: Located<number>;
  ytdTax?: Located<number>;
  ytdSuper?: Located<number>;
};

/** The one (gross, tax, net) whose arithmetic holds with tax < net, and what follows from it. */
export function findPayslipArithmetic(layout: Layout): PayslipFigures | null {
  const lines = linesOf(layout);
  const found = new Map<string, [Line, Line, Line]>();
  for (const gross of lines)
    for (const tax of lines)
      for (const net of lines) {
        if (tax.amount >= net.amount || net.amount >= gross.amount) continue;
        if (!same(gross.amount - tax.amount, net.amount)) continue;
        const id = `${gross.amount}/${tax.amount}/${net.amount}`;
        if (!found.has(id)) found.set(id, [gross, tax, net]);
      }
  if (found.size !== 1) return null;
  const [[gross, tax, net]] = [...found.values()] as [[Line, Line, Line]];
  const at = (line: Line) => locateCell(line.cell, line.amount);
  const figures: PayslipFigures = { grossPay: at(gross), taxWithheld: at(tax), netPay: at(net) };
  const supers = new Map(
    lines
      .filter((line) => SG_RATES.some((rate) => Math.abs(gross.amount * rate - line.amount) <= 0.011))
      .map((line) => [line.amount, line]),
  );
  const sg = supers.size === 1 ? [...supers.values()][0] : undefined;
  if (sg) figures.superGuarantee = at(sg);
  Object.assign(figures, yearToDateByMultiple(lines, gross, tax, sg));
  const ytd = (line: Line | undefined) =>
    line?.ytd ? locateCell(line.ytd.cell, line.ytd.amount) : undefined;
  // A year to date is at least its period's figure, and keeps the order of gross ≥ tax.
  const ytdGross = ytd(gross);
  const ytdTax = ytd(tax);
  if (ytdGross) figures.ytdGross = ytdGross;
  if (ytdTax && (!ytdGross || ytdTax.value < ytdGross.value)) figures.ytdTax = ytdTax;
  const ytdSuper = ytd(sg);
  if (ytdSuper && (!ytdGross || ytdSuper.value < ytdGross.value)) figures.ytdSuper = ytdSuper;
  return figures;
}

/** Most pays in a year (weekly, and a 53rd week). */
const MOST_PAYS = 53;

/**
 * Year-to-date figures printed apart from their period's (under labels of their own): the one multiple k ≥ 2
 * of the pay at which gross × k and tax × k (and super × k, when the super guarantee is known) are all printed.
 * A salary paid the same each time gives that; a pay that varied gives no multiple, and nothing is read.
 */
function yearToDateByMultiple(
  lines: Line[],
  gross: Line,
  tax: Line,
  sg: Line | undefined,
): Pick<PayslipFigures, 'ytdGross' | 'ytdTax' | 'ytdSuper'> {
  const amounts = lines.flatMap((line) => [line, ...(line.ytd ? [line.ytd] : [])]);
  const printed = (value: number, times: number) =>
    amounts.find((item) => Math.abs(item.amount - value * times) <= 0.005 * times + 0.005);
  const fits: Pick<PayslipFigures, 'ytdGross' | 'ytdTax' | 'ytdSuper'>[] = [];
  for (let times = 2; times <= MOST_PAYS; times++) {
    const ytdGross = printed(gross.amount, times);
    const ytdTax = printed(tax.amount, times);
    const ytdSuper = sg ? printed(sg.amount, times) : undefined;
    if (!ytdGross || !ytdTax || (sg && !ytdSuper)) continue;
    fits.push({
      ytdGross: locateCell(ytdGross.cell, ytdGross.amount),
      ytdTax: locateCell(ytdTax.cell, ytdTax.amount),
      ...(ytdSuper ? { ytdSuper: locateCell(ytdSuper.cell, ytdSuper.amount) } : {}),
    });
  }
  return fits.length === 1 ? (fits[0] ?? {}) : {};
}

/** Pays in a year for each cycle. */
const PAYS_A_YEAR: Partial<Record<string, number>> = { weekly: 52, fortnightly: 26, monthly: 12 };

/**
 * The annual salary printed under a label no rule knows: the one whole-dollar figure the pay comes to over a
 * year at its cycle (to the cent of each pay).
 */
export function findAnnualSalary(layout: Layout, gross: number, cycle: string): Located<number> | null {
  const pays = PAYS_A_YEAR[cycle];
  if (!pays) return null;
  const found = new Map<number, Located<number>>();
  for (const row of layout.rows) {
    if (isTransactionLine(row)) continue;
    for (const item of row.cells.flatMap(amountsIn))
      if (Number.isInteger(item.amount) && Math.abs(item.amount - gross * pays) <= 0.005 * pays + 0.005)
        found.set(item.amount, locateCell(item.cell, item.amount));
  }
  return found.size === 1 ? ([...found.values()][0] ?? null) : null;
}

const KEYS = [
  'grossPay',
  'taxWithheld',
  'netPay',
  'superGuarantee',
  'ytdGross',
  'ytdTax',
  'ytdSuper',
] as const;

/** Fills the payslip's empty figures from its arithmetic, when nothing the rules read disagrees with it. */
export function fillFromPayslipArithmetic(layout: Layout, fields: FieldSet): void {
  if (KEYS.every((key) => fields.fields[key] !== undefined)) return;
  const figures = findPayslipArithmetic(layout);
  if (!figures) return;
  const disagrees = KEYS.some((key) => {
    const read = fields.number(key);
    const proven = figures[key]?.value;
    return read !== undefined && proven !== undefined && !same(Math.abs(read), proven);
  });
  if (disagrees) return;
  for (const key of KEYS) fields.set(key, figures[key], 'medium');
}
