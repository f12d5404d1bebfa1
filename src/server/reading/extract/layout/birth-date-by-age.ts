import { findAllDates } from '../values/dates';
import { isTransactionLine } from './header-values';
import { locateCell, type Located } from './locate';
import type { Layout } from './types';

// A member or policy owner is at least this old: dates further back than this from the document's latest
// date can be a birth date; nearer ones are the document's own (issue, period, commencement).
const minimumAgeYears = 16;

/**
 * A date of birth under a label no rule knows (decision 038): the one date, outside transaction lines,
 * printed at least 16 years before the document's latest date. Null when there is none, or several
 * different ones (a join date as old as a birth date leaves the question open).
 */
export function findBirthDateByAge(layout: Layout): Located<string> | null {
  const dates = layout.rows
    .filter((row) => !isTransactionLine(row))
    .flatMap((row) =>
      row.cells.flatMap((cell) => findAllDates(cell.text).map((date) => ({ cell, iso: date.iso }))),
    );
  const latest = dates.reduce((max, date) => (date.iso > max ? date.iso : max), '');
  if (!latest) return null;
  const cutoff = `${Number(latest.slice(0, 4)) - minimumAgeYears}${latest.slice(4)}`;
  const old = dates.filter((date) => date.iso <= cutoff && date.iso >= '1900');
  const [first] = old;
  return first && new Set(old.map((date) => date.iso)).size === 1 ? locateCell(first.cell, first.iso) : null;
}
