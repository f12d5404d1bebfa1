import { headerRows, identifierShaped, isTransactionLine, valuePart } from './layout/header-values';
import { locateCell, type Located } from './layout/locate';
import type { Cell, Layout } from './layout/types';
import { findAllDates } from './values/dates';
import { findAllMoney } from './values/money';

/**
 * What a bank statement's values show without their labels (issue 30, decision 038): a BSB's shape, the
 * account number beside it, and the running balance of the transaction table, whose arithmetic gives the
 * opening and closing balances and the period's credits and debits. These fill only what the labelled rules
 * left empty, and only when the evidence is unambiguous: an empty field is better than a wrong one.
 */

/** "062-123" with a dash, not part of a longer run of digits and dashes (a phone number, a date). */
const BSB_DASHED = /(?<![\d-])(\d{3})-(\d{3})(?![\d-])/g;
/** "062-123 12345678" or "062 123 1234 5678": a BSB and an account number printed together. */
const BSB_THEN_ACCOUNT = /(?<![\d-])(\d{3})[\s-](\d{3})\s+(\d[\d ]{3,14}\d)(?![\d-])/;

/**
 * A BSB (and the account number printed with it) by shape: the header's only BSB-shaped value, dashed
 * ("nnn-nnn") anywhere, "nnn nnn" as a whole value, or either followed by an account-number-shaped run of digits.
 */
export function findBsbByShape(
  layout: Layout,
): { bsb: Located<string>; accountNumber: Located<string> | null } | null {
  const found = new Map<string, { cell: Cell; accountNumber: string | null }>();
  for (const row of headerRows(layout))
    for (const cell of row.cells) {
      const value = valuePart(cell);
      const together = BSB_THEN_ACCOUNT.exec(value);
      const accountNumber = together?.[3]?.replace(/ /g, '') ?? '';
      if (together && /^\d{5,12}$/.test(accountNumber)) {
        found.set(`${together[1]}${together[2]}`, { cell, accountNumber });
        continue;
      }
      // "062 123" alone as a value: a BSB printed with a space.
      const spaced = /^(\d{3}) (\d{3})$/.exec(value);
      if (spaced) found.set(`${spaced[1]}${spaced[2]}`, { cell, accountNumber: null });
      for (const match of value.matchAll(BSB_DASHED))
        if (!found.has(`${match[1]}${match[2]}`))
          found.set(`${match[1]}${match[2]}`, { cell, accountNumber: null });
    }
  if (found.size !== 1) return null;
  const [[bsb, { cell, accountNumber }]] = [...found] as [
    [string, { cell: Cell; accountNumber: string | null }],
  ];
  return {
    bsb: locateCell(cell, bsb),
    accountNumber: accountNumber ? locateCell(cell, accountNumber) : null,
  };
}

/**
 * The account number beside a BSB found without its label: the header's only cell whose value is an
 * account-number-shaped run of digits, on the BSB's row or within the two rows below it.
 */
export function findAccountNumberNear(
  layout: Layout,
  bsb: { value: string | number; page: number; text: string },
): Located<string> | null {
  const rows = headerRows(layout);
  const at = rows.findIndex(
    (row) => row.page === bsb.page && row.cells.some((cell) => cell.text === bsb.text),
  );
  if (at < 0) return null;
  const found = new Map<string, Cell>();
  for (const row of rows.slice(at, at + 3))
    for (const cell of row.cells) {
      const digits = identifierShaped(valuePart(cell));
      if (digits && digits !== bsb.value) found.set(digits, cell);
    }
  if (found.size !== 1) return null;
  const [[digits, cell]] = [...found] as [[string, Cell]];
  return locateCell(cell, digits);
}

/** The amounts of a transaction line, left to right, without its dates. */
function amountsOf(cells: readonly Cell[]): number[] {
  return cells.flatMap((cell) => {
    const dates = findAllDates(cell.text);
    return findAllMoney(cell.text)
      .filter(
        (money) =>
          !dates.some((date) => money.index >= date.index && money.index < date.index + date.text.length),
      )
      .map((money) => money.amount);
  });
}

const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;
const cents = (value: number): number => Math.round(value * 100) / 100;

export type RunningTotals = {
  openingBalance: number;
  closingBalance: number;
  totalCredits: number;
  totalDebits: number;
};

/**
 * The totals a transaction table's running balance proves: each line's last amount is the balance after it,
 * and each change of balance is the line's one other amount. Only when every line (at least two) keeps that
 * arithmetic. The first line's direction is not shown by the lines, so both readings are given: the first
 * balance less (or plus) its line's amount is the opening balance, the last balance the closing one, and the
 * rises and falls sum to the credits and debits.
 */
export function runningTotals(layout: Layout): RunningTotals[] {
  const lines = layout.rows
    .filter((row) => isTransactionLine(row))
    .map((row) => amountsOf(row.cells.slice(1)));
  if (lines.length < 2 || lines.some((amounts) => amounts.length !== 2)) return [];
  const balances = lines.map((amounts) => amounts[1] as number);
  const first = Math.abs(lines[0]?.[0] ?? 0);
  let credits = 0;
  let debits = 0;
  for (let index = 1; index < lines.length; index++) {
    const amount = Math.abs(lines[index]?.[0] ?? 0);
    const change = cents((balances[index] as number) - (balances[index - 1] as number));
    if (amount === 0 || !same(Math.abs(change), amount)) return [];
    if (change > 0) credits += amount;
    else debits += amount;
  }
  const closingBalance = balances.at(-1) as number;
  const start = balances[0] as number;
  return [
    {
      openingBalance: cents(start - first),
      closingBalance,
      totalCredits: cents(credits + first),
      totalDebits: cents(debits),
    },
    {
      openingBalance: cents(start + first),
      closingBalance,
      totalCredits: cents(credits),
      totalDebits: cents(debits + first),
    },
  ];
}

/** Where an amount is printed outside the transaction lines (a statement's summary), first place first. */
export function findPrintedAmount(layout: Layout, amount: number): Located<number> | null {
  for (const row of layout.rows) {
    if (isTransactionLine(row)) continue;
    for (const cell of row.cells)
      if (amountsOf([cell]).some((printed) => same(Math.abs(printed), Math.abs(amount))))
        return locateCell(cell, amount);
  }
  return null;
}
