import type { Box, Cell, Layout, Row, Word } from './types';

/** A value read from the document, with where it was read. */
export type Located<T> = { value: T; page: number; text: string; box: Box; confidence: number };

/** The smallest box holding all of them. */
export function unionBox(boxes: readonly Box[]): Box {
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  };
}

/** A value read from one cell. */
export function locateCell<T>(cell: Cell, value: T): Located<T> {
  return { value, page: cell.page, text: cell.text, box: cell.box, confidence: cell.confidence };
}

/** A value read from several cells (a value split into pieces, an address block); confidence is the weakest. */
export function locateCells<T>(
  cells: readonly Cell[],
  value: T,
  text = cells.map((cell) => cell.text).join(' '),
): Located<T> {
  return {
    value,
    page: cells[0]?.page ?? 1,
    text,
    box: unionBox(cells.map((cell) => cell.box)),
    confidence: Math.min(...cells.map((cell) => cell.confidence)),
  };
}

/** A value read from a whole row. */
export function locateRow<T>(row: Row, value: T): Located<T> {
  return locateCells(row.cells, value, row.text);
}

/** A value read from some words of a page. */
export function locateWords<T>(words: readonly Word[], page: number, value: T): Located<T> {
  return {
    value,
    page,
    text: words.map((word) => word.text).join(' '),
    box: unionBox(words.map((word) => word.box)),
    confidence: Math.min(...words.map((word) => word.confidence)),
  };
}

/** The row a value was read from: the first on its page whose height overlaps the value's. */
export function rowOf(layout: Layout, found: Located<unknown>): Row | undefined {
  return layout.rows.find(
    (row) => row.page === found.page && row.box.y0 <= found.box.y1 && row.box.y1 >= found.box.y0,
  );
}

/** Whether a row starts with a date, day and month at least ("31/07/2024", "20/03", "2 Apr"): a line of a
 * transaction list, one payment rather than a period's total. */
export function isDatedRow(row: Row | undefined): boolean {
  const first = row?.cells[0]?.text.trim() ?? '';
  return /^\d{1,2}(?:[/.-]\d{1,2}(?!\d)|\s+[A-Za-z]{3})/.test(first);
}
