import { matchesLabel } from './find-labelled';
import { locateWords, type Located } from './locate';
import type { Box, Cell, Layout, Row, Word } from './types';

const centreX = (box: Box): number => (box.x0 + box.x1) / 2;
const overlapX = (a: Box, b: Box): number => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

/**
 * How far a header's column reaches in its header row: from the header's left edge to where the header on its
 * right starts (the last column runs to the page's edge). Numbers are often right-aligned under a header that
 * is left-aligned, so they sit in the column without touching the header; the column on the left ends
 * before this header starts.
 */
export function columnSpan(headerRow: Row, header: Cell): Box {
  const right = headerRow.cells
    .filter((cell) => cell !== header && cell.text.trim() !== '' && cell.box.x0 >= header.box.x1)
    .map((cell) => cell.box.x0);
  const slack = (header.box.y1 - header.box.y0) / 2;
  return { ...header.box, x0: header.box.x0 - slack, x1: right.length > 0 ? Math.min(...right) : Infinity };
}

/**
 * The words of a row that sit in a header's column: those overlapping it horizontally, else (given the
 * column's span in its header row) those within the span, else the nearest one when centred close to it
 * (numbers are often right-aligned under a short header). Works on words, not cells, because text engines may
 * run several table columns together.
 */
export function wordsInColumn(words: readonly Word[], header: Box, span?: Box): Word[] {
  const overlapping = words.filter((word) => overlapX(word.box, header) > 0);
  if (overlapping.length > 0) return overlapping;
  const within = span ? words.filter((word) => word.box.x0 >= span.x0 && word.box.x1 <= span.x1) : [];
  if (within.length > 0) return within;
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
      columnSpan(headerRow, header),
    );
    const text = words.map((word) => word.text).join(' ');
    const value = text ? parse(text) : null;
    if (value !== null && words.length > 0) return locateWords(words, row.page, value);
  }
  return null;
}
