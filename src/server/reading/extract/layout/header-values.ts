import { findAllDates, findDateRange } from '../values/dates';
import { findAllMoney } from '../values/money';
import { amountsIn } from './cell-amounts';
import { isDatedRow, locateCell, type Located } from './locate';
import type { Cell, Layout, Row } from './types';

/**
 * Values a statement's header identifies by their shape and place, whatever their labels say (issue 30,
 * decision 038): used only for fields the labelled rules left empty, and only when there is one such value.
 */

/** How far down the first page a header reaches when no transaction line ends it. */
const HEADER_ROWS = 24;

/** A transaction line: a row that starts with a date and holds an amount (a period's dates alone do not). */
export const isTransactionLine = (row: Row | undefined): boolean =>
  (isDatedRow(row) || findAllDates(row?.cells[0]?.text ?? '')[0]?.index === 0) &&
  findAllMoney(row?.text ?? '').length > 0;

/** The rows above the first transaction line, on the first page: where a statement prints its identifiers. */
export function headerRows(layout: Layout): Row[] {
  const first = layout.rows.findIndex((row) => isTransactionLine(row));
  return layout.rows
    .slice(0, first < 0 ? HEADER_ROWS : Math.min(first, HEADER_ROWS))
    .filter((row) => row.page === 1);
}

/** The value part of a cell: after a colon when it has one ("Label: value"), else the whole cell. */
export const valuePart = (cell: Cell): string => cell.text.slice(cell.text.lastIndexOf(':') + 1).trim();

/** Digit groupings that belong to other numbers: an ABN (nn nnn nnn nnn), a TFN (nnn nnn nnn), a phone number. */
const OTHER_NUMBER =
  /^(?:\d{2} \d{3} \d{3} \d{3}|\d{3} \d{3} \d{3}|(?:13|1300|1800|04\d\d|0[2378])(?: \d+)+)$/;

/**
 * An account, member or policy number's shape: a cell's whole value is one run of 6-12 digits (spaces between
 * groups allowed), with up to four capital letters before it when `letters` is true ("POL12345678").
 */
export function identifierShaped(value: string, letters = false): string | null {
  const match = (letters ? /^([A-Z]{0,4})(\d[\d ]{4,14}\d)$/ : /^()(\d[\d ]{4,14}\d)$/).exec(value);
  if (!match || OTHER_NUMBER.test(match[2] ?? '')) return null;
  const digits = (match[2] ?? '').replace(/ /g, '');
  return /^\d{6,12}$/.test(digits) ? `${match[1] ?? ''}${digits}` : null;
}

/** The header's only identifier-shaped value (two different ones leave the question open). */
export function findOnlyIdentifier(layout: Layout, letters = false): Located<string> | null {
  const found = new Map<string, Cell>();
  for (const row of headerRows(layout))
    for (const cell of row.cells) {
      const value = identifierShaped(valuePart(cell), letters);
      if (value && !found.has(value)) found.set(value, cell);
    }
  if (found.size !== 1) return null;
  const [[value, cell]] = [...found] as [[string, Cell]];
  return locateCell(cell, value);
}

/**
 * A statement's date: the end of the period the header prints, when the header also prints that date on its
 * own (the period's end and the date of issue agree, so neither is a guess).
 */
export function findPeriodEndDate(layout: Layout): Located<string> | null {
  const rows = headerRows(layout);
  const ends = new Set<string>();
  const single = new Map<string, Cell>();
  for (const row of rows)
    for (const cell of row.cells) {
      const range = cell.text.length <= 60 ? findDateRange(cell.text) : null;
      if (range) ends.add(range.end);
      else {
        const dates = findAllDates(cell.text);
        if (dates.length === 1 && dates[0]) single.set(dates[0].iso, single.get(dates[0].iso) ?? cell);
      }
    }
  if (ends.size !== 1) return null;
  const [end] = [...ends] as [string];
  const cell = single.get(end);
  return cell ? locateCell(cell, end) : null;
}

/** How long a statement's period runs, in months: a year, a half-year, a quarter, a month. */
const PERIOD_MONTHS = [12, 6, 3, 1];

/** The day before the same day this many months later: 2024-07-01 and 12 months give 2025-06-30. */
function periodEnd(start: string, months: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A statement's period however its dates are printed (two labels no rule knows, a range split across cells,
 * a range below the header): the one pair of dates outside the transaction lines that are a year, half-year,
 * quarter or month apart, less a day ("01/07/2024" … "30/06/2025"). Two such pairs leave it open.
 */
export function findPeriodBySpan(layout: Layout): { start: Located<string>; end: Located<string> } | null {
  const dates = new Map<string, Cell>();
  for (const row of layout.rows.filter((candidate) => !isTransactionLine(candidate)))
    for (const cell of row.cells)
      for (const date of findAllDates(cell.text)) if (!dates.has(date.iso)) dates.set(date.iso, cell);
  const pairs = [...dates].flatMap(([start, startCell]) =>
    PERIOD_MONTHS.flatMap((months) => {
      const end = periodEnd(start, months);
      const endCell = dates.get(end);
      return endCell ? [{ start: locateCell(startCell, start), end: locateCell(endCell, end) }] : [];
    }),
  );
  const [only] = pairs;
  return pairs.length === 1 && only ? only : null;
}

