import { columnSpan } from '../layout/find-in-column';
import { isHeaderRow } from '../layout/find-labelled';
import type { Box, Cell, Layout } from '../layout/types';
import type { Candidate } from './detect-values';

/**
 * The printed text that may name a candidate value, by how it relates to the value on the page: the layout
 * graph's edges. Each is '' when there is no such text.
 */
export type CandidateLabels = {
  /** Before the value in its own cell ("Net pay: $1,234.00"). */
  own: string;
  /** The nearest cell with words to its left on its row (label left, value right). */
  left: string;
  /** The nearest cell with words just above it (a tile: label over value). */
  above: string;
  /** The header of the table column it sits in ("YTD" over a column of figures). */
  header: string;
  /** The first cell of its row, when that is not its own or its left neighbour (a table row's name). */
  rowStart: string;
};

/** How many rows up a value may sit under its column header. */
const HEADER_REACH = 12;

const hasWords = (text: string): boolean => /\p{L}{2}/u.test(text);
const overlapX = (a: Box, b: Box): number => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
/** A label's words without the figures that share its cell. */
const wordsOf = (cell: Cell | undefined): string =>
  cell ? cell.text.replace(/[\d$%.,:()/-]+/g, ' ').trim() : '';

function nearestLeft(layout: Layout, candidate: Candidate): string {
  const cells = layout.rows[candidate.rowIndex]?.cells ?? [];
  for (let index = candidate.cellIndex - 1; index >= 0; index--)
    if (hasWords(wordsOf(cells[index]))) return wordsOf(cells[index]);
  return '';
}

/** The words of the nearest cell with words just above a cell, overlapping it, within two rows (a tile's label). */
export function wordsAbove(layout: Layout, rowIndex: number, below: Cell): string {
  const page = layout.rows[rowIndex]?.page;
  for (let index = rowIndex - 1; index >= Math.max(0, rowIndex - 2); index--) {
    const row = layout.rows[index];
    if (!row || row.page !== page) break;
    const cell = row.cells.find((above) => overlapX(above.box, below.box) > 0 && hasWords(above.text));
    if (cell) return wordsOf(cell);
  }
  return '';
}

function columnHeader(layout: Layout, candidate: Candidate): string {
  const page = layout.rows[candidate.rowIndex]?.page;
  const centre = (candidate.box.x0 + candidate.box.x1) / 2;
  for (let index = candidate.rowIndex - 1; index >= Math.max(0, candidate.rowIndex - HEADER_REACH); index--) {
    const row = layout.rows[index];
    if (!row || row.page !== page) break;
    if (!isHeaderRow(row)) continue;
    const header = row.cells.find((cell) => {
      const span = columnSpan(row, cell);
      return centre >= span.x0 && centre <= span.x1;
    });
    if (header) return header.text;
  }
  return '';
}

/** Words in a cell from which it reads as a sentence, not a table's cell. */
const SENTENCE_WORDS = 8;

export function linkLabels(layout: Layout, candidate: Candidate): CandidateLabels {
  const left = nearestLeft(layout, candidate);
  const first = layout.rows[candidate.rowIndex]?.cells[0];
  const rowStart = candidate.cellIndex > 0 && first ? wordsOf(first) : '';
  // A figure in a sentence ("Leave balances: annual 128.50 h") is named by the sentence, not by a column
  // header or a tile above it.
  const inSentence = (candidate.cell.text.match(/\p{L}{2,}/gu)?.length ?? 0) >= SENTENCE_WORDS;
  return {
    own: candidate.before.replace(/[\d$%.,:()/-]+/g, ' ').trim(),
    left,
    above: inSentence ? '' : wordsAbove(layout, candidate.rowIndex, candidate.cell),
    header: inSentence ? '' : columnHeader(layout, candidate),
    rowStart: rowStart === left ? '' : rowStart,
  };
}
