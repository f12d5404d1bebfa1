import type { Box, Cell, Layout } from '../layout/types';
import { findAllDates } from '../values/dates';
import { findAllMoney } from '../values/money';
import { findAllFrequencies, parseDays, parsePercent } from '../values/periods';

/** The kinds of value the candidate ranker reads; text fields (names, organisations, addresses) keep their rules. */
export type CandidateKind = 'money' | 'date' | 'percent' | 'days' | 'frequency';

/** Where a date sits among the dates of its cell: a period's start or end, or alone. */
export type RangePlace = 'single' | 'start' | 'end';

/** A typed value found in the document, with the cell it was read from and what precedes it there. */
export type Candidate = {
  kind: CandidateKind;
  value: number | string;
  rowIndex: number;
  cellIndex: number;
  cell: Cell;
  /** The cell's text between the value before it (or the cell's start) and the value: a label printed with
   * its value ("Net pay: $1,234.00"). */
  before: string;
  /** The value's horizontal extent, estimated from its place in the cell's text. */
  box: Box;
  range: RangePlace;
};

/** The part of a cell's box that characters [start, end) of its text take, assuming even character widths. */
function boxOfSpan(cell: Cell, start: number, end: number): Box {
  const width = (cell.box.x1 - cell.box.x0) / Math.max(1, cell.text.length);
  return { ...cell.box, x0: cell.box.x0 + start * width, x1: cell.box.x0 + end * width };
}

type Found = { kind: CandidateKind; value: number | string; index: number; length: number };

function findValues(text: string): Found[] {
  const found: Found[] = [];
  const dates = findAllDates(text);
  // A date's digits are not also money or a percentage.
  const inDate = (index: number) =>
    dates.some((date) => index >= date.index && index < date.index + date.text.length);
  for (const date of dates)
    found.push({ kind: 'date', value: date.iso, index: date.index, length: date.text.length });
  for (const money of findAllMoney(text))
    if (!inDate(money.index) && !/^\d{1,2}(?:\.\d{1,3})?\s*%/.test(text.slice(money.index).trim()))
      found.push({ kind: 'money', value: money.amount, index: money.index, length: money.text.length });
  for (const match of text.matchAll(/\d{1,2}(?:[.,]\d{1,3})?\s*%/g)) {
    const percent = parsePercent(match[0]);
    if (percent !== null && !inDate(match.index))
      found.push({ kind: 'percent', value: percent, index: match.index, length: match[0].length });
  }
  for (const match of text.matchAll(/\d{1,3}\s*-?\s*(?:days?|weeks?|wks?|months?|mths?)\b/gi)) {
    const days = parseDays(match[0]);
    if (days !== null && !inDate(match.index))
      found.push({ kind: 'days', value: days, index: match.index, length: match[0].length });
  }
  for (const match of findAllFrequencies(text))
    found.push({ kind: 'frequency', value: match.frequency, index: match.index, length: match.text.length });
  return found.sort((a, b) => a.index - b.index);
}

/** Every money amount, date, percentage and duration in the document, cell by cell. */
export function detectCandidates(layout: Layout): Candidate[] {
  const candidates: Candidate[] = [];
  layout.rows.forEach((row, rowIndex) => {
    row.cells.forEach((cell, cellIndex) => {
      const found = findValues(cell.text);
      const dates = found.filter((value) => value.kind === 'date');
      const labelStarts: number[] = [];
      for (const [index, value] of found.entries()) {
        // Its own label starts after the value before it: OCR may run "Gross 5,500.00 Tax 1,267.21" into one cell.
        // A cycle is no such value: "Annual salary" is one label.
        const previousIndex = found.findLastIndex(
          (other, at) => at < index && (value.kind === 'frequency' || other.kind !== 'frequency'),
        );
        const previous = found[previousIndex];
        const end = previous ? previous.index + previous.length : 0;
        // A cycle printed right after an amount ("Repayments $2,000.00 per month") is named by the amount's label.
        const afterAmount =
          value.kind === 'frequency' &&
          previous !== undefined &&
          previous.kind === 'money' &&
          /^[\s/,()-]*(?:(?:paid|payable)\s+)?$/i.test(cell.text.slice(end, value.index));
        const labelStart = afterAmount ? (labelStarts[previousIndex] ?? 0) : end;
        labelStarts.push(labelStart);
        const place =
          dates.length < 2 || value.kind !== 'date' ? 'single' : value === dates[0] ? 'start' : 'end';
        candidates.push({
          kind: value.kind,
          value: value.value,
          rowIndex,
          cellIndex,
          cell,
          before: cell.text.slice(labelStart, value.index),
          box: boxOfSpan(cell, value.index, value.index + value.length),
          range: place,
        });
      }
    });
  });
  return candidates;
}
