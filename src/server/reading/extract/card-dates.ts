import { locateCell, type Located } from './layout/locate';
import type { Layout } from './layout/types';
import { findAllDates } from './values/dates';

/** A holder is at least this old, so a date this recent is not a date of birth. */
const MINIMUM_AGE_YEARS = 15;

/** Cards are valid for at most this long, so an expiry is no more than this far in the past (old cards are still uploaded). */
const EXPIRED_YEARS = 10;

/**
 * Identity cards print few dates: the date of birth is the earliest (and old enough) and the expiry the latest
 * (and recent). Used when OCR garbles a label ("DATE OF Bi", "XPIRY") but the dates were read. Dates the
 * caller knows are something else (an issue date) are left out.
 */
export function findCardDates(
  layout: Layout,
  exclude: readonly string[] = [],
): { birth: Located<string> | null; expiry: Located<string> | null } {
  const dates = layout.rows.flatMap((row) =>
    row.cells.flatMap((cell) =>
      findAllDates(cell.text)
        .filter((date) => !exclude.includes(date.iso))
        .map((date) => ({ ...locateCell(cell, date.iso), confidence: Math.min(cell.confidence, 70) })),
    ),
  );
  const sorted = [...dates].sort((a, b) => a.value.localeCompare(b.value));
  const year = new Date().getFullYear();
  const earliest = sorted[0];
  const latest = sorted.at(-1);
  const birth = earliest && earliest.value < `${year - MINIMUM_AGE_YEARS}` ? earliest : null;
  const expiry = latest && latest !== birth && latest.value > `${year - EXPIRED_YEARS}` ? latest : null;
  return { birth, expiry };
}
