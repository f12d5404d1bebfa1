import { findAllDates } from '../values/dates';
import { isTransactionLine } from './header-values';
import { locateCell, type Located } from './locate';
import type { Layout } from './types';

// A member or policy owner is at least this old when any other date on the document is printed.
const minimumAgeYears = 16;

/**
 * A date of birth under a label no rule knows (decision 038): the document's oldest date, outside transaction
 * lines, when every other date it prints is at least 16 years later. Anchored on the document's own dates, not
 * its latest: a projected retirement or cover-expiry date decades ahead must not make this year's dates "old".
 * Null when there is no such date (a join date as old as a birth date, or no date old enough).
 */
export function findBirthDateByAge(layout: Layout): Located<string> | null {
  const dates = layout.rows
    .filter((row) => !isTransactionLine(row))
    .flatMap((row) =>
      row.cells.flatMap((cell) => findAllDates(cell.text).map((date) => ({ cell, iso: date.iso }))),
    )
    .filter((date) => date.iso >= '1900')
    .sort((a, b) => a.iso.localeCompare(b.iso));
  const [oldest] = dates;
  const next = dates.find((date) => date.iso !== oldest?.iso);
  if (!oldest || !next) return null;
  const ageAtNext = `${Number(oldest.iso.slice(0, 4)) + minimumAgeYears}${oldest.iso.slice(4)}`;
  return next.iso >= ageAtNext ? locateCell(oldest.cell, oldest.iso) : null;
}
