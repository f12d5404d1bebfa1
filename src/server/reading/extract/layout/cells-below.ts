import { matchesLabel } from './find-labelled';
import { locateCell, type Located } from './locate';
import type { Cell, Layout } from './types';

/**
 * The cells on the next rows of a cell's page that overlap it horizontally, nearest first: a figure printed
 * under its heading, wherever in the heading's width it is aligned ("Value of your holding …" over "$47,650").
 */
export function cellsBelow(layout: Layout, rowIndex: number, cell: Cell, rows: number): Cell[] {
  const row = layout.rows[rowIndex];
  return layout.rows
    .slice(rowIndex + 1, rowIndex + 1 + rows)
    .filter((below) => below.page === row?.page)
    .flatMap((below) =>
      below.cells.filter(
        (other) => Math.min(other.box.x1, cell.box.x1) - Math.max(other.box.x0, cell.box.x0) > 0,
      ),
    );
}

/** The first value `parse` accepts in a cell under a heading matching `label` (see cellsBelow). */
export function findUnderHeading<T>(
  layout: Layout,
  label: RegExp,
  parse: (text: string) => T | null,
  rows = 2,
): Located<T> | null {
  for (const [index, row] of layout.rows.entries()) {
    for (const cell of row.cells) {
      if (!matchesLabel(cell.text, label)) continue;
      for (const below of cellsBelow(layout, index, cell, rows)) {
        const value = parse(below.text);
        if (value !== null) return locateCell(below, value);
      }
    }
  }
  return null;
}