/** How many times the next largest figure the dominant one must be: a loan limit or a second cover beside a
 * balance or sum insured leaves the question open. */
const DOMINANCE = 10;

/**
 * The figure that dwarfs every other outside the transaction lines (a loan's balance beside its repayment, a
 * policy's sum insured beside its premium and excess), when there is one.
 */
export function findDominantAmount(layout: Layout): Located<number> | null {
  const amounts = layout.rows
    .filter((row) => !isTransactionLine(row))
    .flatMap((row) => row.cells)
    .filter((cell) => cell.text.length <= 60)
    .flatMap(amountsIn)
    .sort((a, b) => b.amount - a.amount);
  const [largest] = amounts;
  const next = amounts.find((item) => Math.abs(item.amount - (largest?.amount ?? 0)) >= 0.005);
  if (!largest || (next && next.amount * DOMINANCE > largest.amount)) return null;
  return locateCell(largest.cell, largest.amount);
}

/** A statement's date when its header prints one date and no period (repeated, it is still one date). */
export function findOnlyHeaderDate(layout: Layout): Located<string> | null {
  const found = new Map<string, Cell>();
  for (const row of headerRows(layout))
    for (const cell of row.cells) {
      if (cell.text.length <= 60 && findDateRange(cell.text)) return null;
      for (const date of findAllDates(cell.text)) if (!found.has(date.iso)) found.set(date.iso, cell);
    }
  if (found.size !== 1) return null;
  const [[iso, cell]] = [...found] as [[string, Cell]];
  return locateCell(cell, iso);
}

/** The last amount of a row, if it has any. */
function lastAmount(row: Row | undefined): number | undefined {
  const amounts = findAllMoney(row?.text ?? '').filter(
    (money) =>
      !findAllDates(row?.text ?? '').some(
        (date) => money.index >= date.index && money.index < date.index + date.text.length,
      ),
  );
  return amounts.at(-1)?.amount;
}

/**
 * A column's total: the last figure of a row with one figure that is the sum of the last figures of the two or
 * more rows right above it, or above its label (a holdings table's "Total"). The document's last such total.
 */
export function findColumnTotal(layout: Layout): Located<number> | null {
  let total: Located<number> | null = null;
  layout.rows.forEach((row, index) => {
    const cells = row.cells.filter((cell) => findAllMoney(cell.text).length > 0);
    const amount = lastAmount(row);
    if (cells.length !== 1 || amount === undefined || amount <= 0) return;
    let sum = 0;
    // A tile's label sits between the total and the figures it sums.
    const start = lastAmount(layout.rows[index - 1]) === undefined ? index - 2 : index - 1;
    for (let above = start; above >= 0; above--) {
      const figure = lastAmount(layout.rows[above]);
      if (figure === undefined || layout.rows[above]?.page !== row.page) return;
      sum += figure;
      if (start - above >= 1 && Math.abs(sum - amount) < 0.005) {
        total = locateCell(cells[0] as Cell, amount);
        return;
      }
    }
  });
  return total;
}

/** A summary that adds up: its opening and closing figures, the signed figures between them, and its cells. */
export type AddingSummary = {
  opening: Located<number>;
  closing: Located<number>;
  items: Located<number>[];
  cells: Cell[];
};

/**
 * A summary that adds up: figures in reading order (outside transaction lines) where the first, plus the
 * signed figures after it, equals the last (opening + contributions − fees − tax + earnings = closing). At least
 * two figures in between, one of them negative. The one such run.
 */
export function findAddingSummary(layout: Layout): AddingSummary | null {
  const figures = layout.rows
    .filter((row) => !isTransactionLine(row))
    .flatMap((row) => row.cells)
    .filter((cell) => cell.text.length <= 60)
    .flatMap((cell) => {
      const dates = findAllDates(cell.text);
      return findAllMoney(cell.text)
        .filter(
          (money) =>
            !dates.some((date) => money.index >= date.index && money.index < date.index + date.text.length),
        )
        .map((money) => ({ amount: money.amount, cell }));
    });
  const found: AddingSummary[] = [];
  figures.forEach((first, start) => {
    if (first.amount <= 0) return;
    let sum = first.amount;
    let negative = false;
    for (let end = start + 1; end < figures.length; end++) {
      const figure = figures[end] as { amount: number; cell: Cell };
      if (end - start >= 3 && negative && figure.amount > 0 && Math.abs(sum - figure.amount) < 0.005) {
        found.push({
          opening: locateCell(first.cell, first.amount),
          closing: locateCell(figure.cell, figure.amount),
          items: figures.slice(start + 1, end).map((item) => locateCell(item.cell, item.amount)),
          cells: figures.slice(start, end + 1).map((item) => item.cell),
        });
        return;
      }
      sum += figure.amount;
      negative ||= figure.amount < 0;
    }
  });
  return found.length === 1 ? (found[0] ?? null) : null;
}
