import { matchesLabel } from './find-labelled';
import { locateWords, type Located } from './locate';
import type { Box, Layout, Word } from './read-layout';

const centreX = (box: Box): number => (box.x0 + box.x1) / 2;
const overlapX = (a: Box, b: Box): number => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

/**
 * The words of a row that sit in a header's column: those overlapping it horizontally, else the nearest one
 * when centred close to it (numbers are often right-aligned under a short header). Works on words, not cells,
 * because text engines may run several table columns together.
 */
export function wordsInColumn(words: readonly Word[], header: Box): Word[] {
  const overlapping = words.filter((word) => overlapX(word.box, header) > 0);
  if (overlapping.length > 0) return overlapping;
  const nearest = [...words].sort(
    (a, b) => Math.abs(centreX(a.box) - centreX(header)) - Math.abs(centreX(b.box) - centreX(header)),
  )[0];
  if (!nearest) return [];
  const width = Math.max(nearest.box.x1 - nearest.box.x0, header.x1 - header.x0);
  return Math.abs(centreX(nearest.box) - centreX(header)) < width ? [nearest] : [];
}

/**
 * A table value: in the first row (after the header, same page) whose first cell matches rowLabel, the words
 * under the column header. Reads "YTD totals" under "Gross", or "Ordinary hours" under "YTD".
 */
export function findInColumn<T>(
  layout: Layout,
  columnHeader: RegExp,
  rowLabel: RegExp,
  parse: (text: string) => T | null,
): Located<T> | null {
  for (const [headerIndex, headerRow] of layout.rows.entries()) {
    const header = headerRow.cells.find((cell) => matchesLabel(cell.text, columnHeader));
    if (!header) continue;
    const row = layout.rows
      .slice(headerIndex + 1)
      .find(
        (candidate) =>
          candidate.page === headerRow.page && matchesLabel(candidate.cells[0]?.text ?? '', rowLabel),
      );
    if (!row) continue;
    const words = wordsInColumn(
      row.cells.slice(1).flatMap((cell) => cell.words),
      header.box,
    );
    const text = words.map((word) => word.text).join(' ');
    const value = text ? parse(text) : null;
    if (value !== null && words.length > 0) return locateWords(words, row.page, value);
  }
  return null;
}
